import type { Queryable } from '../db/database';
import { CLEANUP_JOB_HISTORY_JOB } from './names';
import { recordJob } from './recorder';

/** Job history is kept as long as check statuses (DECISIONS §11). */
export const JOB_HISTORY_RETENTION_DAYS = 30;
/** A job still RUNNING this long after it started belongs to a server that stopped without finishing it. */
export const STALE_RUNNING_AFTER_MS = 60 * 60_000;
const DEFAULT_EVERY_MS = 60 * 60_000;

export interface JobHistoryCleanupOptions {
  now: Date;
  retentionDays?: number;
  staleAfterMs?: number;
}

/** Marks abandoned RUNNING rows STALE and deletes rows older than the retention; answers both counts. */
export async function cleanupJobHistory(db: Queryable, options: JobHistoryCleanupOptions): Promise<{ stale: number; deleted: number }> {
  const staleBefore = new Date(options.now.getTime() - (options.staleAfterMs ?? STALE_RUNNING_AFTER_MS));
  const stale = await db.query(
    `UPDATE job_history SET status = 'STALE', time_end = coalesce(time_end, $2)
     WHERE status = 'RUNNING' AND time_start < $1`,
    [staleBefore, options.now],
  );
  const deleted = await db.query(`DELETE FROM job_history WHERE created_at < $1::timestamptz - $2::int * interval '1 day'`, [
    options.now,
    options.retentionDays ?? JOB_HISTORY_RETENTION_DAYS,
  ]);
  return { stale: stale.rowCount, deleted: deleted.rowCount };
}

export interface JobHistoryCleanup {
  stop(): Promise<void>;
}

/** CleanupJobHistory at start and then every `everyMs` while the server runs, each pass a job of its own. */
export function startJobHistoryCleanup(
  db: Queryable,
  options: { everyMs?: number; clock?: () => Date; log?: (message: string) => void } = {},
): JobHistoryCleanup {
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.error(message));
  let last: Promise<unknown> = Promise.resolve();
  const pass = () => {
    last = recordJob(db, CLEANUP_JOB_HISTORY_JOB, {}, async (run) => {
      const counts = await cleanupJobHistory(db, { now: clock() });
      run.success(counts.deleted + counts.stale);
      Object.assign(run.details, counts);
    }, { clock, log }).catch((error: Error) => log(`job history cleanup: ${error.message}`));
  };
  pass();
  const timer = setInterval(pass, options.everyMs ?? DEFAULT_EVERY_MS);
  timer.unref?.();
  return {
    async stop() {
      clearInterval(timer);
      await last;
    },
  };
}
