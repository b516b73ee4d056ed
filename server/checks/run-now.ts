import { isNilUuid, isUuid } from '../../core/shared/ids';
import type { Database } from '../db/database';
import type { CheckResult } from './result';
import { runCheck } from './run-check';
import { isRunnableType } from './spec';
import { recordResult } from './store';

export type RunNowOutcome =
  | { kind: 'not-found' }
  | { kind: 'not-runnable'; reason: string }
  | { kind: 'ran'; name: string; description: string | null; result: CheckResult };

/** Run Now (reference §4.1): runs one check at once, stores its status and tells notifications of a failure; the schedule is unchanged. */
export async function runCheckNow(db: Database, checkId: string, options: { execEnabled: boolean }): Promise<RunNowOutcome> {
  if (!isUuid(checkId)) return { kind: 'not-found' };
  const { rows } = await db.query<{
    name: string; type: string; spec: Record<string, unknown> | null; agent_id: string; transformed: boolean | null;
    description: string | null; saved_by_admin: boolean;
  }>(
    `SELECT c.name, c.type, c.spec, c.agent_id, c.transformed, c.description,
       EXISTS (SELECT 1 FROM canary_spec_authors a
               JOIN casbin_rule r ON r.ptype = 'g' AND r.v0 = a.person_id::text AND r.v1 = 'admin'
               WHERE a.canary_id = ca.id) AS saved_by_admin
     FROM checks c JOIN canaries ca ON ca.id = c.canary_id
     WHERE c.id = $1 AND c.deleted_at IS NULL AND ca.deleted_at IS NULL`,
    [checkId],
  );
  const check = rows[0];
  if (!check) return { kind: 'not-found' };
  if (!isNilUuid(check.agent_id)) return { kind: 'not-runnable', reason: `check "${check.name}" is run by its agent, not by this server` };
  if (check.transformed) return { kind: 'not-runnable', reason: `check "${check.name}" is produced by a transform and cannot be run on its own` };
  if (!isRunnableType(check.type)) return { kind: 'not-runnable', reason: `${check.type} checks are not run by this server` };
  const result = await runCheck(check.type, check.spec ?? {}, { execEnabled: options.execEnabled, savedByAdmin: check.saved_by_admin });
  await db.transaction(async (tx) => {
    await recordResult(tx, checkId, result, null);
    // Run now is an operator asking to hear the answer: a manual failure is reported as check.failed
    // even when the check was failing already (the status trigger reports only turns). One event per
    // check is queued, so a failure that also turned the check is sent once.
    if (!result.pass) {
      await tx.query(`SELECT enqueue_event('check.failed', $1::uuid, jsonb_build_object('id', $1::uuid, 'status', 'unhealthy', 'manual', true))`, [checkId]);
    }
  });
  return { kind: 'ran', name: check.name, description: check.description, result };
}
