import type { Queryable } from '../db/database';
import { VACUUM_TABLES_JOB } from './names';
import { recordJob } from './recorder';

/**
 * The tables the server's own work rewrites rows of all day: check runs and their claims, job
 * history and its rollup, the live-events outbox, the notification queue, agents' sightings.
 */
export const CHURNING_TABLES = [
  'checks', 'checks_unlogged', 'check_summary_docs', 'check_status_summary', 'job_history', 'job_history_rollup',
  'live_events', 'event_queue', 'agents', 'components', 'config_scraper_schedule', 'playbook_run_leases',
] as const;

const FIRST_PASS_MS = 60_000;
const DEFAULT_EVERY_MS = 10 * 60_000;

export interface TableVacuum {
  stop(): Promise<void>;
}

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: the churning tables kept
 * their dead row versions, and their size as the planner knew it went stale, until a search over
 * 6,100 checks chose a sequential scan of 80 ms over its 10 ms trigram index. This job vacuums them
 * a minute after the start and every `everyMs` after, one table per statement so that requests get
 * their turn in between (ForegroundFirst). PostgreSQL's own autovacuum does this there.
 */
export function startTableVacuum(
  db: Queryable & { readonly engine: string },
  options: { everyMs?: number; firstPassMs?: number; log?: (message: string) => void } = {},
): TableVacuum {
  const log = options.log ?? ((message: string) => console.error(message));
  if (db.engine !== 'pglite') return { stop: async () => undefined };
  let stopped = false;
  let last: Promise<unknown> = Promise.resolve();
  const pass = () => {
    last = recordJob(db, VACUUM_TABLES_JOB, {}, async (run) => {
      for (const table of CHURNING_TABLES) {
        if (stopped) break;
        const started = performance.now();
        try {
          await db.exec(`VACUUM ${table}`);
          run.details[table] = Math.round(performance.now() - started);
          run.success();
        } catch (error) {
          run.error(`${table}: ${(error as Error).message}`);
        }
      }
    }, { log }).catch((error: Error) => log(`vacuum: ${error.message}`));
  };
  const first = setTimeout(pass, options.firstPassMs ?? FIRST_PASS_MS);
  const timer = setInterval(pass, options.everyMs ?? DEFAULT_EVERY_MS);
  first.unref?.();
  timer.unref?.();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await last;
    },
  };
}
