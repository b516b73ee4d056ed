import { assign, emit, fromPromise, raise, setup } from 'xstate';
import {
  errorMessage, isDomainError, noLiveUpdates, readUrl, toast, unbound, writeUrl, type LiveSubscriptionEvent, type Toast, type UrlCodec,
  type UrlRead, type UrlWrite,
} from '../../shared';
import type { Component, ComponentHealthChange, TopologyResult } from '../model';
import { breadcrumbLookups } from '../rules/breadcrumb';
import { chooseFilter, toggleSortOrder, type TopologyFilterName } from '../rules/filters';
import { patchComponentHealth } from '../rules/live';
import {
  parseTopologyQuery, serialiseTopologyQuery, topologyRequest, type TopologyQuery, type TopologyRequest,
} from '../rules/topology-query';
import { TOPOLOGY_TEXTS } from '../texts';

/** The dashboard's filters in the URL (seed 001 §2.10's parameters). */
export const TOPOLOGY_URL: UrlCodec<TopologyQuery> = { parse: parseTopologyQuery, serialise: serialiseTopologyQuery };

export interface TopologyDashboardInput {
  /** The component of /topology/{id} or /view/topology/{id}; absent on /topology. */
  readonly id?: string;
  /** The URL's query string the page opened with. */
  readonly search: string;
  /** The page shows the breadcrumb, whose names are looked up (the public view shows none). */
  readonly breadcrumb: boolean;
}

export interface TopologyDashboardContext {
  readonly id?: string;
  readonly query: TopologyQuery;
  readonly breadcrumb: boolean;
  /** The last answer; kept on screen while a new one loads. */
  readonly result?: TopologyResult;
  readonly error?: string;
  /** The components the breadcrumb looked up by id (the referer's path, the names of the ones it lists). */
  readonly named: Readonly<Record<string, Component>>;
  /** Every id asked for once, found or not: none is asked for twice. */
  readonly asked: readonly string[];
  readonly asking: readonly string[];
}

export type TopologyDashboardEvent =
  /** The path named another component (or none), with the URL's query string as it is now. */
  | { type: 'topology.show'; id?: string; search: string }
  | UrlRead
  /** A filter bar dropdown's choice; All turns its filter off. */
  | { type: 'filter.choose'; filter: TopologyFilterName; value: string }
  | { type: 'sortOrder.toggle' }
  | { type: 'hiddenComponents.show'; show: boolean }
  | { type: 'topology.reload' }
  /** Components' health from the live stream (DECISIONS §31), a batch at a time. */
  | LiveSubscriptionEvent<ComponentHealthChange>;

/** Toasts, and the filters' URL when the person changed them (a URL changed under the page comes back as `url.read`). */
export type TopologyDashboardEmitted = Toast | UrlWrite;

/** A looked-up component under the id it was asked for. */
export type NamedComponent = readonly [id: string, component: Component];

const notFoundError = (error: unknown) => isDomainError(error) && error.kind === 'not_found';

/** The query as the URL keeps it: a filter that means all drops out, as it does on a round trip through the URL. */
const kept = (query: TopologyQuery) => readUrl(TOPOLOGY_URL, writeUrl(TOPOLOGY_URL, query));
const sameQuery = (a: TopologyQuery, b: TopologyQuery) => writeUrl(TOPOLOGY_URL, a) === writeUrl(TOPOLOGY_URL, b);

/** The component in view once loaded: the answer's root on /topology/{id}. */
const rootOf = (context: TopologyDashboardContext) => (context.id ? context.result?.components[0] : undefined);

const unasked = (context: TopologyDashboardContext) =>
  breadcrumbLookups({ id: context.id, refererId: context.query.refererId, root: rootOf(context), named: context.named }).filter(
    (id) => !context.asked.includes(id),
  );

/** A new id or new filters load again, from any state of the answer (`reenter` restarts a load under way). */
const loadAgainOn = (reenter: boolean) =>
  ({
    'topology.show': { guard: 'showsOther', target: 'loading', reenter, actions: 'show' },
    'url.read': { guard: 'readsOther', target: 'loading', reenter, actions: 'read' },
    'filter.choose': { guard: 'changesQuery', target: 'loading', reenter, actions: ['change', 'announceQuery'] },
    'sortOrder.toggle': { guard: 'changesQuery', target: 'loading', reenter, actions: ['change', 'announceQuery'] },
    'hiddenComponents.show': { guard: 'changesQuery', target: 'loading', reenter, actions: ['change', 'announceQuery'] },
  }) as const;

type QueryEvent = Extract<TopologyDashboardEvent, { type: 'filter.choose' | 'sortOrder.toggle' | 'hiddenComponents.show' }>;

/** The query a filter bar event asks for. */
function changedQuery(query: TopologyQuery, event: QueryEvent): TopologyQuery {
  switch (event.type) {
    case 'filter.choose':
      return kept(chooseFilter(query, event.filter, event.value));
    case 'sortOrder.toggle':
      return kept(toggleSortOrder(query));
    case 'hiddenComponents.show':
      return kept({ ...query, showHiddenComponents: event.show });
  }
}

/**
 * The dashboard (seed 001 §2.10): the topology for the id of the path and the filters of the URL,
 * reloaded whenever they change. A named id with no component is `notFound` ('Component not found' on
 * the public view); an answer with several components for one id is shown with a warning (seed 001 §7).
 * Beside it, the breadcrumb's components are looked up by id, each once. The live stream's health
 * changes recolour the cards in place, one patch per batch; events it lost read the topology again. The
 * refresh button stays, for whatever the stream does not carry and while it is down.
 */
export const topologyDashboardMachine = setup({
  types: {
    tags: {} as 'loading' | 'notFound' | 'error',
    context: {} as TopologyDashboardContext,
    events: {} as TopologyDashboardEvent,
    input: {} as TopologyDashboardInput,
    emitted: {} as TopologyDashboardEmitted,
  },
  actors: {
    loadTopology: fromPromise<TopologyResult, TopologyRequest>(unbound('loadTopology')),
    lookUpComponents: fromPromise<NamedComponent[], readonly string[]>(unbound('lookUpComponents')),
    live: noLiveUpdates,
  },
  guards: {
    isMissing: ({ context }, result: TopologyResult) => context.id !== undefined && result.components.length === 0,
    hasSeveral: ({ context }, result: TopologyResult) => context.id !== undefined && result.components.length > 1,
    isNotFound: (_, error: unknown) => notFoundError(error),
    showsOther: ({ context, event }) =>
      event.type === 'topology.show' && (event.id !== context.id || !sameQuery(readUrl(TOPOLOGY_URL, event.search), context.query)),
    readsOther: ({ context, event }) => event.type === 'url.read' && !sameQuery(readUrl(TOPOLOGY_URL, event.search), context.query),
    changesQuery: ({ context, event }) =>
      (event.type === 'filter.choose' || event.type === 'sortOrder.toggle' || event.type === 'hiddenComponents.show') &&
      !sameQuery(changedQuery(context.query, event), context.query),
    namesWanted: ({ context }) => context.breadcrumb && unasked(context).length > 0,
    shown: ({ context }) => context.result !== undefined,
    healthUnknown: ({ context, event }) =>
      event.type === 'live.batch' && context.result !== undefined && patchComponentHealth(context.result, event.changes).reload,
  },
  actions: {
    warnOfSeveral: emit(toast('warning', TOPOLOGY_TEXTS.multipleComponents)),
    show: assign(({ event }) =>
      event.type === 'topology.show' ? { id: event.id, query: readUrl(TOPOLOGY_URL, event.search) } : {},
    ),
    read: assign(({ event }) => (event.type === 'url.read' ? { query: readUrl(TOPOLOGY_URL, event.search) } : {})),
    change: assign(({ context, event }) =>
      event.type === 'filter.choose' || event.type === 'sortOrder.toggle' || event.type === 'hiddenComponents.show'
        ? { query: changedQuery(context.query, event) }
        : {},
    ),
    patchHealth: assign(({ context, event }) =>
      event.type === 'live.batch' && context.result ? { result: patchComponentHealth(context.result, event.changes).result } : {},
    ),
    announceQuery: emit(({ context }): TopologyDashboardEmitted => ({ type: 'url.write', search: writeUrl(TOPOLOGY_URL, context.query) })),
  },
}).createMachine({
  id: 'topologyDashboard',
  type: 'parallel',
  context: ({ input }) => ({
    id: input.id,
    query: readUrl(TOPOLOGY_URL, input.search),
    breadcrumb: input.breadcrumb,
    named: {},
    asked: [],
    asking: [],
  }),
  invoke: { src: 'live', input: { kinds: ['component.health'] } },
  on: {
    'live.batch': [
      // A change the stream could not carry whole, of a component on screen: the topology is read again.
      { guard: 'healthUnknown', actions: ['patchHealth', raise({ type: 'topology.reload' })] },
      { guard: 'shown', actions: 'patchHealth' },
    ],
    'live.resync': { actions: raise({ type: 'topology.reload' }) },
  },
  // The reloads are the data region's states' own, never the region's: re-entering a region would
  // re-enter the whole machine and drop a lookup under way.
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          on: loadAgainOn(true),
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
        ready: { on: { ...loadAgainOn(false), 'topology.reload': 'loading' } },
        notFound: { tags: ['notFound'], on: { ...loadAgainOn(false), 'topology.reload': 'loading' } },
        failed: { tags: ['error'], on: { ...loadAgainOn(false), 'topology.reload': 'loading' } },
      },
    },
    names: {
      initial: 'idle',
      states: {
        idle: {
          always: {
            guard: 'namesWanted',
            target: 'looking',
            actions: assign(({ context }) => {
              const asking = unasked(context);
              return { asking, asked: [...context.asked, ...asking] };
            }),
          },
        },
        looking: {
          invoke: {
            src: 'lookUpComponents',
            input: ({ context }) => context.asking,
            onDone: {
              target: 'idle',
              actions: assign({ named: ({ context, event }) => ({ ...context.named, ...Object.fromEntries(event.output) }) }),
            },
            // An id that cannot be read stays unnamed: the breadcrumb shows the id itself.
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});
