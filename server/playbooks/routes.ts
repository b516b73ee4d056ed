import { Hono } from 'hono';
import { can } from '../../core/access';
import { PLAYBOOK_SPEC_SCHEMA } from '../../core/playbooks';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { jsonObject, requirePermission } from '../routes/require-permission';
import { templatedParameters } from './params';
import type { TemplateContext } from './template';
import { appliesTo, loadTarget, targetOf, type TargetRef } from './resources';
import { approveRun, cancelRun, findPlaybook, resolveTarget, submitRun, type PlaybookRow } from './queue';

const listed = (playbook: PlaybookRow) => ({
  id: playbook.id,
  namespace: playbook.namespace,
  name: playbook.name,
  title: playbook.title,
  icon: playbook.icon,
  description: playbook.description,
  source: playbook.source,
  category: playbook.category,
  created_at: playbook.created_at,
  parameters: playbook.spec?.parameters ?? [],
  spec: playbook.spec,
});

/**
 * `/api/playbook/*` (reference §4.3); running, approving and cancelling need write on playbooks (permissions.md).
 * Queued and approved runs are taken by the worker's next poll.
 */
export function playbookRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/list', async (c) => {
    const principal = requirePermission(c, 'read', 'playbooks');
    const wanted = targetOf({ config_id: c.req.query('config_id'), component_id: c.req.query('component_id'), check_id: c.req.query('check_id') });
    if (wanted === 'several') throw new ApiError(400, 'Give at most one of config_id, component_id and check_id.');
    // Only playbooks the caller may run are listed.
    if (!can(principal.roles, 'playbooks', 'write')) return c.json([]);
    const { rows } = await c.var.db.query<PlaybookRow>(
      `SELECT id, name, namespace, title, icon, description, source, category, created_at, spec FROM playbooks
       WHERE deleted_at IS NULL ORDER BY title, name`,
    );
    if (!wanted) return c.json(rows.map(listed));
    const target = await loadTarget(c.var.db, wanted.kind, wanted.id);
    if (!target) return c.json([]);
    return c.json(rows.filter((playbook) => appliesTo(playbook.spec ?? {}, target)).map(listed));
  });

  app.post('/run', async (c) => {
    const principal = requirePermission(c, 'write', 'playbooks');
    const answer = await submitRun(c.var.db, principal, await jsonObject(c));
    return c.json(answer, 201);
  });

  app.post('/run/approve/:id', async (c) => {
    const principal = requirePermission(c, 'write', 'playbooks');
    await approveRun(c.var.db, principal, c.req.param('id'));
    return c.json({ message: 'playbook run approved' });
  });

  app.post('/run/cancel/:id', async (c) => {
    requirePermission(c, 'write', 'playbooks');
    await cancelRun(c.var.db, c.req.param('id'));
    return c.json({ message: 'playbook run cancelled' });
  });

  const readRun = async (id: string, db: AppEnv['Variables']['db']) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ApiError(404, 'playbook run not found');
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM playbook_runs WHERE id = $1', [id]);
    if (!rows[0]) throw new ApiError(404, 'playbook run not found');
    return rows[0];
  };

  app.get('/run/:id', async (c) => {
    requirePermission(c, 'read', 'playbook_runs');
    return c.json(await readRun(c.req.param('id'), c.var.db));
  });

  app.get('/run/:id/status', async (c) => {
    requirePermission(c, 'read', 'playbook_runs');
    const run = await readRun(c.req.param('id'), c.var.db);
    const { rows } = await c.var.db.query('SELECT id, name, status, start_time, end_time, error, retry_count FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY start_time, scheduled_time', [run.id]);
    return c.json({ id: run.id, status: run.status, start_time: run.start_time, end_time: run.end_time, error: run.error, actions: rows });
  });

  app.post('/:id/params', async (c) => {
    const principal = requirePermission(c, 'read', 'playbooks');
    if (!can(principal.roles, 'playbooks', 'write')) throw new ApiError(403, 'forbidden: write on playbooks is not allowed');
    const body = await jsonObject(c);
    const playbook = await findPlaybook(c.var.db, c.req.param('id'));
    if (!playbook) throw new ApiError(404, 'playbook not found');
    const target = await resolveTarget(c.var.db, playbook, body as TargetRef);
    const context: TemplateContext = { params: (body.params as Record<string, unknown>) ?? {}, user: { id: principal.personId, name: principal.name, email: principal.email } };
    if (target) context[target.kind] = target.row;
    return c.json({ params: templatedParameters(playbook.spec?.parameters ?? [], context) });
  });

  return app;
}

/** The playbook spec schema that ships with the console (DECISIONS §27), for editors of playbook specs. */
export function playbookSchemaRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/playbook.schema.json', (c) => {
    requirePermission(c, 'read', 'playbooks');
    return c.json(PLAYBOOK_SPEC_SCHEMA);
  });
  return app;
}
