import { useState } from 'react';
import {
  selectAttachToIncidentView, selectCommentsView, selectCreateIncidentView, selectEvidenceWizardView, selectIncidentListView,
  selectResponderWizardView, type AttachedEvidence, type Incident, type IncidentListParam, type Person,
} from '../../core/incidents';
import { useActorView } from './actor';
import { useActorEvent, useCurrentPerson, useIncidentEvents, useIncidentMachines, useWhenDone, type IncidentEventHandlers } from './incidents';
import { useRefreshSignal } from './refresh';
import { useInitialSearch, useUrlState } from './url-state';

/** The incident list (seed 001 §2.1): its machine started from the address, the address kept in step with it. */
export function useIncidentList() {
  const { list } = useIncidentMachines();
  const search = useInitialSearch();
  const [input] = useState(() => ({ search }));
  const { view, send, actor } = useActorView(list, input, selectIncidentListView);
  useUrlState(actor);
  useRefreshSignal(() => send({ type: 'list.reload' }));
  return {
    ...view,
    setFilter: (param: IncidentListParam, value: string) => send({ type: 'filter.change', param, value }),
    typeSearch: (text: string) => send({ type: 'search.type', text }),
    reload: () => send({ type: 'list.reload' }),
    openCreate: () => send({ type: 'create.open' }),
    closeCreate: () => send({ type: 'create.close' }),
  };
}

/** Create New Incident, as the signed-in person, carrying `evidence` if any; `onCreated` once it exists. */
export function useCreateIncident(evidence: AttachedEvidence | undefined, onCreated: (incident: Incident) => void, events: IncidentEventHandlers) {
  const { createIncident } = useIncidentMachines();
  const person = useCurrentPerson();
  const [input] = useState(() => ({ userId: person.id, evidence }));
  const { view, send, actor } = useActorView(createIncident, input, selectCreateIncidentView);
  useIncidentEvents(actor, events);
  useWhenDone(actor, onCreated);
  return { view, send };
}

/** "Link to Incident" for `evidence`; `onAttached` with the incident's id, `onDone` once the dialog is through. */
export function useAttachToIncident(
  evidence: AttachedEvidence,
  handlers: IncidentEventHandlers & { readonly onAttached?: (incidentId: string) => void; readonly onDone: () => void },
) {
  const { attachToIncident } = useIncidentMachines();
  const person = useCurrentPerson();
  const [input] = useState(() => ({ evidence, userId: person.id }));
  const { view, send, actor } = useActorView(attachToIncident, input, selectAttachToIncidentView);
  useIncidentEvents(actor, handlers);
  useActorEvent(actor, 'evidence.attached', (event: { type: 'evidence.attached'; incidentId: string }) => handlers.onAttached?.(event.incidentId));
  useWhenDone(actor, handlers.onDone);
  return { view, send };
}

/** The evidence wizard for a hypothesis; `onDone` once the evidence is added. */
export function useEvidenceWizard(hypothesisId: string, userId: string, handlers: IncidentEventHandlers & { readonly onDone: () => void }) {
  const { evidenceWizard } = useIncidentMachines();
  const [input] = useState(() => ({ hypothesisId, userId }));
  const { view, send, actor } = useActorView(evidenceWizard, input, selectEvidenceWizardView);
  useIncidentEvents(actor, handlers);
  useWhenDone(actor, handlers.onDone);
  return { view, send };
}

/** Add responder for an incident; `onDone` once the responder is added. */
export function useResponderWizard(incident: Incident, userId: string, handlers: IncidentEventHandlers & { readonly onDone: () => void }) {
  const { responderWizard } = useIncidentMachines();
  const [input] = useState(() => ({ incident, userId }));
  const { view, send, actor } = useActorView(responderWizard, input, selectResponderWizardView);
  useIncidentEvents(actor, handlers);
  useWhenDone(actor, handlers.onDone);
  return { view, send };
}

/** The comment box of an incident, as `author`, on `hypothesisId` unless another is picked. */
export function useCommentBox(input: { readonly incidentId: string; readonly author: Person; readonly hypothesisId?: string }, events: IncidentEventHandlers) {
  const { comments } = useIncidentMachines();
  const [started] = useState(() => input);
  const { view, send, actor } = useActorView(comments, started, selectCommentsView);
  useIncidentEvents(actor, events);
  /** Where the caret is now, read after an event the screen flushed synchronously. */
  const caret = () => selectCommentsView(actor.getSnapshot()).caret;
  return { view, send, caret };
}
