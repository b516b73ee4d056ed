import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { Incident, IncidentHistoryEntry } from '../model';
import { EVIDENCE_DELETE_FAILED, RESPONDER_DELETED } from '../texts';
import type { IncidentToast } from './emitted';

export interface IncidentPageInput {
  readonly incidentId: string;
}

export interface IncidentPageContext extends IncidentPageInput {
  readonly incident?: Incident;
  /** The changelog, newest first. */
  readonly history?: readonly IncidentHistoryEntry[];
  readonly error?: string;
}

export type IncidentPageEvent =
  /** Something changed: fetch the incident and its changelog again, keeping them on screen. */
  | { type: 'incident.refetch' }
  | { type: 'responder.remove'; responderId: string }
  | { type: 'evidence.remove'; evidenceId: string };

export type IncidentPageEmitted = IncidentToast;

interface Loaded {
  readonly incident?: Incident;
  readonly history: IncidentHistoryEntry[];
}

/**
 * Seed 001 §2.3, §2.6, §2.7: the incident with its hypotheses, evidence, comments and responders, and
 * its changelog. A missing incident says so; a refetch keeps the page on screen, and one asked for
 * meanwhile starts it over so the last change is never missed. Responders are removed by soft delete.
 */
export const incidentPageMachine = setup({
  types: {
    context: {} as IncidentPageContext,
    events: {} as IncidentPageEvent,
    input: {} as IncidentPageInput,
    emitted: {} as IncidentPageEmitted,
  },
  actors: {
    loadIncident: fromPromise<Loaded, { incidentId: string }>(unbound('loadIncident')),
    removeResponder: fromPromise<void, { id: string }>(unbound('removeResponder')),
    removeEvidence: fromPromise<void, { id: string }>(unbound('removeEvidence')),
  },
  actions: {
    keep: assign(({ context }, loaded: Loaded) => ({ ...context, incident: loaded.incident, history: loaded.history, error: undefined })),
  },
}).createMachine({
  id: 'incidentPage',
  context: ({ input }) => ({ incidentId: input.incidentId }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadIncident',
        input: ({ context }) => ({ incidentId: context.incidentId }),
        onDone: [
          { guard: ({ event }) => event.output.incident === undefined, target: 'notFound' },
          { target: 'ready', actions: { type: 'keep', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorMessage(event.error) })) },
      },
    },
    notFound: {},
    failed: { on: { 'incident.refetch': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'incident.refetch': 'refreshing',
            'responder.remove': 'removingResponder',
            'evidence.remove': 'removingEvidence',
          },
        },
        refreshing: {
          on: { 'incident.refetch': { target: 'refreshing', reenter: true } },
          invoke: {
            src: 'loadIncident',
            input: ({ context }) => ({ incidentId: context.incidentId }),
            onDone: { target: 'idle', actions: { type: 'keep', params: ({ event }) => event.output } },
            // The page keeps what it shows; the next change fetches again.
            onError: { target: 'idle' },
          },
        },
        removingResponder: {
          invoke: {
            src: 'removeResponder',
            input: ({ event }) => ({ id: (event as { responderId: string }).responderId }),
            onDone: { target: 'refreshing', actions: emit({ type: 'toast' as const, status: 'success' as const, message: RESPONDER_DELETED }) },
            onError: {
              target: 'idle',
              actions: emit(({ event }) => ({ type: 'toast' as const, status: 'error' as const, message: errorMessage(event.error) })),
            },
          },
        },
        removingEvidence: {
          invoke: {
            src: 'removeEvidence',
            input: ({ event }) => ({ id: (event as { evidenceId: string }).evidenceId }),
            onDone: { target: 'refreshing' },
            onError: { target: 'idle', actions: emit({ type: 'toast' as const, status: 'error' as const, message: EVIDENCE_DELETE_FAILED }) },
          },
        },
      },
    },
  },
});

export type IncidentPageView = 'skeleton' | 'notFound' | 'failed' | 'ready';

/** Seed 001 §2.3: a skeleton while the incident loads (not while it is fetched again), 'Incident not found' when it is missing. */
export function incidentPageView(snapshot: SnapshotFrom<typeof incidentPageMachine>): IncidentPageView {
  if (snapshot.matches('ready')) return 'ready';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('failed')) return 'failed';
  return 'skeleton';
}
