import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, isDomainError, toast, unbound, type Toast } from '../../shared';
import type { TopologyResult } from '../model';
import { topologyRequest, type TopologyQuery, type TopologyRequest } from '../rules/topology-query';
import { TOPOLOGY_TEXTS } from '../texts';

export interface TopologyDashboardInput {
  /** The component of /topology/{id} or /view/topology/{id}; absent on /topology. */
  readonly id?: string;
  readonly query: TopologyQuery;
}

export interface TopologyDashboardContext extends TopologyDashboardInput {
  /** The last answer; kept on screen while a new one loads. */
  readonly result?: TopologyResult;
  readonly error?: string;
}

export type TopologyDashboardEvent =
  | { type: 'topology.change'; id?: string; query: TopologyQuery }
  | { type: 'topology.reload' };

export type TopologyDashboardEmitted = Toast;

const notFoundError = (error: unknown) => isDomainError(error) && error.kind === 'not_found';

/**
 * The dashboard's data (seed 001 §2.10): the topology for the id and filters of the URL, reloaded
 * whenever they change. A named id with no component is `notFound` ('Component not found' on the
 * public view); an answer with several components for one id is shown with a warning (seed 001 §7).
 */
export const topologyDashboardMachine = setup({
  types: {
    context: {} as TopologyDashboardContext,
    events: {} as TopologyDashboardEvent,
    input: {} as TopologyDashboardInput,
    emitted: {} as TopologyDashboardEmitted,
  },
  actors: {
    loadTopology: fromPromise<TopologyResult, TopologyRequest>(unbound('loadTopology')),
  },
  guards: {
    isMissing: ({ context }, result: TopologyResult) => context.id !== undefined && result.components.length === 0,
    hasSeveral: ({ context }, result: TopologyResult) => context.id !== undefined && result.components.length > 1,
    isNotFound: (_, error: unknown) => notFoundError(error),
  },
  actions: {
    warnOfSeveral: emit(toast('warning', TOPOLOGY_TEXTS.multipleComponents)),
  },
}).createMachine({
  id: 'topologyDashboard',
  context: ({ input }) => ({ ...input }),
  initial: 'loading',
  on: {
    'topology.change': {
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ id: event.id, query: event.query })),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadTopology',
        input: ({ context }) => topologyRequest(context.id, context.query),
        onDone: [
          {
            guard: { type: 'isMissing', params: ({ event }) => event.output },
            target: 'notFound',
            actions: assign({ result: ({ event }) => event.output, error: undefined }),
          },
          {
            guard: { type: 'hasSeveral', params: ({ event }) => event.output },
            target: 'ready',
            actions: [assign({ result: ({ event }) => event.output, error: undefined }), 'warnOfSeveral'],
          },
          { target: 'ready', actions: assign({ result: ({ event }) => event.output, error: undefined }) },
        ],
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'notFound',
            actions: assign({ result: undefined }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    ready: { on: { 'topology.reload': 'loading' } },
    notFound: { on: { 'topology.reload': 'loading' } },
    failed: { on: { 'topology.reload': 'loading' } },
  },
});
