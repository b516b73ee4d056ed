import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, readUrl, unbound, writeUrl, type ExportTable, type UrlCodec, type UrlRead, type UrlWrite } from '../../shared';
import type { IncidentListFilter, IncidentSummary } from '../model';
import { incidentListFilter, incidentListParams, type IncidentListParam } from '../rules/list-filter';
import { DEBOUNCE_MS } from '../texts';

/** The list's filter in its address (seed 001 §2.1's parameters). */
export const INCIDENT_LIST_URL: UrlCodec<IncidentListFilter> = { parse: incidentListFilter, serialise: incidentListParams };

export interface IncidentListInput {
  /** The address's query string the list opened with. */
  readonly search: string;
}

/** One read of the list: its rows, and where its Export reads the same incidents from. */
export interface IncidentListLoad {
  readonly rows: readonly IncidentSummary[];
  readonly exported?: ExportTable;
}

export interface IncidentListContext {
  readonly filter: IncidentListFilter;
  /** What the search box shows; it becomes the filter's search 400 ms after the last keystroke. */
  readonly search: string;
  readonly rows: readonly IncidentSummary[];
  /** The incidents of the filter last read, for the Export button. */
  readonly exported?: ExportTable;
  readonly error?: string;
  /** Rows have been shown once: a reload keeps them on screen. */
  readonly loaded: boolean;
  /** The Create New Incident dialog is open (seed 001 §2.1: the plus button opens it). */
  readonly creating: boolean;
}

export type IncidentListEvent =
  /** The address changed under the list (a link, back): the list follows it. */
  | UrlRead
  /** A filter picked ('all' for none). */
  | { type: 'filter.change'; param: IncidentListParam; value: string }
  | { type: 'search.type'; text: string }
  | { type: 'list.reload' }
  | { type: 'create.open' }
  | { type: 'create.close' };

/** The filter changed from inside the list: the address follows (ui/hooks' useUrlState). */
export type IncidentListEmitted = UrlWrite;

/** The states the list shows differently: rows on their way, or none to be had. */
export type IncidentListTag = 'loading' | 'error';

const sameFilter = (a: IncidentListFilter, b: IncidentListFilter) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

const withSearch = (filter: IncidentListFilter, search: string): IncidentListFilter => {
  const { search: _old, ...rest } = filter;
  return search.trim() === '' ? rest : { ...rest, search: search.trim() };
};

/** A filter as its address reads it back ('all' and blanks dropped), so a picked filter and a followed address compare equal. */
const normalised = (filter: IncidentListFilter) => readUrl(INCIDENT_LIST_URL, writeUrl(INCIDENT_LIST_URL, filter));

/**
 * Seed 001 §2.1: the incident list follows the filter of its address; a picked filter, and typing in
 * the search box (400 ms after the last keystroke), change the filter and write it to the address.
 */
export const incidentListMachine = setup({
  types: {
    tags: {} as IncidentListTag,
    context: {} as IncidentListContext,
    events: {} as IncidentListEvent,
    input: {} as IncidentListInput,
    emitted: {} as IncidentListEmitted,
  },
  actors: {
    listIncidents: fromPromise<IncidentListLoad, IncidentListFilter>(unbound('listIncidents')),
  },
  delays: { searchDebounce: DEBOUNCE_MS.search },
  guards: {
    isNewFilter: ({ context }, filter: IncidentListFilter) => !sameFilter(context.filter, filter),
    searchChanged: ({ context }) => !sameFilter(context.filter, withSearch(context.filter, context.search)),
  },
  actions: {
    follow: assign((_, filter: IncidentListFilter) => ({ filter, search: filter.search ?? '' })),
    announce: emit(({ context }): IncidentListEmitted => ({ type: 'url.write', search: writeUrl(INCIDENT_LIST_URL, context.filter) })),
  },
}).createMachine({
  id: 'incidentList',
  context: ({ input }) => {
    const filter = readUrl(INCIDENT_LIST_URL, input.search);
    return { filter, search: filter.search ?? '', rows: [], loaded: false, creating: false };
  },
  initial: 'loading',
  on: {
    'url.read': {
      guard: { type: 'isNewFilter', params: ({ event }) => readUrl(INCIDENT_LIST_URL, event.search) },
      target: '.loading',
      actions: { type: 'follow', params: ({ event }) => readUrl(INCIDENT_LIST_URL, event.search) },
    },
    'filter.change': [
      {
        guard: { type: 'isNewFilter', params: ({ context, event }) => normalised({ ...context.filter, [event.param]: event.value }) },
        target: '.loading',
        actions: [{ type: 'follow', params: ({ context, event }) => normalised({ ...context.filter, [event.param]: event.value }) }, 'announce'],
      },
      { actions: 'announce' },
    ],
    'search.type': { target: '.typing', actions: assign(({ event }) => ({ search: event.text })) },
    'list.reload': { target: '.loading' },
    'create.open': { actions: assign({ creating: true }) },
    'create.close': { actions: assign({ creating: false }) },
  },
  states: {
    typing: {
      after: {
        searchDebounce: [
          {
            guard: 'searchChanged',
            target: 'loading',
            actions: [assign(({ context }) => ({ filter: withSearch(context.filter, context.search) })), 'announce'],
          },
          { target: 'ready' },
        ],
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'listIncidents',
        input: ({ context }) => context.filter,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ rows: event.output.rows, exported: event.output.exported, error: undefined, loaded: true })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorMessage(event.error) })) },
      },
    },
    ready: {},
    failed: { tags: ['error'] },
  },
});
