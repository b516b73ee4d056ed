import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { engines } from '../support/databases';
import { closedPort, insertCanary, routesApp } from './support';

type App = Awaited<ReturnType<typeof routesApp>>;

describe.each(engines)('the /api/canary endpoints on $name', (engine) => {
  let db: Database;
  let app: App;
  let target: Server;
  let canary: string;
  const checks: Record<string, string> = {};

  const addCheck = async (name: string, values: Record<string, unknown> = {}) => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO checks (canary_id, type, name, spec, labels, transformed, deleted_at) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7) RETURNING id`,
      [canary, values.type ?? 'http', name, JSON.stringify(values.spec ?? {}), JSON.stringify(values.labels ?? {}), values.transformed ?? false, values.deleted_at ?? null],
    );
    checks[name] = rows[0]!.id;
    return rows[0]!.id;
  };
  const addStatuses = (check: string, rows: [string, boolean, number][]) =>
    Promise.all(rows.map(([time, status, duration]) =>
      db.query(`INSERT INTO check_statuses (check_id, time, status, duration) VALUES ($1, ${time}, $2, $3)`, [check, status, duration]),
    ));

  beforeAll(async () => {
    target = createServer((_req, res) => res.end('OK'));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    db = await engine.open();
    app = await routesApp(db, { port: (target.address() as AddressInfo).port });
    const closed = await closedPort();
    canary = await insertCanary(db, 'api', { schedule: '@every 5m' });
    await db.query(`UPDATE canaries SET labels = '{"team":"sre","env":"test"}' WHERE id = $1`, [canary]);
    await addCheck('busy', { labels: { env: 'prod', app: 'busy' } });
    await addStatuses(checks.busy!, [10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((d, i) => [`now() - interval '${i + 1} minutes'`, i < 7, d]));
    await addCheck('quiet');
    await addStatuses(checks.quiet!, [["now() - interval '3 hours'", true, 900], ["now() - interval '2 hours'", false, 444]]);
    await addCheck('gone', { deleted_at: new Date().toISOString() });
    await addCheck('self', { spec: { url: `http://127.0.0.1:${(target.address() as AddressInfo).port}/health`, responseCodes: [200] } });
    await addCheck('down', { spec: { url: `http://127.0.0.1:${closed}/health` } });
    await addCheck('derived', { type: 'kubernetes', transformed: true });
    await addCheck('graphed');
  });
  afterAll(async () => {
    app?.cleanup();
    await db?.close();
    target.closeAllConnections();
    await new Promise((resolve) => target.close(resolve));
  });

  describe('GET /api/canary/api/summary', () => {
    it('answers 401 without credentials', async () => {
      const response = await app.request('/api/canary/api/summary');
      expect(response.status).toBe(401);
    });

    it('lists live checks with last-hour uptime and latency percentiles', async () => {
      const response = await app.request('/api/canary/api/summary', { headers: { authorization: app.basic('viewer') } });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { runnerName: string; duration: number; checks_summary: Record<string, any>[] };
      expect(body.runnerName).toBe('local');
      expect(typeof body.duration).toBe('number');
      const names = body.checks_summary.map((c) => c.name);
      expect(names).not.toContain('gone');
      expect(names).toEqual([...names].sort());
      const busy = body.checks_summary.find((c) => c.name === 'busy')!;
      expect(busy.uptime).toMatchObject({ passed: 7, failed: 3 });
      expect(busy.latency).toEqual({ p99: 100, p97: 100, p95: 100, p50: 50, avg: 55, rolling1h: 0 });
      expect(busy.labels).toEqual({ team: 'sre', env: 'prod', app: 'busy' });
      expect(busy).toMatchObject({ canary_id: canary, canary_name: 'api', canary_namespace: 'tests', type: 'http' });
      // No run in the last hour: the last run stands in.
      const quiet = body.checks_summary.find((c) => c.name === 'quiet')!;
      expect(quiet.uptime).toMatchObject({ passed: 0, failed: 1 });
      expect(quiet.latency).toMatchObject({ p99: 444, p50: 444 });
    });

    it('filters by CheckID and Labels when posted, and sorts by -name', async () => {
      const post = (body: unknown) =>
        app.request('/api/canary/api/summary', {
          method: 'POST',
          headers: { authorization: app.basic('viewer'), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (r) => ((await r.json()) as { checks_summary: { name: string }[] }).checks_summary.map((c) => c.name));
      expect(await post({ CheckID: checks.busy })).toEqual(['busy']);
      expect(await post({ Labels: { app: 'busy' } })).toEqual(['busy']);
      const sorted = await post({ SortBy: '-name' });
      expect(sorted).toEqual([...sorted].sort().reverse());
    });
  });

  describe('GET /api/canary/api/graph', () => {
    const graph = async (query: string) => {
      const response = await app.request(`/api/canary/api/graph?${query}`, { headers: { authorization: app.basic('viewer') } });
      return { status: response.status, body: (await response.json()) as Record<string, any> };
    };

    beforeAll(async () => {
      await addStatuses(checks.graphed!, [
        ["'2026-01-01T00:00:10Z'", true, 100],
        ["'2026-01-01T00:00:40Z'", false, 300],
        ["'2026-01-01T00:05:00Z'", true, 50],
        ["'2026-01-01T00:14:59Z'", true, 50],
        ["'2026-01-01T03:59:00Z'", true, 10],
      ]);
    });

    it('uses one-minute buckets up to two hours', async () => {
      const { status, body } = await graph(`check=${checks.graphed}&start=2026-01-01T00:00:00Z&end=2026-01-01T01:00:00Z`);
      expect(status).toBe(200);
      expect(body.runnerName).toBe('local');
      expect(body.status).toEqual([
        { time: '2026-01-01T00:00:00Z', duration: 200, passed: 1, failed: 1 },
        { time: '2026-01-01T00:05:00Z', status: true, duration: 50, passed: 1, failed: 0 },
        { time: '2026-01-01T00:14:00Z', status: true, duration: 50, passed: 1, failed: 0 },
      ]);
      expect(body.latency).toEqual({ p99: 200, p97: 200, p95: 200, rolling1h: 0 });
      expect(body.uptime).toEqual({ passed: 3, failed: 1 });
    });

    it('uses 15-minute buckets up to a day, hours up to a week, then 4 hours', async () => {
      const day = await graph(`check=${checks.graphed}&start=2026-01-01T00:00:00Z&end=2026-01-02T00:00:00Z`);
      expect(day.body.status.map((p: { time: string; passed: number }) => [p.time, p.passed])).toEqual([
        ['2026-01-01T00:00:00Z', 3],
        ['2026-01-01T03:45:00Z', 1],
      ]);
      const week = await graph(`check=${checks.graphed}&start=2026-01-01T00:00:00Z&end=2026-01-05T00:00:00Z`);
      expect(week.body.status.map((p: { time: string }) => p.time)).toEqual(['2026-01-01T00:00:00Z', '2026-01-01T03:00:00Z']);
      const month = await graph(`check=${checks.graphed}&start=2026-01-01T00:00:00Z&end=2026-01-20T00:00:00Z`);
      expect(month.body.status).toEqual([{ time: '2026-01-01T00:00:00Z', duration: 102, passed: 4, failed: 1 }]);
    });

    it('reads start as a duration back from now', async () => {
      const { body } = await graph(`check=${checks.busy}&start=1h`);
      expect(body.uptime).toEqual({ passed: 7, failed: 3 });
      expect(body.status).toHaveLength(10);
    });

    it('answers null status and zero figures when nothing ran', async () => {
      const { body } = await graph(`check=${checks.self}&start=2h`);
      expect(body).toMatchObject({ status: null, latency: { p99: 0, p97: 0, p95: 0, rolling1h: 0 }, uptime: { passed: 0, failed: 0 } });
    });

    it('refuses a bad check or time', async () => {
      expect((await graph('check=nope')).status).toBe(400);
      expect((await graph(`check=${checks.busy}&start=yesterday`)).body).toEqual({
        error: 'start "yesterday" is neither a duration such as 1h nor an RFC3339 time',
      });
    });
  });

  describe('POST /api/canary/run/check/:id', () => {
    const runNow = (id: string, role: 'editor' | 'viewer' = 'editor') =>
      app.request(`/api/canary/run/check/${id}`, { method: 'POST', headers: { authorization: app.basic(role) } });

    it('needs write on canaries', async () => {
      expect((await runNow(checks.down!, 'viewer')).status).toBe(403);
    });

    it('runs a failing check at once and stores a failed status', async () => {
      const before = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM check_statuses WHERE check_id = $1`, [checks.down])).rows[0]!.n;
      const response = await runNow(checks.down!);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ name: 'down', pass: false, invalid: false });
      expect(String(body.error)).toContain('ECONNREFUSED');
      const { rows } = await db.query<{ n: number; status: string }>(
        `SELECT (SELECT count(*)::int FROM check_statuses WHERE check_id = $1) AS n, (SELECT status FROM checks WHERE id = $1) AS status`,
        [checks.down],
      );
      expect(rows[0]).toEqual({ n: before + 1, status: 'unhealthy' });
    });

    it('runs a passing check at once and answers its result', async () => {
      const body = (await (await runNow(checks.self!)).json()) as Record<string, unknown>;
      expect(body).toMatchObject({ name: 'self', pass: true, message: 'HTTP 200 OK' });
    });

    it('answers 404 with an error for an unknown check', async () => {
      const response = await runNow('00000000-0000-4000-8000-00000000abcd');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'check 00000000-0000-4000-8000-00000000abcd not found' });
      expect((await runNow('not-a-uuid')).status).toBe(404);
    });

    it('refuses a check produced by a transform', async () => {
      const response = await runNow(checks.derived!);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'check "derived" is produced by a transform and cannot be run on its own' });
    });
  });
});
