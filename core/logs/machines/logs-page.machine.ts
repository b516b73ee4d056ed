import { assign, emit, fromPromise, raise, setup } from 'xstate';
import { errorMessage, readUrl, unbound, writeUrl, type ExportTable, type UrlCodec, type UrlRead, type UrlWrite } from '../../shared';
import type { LogSelector } from '../../topology';
import type { LogComponent, LogLine, LogsResult } from '../model';
import { toggleRow } from '../rules/evidence';
import {
  LOGS_SEARCH_DEBOUNCE_MS, logsRequest, parseLogsQuery, sameLogsQuery, serialiseLogsQuery, type LogsQuery, type LogsRequest,
} from '../rules/logs-query';
import { chooseSelector } from '../rules/pickers';
import { LOGS_COLUMN_SIZES_DEBOUNCE_MS, type ColumnSizes } from '../rules/table';
import { LOGS_TEXTS } from '../texts';

/** The page's query in the URL (seed 001 §2.9's parameters). */
export const LOGS_URL: UrlCodec<LogsQuery> = { parse: parseLogsQuery, serialise: serialiseLogsQuery };

export interface LogsPageInput {
  /** The URL's query string the page opened with. */
  readonly search: string;
  readonly columnSizes?: ColumnSizes;
}

/** One read of the lines, and where the table's Export reads every line of the same search from. */
export interface LoadedLogs extends LogsResult {
  readonly exported?: ExportTable;
}

export interface LogsPageContext {
  readonly query: LogsQuery;
  /** What the search box shows; it reaches the query 500 ms after the last keystroke. */
  readonly searchText: string;
  readonly components: readonly LogComponent[];
  readonly componentsError?: string;
  readonly selectors: readonly LogSelector[];
  /** The component the selectors were loaded for. */
  readonly selectorsFor?: string;
  readonly lines: readonly LogLine[];
  readonly total?: number;
  /** Every line of the search shown, for the Export button. */
  readonly exported?: ExportTable;
  readonly error?: string;
  /** Indexes of the selected rows, in line order. */
  readonly selected: readonly number[];
  readonly columnSizes: ColumnSizes;
}

export type LogsPageEvent =
  | UrlRead
  | { type: 'component.select'; componentId: string | undefined }
  | { type: 'selector.select'; name: string }
  | { type: 'range.select'; start: string }
  | { type: 'search.input'; text: string }
  | { type: 'logs.reload' }
  | { type: 'row.toggle'; index: number }
  | { type: 'rows.clear' }
  | { type: 'columns.resize'; sizes: ColumnSizes };

/** The query changed: the UI writes it to the URL (and a URL changed under the page comes back as `url.read`). */
export type LogsPageEmitted = UrlWrite;

const cleared = { lines: [], total: undefined, exported: undefined, error: undefined, selected: [] } as const;

/**
 * The logs page (seed 001 §2.9): the component list loads on its own (a failure says 'Unable to load
 * components!' and nothing else breaks); a chosen component loads its selectors and the first is used
 * unless the URL names another; then the lines for the selector, search and time range load, and a
 * failing log backend shows its error in the table only. Typing in the search box waits 500 ms;
 * resized columns are remembered 500 ms after the last change.
 */
export const logsPageMachine = setup({
  types: {
    tags: {} as 'loading' | 'error' | 'componentsLoading' | 'componentsFailed',
    context: {} as LogsPageContext,
    events: {} as LogsPageEvent,
    input: {} as LogsPageInput,
    emitted: {} as LogsPageEmitted,
  },
  actors: {
    loadComponents: fromPromise<LogComponent[]>(unbound('loadComponents')),
    loadSelectors: fromPromise<LogSelector[], { componentId: string }>(unbound('loadSelectors')),
    searchLogs: fromPromise<LoadedLogs, LogsRequest>(unbound('searchLogs')),
  },
  actions: {
    announceQuery: emit(({ context }): LogsPageEmitted => ({ type: 'url.write', search: writeUrl(LOGS_URL, context.query) })),
    saveColumnSizes: (_, _sizes: ColumnSizes) => undefined,
  },
  delays: { searchDebounce: LOGS_SEARCH_DEBOUNCE_MS, columnsDebounce: LOGS_COLUMN_SIZES_DEBOUNCE_MS },
  guards: {
    hasComponent: ({ context }) => context.query.topologyId !== undefined,
    selectorsReady: ({ context }) =>
      context.query.topologyId !== undefined && context.selectorsFor === context.query.topologyId,
    sameComponent: ({ context }, query: LogsQuery) => query.topologyId === context.query.topologyId,
    unchanged: ({ context }, query: LogsQuery) => sameLogsQuery(context.query, query),
    hasSelector: ({ context }) => context.query.logsSelector !== undefined,
  },
}).createMachine({
  id: 'logsPage',
  type: 'parallel',
  context: ({ input }) => {
    const query = readUrl(LOGS_URL, input.search);
    return {
      query,
      searchText: query.query ?? '',
      components: [],
      selectors: [],
      lines: [],
      selected: [],
      columnSizes: input.columnSizes ?? {},
    };
  },
  on: {
    'row.toggle': { actions: assign({ selected: ({ context, event }) => toggleRow(context.selected, event.index) }) },
    'rows.clear': { actions: assign({ selected: [] }) },
  },
  states: {
    components: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['componentsLoading'],
          invoke: {
            src: 'loadComponents',
            onDone: { target: 'ready', actions: assign({ components: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ componentsError: LOGS_TEXTS.componentsFailed }) },
          },
        },
        ready: {},
        failed: { tags: ['componentsFailed'] },
      },
    },
    search: {
      initial: 'idle',
      states: {
        idle: { on: { 'search.input': { target: 'waiting', actions: assign({ searchText: ({ event }) => event.text }) } } },
        waiting: {
          on: {
            'search.input': { target: 'waiting', reenter: true, actions: assign({ searchText: ({ event }) => event.text }) },
          },
          after: {
            searchDebounce: {
              target: 'idle',
              actions: [
                assign({ query: ({ context }) => ({ ...context.query, query: context.searchText || undefined }) }),
                'announceQuery',
                raise({ type: 'logs.reload' }),
              ],
            },
          },
        },
      },
    },
    columns: {
      initial: 'idle',
      states: {
        idle: { on: { 'columns.resize': { target: 'waiting', actions: assign({ columnSizes: ({ event }) => event.sizes }) } } },
        waiting: {
          on: {
            'columns.resize': { target: 'waiting', reenter: true, actions: assign({ columnSizes: ({ event }) => event.sizes }) },
          },
          after: {
            columnsDebounce: { target: 'idle', actions: { type: 'saveColumnSizes', params: ({ context }) => context.columnSizes } },
          },
        },
      },
    },
    logs: {
      initial: 'deciding',
      on: {
        'component.select': {
          target: '.deciding',
          reenter: true,
          actions: [
            assign(({ context, event }) => ({
              ...cleared,
              selectors: [],
              selectorsFor: undefined,
              query: {
                start: context.query.start,
                ...(context.query.query ? { query: context.query.query } : {}),
                ...(event.componentId ? { topologyId: event.componentId } : {}),
              },
            })),
            'announceQuery',
          ],
        },
        'selector.select': {
          guard: 'selectorsReady',
          target: '.loadingLines',
          reenter: true,
          actions: [
            assign(({ context, event }) => ({ ...cleared, query: { ...context.query, logsSelector: event.name } })),
            'announceQuery',
          ],
        },
        'range.select': {
          actions: [
            assign(({ context, event }) => ({ query: { ...context.query, start: event.start } })),
            'announceQuery',
            raise({ type: 'logs.reload' }),
          ],
        },
        // Without selectors yet (their load failed), a reload starts over from the component.
        'logs.reload': [
          { guard: 'selectorsReady', target: '.loadingLines', reenter: true, actions: assign(cleared) },
          { guard: 'hasComponent', target: '.deciding', reenter: true, actions: assign(cleared) },
        ],
        'url.read': [
          { guard: { type: 'unchanged', params: ({ event }) => readUrl(LOGS_URL, event.search) } },
          {
            guard: { type: 'sameComponent', params: ({ event }) => readUrl(LOGS_URL, event.search) },
            target: '.deciding',
            reenter: true,
            actions: assign(({ event }) => {
              const query = readUrl(LOGS_URL, event.search);
              return { ...cleared, query, searchText: query.query ?? '' };
            }),
          },
          {
            target: '.deciding',
            reenter: true,
            actions: assign(({ event }) => {
              const query = readUrl(LOGS_URL, event.search);
              return { ...cleared, selectors: [], selectorsFor: undefined, query, searchText: query.query ?? '' };
            }),
          },
        ],
      },
      states: {
        deciding: {
          always: [
            { guard: 'selectorsReady', target: 'loadingLines' },
            { guard: 'hasComponent', target: 'loadingSelectors' },
            { target: 'noComponent' },
          ],
        },
        noComponent: {},
        loadingSelectors: {
          tags: ['loading'],
          invoke: {
            src: 'loadSelectors',
            input: ({ context }) => ({ componentId: context.query.topologyId! }),
            onDone: {
              target: 'choosing',
              actions: assign(({ context, event }) => {
                const logsSelector = chooseSelector(event.output, context.query.logsSelector);
                const { logsSelector: _previous, ...rest } = context.query;
                return {
                  selectors: event.output,
                  selectorsFor: context.query.topologyId,
                  query: logsSelector ? { ...rest, logsSelector } : rest,
                };
              }),
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        choosing: {
          entry: 'announceQuery',
          always: [{ guard: 'hasSelector', target: 'loadingLines' }, { target: 'ready' }],
        },
        loadingLines: {
          tags: ['loading'],
          invoke: {
            src: 'searchLogs',
            input: ({ context }) => logsRequest(context.query)!,
            onDone: {
              target: 'ready',
              actions: assign({
                lines: ({ event }) => event.output.lines,
                total: ({ event }) => event.output.total,
                exported: ({ event }) => event.output.exported,
                error: undefined,
              }),
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        ready: {},
        failed: { tags: ['error'] },
      },
    },
  },
});
