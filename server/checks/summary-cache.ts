import type { Database, Queryable } from '../db/database';

/** How stale the last-hour summaries may be when the Health list reads them. */
export const SUMMARY_MAX_AGE_MS = 5_000;
/**
 * Summaries older than SUMMARY_MAX_AGE_MS but younger than this are served at once while a refresh runs
 * behind the request; older ones (a server idle for a while) wait for the refresh.
 */
export const SUMMARY_SERVE_STALE_MS = 60_000;

const refreshedAt = new WeakMap<Queryable, number>();
const inFlight = new WeakMap<Queryable, Promise<void>>();

function refresh(db: Database): Promise<void> {
  let running = inFlight.get(db);
  if (!running) {
    const concurrently = db.engine === 'postgres' ? 'CONCURRENTLY ' : '';
    running = db
      .exec(`REFRESH MATERIALIZED VIEW ${concurrently}check_status_summary`)
      .then(() => void refreshedAt.set(db, Date.now()))
      .finally(() => inFlight.delete(db));
    inFlight.set(db, running);
  }
  return running;
}

/**
 * Keeps the materialized check_status_summary fresh for a reader. Concurrent readers share one refresh; on
 * PostgreSQL it runs CONCURRENTLY so other servers and readers are not blocked.
 */
export async function freshCheckSummaries(db: Database, now = Date.now()): Promise<void> {
  const last = refreshedAt.get(db);
  const age = last === undefined ? Infinity : now - last;
  if (age < SUMMARY_MAX_AGE_MS) return;
  const running = refresh(db);
  if (age < SUMMARY_SERVE_STALE_MS) {
    // A failed background refresh leaves the summaries as they were; the next reader tries again.
    running.catch(() => undefined);
    return;
  }
  await running;
}
