import { assign, emit, fromPromise, setup } from 'xstate';
import { unbound } from '../../shared';
import type { Evidence, IncidentStatus } from '../model';
import { asksForContributingFactors, canMoveTo } from '../rules/status';
import { SELECT_EVIDENCE_MESSAGE, STATUS_UPDATED, STATUS_UPDATE_FAILED } from '../texts';
import type { IncidentRefetch, IncidentToast } from './emitted';

export interface IncidentStatusInput {
  readonly incidentId: string;
  readonly status: IncidentStatus;
  /** The incident's evidence, listed by the contributing-factors dialog. */
  readonly evidences: readonly Evidence[];
}

export interface IncidentStatusContext extends IncidentStatusInput {
  /** The status being moved to. */
  readonly target?: IncidentStatus;
  /** Evidence ids ticked in the dialog. */
  readonly selected: readonly string[];
  /** While the ticked evidence is flagged: how many are done (one call each, in turn). */
  readonly marked: number;
  readonly error?: string;
}

/** What the status control shows differently: `factors` while the dialog is open, `busy` while a call is on its way. */
export type IncidentStatusTag = 'factors' | 'busy';

export type IncidentStatusEvent =
  | { type: 'status.choose'; status: IncidentStatus }
  | { type: 'factors.toggle'; evidenceId: string }
  | { type: 'factors.add' }
  | { type: 'factors.skip' }
  | { type: 'factors.cancel' }
  /** The incident was fetched again. */
  | { type: 'incident.changed'; status: IncidentStatus; evidences: readonly Evidence[] };

export type IncidentStatusEmitted = IncidentToast | IncidentRefetch;

const toggle = (ids: readonly string[], id: string) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

/**
 * Seed 001 §4 and §2.8: the status moves only to the targets its table allows. Mitigated and resolved
 * first open 'Add contributing factors to definition of done': Add flags the ticked evidence (one call
 * each, failures ignored) then updates, Skip updates without it, Cancel leaves the status as it was.
 */
export const incidentStatusMachine = setup({
  types: {
    tags: {} as IncidentStatusTag,
    context: {} as IncidentStatusContext,
    events: {} as IncidentStatusEvent,
    input: {} as IncidentStatusInput,
    emitted: {} as IncidentStatusEmitted,
  },
  actors: {
    markDefinitionOfDone: fromPromise<void, { evidenceId: string }>(unbound('markDefinitionOfDone')),
    updateStatus: fromPromise<void, { incidentId: string; status: IncidentStatus }>(unbound('updateStatus')),
  },
  guards: {
    isOffered: ({ context }, status: IncidentStatus) => status !== context.status && canMoveTo(context.status, status),
    asksForFactors: ({ context }, status: IncidentStatus) =>
      status !== context.status && canMoveTo(context.status, status) && asksForContributingFactors(status),
    noneSelected: ({ context }) => context.selected.length === 0,
    lastOne: ({ context }) => context.marked + 1 >= context.selected.length,
  },
  actions: {
    choose: assign((_, status: IncidentStatus) => ({ target: status, selected: [], error: undefined })),
    forget: assign({ target: undefined, selected: [], error: undefined }),
    updated: assign(({ context }) => ({ status: context.target ?? context.status, target: undefined, selected: [] })),
    toastUpdated: emit({ type: 'toast' as const, status: 'success' as const, message: STATUS_UPDATED }),
    toastFailed: emit({ type: 'toast' as const, status: 'error' as const, message: STATUS_UPDATE_FAILED }),
    refetch: emit({ type: 'incident.refetch' as const }),
    markNext: assign(({ context }) => ({ marked: context.marked + 1 })),
  },
}).createMachine({
  id: 'incidentStatus',
  context: ({ input }) => ({ ...input, selected: [], marked: 0 }),
  initial: 'idle',
  on: {
    'incident.changed': { actions: assign(({ event }) => ({ status: event.status, evidences: event.evidences })) },
  },
  states: {
    idle: {
      on: {
        'status.choose': [
          {
            guard: { type: 'asksForFactors', params: ({ event }) => event.status },
            target: 'choosingFactors',
            actions: { type: 'choose', params: ({ event }) => event.status },
          },
          {
            guard: { type: 'isOffered', params: ({ event }) => event.status },
            target: 'updating',
            actions: { type: 'choose', params: ({ event }) => event.status },
          },
        ],
      },
    },
    choosingFactors: {
      tags: ['factors'],
      on: {
        'factors.toggle': { actions: assign(({ context, event }) => ({ selected: toggle(context.selected, event.evidenceId), error: undefined })) },
        'factors.add': [
          { guard: 'noneSelected', actions: assign({ error: SELECT_EVIDENCE_MESSAGE }) },
          { target: 'markingFactors' },
        ],
        'factors.skip': { target: 'updating' },
        'factors.cancel': { target: 'idle', actions: 'forget' },
      },
    },
    markingFactors: {
      tags: ['factors', 'busy'],
      entry: assign({ marked: 0 }),
      initial: 'marking',
      states: {
        marking: {
          invoke: {
            src: 'markDefinitionOfDone',
            input: ({ context }) => ({ evidenceId: context.selected[context.marked]! }),
            onDone: [{ guard: 'lastOne', target: '#incidentStatus.updating' }, { target: 'marking', reenter: true, actions: 'markNext' }],
            onError: [{ guard: 'lastOne', target: '#incidentStatus.updating' }, { target: 'marking', reenter: true, actions: 'markNext' }],
          },
        },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        src: 'updateStatus',
        input: ({ context }) => ({ incidentId: context.incidentId, status: context.target ?? context.status }),
        onDone: { target: 'idle', actions: ['updated', 'toastUpdated', 'refetch'] },
        onError: { target: 'idle', actions: ['forget', 'toastFailed'] },
      },
    },
  },
});
