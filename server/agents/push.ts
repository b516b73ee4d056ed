import type { Database, Queryable } from '../db/database';
import { type PushBatch, PushRejected } from './push-batch';

export interface PushCounts {
  canaries: number;
  checks: number;
  check_statuses: number;
}

/** The live agent behind a person (its access token's identity), or null once it is deleted. */
export async function agentForPerson(db: Queryable, personId: string): Promise<{ id: string; name: string } | null> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM agents WHERE person_id = $1 AND deleted_at IS NULL`,
    [personId],
  );
  return rows[0] ?? null;
}

async function refuseForeign(tx: Queryable, table: 'canaries' | 'checks', ids: string[], agentId: string) {
  if (ids.length === 0) return;
  const { rows } = await tx.query<{ id: string }>(`SELECT id FROM ${table} WHERE id = ANY($1::uuid[]) AND agent_id <> $2`, [ids, agentId]);
  if (rows.length > 0) {
    const index = ids.indexOf(rows[0]!.id);
    throw new PushRejected(`${table}[${index}].id: ${rows[0]!.id} belongs to another agent`);
  }
}

async function refuseUnknownParents(tx: Queryable, batch: PushBatch, agentId: string) {
  const canaryIds = new Set(batch.canaries.map((c) => c.id));
  const wanted = [...new Set(batch.checks.map((c) => c.canary_id).filter((id) => !canaryIds.has(id)))];
  if (wanted.length > 0) {
    const { rows } = await tx.query<{ id: string }>(`SELECT id FROM canaries WHERE id = ANY($1::uuid[]) AND agent_id = $2`, [wanted, agentId]);
    const known = new Set(rows.map((r) => r.id));
    const bad = batch.checks.findIndex((c) => !canaryIds.has(c.canary_id) && !known.has(c.canary_id));
    if (bad >= 0) throw new PushRejected(`checks[${bad}].canary_id: no canary ${batch.checks[bad]!.canary_id} of this agent`);
  }
  const checkIds = new Set(batch.checks.map((c) => c.id));
  const wantedChecks = [...new Set(batch.check_statuses.map((s) => s.check_id).filter((id) => !checkIds.has(id)))];
  if (wantedChecks.length > 0) {
    const { rows } = await tx.query<{ id: string }>(`SELECT id FROM checks WHERE id = ANY($1::uuid[]) AND agent_id = $2`, [wantedChecks, agentId]);
    const known = new Set(rows.map((r) => r.id));
    const bad = batch.check_statuses.findIndex((s) => !checkIds.has(s.check_id) && !known.has(s.check_id));
    if (bad >= 0) throw new PushRejected(`check_statuses[${bad}].check_id: no check ${batch.check_statuses[bad]!.check_id} of this agent`);
  }
}

/**
 * Stores a validated push for `agentId` in one transaction: canaries and checks are upserted by id
 * with agent_id set to the agent, statuses are inserted, each check's current status follows its
 * newest pushed status, and the agent's last_seen/last_received move. Rows of other agents (or of
 * the local one) are refused, never overwritten.
 */
export async function applyPush(db: Database, agentId: string, batch: PushBatch): Promise<PushCounts> {
  return db.transaction(async (tx) => {
    await refuseForeign(tx, 'canaries', batch.canaries.map((c) => c.id), agentId);
    await refuseForeign(tx, 'checks', batch.checks.map((c) => c.id), agentId);
    await refuseUnknownParents(tx, batch, agentId);

    if (batch.canaries.length > 0) {
      await tx.query(
        `INSERT INTO canaries (id, agent_id, name, namespace, labels, annotations, spec, source, created_at, deleted_at)
         SELECT r.id, $1, r.name, r.namespace, r.labels, r.annotations, r.spec, r.source, coalesce(r.created_at, now()), r.deleted_at
         FROM jsonb_to_recordset($2::jsonb) AS r(id uuid, name text, namespace text, labels jsonb, annotations jsonb, spec jsonb,
           source text, created_at timestamptz, deleted_at timestamptz)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, namespace = EXCLUDED.namespace, labels = EXCLUDED.labels,
           annotations = EXCLUDED.annotations, spec = EXCLUDED.spec, source = EXCLUDED.source, deleted_at = EXCLUDED.deleted_at`,
        [agentId, JSON.stringify(batch.canaries)],
      );
    }
    if (batch.checks.length > 0) {
      await tx.query(
        `INSERT INTO checks (id, agent_id, canary_id, type, name, namespace, description, icon, labels, owner, severity, status,
           spec, last_runtime, next_runtime, created_at, deleted_at)
         SELECT r.id, $1, r.canary_id, r.type, r.name, r.namespace, r.description, r.icon, r.labels, r.owner, r.severity, r.status,
           r.spec, r.last_runtime, r.next_runtime, coalesce(r.created_at, now()), r.deleted_at
         FROM jsonb_to_recordset($2::jsonb) AS r(id uuid, canary_id uuid, type text, name text, namespace text, description text,
           icon text, labels jsonb, owner text, severity text, status text, spec jsonb, last_runtime timestamptz,
           next_runtime timestamptz, created_at timestamptz, deleted_at timestamptz)
         ON CONFLICT (id) DO UPDATE SET canary_id = EXCLUDED.canary_id, type = EXCLUDED.type, name = EXCLUDED.name,
           namespace = EXCLUDED.namespace, description = EXCLUDED.description, icon = EXCLUDED.icon, labels = EXCLUDED.labels,
           owner = EXCLUDED.owner, severity = EXCLUDED.severity, status = coalesce(EXCLUDED.status, checks.status),
           spec = EXCLUDED.spec, last_runtime = coalesce(EXCLUDED.last_runtime, checks.last_runtime),
           next_runtime = coalesce(EXCLUDED.next_runtime, checks.next_runtime), deleted_at = EXCLUDED.deleted_at`,
        [agentId, JSON.stringify(batch.checks)],
      );
    }
    if (batch.check_statuses.length > 0) {
      await tx.query(
        `INSERT INTO check_statuses (check_id, time, status, duration, invalid, message, error, details)
         SELECT r.check_id, r.time, r.status, r.duration, r.invalid, r.message, r.error, r.details
         FROM jsonb_to_recordset($1::jsonb) AS r(check_id uuid, time timestamptz, status boolean, duration int, invalid boolean,
           message text, error text, details jsonb)
         ON CONFLICT (check_id, time) DO NOTHING`,
        [JSON.stringify(batch.check_statuses)],
      );
      await tx.query(
        `UPDATE checks c SET status = CASE WHEN l.status THEN 'healthy' ELSE 'unhealthy' END, last_runtime = l.time
         FROM (SELECT DISTINCT ON (check_id) check_id, time, status
               FROM jsonb_to_recordset($1::jsonb) AS r(check_id uuid, time timestamptz, status boolean)
               ORDER BY check_id, time DESC) l
         WHERE c.id = l.check_id AND c.agent_id = $2 AND (c.last_runtime IS NULL OR c.last_runtime <= l.time)`,
        [JSON.stringify(batch.check_statuses), agentId],
      );
    }
    const received = batch.canaries.length + batch.checks.length + batch.check_statuses.length > 0;
    await tx.query(
      `UPDATE agents SET last_seen = now(), last_received = CASE WHEN $2 THEN now() ELSE last_received END WHERE id = $1`,
      [agentId, received],
    );
    return { canaries: batch.canaries.length, checks: batch.checks.length, check_statuses: batch.check_statuses.length };
  });
}
