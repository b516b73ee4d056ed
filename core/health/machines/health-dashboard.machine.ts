import { assign, emit, enqueueActions, fromPromise, or, raise, setup, stateIn } from 'xstate';
import {
  errorMessage, noLiveUpdates, readUrl, toggleTriState, unbound, writeUrl,
  type ExportTable, type LiveStatus, type LiveSubscriptionEvent, type UrlCodec, type UrlRead, type UrlWrite,
} from '../../shared';
import type { CheckRun, CheckSummary, HealthExportFilter, HealthSummary } from '../model';
import {
  ALL_TAB_VALUE, applyCheckRuns, CHECK_LIVE_KINDS, closeCheck, effectiveRefreshRate, openCheck, parseHealthQuery, refreshIntervalMs, serialiseHealthQuery,
  type HealthLayout, type HealthQuery, type HealthSettings, type RefreshRate,
} from '../rules';

/** Seed 000 §2.4 and seed 002 §9: the search box waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The dashboard's state in the URL (seed 000 §2.4), read and written against the settings it opened
 * with: what the URL leaves out is what those settings say, so a URL the dashboard wrote reads back the same.
 */
export const healthUrl = (settings: HealthSettings): UrlCodec<HealthQuery> => ({
  parse: (params) => parseHealthQuery(params, settings),
  serialise: (query) => serialiseHealthQuery(query, settings) as Record<string, string>,
});

export interface HealthDashboardInput {
  /** The URL's query string the dashboard opened with. */
  readonly search: string;
  /** The saved settings, which fill in what the URL leaves out. */
  readonly settings: HealthSettings;
  /** The saved refresh choice. */
  readonly refreshRate: RefreshRate;
  /** Where the list's export reads the checks its filters leave (the health port's table); absent, it offers none. */
  readonly exportOf?: (filter: HealthExportFilter) => ExportTable;
}

export interface HealthDashboardContext {
  /** What the URL says, read with the settings. */
  readonly query: HealthQuery;
  readonly settings: HealthSettings;
  readonly refreshRate: RefreshRate;
  readonly checks: readonly CheckSummary[];
  /** The search box as typed; `query.query` follows it once typing pauses. */
  readonly searchText: string;
  readonly tab: string;
  /** Why the last load failed; on a failed refresh the last results stay. */
  readonly error?: string;
  /** The rate the running refresh timer was armed with. */
  readonly armedRate?: RefreshRate;
  readonly exportOf?: (filter: HealthExportFilter) => ExportTable;
  /** The live stream's state: while it is live, runs patch the rows and the refresh rate rests. */
  readonly liveStatus: LiveStatus;
  /** A refresh was asked for while one ran: the list is read once more when it ends. */
  readonly readAgain?: boolean;
}

export type HealthDashboardEvent =
  | { type: 'checks.refresh' }
  | { type: 'checks.retry' }
  | { type: 'search.type'; text: string }
  /** The URL changed by itself (back, forward, a link): adopt it without writing it again. */
  | UrlRead
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
  | { type: 'refreshRate.choose'; rate: RefreshRate }
  /** Runs of checks from the live stream (DECISIONS §31). */
  | LiveSubscriptionEvent<CheckRun>;

/** The query changed: the UI writes it to the URL, as a new history entry when a check opened or closed. */
export type HealthDashboardEmitted = UrlWrite;

/**
 * The refresh in force: the chosen rate (as the range allows) while the stream is down, none while it
 * is live, as the stream already brings every run (issue 22: the refresh rate is the fallback).
 */
const activeRate = (context: HealthDashboardContext): RefreshRate =>
  context.liveStatus === 'live' ? 'None' : effectiveRefreshRate(context.refreshRate, context.query.timeRange);

export const healthDashboardMachine = setup({
  types: {
    tags: {} as 'loading' | 'refreshing' | 'error',
    context: {} as HealthDashboardContext,
    events: {} as HealthDashboardEvent,
    input: {} as HealthDashboardInput,
    emitted: {} as HealthDashboardEmitted,
  },
  actors: {
    loadSummary: fromPromise<HealthSummary>(unbound('loadSummary')),
    live: noLiveUpdates,
  },
  delays: {
    refreshInterval: ({ context }) => refreshIntervalMs(activeRate(context)) ?? 0,
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
  guards: {
    autoRefreshOn: ({ context }) => refreshIntervalMs(activeRate(context)) !== undefined,
    rateChanged: ({ context }) => activeRate(context) !== context.armedRate,
    readAgain: ({ context }) => context.readAgain === true,
  },
  actions: {
    announceQuery: emit(({ context }): HealthDashboardEmitted => ({ type: 'url.write', search: writeUrl(healthUrl(context.settings), context.query) })),
    /** Opening or closing a check is a step the browser's Back undoes. */
    announceCheck: emit(({ context }): HealthDashboardEmitted => ({
      type: 'url.write',
      search: writeUrl(healthUrl(context.settings), context.query),
      push: true,
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
  context: ({ input }) => {
    const query = readUrl(healthUrl(input.settings), input.search);
    return {
      query, settings: input.settings, refreshRate: input.refreshRate, checks: [], searchText: query.query, tab: ALL_TAB_VALUE,
      exportOf: input.exportOf, liveStatus: 'polling',
    };
  },
  invoke: { src: 'live', input: { kinds: CHECK_LIVE_KINDS } },
  on: {
    'live.status': { actions: assign({ liveStatus: ({ event }) => event.status }) },
    // A run of a check the list does not hold yet (one added since) reads the list once.
    'live.batch': {
      guard: or([stateIn({ data: 'ready' }), stateIn({ data: 'refreshing' })]),
      actions: enqueueActions(({ context, event, enqueue }) => {
        const applied = applyCheckRuns(context.checks, event.changes);
        if (applied.checks !== context.checks) enqueue.assign({ checks: applied.checks });
        if (applied.refetch) enqueue.raise({ type: 'checks.refresh' });
      }),
    },
    'live.resync': { guard: stateIn({ data: 'ready' }), actions: raise({ type: 'checks.refresh' }) },
    'url.read': {
      actions: assign(({ context, event }) => {
        const query = readUrl(healthUrl(context.settings), event.search);
        return { query, searchText: query.query };
      }),
    },
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
    'check.open': { actions: [assign({ query: ({ context, event }) => openCheck(context.query, event.checkId) }), 'announceCheck'] },
    'check.close': { actions: [assign({ query: ({ context }) => closeCheck(context.query) }), 'announceCheck'] },
    'refreshRate.choose': { actions: [assign({ refreshRate: ({ event }) => event.rate }), 'saveRefreshRate'] },
  },
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadSummary',
            onDone: { target: 'ready', actions: { type: 'keepChecks', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        failed: { tags: ['error'], on: { 'checks.retry': 'loading', 'checks.refresh': 'loading' } },
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
          tags: ['refreshing'],
          entry: assign({ readAgain: false }),
          // A refresh asked for meanwhile (a check the list did not hold) reads once more after this read,
          // so it is not missed. Restarting the read instead gave up one that was nearly done for each ask:
          // at scale 100, checks added while the server started made three to eight reads of 300-900 ms in a row.
          on: { 'checks.refresh': { actions: assign({ readAgain: true }) } },
          invoke: {
            src: 'loadSummary',
            onDone: [
              { guard: 'readAgain', target: 'refreshing', reenter: true, actions: { type: 'keepChecks', params: ({ event }) => event.output } },
              { target: 'ready', actions: { type: 'keepChecks', params: ({ event }) => event.output } },
            ],
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
