import { and, assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import { errorMessage, noLiveUpdates, toast, unbound, type LiveStatus, type LiveSubscriptionEvent, type Toast } from '../../shared';
import type { PlaybookRunDetail, RunRequest } from '../model';
import { applyRunChanges, RUN_LIVE_KINDS, type RunChange } from '../rules/live';
import { runEnded } from '../rules/run-status';
import { RUNS_TEXTS } from '../texts';

/** Seed 002 §9: a run's page refreshes every 5 s until the run ends. */
export const RUN_REFRESH_MS = 5_000;

export interface RunDetailInput {
  readonly runId: string;
  readonly roles: readonly string[];
}

/** What a load answers: the run, and the time it was read at (the scheduled time shows only if later). */
export interface LoadedRun {
  readonly detail: PlaybookRunDetail;
  readonly now: string;
}

export interface RunDetailContext {
  readonly runId: string;
  readonly roles: readonly string[];
  readonly loaded?: LoadedRun;
  readonly error?: string;
  /** The live stream's state: while it is live, the run's changes come from it and the 5 s reads rest. */
  readonly liveStatus: LiveStatus;
}

export type RunDetailEvent =
  | { type: 'run.reload' }
  | { type: 'run.approve' }
  | { type: 'run.cancel' }
  | { type: 'run.rerun' }
  | { type: 'logs.download'; actionId: string }
  /** The run's and its actions' changes, from the live stream (DECISIONS §31). */
  | LiveSubscriptionEvent<RunChange>;

export type RunDetailEmitted = Toast | { type: 'run.started'; runId: string };

type Failed = { event: { error: unknown } };

/** The run request that runs this run again: the same playbook, resource and parameters. */
export function rerunRequest(detail: PlaybookRunDetail): RunRequest {
  const { run } = detail;
  return {
    id: run.playbookId,
    ...(run.resource ? { [`${run.resource.kind}_id`]: run.resource.id } : {}),
    params: run.parameters,
  };
}

/**
 * A run's page (seed 002 §2.3): loaded, then following the live stream's changes to the run and its
 * actions, read again every 5 s while it has not ended and the stream is down; Approve,
 * Cancel and Re-run ask the server and reload (a refusal, such as approving one's own run, is a toast
 * with the server's words); an action's output downloads as a file.
 */
export const runDetailMachine = setup({
  types: {
    context: {} as RunDetailContext,
    events: {} as RunDetailEvent,
    input: {} as RunDetailInput,
    emitted: {} as RunDetailEmitted,
    tags: {} as 'loading' | 'busy' | 'error',
  },
  actors: {
    loadRun: fromPromise<LoadedRun, string>(unbound('loadRun')),
    approveRun: fromPromise<void, string>(unbound('approveRun')),
    cancelRun: fromPromise<void, string>(unbound('cancelRun')),
    rerun: fromPromise<string, RunRequest>(unbound('rerun')),
    /** Hands the action's output to the person as a file. */
    downloadLogs: fromPromise<void, { detail: PlaybookRunDetail; actionId: string }>(unbound('downloadLogs')),
    live: noLiveUpdates,
  },
  actions: {
    toastFailure: emit((_, error: unknown) => toast('error', errorMessage(error))),
  },
  delays: { refresh: RUN_REFRESH_MS },
  guards: {
    running: ({ context }) => context.loaded !== undefined && !runEnded(context.loaded.detail.run.rawStatus),
    streamDown: ({ context }) => context.liveStatus !== 'live',
  },
}).createMachine({
  id: 'playbookRunDetail',
  context: ({ input }) => ({ runId: input.runId, roles: input.roles, liveStatus: 'polling' }),
  invoke: { src: 'live', input: { kinds: RUN_LIVE_KINDS } },
  on: {
    'live.status': { actions: assign({ liveStatus: ({ event }) => event.status }) },
    'live.batch': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (!context.loaded) return;
        const applied = applyRunChanges(context.loaded.detail, event.changes);
        if (applied.detail !== context.loaded.detail) enqueue.assign({ loaded: { ...context.loaded, detail: applied.detail } });
        if (applied.refetch) enqueue.raise({ type: 'run.reload' });
      }),
    },
    'live.resync': { actions: raise({ type: 'run.reload' }) },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadRun',
        input: ({ context }) => context.runId,
        onDone: { target: 'shown', actions: assign({ loaded: ({ event }) => event.output, error: undefined }) },
        onError: [
          { guard: ({ context }) => context.loaded !== undefined, target: 'shown', actions: { type: 'toastFailure', params: ({ event }: Failed) => event.error } },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    failed: { tags: ['error'], on: { 'run.reload': 'loading' } },
    shown: {
      // The 5 s read is the fallback while the stream is down; while it is live the timer only re-arms,
      // so a stream that drops later finds it running.
      after: {
        refresh: [
          { guard: and(['running', 'streamDown']), target: 'loading' },
          { guard: 'running', target: 'shown', reenter: true },
        ],
      },
      on: {
        'run.reload': 'loading',
        'run.approve': 'approving',
        'run.cancel': 'cancelling',
        'run.rerun': 'rerunning',
        'logs.download': 'downloading',
      },
    },
    downloading: {
      tags: ['busy'],
      invoke: {
        src: 'downloadLogs',
        input: ({ context, event }) => ({ detail: context.loaded!.detail, actionId: event.type === 'logs.download' ? event.actionId : '' }),
        // Seed 002 §8's messages.
        onDone: { target: 'shown', actions: emit(toast('success', RUNS_TEXTS.downloaded)) },
        onError: { target: 'shown', actions: emit(toast('error', RUNS_TEXTS.downloadFailed)) },
      },
    },
    approving: {
      tags: ['busy'],
      invoke: {
        src: 'approveRun',
        input: ({ context }) => context.runId,
        onDone: { target: 'loading', actions: emit(toast('success', RUNS_TEXTS.approved)) },
        onError: { target: 'shown', actions: { type: 'toastFailure', params: ({ event }: Failed) => event.error } },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        src: 'cancelRun',
        input: ({ context }) => context.runId,
        onDone: { target: 'loading', actions: emit(toast('success', RUNS_TEXTS.cancelled)) },
        onError: { target: 'shown', actions: { type: 'toastFailure', params: ({ event }: Failed) => event.error } },
      },
    },
    rerunning: {
      tags: ['busy'],
      invoke: {
        src: 'rerun',
        input: ({ context }) => rerunRequest(context.loaded!.detail),
        onDone: { target: 'shown', actions: emit(({ event }) => ({ type: 'run.started' as const, runId: event.output })) },
        onError: { target: 'shown', actions: { type: 'toastFailure', params: ({ event }: Failed) => event.error } },
      },
    },
  },
});
