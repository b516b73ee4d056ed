import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlaybookWorker } from '../../../server/playbooks';
import { writeDemoLogFiles } from '../../../server/seed/demo-logs';
import { endDemoRestarts, RESTART_CHANGE_TYPE, RESTART_WINDOW_MS } from '../../../server/routes/demo-restart';
import { demoPerson } from '../../../server/seed/demo-people';
import { pointDemoPlaybooksAt } from '../../../server/seed/playbooks';
import { engines } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

/**
 * The seeded demo playbooks run against the server itself, as on a fresh start: the app listens on a
 * loopback port and the seeded playbooks are pointed at it, as a later start on another port does.
 */
describe.each(engines)('the demo playbooks on $name', (engine) => {
  let server: TestServer;
  let self: ServerType;
  let origin: string;

  beforeAll(async () => {
    server = await createTestServer(engine, { seeded: true });
    const port = await new Promise<number>((resolve) => {
      self = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
    });
    origin = `http://127.0.0.1:${port}`;
    expect(await pointDemoPlaybooksAt(server.db, { httpPort: port, dnsPort: 1053 })).toBe(8);
    expect(await pointDemoPlaybooksAt(server.db, { httpPort: port, dnsPort: 1053 })).toBe(0);
  });
  afterAll(async () => {
    (self as { closeAllConnections?: () => void } | undefined)?.closeAllConnections?.();
    await new Promise((resolve) => self?.close(resolve));
    await server?.close();
  });

  const as = (role: 'admin' | 'editor', path: string, body: unknown) =>
    server.request(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: server.basicAuth(demoPerson(role).email) },
      body: JSON.stringify(body),
    });
  const runToEnd = async (body: Record<string, unknown>) => {
    const queued = await as('editor', '/api/playbook/run', body);
    expect(queued.status, await queued.clone().text()).toBe(201);
    const { run_id: id } = (await queued.json()) as { run_id: string };
    const worker = await startPlaybookWorker(server.db, { execEnabled: false, config: server.config, pollMs: 60_000, log: () => undefined });
    await worker.idle();
    await worker.stop();
    const run = (await server.db.query<{ status: string; error: string | null }>('SELECT status, error FROM playbook_runs WHERE id = $1', [id])).rows[0]!;
    const actions = (await server.db.query<{ name: string; status: string; result: Record<string, unknown> | null }>(
      'SELECT name, status, result FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY start_time', [id],
    )).rows;
    return { run, actions };
  };
  const playbookId = async (name: string) => (await server.db.query<{ id: string }>('SELECT id FROM playbooks WHERE name = $1', [name])).rows[0]!.id;
  const firstOf = async (sql: string) => (await server.db.query<{ id: string }>(sql)).rows[0]!.id;

  it('restarts a service: a change on its config item, warning for two minutes, then back as it was', async () => {
    const component = await firstOf(`SELECT id FROM components WHERE type = 'Service' AND status = 'healthy' ORDER BY name LIMIT 1`);
    const { run, actions } = await runToEnd({ id: await playbookId('restart-component'), component_id: component, params: { reason: 'stale cache' } });
    expect(run).toEqual({ status: 'completed', error: null });
    expect(actions.map((a) => [a.name, a.status])).toEqual([['restart', 'completed'], ['check-health', 'completed']]);
    const { rows } = await server.db.query<{ summary: string; external_created_by: string; status: string; health: string }>(
      `SELECT ch.summary, ch.external_created_by, c.status, c.health FROM components c
       JOIN config_changes ch ON ch.config_id = c.config_id AND ch.change_type = $2 WHERE c.id = $1`,
      [component, RESTART_CHANGE_TYPE],
    );
    expect(rows).toEqual([{ summary: expect.stringMatching(/ restarted: stale cache$/), external_created_by: 'editor@local', status: 'warning', health: 'warning' }]);
    expect(await endDemoRestarts(server.db)).toBe(0);
    expect(await endDemoRestarts(server.db, new Date(Date.now() + RESTART_WINDOW_MS + 1))).toBe(1);
    const after = await server.db.query(`SELECT status, health, status_reason FROM components WHERE id = $1`, [component]);
    expect(after.rows).toEqual([{ status: 'healthy', health: 'healthy', status_reason: null }]);
  });

  it('refuses a restart from a browser page, and from anywhere but this machine', async () => {
    const component = await firstOf(`SELECT id FROM components WHERE type = 'Service' ORDER BY name LIMIT 1`);
    const fromPage = await fetch(`${origin}/api/demo/targets/restart?component=${component}`, { method: 'POST', headers: { origin: 'http://evil.example' } });
    expect(fromPage.status).toBe(403);
    // A request that came through no loopback socket (here: none at all) is refused too.
    expect((await server.request(`/api/demo/targets/restart?component=${component}`, { method: 'POST' })).status).toBe(403);
    expect((await fetch(`${origin}/api/demo/targets/restart?component=not-an-id`, { method: 'POST' })).status).toBe(400);
  });

  it('queries a deployment’s changes read-only, and calls an HTTP check’s target', async () => {
    const deployment = await firstOf(`SELECT id FROM config_items WHERE type = 'Kubernetes::Deployment' AND deleted_at IS NULL ORDER BY name LIMIT 1`);
    const sql = await runToEnd({ id: await playbookId('recent-config-changes'), config_id: deployment });
    expect(sql.run.status).toBe('completed');
    expect((sql.actions[0]!.result as { count: number }).count).toBeGreaterThan(0);
    const check = await firstOf(`SELECT id FROM checks WHERE type = 'http' AND labels ? 'app' ORDER BY name LIMIT 1`);
    const http = await runToEnd({ id: await playbookId('probe-check-target'), check_id: check });
    expect(http.run.status).toBe('completed');
    expect(http.actions[0]!.result).toMatchObject({ code: 200 });
  });

  it('collects a namespace’s log lines through its log selector, newest first', async () => {
    await writeDemoLogFiles(server.db, server.config.dataDir, new Date());
    const namespace = await firstOf(`SELECT id FROM components WHERE type = 'KubernetesNamespace' AND deleted_at IS NULL ORDER BY name LIMIT 1`);
    const { run, actions } = await runToEnd({ id: await playbookId('collect-logs'), component_id: namespace, params: { since: '24h' } });
    expect(run).toEqual({ status: 'completed', error: null });
    const result = actions[0]!.result as { selector: string; backend: string; count: number; logs: string };
    expect(result).toMatchObject({ selector: 'application', backend: 'demo-files' });
    expect(result.count).toBeGreaterThan(0);
    const times = result.logs.split('\n').map((line) => Date.parse(line.slice(0, 24)));
    expect(times).toHaveLength(result.count);
    expect(times.every((time, i) => i === 0 || time <= times[i - 1]!)).toBe(true);
  });

  it('waits for approval by admin@local or editor@local, not the requester', async () => {
    const database = await firstOf(`SELECT id FROM config_items WHERE type = 'AWS::RDS::DBInstance' AND deleted_at IS NULL ORDER BY name LIMIT 1`);
    const queued = await as('editor', '/api/playbook/run', { id: await playbookId('failover-database'), config_id: database, params: { reason: 'zone outage drill' } });
    const { run_id: id } = (await queued.json()) as { run_id: string };
    const status = async () => (await server.db.query<{ status: string }>('SELECT status FROM playbook_runs WHERE id = $1', [id])).rows[0]!.status;
    expect(await status()).toBe('pending_approval');
    const own = await as('editor', `/api/playbook/run/approve/${id}`, {});
    expect(own.status).toBe(403);
    expect(await own.text()).toContain('You cannot approve your own run');
    expect((await as('admin', `/api/playbook/run/approve/${id}`, {})).status).toBe(200);
    const worker = await startPlaybookWorker(server.db, { execEnabled: false, pollMs: 60_000, log: () => undefined });
    await worker.idle();
    await worker.stop();
    expect(await status()).toBe('completed');
  });
});
