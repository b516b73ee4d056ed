import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { startPollLoop } from '../jobs/poll-loop';
import { executeRun, type ExecutorOptions } from './executor';
import { claimQueuedRuns, failAbandonedRuns } from './store';

export interface WorkerOptions {
  execEnabled: boolean;
  config?: ExecutorOptions['config'];
  /** Runs at once. */
  concurrency?: number;
  pollMs?: number;
  /** How long a claimed run stays this server's without a renewal. */
  leaseMs?: number;
  renewEveryMs?: number;
  /** The lease holder's name; unique per worker by default. */
  holder?: string;
  sleep?: ExecutorOptions['sleep'];
  log?: (message: string) => void;
}

export interface PlaybookWorker {
  /** Looks for queued runs now (a run was just queued or approved). */
  wake(): void;
  /** Resolves when the current poll and the runs it started are done (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Executes queued playbook runs. Several servers may share one PostgreSQL: each run is claimed in the
 * database by one of them and leased while it runs. At start, and on every poll, runs whose server is
 * gone (lease passed) are ended as failed, so none is left 'running' after a crash.
 */
export async function startPlaybookWorker(db: Database, options: WorkerOptions): Promise<PlaybookWorker> {
  const log = options.log ?? ((message: string) => console.error(message));
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const executor: ExecutorOptions = {
    execEnabled: options.execEnabled,
    config: options.config,
    holder: options.holder ?? `${hostname()}/${process.pid}/${randomUUID()}`,
    leaseMs,
    renewEveryMs: options.renewEveryMs ?? Math.max(50, Math.floor(leaseMs / 3)),
    sleep: options.sleep,
    log,
  };
  const running = new Set<Promise<unknown>>();
  const stopping = new AbortController();

  const abandoned = await failAbandonedRuns(db);
  if (abandoned > 0) log(`Ended ${abandoned} playbook run(s) a stopped server left running.`);

  async function poll() {
    try {
      await failAbandonedRuns(db);
      const free = concurrency - running.size;
      if (free <= 0 || stopping.signal.aborted) return;
      const claimed = await claimQueuedRuns(db, executor.holder, free, leaseMs);
      for (const run of claimed) {
        const task = executeRun(db, run, executor, stopping.signal)
          .catch((error: Error) => log(`playbook run ${run.id}: ${error.message}`))
          .finally(() => {
            running.delete(task);
            wake();
          });
        running.add(task);
      }
      if (claimed.length === free) wake();
    } catch (error) {
      if (!stopping.signal.aborted) log(`playbook worker: ${(error as Error).message}`);
    }
  }

  const loop = startPollLoop(poll, pollMs, stopping.signal);
  const wake = () => loop.wake();

  return {
    wake,
    async idle() {
      // Runs started by a poll may queue more polls; wait until nothing is in flight.
      for (;;) {
        await loop.polling;
        if (running.size === 0 && !loop.active) return;
        await Promise.all([...running]);
      }
    },
    async stop() {
      if (stopping.signal.aborted) return;
      stopping.abort();
      await loop.polling;
      await Promise.all([...running]);
    },
  };
}
