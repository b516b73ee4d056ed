import { assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import { errorMessage, isTimeRangeName, noLiveUpdates, unbound, type LiveSubscriptionEvent } from '../../shared';
import type { CheckDetail, CheckGraph, CheckRun, CheckStatusHistory, RunNowResult } from '../model';
import {
  CHECK_LIVE_KINDS, checkAfterRun, DEFAULT_HISTORY_FILTERS, historyWithRuns, runMatches, DEFAULT_HISTORY_PAGE_SIZE, defaultDetailTimeRange, parseDurationFilter, runNowNotice,
  type HistoryFilters, type HistoryStatus,
} from '../rules';

export interface CheckDetailInput {
  readonly checkId: string;
  /** The URL's timeRange, when it has one. */
  readonly timeRange?: string;
}

export interface HistoryPage {
  readonly pageIndex: number;
  readonly pageSize: number;
}

export interface CheckDetailContext {
  readonly checkId: string;
  readonly requestedRange?: string;
  /** The range in force once the check is known: the URL's, else one chosen from the last run. */
  readonly timeRange?: string;
  readonly check?: CheckDetail;
  readonly error?: string;
  readonly graph?: CheckGraph;
  readonly graphError?: string;
  readonly history?: CheckStatusHistory;
  readonly historyError?: string;
  readonly filters: HistoryFilters;
  /** The Duration filter's message when what was typed is not a duration; the last valid filter stays. */
  readonly durationError?: string;
  readonly page: HistoryPage;
}

export type CheckDetailEvent =
  | { type: 'detail.retry' }
  | { type: 'detail.refresh' }
  | { type: 'timeRange.choose'; timeRange: string }
  | { type: 'history.status.choose'; status: HistoryStatus }
  | { type: 'history.duration.choose'; duration: string }
  | { type: 'history.page'; pageIndex: number; pageSize?: number }
  | { type: 'check.runNow' }
  /** Runs from the live stream (DECISIONS §31): this check's show in its header and History as they happen. */
  | LiveSubscriptionEvent<CheckRun>;

export type CheckDetailEmitted =
  | { type: 'toast'; status: 'success' | 'error'; message: string }
  /** The UI writes the range into the URL. */
  | { type: 'timeRange.changed'; timeRange: string };

/** What a loaded check comes with: the moment it was read, to pick a range from its last run. */
export interface LoadedCheck {
  readonly check: CheckDetail;
  readonly loadedAt: string;
}

export interface HistoryRequest {
  readonly checkId: string;
  readonly timeRange: string;
  readonly filters: HistoryFilters;
  readonly page: HistoryPage;
}


type ErrorEvent = { event: { error: unknown } };

// Reloads are declared on a region's own states, never on the region: a reentering transition declared
// on a region of `loaded` would exit and re-enter all of `loaded`, reloading every region and cancelling
// a running Run Now.
const reloadOn = { 'detail.refresh': { target: 'loading', reenter: true } } as const;

const historyEvents = {
  ...reloadOn,
  'history.status.choose': { target: 'loading', reenter: true, actions: 'chooseStatus' },
  'history.duration.choose': [{ guard: 'validDuration', target: 'loading', reenter: true, actions: 'chooseDuration' }, { actions: 'refuseDuration' }],
  'history.page': { target: 'loading', reenter: true, actions: 'choosePage' },
} as const;

export const checkDetailMachine = setup({
  types: {
    tags: {} as 'loading' | 'error' | 'chartLoading' | 'historyLoading' | 'running',
    context: {} as CheckDetailContext,
    events: {} as CheckDetailEvent,
    input: {} as CheckDetailInput,
    emitted: {} as CheckDetailEmitted,
  },
  actors: {
    loadCheck: fromPromise<LoadedCheck, { checkId: string }>(unbound('loadCheck')),
    loadGraph: fromPromise<CheckGraph, { checkId: string; timeRange: string }>(unbound('loadGraph')),
    loadHistory: fromPromise<CheckStatusHistory, HistoryRequest>(unbound('loadHistory')),
    runNow: fromPromise<RunNowResult, { checkId: string }>(unbound('runNow')),
    live: noLiveUpdates,
  },
  actions: {
    toastError: emit((_, error: unknown) => ({ type: 'toast' as const, status: 'error' as const, message: errorMessage(error) })),
    announceRange: emit(({ context }): CheckDetailEmitted => ({ type: 'timeRange.changed', timeRange: context.timeRange! })),
    chooseStatus: assign(({ context, event }) =>
      event.type === 'history.status.choose'
        ? { filters: { ...context.filters, status: event.status }, page: { ...context.page, pageIndex: 0 } }
        : {},
    ),
    chooseDuration: assign(({ context, event }) =>
      event.type === 'history.duration.choose'
        ? { filters: { ...context.filters, duration: event.duration }, durationError: undefined, page: { ...context.page, pageIndex: 0 } }
        : {},
    ),
    refuseDuration: assign(({ event }) => {
      const parsed = event.type === 'history.duration.choose' ? parseDurationFilter(event.duration) : { valid: true as const };
      return { durationError: parsed.valid ? undefined : parsed.error };
    }),
    choosePage: assign(({ context, event }) =>
      event.type === 'history.page'
        ? { page: { pageIndex: Math.max(0, event.pageIndex), pageSize: event.pageSize ?? context.page.pageSize } }
        : {},
    ),
  },
  guards: {
    validDuration: ({ event }) => event.type === 'history.duration.choose' && parseDurationFilter(event.duration).valid,
  },
}).createMachine({
  id: 'checkDetail',
  context: ({ input }) => ({
    checkId: input.checkId,
    requestedRange: input.timeRange,
    filters: DEFAULT_HISTORY_FILTERS,
    page: { pageIndex: 0, pageSize: DEFAULT_HISTORY_PAGE_SIZE },
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadCheck',
        input: ({ context }) => ({ checkId: context.checkId }),
        onDone: {
          target: 'loaded',
          actions: assign(({ context, event }) => ({
            check: event.output.check,
            error: undefined,
            timeRange:
              context.requestedRange && isTimeRangeName(context.requestedRange)
                ? context.requestedRange
                : defaultDetailTimeRange(event.output.check.lastRuntime, new Date(event.output.loadedAt)),
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { tags: ['error'], on: { 'detail.retry': 'loading' } },
    loaded: {
      type: 'parallel',
      invoke: { src: 'live', input: { kinds: CHECK_LIVE_KINDS } },
      on: {
        // This check's new runs patch the header and History; the chart keeps its buckets until it is read again.
        'live.batch': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const ours = event.changes.filter((change) => change.checkId === context.checkId);
            const runs = ours.flatMap((change) => (change.run ? [change.run] : []));
            if (runs.length < ours.length) enqueue.raise({ type: 'detail.refresh' });
            if (runs.length === 0 || !context.check) return;
            const shown = runs.filter((run) => runMatches(run, context.filters));
            enqueue.assign({
              check: runs.reduce(checkAfterRun, context.check),
              history: context.history && historyWithRuns(context.history, shown, context.page),
            });
          }),
        },
        'live.resync': { actions: raise({ type: 'detail.refresh' }) },
        'timeRange.choose': {
          actions: [
            assign({ timeRange: ({ event }) => event.timeRange, page: ({ context }) => ({ ...context.page, pageIndex: 0 }) }),
            'announceRange',
            raise({ type: 'detail.refresh' }),
          ],
        },
      },
      states: {
        check: {
          initial: 'idle',
          states: {
            idle: { on: { 'detail.refresh': 'refreshing' } },
            // The check on screen stays while it is read again.
            refreshing: {
              on: { 'detail.refresh': { target: 'refreshing', reenter: true } },
              invoke: {
                src: 'loadCheck',
                input: ({ context }) => ({ checkId: context.checkId }),
                onDone: { target: 'idle', actions: assign({ check: ({ event }) => event.output.check }) },
                onError: { target: 'idle', actions: { type: 'toastError', params: ({ event }: ErrorEvent) => event.error } },
              },
            },
          },
        },
        graph: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['chartLoading'],
              on: reloadOn,
              invoke: {
                src: 'loadGraph',
                input: ({ context }) => ({ checkId: context.checkId, timeRange: context.timeRange! }),
                onDone: { target: 'ready', actions: assign({ graph: ({ event }) => event.output, graphError: undefined }) },
                onError: { target: 'ready', actions: assign({ graphError: ({ event }) => errorMessage(event.error) }) },
              },
            },
            ready: { on: reloadOn },
          },
        },
        history: {
          initial: 'loading',
          states: {
            // The rows on screen stay until the new page is there.
            loading: {
              tags: ['historyLoading'],
              on: historyEvents,
              invoke: {
                src: 'loadHistory',
                input: ({ context }) => ({
                  checkId: context.checkId,
                  timeRange: context.timeRange!,
                  filters: context.filters,
                  page: context.page,
                }),
                onDone: { target: 'ready', actions: assign({ history: ({ event }) => event.output, historyError: undefined }) },
                onError: { target: 'ready', actions: assign({ historyError: ({ event }) => errorMessage(event.error) }) },
              },
            },
            ready: { on: historyEvents },
          },
        },
        run: {
          initial: 'idle',
          states: {
            idle: { on: { 'check.runNow': 'running' } },
            running: {
              tags: ['running'],
              invoke: {
                src: 'runNow',
                input: ({ context }) => ({ checkId: context.checkId }),
                onDone: {
                  target: 'idle',
                  actions: [
                    emit(({ event }): CheckDetailEmitted => ({ type: 'toast', status: 'success', message: runNowNotice(event.output) })),
                    raise({ type: 'detail.refresh' }),
                  ],
                },
                onError: { target: 'idle', actions: { type: 'toastError', params: ({ event }: ErrorEvent) => event.error } },
              },
            },
          },
        },
      },
    },
  },
});
