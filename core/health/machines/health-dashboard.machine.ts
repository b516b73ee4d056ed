import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, toggleTriState, unbound } from '../../shared';
import type { CheckSummary, HealthSummary } from '../model';
import {
  ALL_TAB_VALUE, closeCheck, effectiveRefreshRate, openCheck, refreshIntervalMs, serialiseHealthQuery,
  type HealthLayout, type HealthQuery, type HealthSettings, type RefreshRate,
} from '../rules';

/** Seed 000 §2.4 and seed 002 §9: the search box waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface HealthDashboardInput {
  /** What the URL says, parsed with the saved settings (parseHealthQuery). */
  readonly query: HealthQuery;
  readonly settings: HealthSettings;
  /** The saved refresh choice. */
  readonly refreshRate: RefreshRate;
}

export interface HealthDashboardContext extends HealthDashboardInput {
  readonly checks: readonly CheckSummary[];
  /** The search box as typed; `query.query` follows it once typing pauses. */
  readonly searchText: string;
  readonly tab: string;
  /** Why the last load failed; on a failed refresh the last results stay. */
  readonly error?: string;
  /** The rate the running refresh timer was armed with. */
  readonly armedRate?: RefreshRate;
}

export type HealthDashboardEvent =
  | { type: 'checks.refresh' }
  | { type: 'checks.retry' }
  | { type: 'search.type'; text: string }
  /** The URL changed by itself (back, forward, a link): adopt it without writing it again. */
  | { type: 'query.change'; query: HealthQuery }
  | { type: 'groupBy.choose'; groupBy: string }
  | { type: 'tabBy.choose'; tabBy: string }
  | { type: 'tab.choose'; tab: string }
  | { type: 'layout.choose'; layout: HealthLayout }
  | { type: 'hidePassing.set'; hidePassing: boolean }
  | { type: 'label.toggle'; id: string; clicked: 1 | -1 }
  | { type: 'sort.change'; sortBy?: string; sortDesc: boolean }
  | { type: 'timeRange.choose'; timeRange: string }
  | { type: 'check.open'; checkId: string }
  | { type: 'check.close' }
  | { type: 'refreshRate.choose'; rate: RefreshRate };

/** The UI writes `params` into the URL; steps and tests read the query. */
export type HealthDashboardEmitted = { type: 'query.changed'; query: HealthQuery; params: Record<string, string> };

const activeRate = (context: HealthDashboardContext) => effectiveRefreshRate(context.refreshRate, context.query.timeRange);

export const healthDashboardMachine = setup({
  types: {
    context: {} as HealthDashboardContext,
    events: {} as HealthDashboardEvent,
    input: {} as HealthDashboardInput,
    emitted: {} as HealthDashboardEmitted,
  },
  actors: {
    loadSummary: fromPromise<HealthSummary>(unbound('loadSummary')),
  },
  delays: {
    refreshInterval: ({ context }) => refreshIntervalMs(activeRate(context)) ?? 0,
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
  guards: {
    autoRefreshOn: ({ context }) => refreshIntervalMs(activeRate(context)) !== undefined,
    rateChanged: ({ context }) => activeRate(context) !== context.armedRate,
  },
  actions: {
    announceQuery: emit(({ context }): HealthDashboardEmitted => ({
      type: 'query.changed',
      query: context.query,
      params: serialiseHealthQuery(context.query, context.settings) as Record<string, string>,
    })),
    /** Group By, Tab By and Hide Passing are remembered for the next visit (bound to the browser's storage). */
    saveSettings: () => undefined,
    saveRefreshRate: () => undefined,
    armTimer: assign({ armedRate: ({ context }) => activeRate(context) }),
    keepChecks: assign({ checks: (_, summary: HealthSummary) => summary.checks, error: undefined }),
    keepError: assign({ error: (_, error: unknown) => errorMessage(error) }),
    keepSearchText: assign({ searchText: ({ event }) => (event.type === 'search.type' ? event.text : '') }),
  },
}).createMachine({
  id: 'healthDashboard',
  type: 'parallel',
  context: ({ input }) => ({ ...input, checks: [], searchText: input.query.query, tab: ALL_TAB_VALUE }),
  on: {
    'query.change': { actions: assign({ query: ({ event }) => event.query, searchText: ({ event }) => event.query.query }) },
    'groupBy.choose': {
      actions: [assign({ query: ({ context, event }) => ({ ...context.query, groupBy: event.groupBy }) }), 'announceQuery', 'saveSettings'],
    },
    'tabBy.choose': {
      actions: [
        assign({ query: ({ context, event }) => ({ ...context.query, tabBy: event.tabBy }), tab: ALL_TAB_VALUE }),
        'announceQuery',
        'saveSettings',
      ],
    },
    'hidePassing.set': {
      actions: [
        assign({ query: ({ context, event }) => ({ ...context.query, hidePassing: event.hidePassing }) }),
        'announceQuery',
        'saveSettings',
      ],
    },
    'tab.choose': { actions: assign({ tab: ({ event }) => event.tab }) },
    'layout.choose': { actions: [assign({ query: ({ context, event }) => ({ ...context.query, layout: event.layout }) }), 'announceQuery'] },
    'label.toggle': {
      actions: [
        assign({ query: ({ context, event }) => ({ ...context.query, labels: toggleTriState(context.query.labels, event.id, event.clicked) }) }),
        'announceQuery',
      ],
    },
    'sort.change': {
      actions: [
        assign({ query: ({ context, event }) => ({ ...context.query, sortBy: event.sortBy, sortDesc: event.sortDesc }) }),
        'announceQuery',
      ],
    },
    'timeRange.choose': {
      actions: [assign({ query: ({ context, event }) => ({ ...context.query, timeRange: event.timeRange }) }), 'announceQuery'],
    },
    'check.open': { actions: [assign({ query: ({ context, event }) => openCheck(context.query, event.checkId) }), 'announceQuery'] },
    'check.close': { actions: [assign({ query: ({ context }) => closeCheck(context.query) }), 'announceQuery'] },
    'refreshRate.choose': { actions: [assign({ refreshRate: ({ event }) => event.rate }), 'saveRefreshRate'] },
  },
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadSummary',
            onDone: { target: 'ready', actions: { type: 'keepChecks', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        failed: { on: { 'checks.retry': 'loading', 'checks.refresh': 'loading' } },
        // Auto-refresh: the timer is armed on entry with the rate in force; a change of rate (chosen, or
        // forced by a longer time range) re-arms it.
        ready: {
          entry: 'armTimer',
          always: { guard: 'rateChanged', target: 'ready', reenter: true },
          after: { refreshInterval: { guard: 'autoRefreshOn', target: 'refreshing' } },
          on: { 'checks.refresh': 'refreshing' },
        },
        // The last results stay on screen while a refresh runs, and after one fails.
        refreshing: {
          invoke: {
            src: 'loadSummary',
            onDone: { target: 'ready', actions: { type: 'keepChecks', params: ({ event }) => event.output } },
            onError: { target: 'ready', actions: { type: 'keepError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
      },
    },
    // Each keystroke restarts the debounce by re-entering `typing` from within the region: a reentering
    // transition declared on the region itself would exit its parallel parent and reload the checks.
    search: {
      initial: 'idle',
      states: {
        idle: { on: { 'search.type': { target: 'typing', actions: 'keepSearchText' } } },
        typing: {
          on: { 'search.type': { target: 'typing', reenter: true, actions: 'keepSearchText' } },
          after: {
            searchDebounce: {
              target: 'idle',
              actions: [assign({ query: ({ context }) => ({ ...context.query, query: context.searchText }) }), 'announceQuery'],
            },
          },
        },
      },
    },
  },
});
