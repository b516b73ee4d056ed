import type { Database } from '../db/database';
import { beginJob, CANARY_JOB, CLEANUP_CHECK_STATUSES_JOB, recordJob, SYNC_CANARIES_JOB } from '../jobs';
import { startPollLoop } from '../jobs/poll-loop';
import { claimDueChecks, type ClaimedCheck, releaseClaim } from './claim';
import { spreadMissedRuns } from './missed-runs';
import type { CheckResult } from './result';
import { DEFAULT_RETENTION_DAYS, pruneCheckStatuses } from './retention';
import { runCheck, type RunOptions, timeoutOf } from './run-check';
import { canarySchedule, DEFAULT_SCHEDULE, parseSchedule, type Schedule } from './schedule';
import { recordResult } from './store';
import { isRunnableType } from './spec';
import { syncCanaryChecks } from './sync';

const DEADLINE_GRACE_MS = 250;

export interface SchedulerOptions {
  /** EXEC_ENABLED. */
  execEnabled: boolean;
  /** Runs at once; the default suits 2 cores, since checks mostly wait on sockets. */
  concurrency?: number;
  pollMs?: number;
  /** How often canary specs are compared with the checks table. */
  syncMs?: number;
  retentionDays?: number;
  retentionEveryMs?: number;
  /** How long a claimed check stays invisible to other servers (longer than any timeout). */
  leaseMs?: number;
  /** Runs one claimed check (tests replace it). Must resolve; a rejection is recorded as a failure. */
  run?: (check: ClaimedCheck, options: RunOptions) => Promise<CheckResult>;
  log?: (message: string) => void;
}

export interface CheckScheduler {
  /** Resolves when the current poll, and the runs it started, are done (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const defaultRun = (check: ClaimedCheck, options: RunOptions) => runCheck(check.type, check.spec ?? {}, options);

function scheduleOf(check: ClaimedCheck): { schedule: Schedule; problem?: string } {
  try {
    return { schedule: canarySchedule({ schedule: check.schedule ?? undefined, interval: check.interval }) };
  } catch (error) {
    return { schedule: parseSchedule(DEFAULT_SCHEDULE), problem: `canary schedule: ${(error as Error).message}` };
  }
}

/**
 * Runs every local canary's checks on their schedules, records each run and prunes old statuses.
 * Several servers may share one PostgreSQL: each due run is claimed in the database by one of them.
 * Each check run is a Canary job of its canary (a failed check is its error), and the spec sync and
 * the pruning are SyncCanaryJobs and CleanupCheckStatuses jobs. Runs missed before the start are
 * spread up to each canary's next tick (spreadMissedRuns).
 */
export async function startCheckScheduler(db: Database, options: SchedulerOptions): Promise<CheckScheduler> {
  const log = options.log ?? ((message: string) => console.error(message));
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 1_000;
  const syncMs = options.syncMs ?? 15_000;
  const retentionEveryMs = options.retentionEveryMs ?? 3_600_000;
  const leaseMs = options.leaseMs ?? 11 * 60_000;
  const run = options.run ?? defaultRun;

  const seenCanaries = new Map<string, string>();
  const running = new Set<Promise<void>>();
  // Claimed checks waiting for a free run: claims come in batches, since each claim is a statement that
  // also rewrites its checks' summaries, and one claim per run kept PGlite busy at scale.
  const queued: ClaimedCheck[] = [];
  const stopping = new AbortController();
  let lastSync = -Infinity;
  let lastPrune = -Infinity;
  // `backlog` asks for a poll whenever a run ends.
  let backlog = false;

  async function execute(check: ClaimedCheck) {
    const { schedule, problem } = scheduleOf(check);
    const start = new Date();
    const failure = (error: string, invalid = false): CheckResult => ({
      start, pass: false, invalid, duration: Date.now() - start.getTime(), message: '', error,
    });
    let result: CheckResult;
    if (problem) {
      result = failure(problem, true);
    } else {
      // runCheck cuts itself at the timeout; this deadline also bounds a runner that never settles.
      const timeoutMs = isRunnableType(check.type) ? timeoutOf(check.type, check.spec ?? {}) : 0;
      let deadlineTimer: NodeJS.Timeout | undefined;
      const deadline = new Promise<CheckResult>((resolve) => {
        deadlineTimer = setTimeout(() => resolve(failure(`timed out after ${timeoutMs}ms`)), timeoutMs + DEADLINE_GRACE_MS);
      });
      let onStop = () => undefined as void;
      const stopped = new Promise<CheckResult>((resolve) => {
        onStop = () => resolve(failure('the run was stopped'));
      });
      stopping.signal.addEventListener('abort', onStop, { once: true });
      try {
        result = await Promise.race([
          Promise.resolve().then(() =>
            run(check, { execEnabled: options.execEnabled, savedByAdmin: check.saved_by_admin, signal: stopping.signal }),
          ),
          deadline,
          stopped,
        ]);
      } catch (error) {
        result = failure(`check failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        clearTimeout(deadlineTimer);
        stopping.signal.removeEventListener('abort', onStop);
      }
    }
    try {
      if (stopping.signal.aborted) {
        await releaseClaim(db, check.id);
        return;
      }
      const now = Date.now();
      let next = schedule.next(result.start);
      if (next.getTime() <= now) next = schedule.next(new Date(now));
      await db.transaction((tx) => recordResult(tx, check.id, result, next));
    } catch (error) {
      log(`health check ${check.name} (${check.id}): could not record its result: ${(error as Error).message}`);
    }
    const job = await beginJob(db, CANARY_JOB, { resourceId: check.canary_id }, { startedAt: result.start, log });
    job.run.details.check = { id: check.id, name: check.name };
    if (result.pass) job.run.success();
    else job.run.error(`${check.name}: ${result.error || result.message || 'failed'}`);
    await job.finish();
  }

  async function poll() {
    const now = Date.now();
    try {
      if (now - lastSync >= syncMs) {
        lastSync = now;
        await recordJob(db, SYNC_CANARIES_JOB, {}, async (run) => run.success(await syncCanaryChecks(db, seenCanaries)), { log });
      }
      if (now - lastPrune >= retentionEveryMs) {
        lastPrune = now;
        await recordJob(db, CLEANUP_CHECK_STATUSES_JOB, {}, async (run) => {
          run.success(await pruneCheckStatuses(db, options.retentionDays ?? DEFAULT_RETENTION_DAYS));
        }, { log });
      }
      // Up to twice the runs at once are held claimed, and a claim is made only once fewer than that
      // many are held: in a backlog each claim takes more than `concurrency` checks.
      const room = 2 * concurrency - queued.length;
      if (queued.length >= concurrency || stopping.signal.aborted) return;
      const claimed = await claimDueChecks(db, room, leaseMs);
      // A full claim suggests more are due: claim again once the held ones run low.
      backlog = claimed.length === room;
      queued.push(...claimed);
      startQueued();
    } catch (error) {
      if (!stopping.signal.aborted) log(`health check scheduler: ${(error as Error).message}`);
    }
  }

  function startQueued() {
    while (running.size < concurrency && queued.length > 0 && !stopping.signal.aborted) {
      const task = execute(queued.shift()!).finally(() => {
        running.delete(task);
        startQueued();
        if (backlog && queued.length < concurrency) kick();
      });
      running.add(task);
    }
  }

  /** Waits for the runs, including those the held claims start as runs end. */
  async function drained() {
    while (running.size > 0) await Promise.all([...running]);
  }

  // Before the first claim, so runs missed while no server ran them do not all come due at once.
  await spreadMissedRuns(db).catch((error: Error) => log(`health check scheduler: could not spread the runs missed before the start: ${error.message}`));
  const loop = startPollLoop(poll, pollMs, stopping.signal);
  const kick = () => loop.wake();

  return {
    async idle() {
      await loop.polling;
      await drained();
    },
    async stop() {
      if (stopping.signal.aborted) return;
      stopping.abort();
      await loop.polling;
      await drained();
      // Claims that never ran are given back, so another server runs them now rather than after the lease.
      for (const check of queued.splice(0)) await releaseClaim(db, check.id).catch(() => undefined);
    },
  };
}
