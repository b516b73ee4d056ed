import type { Queryable } from '../db/database';

/** DECISIONS §11: statuses are kept 30 days by default. */
export const DEFAULT_RETENTION_DAYS = 30;

/** Deletes check statuses older than `days`; answers how many went. */
export async function pruneCheckStatuses(db: Queryable, days = DEFAULT_RETENTION_DAYS): Promise<number> {
  const result = await db.query(`DELETE FROM check_statuses WHERE time < now() - $1::int * interval '1 day'`, [days]);
  return result.rowCount;
}
