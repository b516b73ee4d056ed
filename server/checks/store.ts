import type { Queryable } from '../db/database';
import type { CheckResult } from './result';

const iso = (value: Date | string | null) => (value instanceof Date ? value.toISOString() : value);
const nullIfEmpty = (text: string) => (text === '' ? null : text);

/**
 * Stores one run: a check_statuses row, the check's current status and run times (checks and
 * checks_unlogged, which check_summary reads). `nextRuntime` null keeps the scheduled next run.
 * last_transition_time follows from the schema's trigger when the status changes.
 */
export async function recordResult(db: Queryable, checkId: string, result: CheckResult, nextRuntime: Date | null): Promise<void> {
  const time = result.start.toISOString();
  await db.query(
    `INSERT INTO check_statuses (check_id, time, duration, status, invalid, message, error, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
     ON CONFLICT (check_id, time) DO NOTHING`,
    [
      checkId, time, result.duration, result.pass, result.invalid, nullIfEmpty(result.message), nullIfEmpty(result.error),
      result.details ? JSON.stringify(result.details) : null,
    ],
  );
  const { rows } = await db.query<{ canary_id: string; next_runtime: Date | string | null }>(
    `UPDATE checks SET status = $2, last_runtime = $3, next_runtime = coalesce($4::timestamptz, next_runtime)
     WHERE id = $1 RETURNING canary_id, next_runtime`,
    [checkId, result.pass ? 'healthy' : 'unhealthy', time, nextRuntime?.toISOString() ?? null],
  );
  const row = rows[0];
  if (!row) return;
  await db.query(
    `INSERT INTO checks_unlogged (check_id, canary_id, status, last_runtime, next_runtime)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (check_id) DO UPDATE SET status = EXCLUDED.status, last_runtime = EXCLUDED.last_runtime,
       next_runtime = EXCLUDED.next_runtime, updated_at = now()`,
    [checkId, row.canary_id, result.pass ? 'healthy' : 'unhealthy', time, iso(row.next_runtime)],
  );
}
