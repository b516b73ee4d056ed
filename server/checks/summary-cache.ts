import type { Database, Queryable } from '../db/database';

/** How stale the last-hour summaries may be when the Health list reads them. */
export const SUMMARY_MAX_AGE_MS = 5_000;

const refreshedAt = new WeakMap<Queryable, number>();
const inFlight = new WeakMap<Queryable, Promise<void>>();

/**
 * Refreshes the materialized check_status_summary when it is older than `maxAgeMs`. Concurrent readers share
 * one refresh; on PostgreSQL it runs CONCURRENTLY so other servers and readers are not blocked.
 */
export async function freshCheckSummaries(db: Database, maxAgeMs = SUMMARY_MAX_AGE_MS, now = Date.now()): Promise<void> {
  if (now - (refreshedAt.get(db) ?? 0) < maxAgeMs) return;
  let refresh = inFlight.get(db);
  if (!refresh) {
    const concurrently = db.engine === 'postgres' ? 'CONCURRENTLY ' : '';
    refresh = db
      .exec(`REFRESH MATERIALIZED VIEW ${concurrently}check_status_summary`)
      .then(() => void refreshedAt.set(db, Date.now()))
      .finally(() => inFlight.delete(db));
    inFlight.set(db, refresh);
  }
  await refresh;
}
