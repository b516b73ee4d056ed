import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { AttachedEvidence, Evidence, Incident, IncidentSummary, NewEvidence } from '../model';
import { evidenceFor } from '../rules/evidence-search';
import { rootHypothesis } from '../rules/hypotheses';
import { DEBOUNCE_MS, NO_ROOT_HYPOTHESIS, evidenceAttached } from '../texts';
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
  /** The chosen incident's root hypothesis, where the evidence goes. */
  readonly rootId?: string;
  readonly error?: string;
}

/** The states the dialog shows differently: the search running, the evidence on its way, the dialog done. */
export type AttachToIncidentTag = 'searching' | 'busy' | 'creatingIncident';

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
 * root hypothesis, looked up in the incident as it is now; or create a new incident carrying it.
 */
export const attachToIncidentMachine = setup({
  types: {
    tags: {} as AttachToIncidentTag,
    context: {} as AttachToIncidentContext,
    events: {} as AttachToIncidentEvent,
    input: {} as AttachToIncidentInput,
    emitted: {} as AttachToIncidentEmitted,
  },
  actors: {
    searchIncidents: fromPromise<IncidentSummary[], { search: string }>(unbound('searchIncidents')),
    loadIncident: fromPromise<Incident | undefined, { incidentId: string }>(unbound('loadIncident')),
    createEvidence: fromPromise<Evidence, NewEvidence>(unbound('createEvidence')),
  },
  delays: { searchDebounce: DEBOUNCE_MS.search },
  guards: {
    hasChoice: ({ context }) => context.chosen !== undefined,
    hasRoot: (_, incident: Incident | undefined) => incident !== undefined && rootHypothesis(incident.hypotheses) !== undefined,
  },
  actions: {
    refuse: enqueueActions(({ enqueue }, message: string) => {
      enqueue.assign({ error: message });
      enqueue.emit({ type: 'toast', status: 'error', message });
    }),
  },
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
        typing: { tags: ['searching'], after: { searchDebounce: 'searching' } },
        searching: {
          tags: ['searching'],
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
      tags: ['busy'],
      initial: 'findingRoot',
      states: {
        findingRoot: {
          invoke: {
            src: 'loadIncident',
            input: ({ context }) => ({ incidentId: context.chosen!.id }),
            onDone: [
              {
                guard: { type: 'hasRoot', params: ({ event }) => event.output },
                target: 'creating',
                actions: assign(({ event }) => ({ rootId: rootHypothesis(event.output!.hypotheses)!.id })),
              },
              { target: '#attachToIncident.choosing.shown', actions: { type: 'refuse', params: NO_ROOT_HYPOTHESIS } },
            ],
            onError: { target: '#attachToIncident.choosing.shown', actions: { type: 'refuse', params: ({ event }) => errorMessage(event.error) } },
          },
        },
        creating: {
          invoke: {
            src: 'createEvidence',
            input: ({ context }) => evidenceFor(context.evidence, context.rootId!, context.userId),
            onDone: {
              target: '#attachToIncident.attached',
              actions: [
                emit(({ context }) => ({ type: 'toast' as const, status: 'success' as const, message: evidenceAttached(context.chosen!.incidentId) })),
                emit(({ context }) => ({ type: 'evidence.attached' as const, incidentId: context.chosen!.id })),
              ],
            },
            onError: { target: '#attachToIncident.choosing.shown', actions: { type: 'refuse', params: ({ event }) => errorMessage(event.error) } },
          },
        },
      },
    },
    /** The Create New Incident dialog has the object; the person may still go back. */
    creatingIncident: {
      tags: ['creatingIncident'],
      on: { 'incident.created': 'attached', 'incident.back': 'choosing.shown' },
    },
    attached: { type: 'final' },
  },
});
