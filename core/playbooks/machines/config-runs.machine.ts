import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorMessage, NEXT_PAGE_DISTANCE_PX, unbound, type CollectionPage } from '../../shared';
import type { ActionStatus, PlaybookRunRow } from '../model';
import { playbookRunPath } from '../rules/paths';
import { shownStatus } from '../rules/run-status';

/** Seed 002 §2.1 and §9: the Playbooks tab of a config reads its runs 200 at a time. */
export const CONFIG_RUNS_PAGE_SIZE = 200;

export interface ConfigRunsInput {
  readonly configId: string;
  /** Runs a page: the tab's 200 unless said (the config sidebar's panel reads 50). */
  readonly pageSize?: number;
}

export interface ConfigRunsContext {
  readonly configId: string;
  readonly pageSize: number;
  readonly rows: readonly PlaybookRunRow[];
  readonly total: number;
  /** The last page read, counted from 0. */
  readonly pageIndex: number;
  readonly error?: string;
}

export type ConfigRunsEvent = { type: 'runs.scrolled'; distanceToEnd: number } | { type: 'runs.reload' };

export interface ConfigRunsPageRequest {
  readonly configId: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/**
 * The playbook runs of one config (seed 002 §2.1, its Playbooks tab): newest first, a page at a time, the
 * next page read when the list is scrolled near its bottom, until every run is there. A failed next page
 * keeps the runs shown and is tried again on the next scroll.
 */
export const configRunsMachine = setup({
  types: {
    context: {} as ConfigRunsContext,
    events: {} as ConfigRunsEvent,
    input: {} as ConfigRunsInput,
    tags: {} as 'loading' | 'more',
  },
  actors: { loadRunsPage: fromPromise<CollectionPage<PlaybookRunRow>, ConfigRunsPageRequest>(unbound('loadRunsPage')) },
  guards: {
    nearEndWithMore: ({ context }, distanceToEnd: number) => distanceToEnd <= NEXT_PAGE_DISTANCE_PX && context.rows.length < context.total,
  },
}).createMachine({
  id: 'configRuns',
  context: ({ input }) => ({ configId: input.configId, pageSize: input.pageSize ?? CONFIG_RUNS_PAGE_SIZE, rows: [], total: 0, pageIndex: 0 }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ rows: [], total: 0, pageIndex: 0, error: undefined }),
      invoke: {
        src: 'loadRunsPage',
        input: ({ context }) => ({ configId: context.configId, pageIndex: 0, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output.rows, total: ({ event }) => event.output.total }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {
      on: {
        'runs.scrolled': { guard: { type: 'nearEndWithMore', params: ({ event }) => event.distanceToEnd }, target: 'more' },
        'runs.reload': 'loading',
      },
    },
    more: {
      tags: ['more'],
      invoke: {
        src: 'loadRunsPage',
        input: ({ context }) => ({ configId: context.configId, pageIndex: context.pageIndex + 1, pageSize: context.pageSize }),
        onDone: {
          target: 'ready',
          actions: assign({
            rows: ({ context, event }) => [...context.rows, ...event.output.rows],
            total: ({ event }) => event.output.total,
            pageIndex: ({ context }) => context.pageIndex + 1,
            error: undefined,
          }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'runs.reload': 'loading' } },
  },
});

export type ConfigRunsMachine = typeof configRunsMachine;

export interface ConfigRunView {
  readonly id: string;
  readonly path: string;
  readonly playbook: string;
  readonly status: ActionStatus;
  readonly startTime?: string;
}

export interface ConfigRunsView {
  readonly loading: boolean;
  /** Why the first page could not be read: shown in place of the list. */
  readonly error?: string;
  /** Why the next page could not be read: the runs read so far stay. */
  readonly moreError?: string;
  readonly loadingMore: boolean;
  readonly runs: readonly ConfigRunView[];
  readonly total: number;
}

export function selectConfigRunsView(snapshot: SnapshotFrom<ConfigRunsMachine>): ConfigRunsView {
  const { context } = snapshot;
  const failed = snapshot.matches('failed');
  return {
    loading: snapshot.hasTag('loading'),
    error: failed ? context.error : undefined,
    moreError: failed ? undefined : context.error,
    loadingMore: snapshot.hasTag('more'),
    runs: context.rows.map((run) => ({
      id: run.id,
      path: playbookRunPath(run.id),
      playbook: run.playbookTitle,
      status: shownStatus(run.rawStatus),
      startTime: run.startTime,
    })),
    total: context.total,
  };
}
