import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { IncidentListFilter, IncidentSummary } from '../model';
import { DEBOUNCE_MS } from '../texts';

export interface IncidentListInput {
  /** The filter of the list's address (rules/list-filter incidentListFilter). */
  readonly filter: IncidentListFilter;
}

export interface IncidentListContext {
  readonly filter: IncidentListFilter;
  /** What the search box shows; it becomes the filter's search 400 ms after the last keystroke. */
  readonly search: string;
  readonly rows: readonly IncidentSummary[];
  readonly error?: string;
  /** Rows have been shown once: a reload keeps them on screen. */
  readonly loaded: boolean;
  /** The Create New Incident dialog is open (seed 001 §2.1: the plus button opens it). */
  readonly creating: boolean;
}

export type IncidentListEvent =
  /** The address changed (a link, back, a filter picked): the list follows it. */
  | { type: 'filter.set'; filter: IncidentListFilter }
  | { type: 'search.type'; text: string }
  | { type: 'list.reload' }
  | { type: 'create.open' }
  | { type: 'create.close' };

/** The filter changed from inside the list (the search): whoever owns the address writes it there. */
export type IncidentListEmitted = { readonly type: 'filter.changed'; readonly filter: IncidentListFilter };

const sameFilter = (a: IncidentListFilter, b: IncidentListFilter) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

const withSearch = (filter: IncidentListFilter, search: string): IncidentListFilter => {
  const { search: _old, ...rest } = filter;
  return search.trim() === '' ? rest : { ...rest, search: search.trim() };
};

/**
 * Seed 001 §2.1: the incident list follows the filter of its address; typing in the search box
 * changes the filter 400 ms after the last keystroke.
 */
export const incidentListMachine = setup({
  types: {
    context: {} as IncidentListContext,
    events: {} as IncidentListEvent,
    input: {} as IncidentListInput,
    emitted: {} as IncidentListEmitted,
  },
  actors: {
    listIncidents: fromPromise<IncidentSummary[], IncidentListFilter>(unbound('listIncidents')),
  },
  delays: { searchDebounce: DEBOUNCE_MS.search },
  guards: {
    isNewFilter: ({ context }, filter: IncidentListFilter) => !sameFilter(context.filter, filter),
    searchChanged: ({ context }) => !sameFilter(context.filter, withSearch(context.filter, context.search)),
  },
}).createMachine({
  id: 'incidentList',
  context: ({ input }) => ({ filter: input.filter, search: input.filter.search ?? '', rows: [], loaded: false, creating: false }),
  initial: 'loading',
  on: {
    'filter.set': {
      guard: { type: 'isNewFilter', params: ({ event }) => event.filter },
      target: '.loading',
      actions: assign(({ event }) => ({ filter: event.filter, search: event.filter.search ?? '' })),
    },
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
            actions: [
              assign(({ context }) => ({ filter: withSearch(context.filter, context.search) })),
              emit(({ context }) => ({ type: 'filter.changed' as const, filter: context.filter })),
            ],
          },
          { target: 'ready' },
        ],
      },
    },
    loading: {
      invoke: {
        src: 'listIncidents',
        input: ({ context }) => context.filter,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ rows: event.output, error: undefined, loaded: true })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorMessage(event.error) })) },
      },
    },
    ready: {},
    failed: {},
  },
});
