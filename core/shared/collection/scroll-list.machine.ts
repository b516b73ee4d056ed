import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorMessage } from '../errors';
import { NEXT_PAGE_DISTANCE_PX } from '../pagination';
import { toast, type Toast } from '../toast';
import type { CollectionPage } from './model';

/** What a scroll list is of (a config's id), with its page size when it differs from the list's own. */
export interface ScrollListInput {
  readonly configId: string;
  readonly pageSize?: number;
}

/** One page of a scroll list, counted from 0. */
export interface ScrollPageQuery {
  readonly configId: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}

export interface ScrollListContext<T> {
  readonly configId: string;
  readonly pageSize: number;
  readonly rows: readonly T[];
  readonly total: number;
  /** Pages read so far; the next one read is this index. */
  readonly pagesLoaded: number;
  readonly error?: string;
}

export type ScrollListEvent = { type: 'list.scrolled'; distanceToEnd: number } | { type: 'list.reload' };

export interface ScrollListOptions {
  /** Rows a page unless the input says. */
  readonly pageSize: number;
  /** Also show a failed read as a toast (seed 002 §8, the insights panels). */
  readonly toastsErrors?: boolean;
}

type Failed = { event: { error: unknown } };

/**
 * A list that reads as it is scrolled (seed 002 §9): its first page when it opens, the next once it is
 * scrolled within 300 px of its bottom, until every row is there. A failed first page shows in place of
 * the list; a failed next page keeps the rows shown and is tried again on the next scroll. The config
 * sidebar's panels and a config's Playbooks tab are such lists; the collection kit's `scrolls` is the same
 * rule for a list whose filters and sort live in the URL.
 */
export function scrollListMachine<T>(load: (query: ScrollPageQuery) => Promise<CollectionPage<T>>, options: ScrollListOptions) {
  return setup({
    types: {
      context: {} as ScrollListContext<T>,
      events: {} as ScrollListEvent,
      input: {} as ScrollListInput,
      emitted: {} as Toast,
      tags: {} as 'loading' | 'more' | 'error',
    },
    actors: {
      read: fromPromise<CollectionPage<T>, ScrollPageQuery>(({ input }) => load(input)),
    },
    guards: {
      nearEndWithMore: ({ context }, distanceToEnd: number) => distanceToEnd <= NEXT_PAGE_DISTANCE_PX && context.rows.length < context.total,
    },
    actions: {
      toastFailure: emit((_, event: { error: unknown }) => toast('error', errorMessage(event.error))),
    },
  }).createMachine({
    id: 'scrollList',
    context: ({ input }) => ({ configId: input.configId, pageSize: input.pageSize ?? options.pageSize, rows: [], total: 0, pagesLoaded: 0 }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        entry: assign({ rows: [], total: 0, pagesLoaded: 0, error: undefined }),
        invoke: {
          src: 'read',
          input: ({ context }) => ({ configId: context.configId, pageIndex: 0, pageSize: context.pageSize }),
          onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output.rows, total: ({ event }) => event.output.total, pagesLoaded: 1 }) },
          onError: {
            target: 'failed',
            actions: [
              assign({ error: ({ event }) => errorMessage(event.error) }),
              ...(options.toastsErrors ? [{ type: 'toastFailure' as const, params: ({ event }: Failed) => event }] : []),
            ],
          },
        },
      },
      ready: {
        on: {
          'list.scrolled': { guard: { type: 'nearEndWithMore', params: ({ event }) => event.distanceToEnd }, target: 'more' },
          'list.reload': 'loading',
        },
      },
      more: {
        tags: ['more'],
        invoke: {
          src: 'read',
          input: ({ context }) => ({ configId: context.configId, pageIndex: context.pagesLoaded, pageSize: context.pageSize }),
          onDone: {
            target: 'ready',
            actions: assign({
              rows: ({ context, event }) => [...context.rows, ...event.output.rows],
              total: ({ event }) => event.output.total,
              pagesLoaded: ({ context }) => context.pagesLoaded + 1,
              error: undefined,
            }),
          },
          onError: {
            target: 'ready',
            actions: [
              assign({ error: ({ event }) => errorMessage(event.error) }),
              ...(options.toastsErrors ? [{ type: 'toastFailure' as const, params: ({ event }: Failed) => event }] : []),
            ],
          },
        },
      },
      failed: { tags: ['error'], on: { 'list.reload': 'loading' } },
    },
  });
}

export type ScrollListMachine<T> = ReturnType<typeof scrollListMachine<T>>;

/** What a scroll list shows whatever its rows are. */
export interface ScrollListView<Row> {
  readonly loading: boolean;
  /** Why the first page could not be read: shown in place of the list. */
  readonly error?: string;
  /** Why the next page could not be read: the rows read so far stay. */
  readonly moreError?: string;
  readonly loadingMore: boolean;
  readonly rows: readonly Row[];
  readonly total: number;
}

export function selectScrollListView<T, Row>(snapshot: SnapshotFrom<ScrollListMachine<T>>, row: (item: T) => Row): ScrollListView<Row> {
  const { context } = snapshot;
  const failed = snapshot.hasTag('error');
  return {
    loading: snapshot.hasTag('loading'),
    error: failed ? context.error : undefined,
    moreError: failed ? undefined : context.error,
    loadingMore: snapshot.hasTag('more'),
    rows: context.rows.map(row),
    total: context.total,
  };
}
