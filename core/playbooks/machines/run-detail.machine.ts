import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, toast, unbound, type Toast } from '../../shared';
import type { PlaybookRunDetail, RunRequest } from '../model';
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
}

export type RunDetailEvent =
  | { type: 'run.reload' }
  | { type: 'run.approve' }
  | { type: 'run.cancel' }
  | { type: 'run.rerun' }
  | { type: 'logs.download'; actionId: string };

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
 * A run's page (seed 002 §2.3): loaded, then read again every 5 s while it has not ended; Approve,
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
  },
  actions: {
    toastFailure: emit((_, error: unknown) => toast('error', errorMessage(error))),
  },
  delays: { refresh: RUN_REFRESH_MS },
  guards: {
    running: ({ context }) => context.loaded !== undefined && !runEnded(context.loaded.detail.run.rawStatus),
  },
}).createMachine({
  id: 'playbookRunDetail',
  context: ({ input }) => ({ runId: input.runId, roles: input.roles }),
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
      after: { refresh: { guard: 'running', target: 'loading' } },
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
