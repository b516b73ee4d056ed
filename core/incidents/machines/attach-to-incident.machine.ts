import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { AttachedEvidence, Evidence, IncidentSummary, NewEvidence } from '../model';
import { evidenceFor } from '../rules/evidence-search';
import { DEBOUNCE_MS, evidenceAttached } from '../texts';
import type { IncidentToast } from './emitted';

export interface AttachToIncidentInput {
  /** The object to attach: a component, check, config, config change or analysis. */
  readonly evidence: AttachedEvidence;
  readonly userId: string;
}

export interface AttachToIncidentContext extends AttachToIncidentInput {
  readonly search: string;
  readonly incidents: readonly IncidentSummary[];
  readonly chosen?: IncidentSummary;
  readonly error?: string;
}

export type AttachToIncidentEvent =
  | { type: 'search.type'; text: string }
  | { type: 'incident.choose'; incidentId: string }
  | { type: 'attach' }
  /** The person chose to create a new incident instead (Create New Incident with this evidence). */
  | { type: 'incident.new' }
  | { type: 'incident.created' }
  /** Back from the new incident to the list of incidents. */
  | { type: 'incident.back' };

export type AttachToIncidentEmitted =
  | IncidentToast
  | { readonly type: 'evidence.attached'; readonly incidentId: string };

/**
 * "Link to incident" from anywhere (seed 001 §2.11; the check detail's evidence control): pick an
 * incident by title (searched 400 ms after the last keystroke), and the object becomes evidence of its
 * root hypothesis; or create a new incident carrying it.
 */
export const attachToIncidentMachine = setup({
  types: {
    context: {} as AttachToIncidentContext,
    events: {} as AttachToIncidentEvent,
    input: {} as AttachToIncidentInput,
    emitted: {} as AttachToIncidentEmitted,
  },
  actors: {
    searchIncidents: fromPromise<IncidentSummary[], { search: string }>(unbound('searchIncidents')),
    /** Finds the incident's root hypothesis and creates the evidence there. */
    attachEvidence: fromPromise<Evidence, { incidentId: string; evidence: Omit<NewEvidence, 'hypothesisId'> }>(unbound('attachEvidence')),
  },
  delays: { searchDebounce: DEBOUNCE_MS.search },
  guards: { hasChoice: ({ context }) => context.chosen !== undefined },
}).createMachine({
  id: 'attachToIncident',
  context: ({ input }) => ({ ...input, search: '', incidents: [] }),
  initial: 'choosing',
  states: {
    choosing: {
      initial: 'searching',
      on: {
        'search.type': { target: '.typing', actions: assign(({ event }) => ({ search: event.text })) },
        'incident.choose': { actions: assign(({ context, event }) => ({ chosen: context.incidents.find((i) => i.id === event.incidentId), error: undefined })) },
        attach: { guard: 'hasChoice', target: 'attaching' },
        'incident.new': 'creatingIncident',
      },
      states: {
        typing: { after: { searchDebounce: 'searching' } },
        searching: {
          invoke: {
            src: 'searchIncidents',
            input: ({ context }) => ({ search: context.search.trim() }),
            onDone: { target: 'shown', actions: assign(({ event }) => ({ incidents: event.output })) },
            onError: { target: 'shown', actions: assign(({ event }) => ({ incidents: [], error: errorMessage(event.error) })) },
          },
        },
        shown: {},
      },
    },
    attaching: {
      invoke: {
        src: 'attachEvidence',
        input: ({ context }) => {
          const { hypothesisId: _none, ...evidence } = evidenceFor(context.evidence, '', context.userId);
          return { incidentId: context.chosen!.id, evidence };
        },
        onDone: {
          target: 'attached',
          actions: [
            emit(({ context }) => ({ type: 'toast' as const, status: 'success' as const, message: evidenceAttached(context.chosen!.incidentId) })),
            emit(({ context }) => ({ type: 'evidence.attached' as const, incidentId: context.chosen!.id })),
          ],
        },
        onError: {
          target: 'choosing.shown',
          actions: [
            assign(({ event }) => ({ error: errorMessage(event.error) })),
            emit(({ event }) => ({ type: 'toast' as const, status: 'error' as const, message: errorMessage(event.error) })),
          ],
        },
      },
    },
    /** The Create New Incident dialog has the object; the person may still go back. */
    creatingIncident: {
      on: { 'incident.created': 'attached', 'incident.back': 'choosing.shown' },
    },
    attached: { type: 'final' },
  },
});
