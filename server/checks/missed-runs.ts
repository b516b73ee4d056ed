import { NIL_UUID } from '../../core/shared/ids';
import type { Queryable } from '../db/database';
import { canarySchedule } from './schedule';
import { RUNNABLE_TYPES } from './spec';

/**
 * A run more than this late was missed while no server ran the checks (a stop, a restore, an estate
 * seeded earlier), not merely waiting for the next poll or a busy moment.
 */
const MISSED_AFTER_MS = 60_000;

/** The local checks the scheduler runs, as claimDueChecks picks them; `c` is checks and `ca` canaries. */
const LOCAL_RUNNABLE = `c.deleted_at IS NULL AND ca.deleted_at IS NULL AND c.agent_id = $1 AND ca.agent_id = $1
  AND NOT coalesce(c.transformed, false) AND c.type = ANY($2::text[])`;

/**
 * Spreads the runs missed while no server ran them between now and each canary's next scheduled run,
 * at a point fixed by the check's id, instead of running them all at the start. The seed spreads an
 * estate's runs over their interval for the same reason: at scale 100 a start after a pause found
 * some 6,000 checks overdue, ran them back to back for a minute, and every request waited behind
 * them. No run waits past the tick the schedule would have given it, and a check that never ran
 * (next_runtime empty) still runs at once. Answers how many runs moved.
 */
export async function spreadMissedRuns(db: Queryable, now = new Date()): Promise<number> {
  const missedBefore = new Date(now.getTime() - MISSED_AFTER_MS);
  const { rows } = await db.query<{ id: string; schedule: unknown; interval: unknown }>(
    `SELECT ca.id, ca.spec -> 'schedule' AS schedule, ca.spec -> 'interval' AS interval FROM canaries ca
     WHERE EXISTS (SELECT 1 FROM checks c WHERE c.canary_id = ca.id AND ${LOCAL_RUNNABLE} AND c.next_runtime < $3)`,
    [NIL_UUID, RUNNABLE_TYPES, missedBefore],
  );
  const windows = rows.flatMap((canary) => {
    try {
      const next = canarySchedule({ schedule: canary.schedule, interval: canary.interval }).next(now);
      return [{ id: canary.id, ms: Math.max(0, next.getTime() - now.getTime()) }];
    } catch {
      // A schedule that does not parse is reported by the check's run, which should happen now.
      return [];
    }
  });
  if (windows.length === 0) return 0;
  // The first 32 bits of the id's md5, as a fraction of the window: the same check lands at the same
  // point on every server, and the checks of one canary spread evenly over it.
  const { rows: moved } = await db.query<{ moved: number }>(
    `WITH spread AS (
       UPDATE checks c SET next_runtime = $4::timestamptz + w.ms * (('x' || substr(md5(c.id::text), 1, 8))::bit(32)::bigint / 4294967296.0) * interval '1 millisecond'
       FROM canaries ca, jsonb_to_recordset($5::jsonb) AS w(id uuid, ms bigint)
       WHERE ca.id = c.canary_id AND w.id = ca.id AND ${LOCAL_RUNNABLE} AND c.next_runtime < $3
       RETURNING c.id, c.next_runtime
     ), shown AS (
       UPDATE checks_unlogged u SET next_runtime = spread.next_runtime FROM spread WHERE u.check_id = spread.id RETURNING u.check_id
     )
     SELECT count(*)::int AS moved FROM spread`,
    [NIL_UUID, RUNNABLE_TYPES, missedBefore, now, JSON.stringify(windows)],
  );
  return moved[0]?.moved ?? 0;
}
