import type { Queryable } from '../db/database';
import type { PlaybookSpec } from './spec';

/** Run statuses as stored (reference §5); the final ones end a run. */
export const FINAL_RUN_STATUSES = ['completed', 'failed', 'cancelled', 'timed_out'] as const;
export const FINAL_ACTION_STATUSES = ['completed', 'failed', 'skipped'] as const;

export interface ClaimedRun {
  id: string;
  playbook_id: string;
  playbook_name: string;
  spec: PlaybookSpec;
  parameters: Record<string, unknown> | null;
  timeout: string;
  created_by: string | null;
  config_id: string | null;
  component_id: string | null;
  check_id: string | null;
  saved_by_admin: boolean;
}

/**
 * Takes up to `limit` queued runs for `holder`. One statement: due runs are locked with SKIP LOCKED,
 * marked running and leased, so another server sharing the database never takes one of them.
 */
export async function claimQueuedRuns(db: Queryable, holder: string, limit: number, leaseMs: number): Promise<ClaimedRun[]> {
  const { rows } = await db.query<ClaimedRun>(
    `WITH due AS (
       SELECT id FROM playbook_runs
       WHERE status = 'scheduled' AND scheduled_time <= now()
       ORDER BY scheduled_time, created_at
       LIMIT $2
       FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE playbook_runs r SET status = 'running', start_time = now()
       FROM due WHERE r.id = due.id
       RETURNING r.id, r.playbook_id, r.spec, r.parameters, r.timeout::text AS timeout, r.created_by, r.config_id,
         r.component_id, r.check_id
     ), leased AS (
       INSERT INTO playbook_run_leases (run_id, holder, lease_until)
       SELECT id, $1, now() + $3::bigint * interval '1 millisecond' FROM claimed
       ON CONFLICT (run_id) DO UPDATE SET holder = EXCLUDED.holder, lease_until = EXCLUDED.lease_until
     )
     SELECT c.*, p.name AS playbook_name,
       EXISTS (SELECT 1 FROM playbook_spec_authors a
               JOIN casbin_rule g ON g.ptype = 'g' AND g.v0 = a.person_id::text AND g.v1 = 'admin'
               WHERE a.playbook_id = c.playbook_id) AS saved_by_admin
     FROM claimed c JOIN playbooks p ON p.id = c.playbook_id`,
    [holder, limit, leaseMs],
  );
  return rows;
}

/** Keeps the lease; answers the run's status, so the worker hears of a cancel. */
export async function renewLease(db: Queryable, runId: string, holder: string, leaseMs: number): Promise<string | undefined> {
  const { rows } = await db.query<{ status: string }>(
    `WITH renewed AS (
       UPDATE playbook_run_leases SET lease_until = now() + $3::bigint * interval '1 millisecond'
       WHERE run_id = $1 AND holder = $2
     )
     SELECT status FROM playbook_runs WHERE id = $1`,
    [runId, holder, leaseMs],
  );
  return rows[0]?.status;
}

export const INTERRUPTED = 'The server running this playbook stopped before the run finished';

/**
 * Ends the runs whose server is gone (running with no lease, or one that passed): failed, with their
 * unfinished actions. A run is never left 'running' after a crash.
 */
export async function failAbandonedRuns(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `WITH abandoned AS (
       SELECT r.id FROM playbook_runs r
       LEFT JOIN playbook_run_leases l ON l.run_id = r.id
       WHERE r.status IN ('running', 'sleeping', 'retrying', 'waiting') AND (l.run_id IS NULL OR l.lease_until < now())
       FOR UPDATE OF r SKIP LOCKED
     ), actions AS (
       UPDATE playbook_run_actions a SET status = 'failed', end_time = now(), error = $1
       FROM abandoned WHERE a.playbook_run_id = abandoned.id AND a.status NOT IN ('completed', 'failed', 'skipped')
     ), leases AS (
       DELETE FROM playbook_run_leases l USING abandoned WHERE l.run_id = abandoned.id
     )
     UPDATE playbook_runs r SET status = 'failed', end_time = now(), error = $1
     FROM abandoned WHERE r.id = abandoned.id
     RETURNING r.id`,
    [INTERRUPTED],
  );
  return rows.length;
}

export async function startAction(db: Queryable, runId: string, name: string, agentId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO playbook_run_actions (name, status, playbook_run_id, scheduled_time, start_time, agent_id)
     VALUES ($1, 'running', $2, now(), now(), $3) RETURNING id`,
    [name, runId, agentId],
  );
  return rows[0]!.id;
}

export async function setActionStatus(db: Queryable, actionId: string, status: string, retryCount?: number): Promise<void> {
  await db.query(`UPDATE playbook_run_actions SET status = $2, retry_count = coalesce($3, retry_count) WHERE id = $1`, [
    actionId, status, retryCount ?? null,
  ]);
}

export async function finishAction(
  db: Queryable,
  actionId: string,
  status: 'completed' | 'failed' | 'skipped',
  result: Record<string, unknown> | null,
  error: string | null,
  retryCount: number,
): Promise<void> {
  await db.query(
    `UPDATE playbook_run_actions SET status = $2, end_time = now(), result = $3::jsonb, error = $4, retry_count = $5 WHERE id = $1`,
    [actionId, status, result === null ? null : JSON.stringify(result), error, retryCount],
  );
}

export async function skipAction(db: Queryable, runId: string, name: string, agentId: string, reason: string | null): Promise<void> {
  await db.query(
    `INSERT INTO playbook_run_actions (name, status, playbook_run_id, scheduled_time, start_time, end_time, agent_id, error)
     VALUES ($1, 'skipped', $2, now(), now(), now(), $3, $4)`,
    [name, runId, agentId, reason],
  );
}

/** Ends a run unless someone else already ended it (a cancel); answers whether this call ended it. */
export async function finishRun(db: Queryable, runId: string, status: string, error: string | null): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `WITH ended AS (
       UPDATE playbook_runs SET status = $2, end_time = now(), error = $3
       WHERE id = $1 AND status NOT IN ('completed', 'failed', 'cancelled', 'timed_out')
       RETURNING id
     ), leases AS (DELETE FROM playbook_run_leases WHERE run_id = $1)
     SELECT id FROM ended`,
    [runId, status, error],
  );
  return rows.length > 0;
}
