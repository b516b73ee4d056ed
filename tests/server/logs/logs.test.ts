import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { countCsvRecords, CSV_COUNT_START } from '../../../core/shared/export/csv';
import { BACKEND_FACTORIES, MAX_LOGS_LIMIT, serverLogs } from '../../../server/logs';
import { engines } from '../support/databases';
import { topologyFixture, type TopologyFixture } from '../topology/fixture';
import { insertComponent, topologyApp, type Caller, type TopologyApp } from '../topology/support';

interface Answer {
  total: number;
  results: { id: string; timestamp: string; message: string; labels: Record<string, string> }[];
  nextPage?: string;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(engines)('POST /api/logs on $name', (engine) => {
  let db: Database;
  let app: TopologyApp;
  let f: TopologyFixture;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ops-console-logs-'));
    mkdirSync(join(dir, 'logs'));
    db = await engine.open();
    app = await topologyApp(db, {}, {
      factories: {
        ...BACKEND_FACTORIES,
        // A backend that never answers: the endpoint must give up on it.
        stalled: () => ({ search: () => new Promise(() => undefined) }),
      },
    });
    f = await topologyFixture(db);
    const backends: [string, unknown][] = [
      ['files', { files: { path: join(dir, 'logs') } }],
      ['server', { builtin: {} }],
      ['loki', { loki: { url: 'http://127.0.0.1:3100' } }],
      ['gone-dir', { files: { path: join(dir, 'missing') } }],
      ['stalled', { stalled: {}, timeout: '100ms' }],
    ];
    for (const [name, spec] of backends) {
      await db.query(`INSERT INTO logging_backends (name, spec) VALUES ($1, $2::jsonb)`, [name, JSON.stringify(spec)]);
    }
    await db.query(`UPDATE components SET log_selectors = $2::jsonb WHERE id = $1`, [
      f.search,
      JSON.stringify([{ name: 'text', backend: 'files' }, { name: 'loki' }, { name: 'broken', backend: 'gone-dir' }, { name: 'slow', backend: 'stalled' }, { name: 'elsewhere', backend: 'nobody' }]),
    ]);

    const json = (minutes: number, message: string, labels: Record<string, string>, level = 'info') =>
      JSON.stringify({ time: minutesAgo(minutes), level, message, labels });
    writeFileSync(join(dir, 'logs', 'Shop.jsonl'), [
      json(300, 'GET /healthz 200', { tier: 'web' }),
      json(50, 'upstream TIMEOUT calling payments', { tier: 'web' }, 'error'),
      json(40, 'batch done', { tier: 'worker' }),
      json(30, 'GET /healthz 200', { tier: 'web' }),
      json(20, 'POST /orders 201', { tier: 'web' }),
      json(10, 'GET /orders 200', { tier: 'web' }),
      '',
    ].join('\n'));
    writeFileSync(join(dir, 'logs', 'Search.log'), [
      `${minutesAgo(45)} INFO indexer started`,
      `${minutesAgo(12)} ERROR query failed: shard unavailable`,
      '    at Shard.query (shard.js:10)',
      `${minutesAgo(5)} WARN slow query 900ms`,
      '',
    ].join('\n'));
  });
  afterAll(async () => {
    app?.cleanup();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const logs = (body: Record<string, unknown>, caller: Caller = 'viewer') =>
    app.as(caller, '/api/logs', { method: 'POST', body: JSON.stringify(body) });
  const ok = async (body: Record<string, unknown>, caller: Caller = 'viewer') => {
    const response = await logs(body, caller);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Answer;
  };
  const messages = (answer: Answer) => answer.results.map((r) => r.message);

  describe('from a directory of files', () => {
    it("answers JSON lines of the selector's labels in the window, newest first", async () => {
      const answer = await ok({ id: f.shop, name: 'app', start: '1h' });
      expect(messages(answer)).toEqual(['GET /orders 200', 'POST /orders 201', 'GET /healthz 200', 'upstream TIMEOUT calling payments']);
      expect(answer.total).toBe(4);
      expect(answer.results[3]!.labels).toEqual({ tier: 'web', level: 'error' });
      expect(Date.parse(answer.results[0]!.timestamp)).toBeGreaterThan(Date.parse(answer.results[1]!.timestamp));
    });

    it('uses the first selector when none is named', async () => {
      expect((await ok({ id: f.shop, start: '1h' })).total).toBe(4);
    });

    it('searches case-insensitively, with exclusions and label terms', async () => {
      expect(messages(await ok({ id: f.shop, name: 'app', start: '1h', query: 'timeout' }))).toEqual(['upstream TIMEOUT calling payments']);
      expect(messages(await ok({ id: f.shop, name: 'app', start: '1h', query: 'GET -healthz' }))).toEqual(['GET /orders 200']);
      expect(messages(await ok({ id: f.shop, name: 'app', start: '1h', query: 'level=error' }))).toEqual(['upstream TIMEOUT calling payments']);
      expect(messages(await ok({ id: f.shop, name: 'app', start: '1h', query: '"post /orders"' }))).toEqual(['POST /orders 201']);
    });

    it('filters by start and end', async () => {
      expect((await ok({ id: f.shop, name: 'app', start: '15m' })).total).toBe(1);
      expect((await ok({ id: f.shop, name: 'app', start: '1d' })).total).toBe(5);
      expect(messages(await ok({ id: f.shop, name: 'app', start: minutesAgo(45), end: minutesAgo(25) }))).toEqual(['GET /healthz 200']);
    });

    it('pages with limit and nextPage', async () => {
      const first = await ok({ id: f.shop, name: 'app', start: '1h', limit: 3 });
      expect(first.results).toHaveLength(3);
      expect(first.nextPage).toBe('3');
      const second = await ok({ id: f.shop, name: 'app', start: '1h', limit: 3, nextPage: first.nextPage });
      expect(messages(second)).toEqual(['upstream TIMEOUT calling payments']);
      expect(second.nextPage).toBeUndefined();
    });

    it('reads plain text with leading timestamps, levels and continuation lines', async () => {
      const answer = await ok({ id: f.search, name: 'text', start: '1h' });
      expect(messages(answer)).toEqual(['WARN slow query 900ms', '    at Shard.query (shard.js:10)', 'ERROR query failed: shard unavailable', 'INFO indexer started']);
      expect(answer.results[0]!.labels).toEqual({ level: 'warn' });
      expect(answer.results[1]!.timestamp).toBe(answer.results[2]!.timestamp);
      expect((await ok({ id: f.search, name: 'text', start: '10m' })).total).toBe(1);
    });

    it('answers no lines for a component without a file', async () => {
      await db.query(`UPDATE components SET log_selectors = '[{"name":"x","backend":"files"}]' WHERE id = $1`, [f.shopDb]);
      expect(await ok({ id: f.shopDb, start: '1h' })).toEqual({ total: 0, results: [] });
    });
  });

  describe('exported as a file', () => {
    const exported = (params: Record<string, string>, accept = 'text/csv', caller: Caller = 'viewer') =>
      app.as(caller, `/api/export/logs?${new URLSearchParams(params)}`, { headers: { accept } });

    it('holds every line of the search the page shows, in its order, as CSV or JSON', async () => {
      const search = { id: f.shop, name: 'app', start: '1h', query: 'GET' };
      const listed = await ok(search);
      const csv = await exported(search);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-range')).toBe(`0-${listed.total - 1}/${listed.total}`);
      const text = await csv.text();
      expect(text.slice(0, text.indexOf('\r\n'))).toBe('id,timestamp,message,labels');
      expect(countCsvRecords(text, CSV_COUNT_START).records).toBe(listed.total + 1);
      const json = (await (await exported(search, 'application/json')).json()) as Answer['results'];
      expect(json).toEqual(listed.results);
    });

    it('streams a search longer than one page of the backend whole', async () => {
      const bulk = await insertComponent(db, 'Bulk', { logSelectors: [{ name: 'all', backend: 'files' }] });
      const lines = MAX_LOGS_LIMIT + 250;
      writeFileSync(join(dir, 'logs', 'Bulk.jsonl'), Array.from({ length: lines }, (_, i) => JSON.stringify({ time: minutesAgo(1 + i / 1000), message: `line ${i}` })).join('\n'));
      const response = await exported({ id: bulk, start: '1h' }, 'application/json');
      expect(response.headers.get('content-range')).toBe(`0-${lines - 1}/${lines}`);
      const rows = (await response.json()) as Answer['results'];
      expect(rows).toHaveLength(lines);
      expect(new Set(rows.map((row) => row.message)).size).toBe(lines);
    });

    it('refuses a search the page would be refused, with its status and message', async () => {
      const start = await exported({ id: f.shop, start: 'yesterday' });
      expect(start.status).toBe(400);
      const listed = (await (await logs({ id: f.shop, start: 'yesterday' })).json()) as { error: string };
      expect(await start.json()).toEqual({ code: 'LOGS', message: listed.error, details: null, hint: null });
      const selector = await exported({ id: f.shop, name: 'nope' });
      expect(selector.status).toBe(404);
      expect(await selector.json()).toMatchObject({ message: "log selector with the name 'nope' was not found. Available names: [app, audit]" });
    });

    it.each(['guest', 'agent'] as const)('is refused to a %s', async (caller) => {
      expect((await exported({ id: f.shop }, 'text/csv', caller)).status).toBe(403);
    });
  });

  describe("from the server's own log", () => {
    it('answers an admin the entries labelled with the component, searchable', async () => {
      const run = engine.name;
      serverLogs.record('GET /api/canary/api/topology 200 12ms', { source: 'http', component: 'Shop', run }, Date.now() - 2_000);
      serverLogs.record('health check shop-http failed: refused', { source: 'checks', component: 'Shop,Shop API', run }, Date.now() - 1_000);
      serverLogs.record('about something else', { source: 'http', component: 'Search', run });
      serverLogs.record('long ago', { source: 'http', component: 'Shop', run }, Date.now() - 3_600_000);
      const all = await ok({ id: f.shop, name: 'audit', start: '15m', labels: { component: 'Shop', run } }, 'admin');
      expect(messages(all)).toEqual(['health check shop-http failed: refused', 'GET /api/canary/api/topology 200 12ms']);
      const searched = await ok({ id: f.shop, name: 'audit', start: '15m', query: 'FAILED', labels: { component: 'Shop', run } }, 'admin');
      expect(messages(searched)).toEqual(['health check shop-http failed: refused']);
    });

    it('answers anyone else forbidden', async () => {
      const response = await logs({ id: f.shop, name: 'audit', start: '15m' }, 'editor');
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'forbidden' });
    });
  });

  describe('when something is wrong', () => {
    it('asks for the component id', async () => {
      const response = await logs({ name: 'app' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringContaining('id is required') });
    });

    it('answers 404 for an unknown component and for a component without selectors', async () => {
      expect((await logs({ id: '00000000-0000-4000-8000-0000000000aa' })).status).toBe(404);
      const none = await logs({ id: f.estate });
      expect(none.status).toBe(404);
      expect(await none.json()).toEqual({ error: "component 'Estate' has no log selectors" });
    });

    it('names the available selectors when the one asked for does not exist', async () => {
      const response = await logs({ id: f.shop, name: 'nope' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "log selector with the name 'nope' was not found. Available names: [app, audit]" });
    });

    it('refuses a malformed start', async () => {
      expect((await logs({ id: f.shop, start: 'yesterday' })).status).toBe(400);
    });

    it('names a backend the server cannot query', async () => {
      const response = await logs({ id: f.search, name: 'loki' });
      expect(response.status).toBe(501);
      expect(((await response.json()) as { error: string }).error).toContain("log backend 'loki'");
    });

    it('names a backend that fails', async () => {
      const response = await logs({ id: f.search, name: 'broken' });
      expect(response.status).toBe(502);
      expect(((await response.json()) as { error: string }).error).toMatch(/^log backend 'gone-dir' failed: .*does not exist/);
    });

    it('gives up on a backend that does not answer in time', async () => {
      const response = await logs({ id: f.search, name: 'slow' });
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({ error: "log backend 'stalled' did not answer within 100 ms" });
    });

    it('names a missing backend', async () => {
      const response = await logs({ id: f.search, name: 'elsewhere' });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: string }).error).toContain("no logging backend named 'nobody'");
    });
  });

  describe('permissions', () => {
    it.each(['guest', 'agent'] as const)('refuses a %s', async (caller) => {
      expect((await logs({ id: f.shop }, caller)).status).toBe(403);
    });
  });
});
