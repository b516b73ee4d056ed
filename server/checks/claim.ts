import { NIL_UUID } from '../../core/shared/ids';
import type { Queryable } from '../db/database';
import { RUNNABLE_TYPES } from './spec';

export interface ClaimedCheck {
  id: string;
  canary_id: string;
  type: string;
  name: string;
  spec: Record<string, unknown> | null;
  schedule: string | null;
  interval: unknown;
  saved_by_admin: boolean;
}

/**
 * Takes up to `limit` due local checks for this server. The claim is one statement: due rows are
 * locked with SKIP LOCKED and their next_runtime pushed out by a lease, so another server sharing
 * the database neither waits for them nor sees them as due. The runner sets the real next run when
 * it records the result; a server that dies mid-run leaves the check to be claimed after the lease.
 */
export async function claimDueChecks(db: Queryable, limit: number, leaseMs: number): Promise<ClaimedCheck[]> {
  const { rows } = await db.query<ClaimedCheck>(
    `WITH due AS (
       SELECT c.id FROM checks c
       JOIN canaries ca ON ca.id = c.canary_id
       WHERE c.deleted_at IS NULL AND ca.deleted_at IS NULL AND c.agent_id = $1 AND ca.agent_id = $1
         AND NOT coalesce(c.transformed, false) AND c.type = ANY($2::text[])
         AND (c.next_runtime IS NULL OR c.next_runtime <= now())
       ORDER BY c.next_runtime NULLS FIRST
       LIMIT $3
       FOR UPDATE OF c SKIP LOCKED
     )
     UPDATE checks c SET next_runtime = now() + $4::bigint * interval '1 millisecond'
     FROM due, canaries ca
     WHERE c.id = due.id AND ca.id = c.canary_id
     RETURNING c.id, c.canary_id, c.type, c.name, c.spec, ca.spec ->> 'schedule' AS schedule, ca.spec -> 'interval' AS interval,
       EXISTS (SELECT 1 FROM canary_spec_authors a
               JOIN casbin_rule r ON r.ptype = 'g' AND r.v0 = a.person_id::text AND r.v1 = 'admin'
               WHERE a.canary_id = ca.id) AS saved_by_admin`,
    [NIL_UUID, RUNNABLE_TYPES, limit, leaseMs],
  );
  return rows;
}

/** Gives a claimed check back (the server is stopping before it ran). */
export async function releaseClaim(db: Queryable, checkId: string): Promise<void> {
  await db.query(`UPDATE checks SET next_runtime = now() WHERE id = $1`, [checkId]);
}
