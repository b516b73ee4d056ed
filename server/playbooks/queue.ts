import type { Database } from '../db/database';
import type { Principal } from '../http/env';
import { ApiError, PostgrestError } from '../http/errors';
import { templatedParameters, validateParameters } from './params';
import { appliesTo, loadTarget, targetOf, type Target, type TargetRef } from './resources';
import { OWN_RUN_APPROVAL } from '../../core/playbooks';
import { approversOf, DEFAULT_RUN_TIMEOUT_MS, durationMs, needsApproval, type PlaybookSpec } from './spec';
import { FINAL_RUN_STATUSES } from './store';
import type { TemplateContext } from './template';

/** DECISIONS §26, in the words the console shows. */
export { OWN_RUN_APPROVAL };

export interface PlaybookRow {
  id: string;
  name: string;
  namespace: string;
  title: string;
  icon: string | null;
  description: string | null;
  source: string;
  category: string;
  created_at: string;
  spec: PlaybookSpec;
}

export async function findPlaybook(db: Database, id: string): Promise<PlaybookRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<PlaybookRow>(
    `SELECT id, name, namespace, title, icon, description, source, category, created_at, spec FROM playbooks WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  return rows[0];
}

/** The resource a request names, checked against the playbook's selectors; 400 when it does not apply. */
export async function resolveTarget(db: Database, playbook: PlaybookRow, ref: TargetRef): Promise<Target | undefined> {
  const wanted = targetOf(ref);
  if (wanted === 'several') throw new ApiError(400, 'Give at most one of config_id, component_id and check_id.');
  if (!wanted) return undefined;
  const target = await loadTarget(db, wanted.kind, wanted.id);
  if (!target) throw new ApiError(404, `${wanted.kind} ${wanted.id} not found`);
  if (!appliesTo(playbook.spec, target)) throw new ApiError(400, `Playbook ${playbook.name} does not apply to this ${wanted.kind}.`);
  return target;
}

/** Parameter problems as PostgREST reports a bad value: one 400 naming every field. */
function parameterError(errors: { name: string; message: string }[]): PostgrestError {
  const details = errors.map((e) => `params.${e.name}: ${e.message}`).join('; ');
  return new PostgrestError(400, '22023', `Invalid parameter ${errors[0]!.name}: ${errors[0]!.message}`, details, null);
}

/**
 * `POST /api/playbook/run`: checks the target and the parameters (seed 000 §5) and queues the run,
 * `scheduled`, or `pending_approval` when the spec names approvers. Answers the run id.
 */
export async function submitRun(db: Database, principal: Principal, body: Record<string, unknown>): Promise<{ run_id: string; starts_at: string }> {
  const playbook = typeof body.id === 'string' ? await findPlaybook(db, body.id) : undefined;
  if (!playbook) throw new ApiError(404, 'playbook not found');
  const target = await resolveTarget(db, playbook, body as TargetRef);
  const spec = playbook.spec ?? {};
  const hasSelectors = Boolean(spec.configs?.length || spec.components?.length || spec.checks?.length);
  if (hasSelectors && !target) throw new ApiError(400, `Playbook ${playbook.name} runs on a resource: give config_id, component_id or check_id.`);
  const submitted = body.params ?? {};
  if (typeof submitted !== 'object' || Array.isArray(submitted) || submitted === null) {
    throw new PostgrestError(400, '22023', 'params must be an object of parameter values');
  }
  const context: TemplateContext = { params: submitted as Record<string, unknown>, user: { id: principal.personId, name: principal.name, email: principal.email } };
  if (target) context[target.kind] = target.row;
  const { values, errors } = validateParameters(templatedParameters(spec.parameters ?? [], context), submitted as Record<string, unknown>);
  if (errors.length > 0) throw parameterError(errors);
  let timeoutMs: number;
  try {
    timeoutMs = durationMs(spec.timeout, DEFAULT_RUN_TIMEOUT_MS, 'timeout');
  } catch (error) {
    throw new ApiError(400, (error as Error).message);
  }
  const { rows } = await db.query<{ id: string; scheduled_time: Date }>(
    `INSERT INTO playbook_runs (playbook_id, spec, status, created_by, config_id, component_id, check_id, parameters, timeout)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8::jsonb, $9) RETURNING id, scheduled_time`,
    [
      playbook.id, JSON.stringify(spec), needsApproval(spec) ? 'pending_approval' : 'scheduled', principal.personId,
      target?.kind === 'config' ? target.id : null, target?.kind === 'component' ? target.id : null,
      target?.kind === 'check' ? target.id : null, JSON.stringify(values), timeoutMs * 1e6,
    ],
  );
  return { run_id: rows[0]!.id, starts_at: new Date(rows[0]!.scheduled_time).toISOString() };
}

interface RunRow {
  id: string;
  status: string;
  created_by: string | null;
  spec: PlaybookSpec;
}

async function findRun(db: Database, id: string): Promise<RunRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ApiError(404, 'playbook run not found');
  const { rows } = await db.query<RunRow>('SELECT id, status, created_by, spec FROM playbook_runs WHERE id = $1', [id]);
  if (!rows[0]) throw new ApiError(404, 'playbook run not found');
  return rows[0];
}

/**
 * `POST /api/playbook/run/approve/{id}` (DECISIONS §26): an approver the spec lists (by email, or as a
 * member of a listed team), never the requester, approves; one approval schedules the run.
 */
export async function approveRun(db: Database, principal: Principal, runId: string): Promise<void> {
  const run = await findRun(db, runId);
  if (!needsApproval(run.spec)) throw new ApiError(400, 'This playbook has no approval rule.');
  if (run.created_by === principal.personId) throw new ApiError(403, OWN_RUN_APPROVAL);
  const { people, teams } = approversOf(run.spec);
  const { rows } = await db.query<{ person: boolean; team_id: string | null }>(
    `SELECT lower(coalesce(p.email, '')) = ANY($2::text[]) AS person,
       (SELECT t.id FROM teams t JOIN team_members m ON m.team_id = t.id
        WHERE m.person_id = p.id AND t.name = ANY($3::text[]) AND t.deleted_at IS NULL ORDER BY t.name LIMIT 1) AS team_id
     FROM people p WHERE p.id = $1`,
    [principal.personId, people.map((e) => e.toLowerCase()), teams],
  );
  const approver = rows[0];
  if (!approver || (!approver.person && !approver.team_id)) throw new ApiError(403, 'You are not an approver of this playbook.');
  if (run.status !== 'pending_approval') throw new ApiError(400, `The run is ${run.status}, not waiting for approval.`);
  await db.transaction(async (tx) => {
    const moved = await tx.query(`UPDATE playbook_runs SET status = 'scheduled', scheduled_time = now() WHERE id = $1 AND status = 'pending_approval'`, [runId]);
    if (moved.rowCount === 0) throw new ApiError(400, 'The run is no longer waiting for approval.');
    await tx.query('INSERT INTO playbook_approvals (run_id, person_id, team_id) VALUES ($1, $2, $3)', [
      runId, principal.personId, approver.person ? null : approver.team_id,
    ]);
  });
}

/** `POST /api/playbook/run/cancel/{id}`: a run not yet final is cancelled; its worker stops at once. */
export async function cancelRun(db: Database, runId: string): Promise<void> {
  const run = await findRun(db, runId);
  const { rows } = await db.query<{ id: string }>(
    `WITH cancelled AS (
       UPDATE playbook_runs SET status = 'cancelled', end_time = now()
       WHERE id = $1 AND NOT (status = ANY($2::text[])) RETURNING id
     ), actions AS (
       UPDATE playbook_run_actions SET status = 'skipped', end_time = now()
       WHERE playbook_run_id IN (SELECT id FROM cancelled) AND status IN ('scheduled', 'waiting', 'sleeping')
     )
     SELECT id FROM cancelled`,
    [runId, [...FINAL_RUN_STATUSES]],
  );
  if (rows.length === 0) throw new ApiError(400, `The run is already ${run.status}.`);
}
