import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlaybookWorker } from '../../../server/playbooks';
import { INTERRUPTED } from '../../../server/playbooks/store';
import { demoPerson } from '../../../server/seed/demo-people';
import { engines } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

const COMPONENT = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const RESTART = '33333333-3333-4333-8333-333333333333';
const GATED = '44444444-4444-4444-8444-444444444444';
const FLAKY = '55555555-5555-4555-8555-555555555555';

let target: Server;
let base: string;
const seen: { url: string; body: string }[] = [];
let flakyCalls = 0;

beforeAll(async () => {
  target = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', body });
      if (req.url?.startsWith('/flaky')) {
        flakyCalls += 1;
        res.statusCode = flakyCalls < 3 ? 503 : 200;
      }
      res.end('done');
    });
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
});
afterAll(async () => {
  target.closeAllConnections();
  await new Promise((resolve) => target.close(resolve));
});

const noWait = async () => undefined;

describe.each(engines)('playbooks on $name', (engine) => {
  let server: TestServer;
  const as = (role: 'admin' | 'editor' | 'viewer' | 'responder', path: string, body?: unknown) =>
    server.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: server.basicAuth(demoPerson(role).email) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const runOf = async (id: string) =>
    (await server.db.query<{ status: string; error: string | null }>('SELECT status, error FROM playbook_runs WHERE id = $1', [id])).rows[0]!;
  const actionsOf = async (id: string) =>
    (await server.db.query<{ name: string; status: string; error: string | null; result: Record<string, unknown> | null; retry_count: number }>(
      'SELECT name, status, error, result, retry_count FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY start_time, scheduled_time', [id],
    )).rows;
  const drain = async () => {
    const worker = await startPlaybookWorker(server.db, { execEnabled: true, pollMs: 60_000, sleep: noWait, log: () => undefined });
    await worker.idle();
    await worker.stop();
  };

  beforeAll(async () => {
    server = await createTestServer(engine);
    const admin = demoPerson('admin').id;
    await server.db.query(
      `INSERT INTO components (id, external_id, name, type, status, labels) VALUES
         ($1, 'svc/payments', 'payments-api', 'Service', 'healthy', '{"team":"payments"}'),
         ($2, 'db/orders', 'orders db', 'Database', 'healthy', '{}')`,
      [COMPONENT, OTHER],
    );
    const insert = (id: string, name: string, spec: unknown) =>
      server.db.query(`INSERT INTO playbooks (id, name, title, spec, created_by) VALUES ($1, $2, $2, $3::jsonb, $4)`, [id, name, JSON.stringify(spec), admin]);
    await insert(RESTART, 'restart-component', {
      components: [{ types: ['Service'] }],
      parameters: [
        { name: 'reason', type: 'text', required: true, properties: { maxLength: 40 } },
        { name: 'memory', type: 'bytes', default: '512Mi', properties: { max: '2Gi' } },
        { name: 'label', type: 'text', default: '{{.component.name}}', properties: { format: 'dns1123' } },
      ],
      actions: [
        { name: 'restart', http: { url: `${base}/restart/{{.component.name}}?why={{.params.reason}}`, method: 'POST', body: { reason: '{{.params.reason}}' } } },
        { name: 'script', exec: { script: 'printf %s {{.params.reason}}; echo " $PARAM_MEMORY" >&2' } },
        { name: 'tell owners', notification: { title: 'Restarted {{.component.name}}', message: 'by {{.user.email}}' } },
        { name: 'only on failure', if: 'failure()', http: { url: `${base}/never` } },
      ],
    });
    await insert(GATED, 'gated', {
      components: [{ types: ['Service'] }],
      approval: { approvers: { people: ['admin@local', 'editor@local'] } },
      actions: [{ name: 'ping', http: { url: `${base}/gated` } }],
    });
    await insert(FLAKY, 'flaky', {
      actions: [
        { name: 'flaky', retry: { limit: 3, duration: '1s', exponent: { multiplier: 2 } }, http: { url: `${base}/flaky` } },
        { name: 'broken', http: { url: `${base}/x`, responseCodes: [418] } },
        { name: 'cleanup', if: 'always()', http: { url: `${base}/cleanup` } },
        { name: 'skipped', http: { url: `${base}/skipped` } },
      ],
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists for a component only the playbooks whose selectors take it, and nothing to those who cannot run', async () => {
    const forService = (await (await as('editor', `/api/playbook/list?component_id=${COMPONENT}`)).json()) as { name: string }[];
    expect(forService.map((p) => p.name).sort()).toEqual(['gated', 'restart-component']);
    expect(await (await as('editor', `/api/playbook/list?component_id=${OTHER}`)).json()).toEqual([]);
    expect(await (await as('viewer', `/api/playbook/list?component_id=${COMPONENT}`)).json()).toEqual([]);
    expect((await as('editor', `/api/playbook/list?component_id=${COMPONENT}&config_id=${OTHER}`)).status).toBe(400);
  });

  it('answers the parameters with their defaults templated against the component', async () => {
    const response = await as('editor', `/api/playbook/${RESTART}/params`, { id: RESTART, component_id: COMPONENT });
    const { params } = (await response.json()) as { params: { name: string; default?: string }[] };
    expect(params.find((p) => p.name === 'label')?.default).toBe('payments-api');
  });

  it('refuses a run with bad parameters in PostgREST shape, and a viewer or responder altogether', async () => {
    const bad = await as('editor', '/api/playbook/run', { id: RESTART, component_id: COMPONENT, params: { memory: '4Gi', label: 'Not_DNS' } });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { code: string; message: string; details: string; hint: null };
    expect(body).toMatchObject({ code: '22023', hint: null });
    expect(body.details).toContain('params.reason: This field is required');
    expect(body.details).toContain('params.memory: must be at most 2Gi');
    expect(body.details).toContain('params.label: must be lowercase alphanumeric labels');
    for (const role of ['viewer', 'responder'] as const) {
      expect((await as(role, '/api/playbook/run', { id: RESTART, component_id: COMPONENT, params: { reason: 'x' } })).status).toBe(403);
    }
    expect((await as('editor', '/api/playbook/run', { id: RESTART, component_id: OTHER, params: { reason: 'x' } })).status).toBe(400);
  });

  it('runs the actions in order with templated values, records each and the job history', async () => {
    const response = await as('editor', '/api/playbook/run', { id: RESTART, component_id: COMPONENT, params: { reason: "it's stuck & slow" } });
    expect(response.status).toBe(201);
    const { run_id } = (await response.json()) as { run_id: string };
    expect((await runOf(run_id)).status).toBe('scheduled');
    await drain();

    expect(await runOf(run_id)).toEqual({ status: 'completed', error: null });
    const actions = await actionsOf(run_id);
    expect(actions.map((a) => [a.name, a.status])).toEqual([
      ['restart', 'completed'], ['script', 'completed'], ['tell owners', 'completed'], ['only on failure', 'skipped'],
    ]);
    const restart = seen.find((s) => s.url.startsWith('/restart/'))!;
    expect(restart.url).toBe(`/restart/payments-api?why=it%27s%20stuck%20%26%20slow`);
    expect(JSON.parse(restart.body)).toEqual({ reason: "it's stuck & slow" });
    expect(actions[1]!.result).toMatchObject({ stdout: "it's stuck & slow", stderr: ' 512Mi\n', exitCode: 0 });
    expect(actions[2]!.result).toMatchObject({ title: 'Restarted payments-api', message: 'by editor@local' });
    const { rows } = await server.db.query<{ status: string; success_count: number }>(
      `SELECT status, success_count FROM job_history WHERE name = 'PlaybookRun' AND resource_type = 'playbook' AND resource_id = $1`, [RESTART],
    );
    expect(rows).toEqual([{ status: 'SUCCESS', success_count: 3 }]);
  });

  it('retries an action, runs always() after a failure and skips the rest; the run fails with the first error', async () => {
    flakyCalls = 0;
    const { run_id } = (await (await as('admin', '/api/playbook/run', { id: FLAKY, params: {} })).json()) as { run_id: string };
    await drain();
    const actions = await actionsOf(run_id);
    expect(actions.map((a) => [a.name, a.status, a.retry_count])).toEqual([
      ['flaky', 'completed', 2], ['broken', 'failed', 0], ['cleanup', 'completed', 0], ['skipped', 'skipped', 0],
    ]);
    const run = await runOf(run_id);
    expect(run.status).toBe('failed');
    expect(run.error).toContain('action "broken" failed');
  });

  it('waits for approval: the requester cannot approve, another approver can, and then it runs', async () => {
    const { run_id } = (await (await as('editor', '/api/playbook/run', { id: GATED, component_id: COMPONENT })).json()) as { run_id: string };
    expect((await runOf(run_id)).status).toBe('pending_approval');
    await drain();
    expect((await runOf(run_id)).status).toBe('pending_approval');
    const own = await as('editor', `/api/playbook/run/approve/${run_id}`, {});
    expect(own.status).toBe(403);
    expect(((await own.json()) as { message: string }).message).toBe('You cannot approve your own run');
    expect((await as('viewer', `/api/playbook/run/approve/${run_id}`, {})).status).toBe(403);
    expect((await as('admin', `/api/playbook/run/approve/${run_id}`, {})).status).toBe(200);
    const approvals = await server.db.query('SELECT person_id FROM playbook_approvals WHERE run_id = $1', [run_id]);
    expect(approvals.rows).toEqual([{ person_id: demoPerson('admin').id }]);
    await drain();
    expect((await runOf(run_id)).status).toBe('completed');
  });

  it('cancels a queued run once; a final run cannot be cancelled again', async () => {
    const { run_id } = (await (await as('editor', '/api/playbook/run', { id: GATED, component_id: COMPONENT })).json()) as { run_id: string };
    expect((await as('responder', `/api/playbook/run/cancel/${run_id}`, {})).status).toBe(403);
    expect((await as('editor', `/api/playbook/run/cancel/${run_id}`, {})).status).toBe(200);
    expect((await runOf(run_id)).status).toBe('cancelled');
    expect((await as('editor', `/api/playbook/run/cancel/${run_id}`, {})).status).toBe(400);
  });

  it('ends as failed, at start-up, a run a crashed server left running', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO playbook_runs (playbook_id, spec, status, start_time) SELECT id, spec, 'running', now() FROM playbooks WHERE id = $1 RETURNING id`,
      [FLAKY],
    );
    await server.db.query(`INSERT INTO playbook_run_actions (name, status, playbook_run_id) VALUES ('flaky', 'running', $1)`, [rows[0]!.id]);
    await drain();
    expect(await runOf(rows[0]!.id)).toEqual({ status: 'failed', error: INTERRUPTED });
    expect((await actionsOf(rows[0]!.id)).map((a) => a.status)).toEqual(['failed']);
  });

  it('two workers on one database execute every queued action exactly once', async () => {
    const before = seen.filter((s) => s.url === '/gated').length;
    await server.db.query(
      `INSERT INTO playbook_runs (playbook_id, spec, status) SELECT $1, jsonb_build_object('actions', spec -> 'actions'), 'scheduled'
       FROM playbooks, generate_series(1, 200) WHERE id = $1`,
      [GATED],
    );
    const options = { execEnabled: false, pollMs: 60_000, concurrency: 3, sleep: noWait, log: () => undefined };
    const [a, b] = await Promise.all([startPlaybookWorker(server.db, options), startPlaybookWorker(server.db, options)]);
    await Promise.all([a.idle(), b.idle()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(seen.filter((s) => s.url === '/gated').length - before).toBe(200);
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM playbook_run_actions a JOIN playbook_runs r ON r.id = a.playbook_run_id WHERE r.playbook_id = $1 AND r.created_by IS NULL`,
      [GATED],
    );
    expect(rows[0]!.n).toBe(200);
  });
});
