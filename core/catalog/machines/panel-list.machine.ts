import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, toast, type Toast } from '../../shared';
import type { PanelPage, PanelPageQuery } from '../model';
import { SIDE_PANEL_PAGE_SIZE, wantsNextPanelPage } from '../rules';

export interface PanelListInput {
  readonly configId: string;
}

export interface PanelListContext<T> {
  readonly configId: string;
  readonly rows: readonly T[];
  readonly total: number;
  /** Pages read so far; the next one read is this index. */
  readonly pagesLoaded: number;
  readonly error?: string;
}

export type PanelListEvent = { type: 'panel.scrolled'; distanceToEnd: number } | { type: 'panel.reload' };

export interface PanelListOptions {
  /** Seed 002 §8: the insights panels also show a failed read as a toast. */
  readonly toastsErrors: boolean;
}

type Failed = { event: { error: unknown } };

/**
 * One list of a config's sidebar (seed 002 §9): its first 50 rows when it opens, the next 50 once it is
 * scrolled within 300 px of its bottom, until every row is there. A failed first page shows in place of
 * the list; a failed next page keeps the rows shown and is tried again on the next scroll.
 */
export function panelListMachine<T>(load: (query: PanelPageQuery) => Promise<PanelPage<T>>, options: PanelListOptions) {
  const failure = (event: { error: unknown }) => toast('error', errorMessage(event.error));
  return setup({
    types: {
      context: {} as PanelListContext<T>,
      events: {} as PanelListEvent,
      input: {} as PanelListInput,
      emitted: {} as Toast,
      tags: {} as 'loading' | 'more' | 'error',
    },
    actors: {
      read: fromPromise<PanelPage<T>, PanelPageQuery>(({ input }) => load(input)),
    },
    guards: {
      nearEndWithMore: ({ context }, distanceToEnd: number) => wantsNextPanelPage(distanceToEnd, context.rows.length, context.total),
    },
    actions: {
      toastFailure: emit((_, event: { error: unknown }) => failure(event)),
    },
  }).createMachine({
    id: 'panelList',
    context: ({ input }) => ({ configId: input.configId, rows: [], total: 0, pagesLoaded: 0 }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        entry: assign({ rows: [], total: 0, pagesLoaded: 0, error: undefined }),
        invoke: {
          src: 'read',
          input: ({ context }) => ({ configId: context.configId, pageIndex: 0, pageSize: SIDE_PANEL_PAGE_SIZE }),
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
          'panel.scrolled': { guard: { type: 'nearEndWithMore', params: ({ event }) => event.distanceToEnd }, target: 'more' },
          'panel.reload': 'loading',
        },
      },
      more: {
        tags: ['more'],
        invoke: {
          src: 'read',
          input: ({ context }) => ({ configId: context.configId, pageIndex: context.pagesLoaded, pageSize: SIDE_PANEL_PAGE_SIZE }),
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
      failed: { tags: ['error'], on: { 'panel.reload': 'loading' } },
    },
  });
}

export type PanelListMachine<T> = ReturnType<typeof panelListMachine<T>>;
