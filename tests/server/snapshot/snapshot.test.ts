import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { serverLogs } from '../../../server/logs';
import { engines } from '../support/databases';
import { topologyFixture, type TopologyFixture } from '../topology/fixture';
import { topologyApp, type Caller, type TopologyApp } from '../topology/support';
import { csvRecords, readZip } from './zip-reader';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(engines)('GET /api/snapshot/topology/{id} on $name', (engine) => {
  let db: Database;
  let app: TopologyApp;
  let f: TopologyFixture;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ops-console-snapshot-'));
    db = await engine.open();
    app = await topologyApp(db);
    f = await topologyFixture(db);
    await db.query(`INSERT INTO logging_backends (name, spec) VALUES ('files', $1::jsonb), ('server', '{"builtin": {}}')`, [
      JSON.stringify({ files: { path: dir } }),
    ]);
    writeFileSync(join(dir, 'Shop.jsonl'), [
      JSON.stringify({ time: minutesAgo(120), message: 'too old', labels: { tier: 'web' } }),
      JSON.stringify({ time: minutesAgo(30), message: 'GET /cart 200', labels: { tier: 'web' } }),
      JSON.stringify({ time: minutesAgo(20), message: 'worker line', labels: { tier: 'worker' } }),
      JSON.stringify({ time: minutesAgo(10), message: 'POST /cart 500', labels: { tier: 'web' } }),
    ].join('\n'));
    serverLogs.record(`snapshot audit ${engine.name}`, { component: 'Shop' });
  });
  afterAll(async () => {
    app?.cleanup();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const snapshot = async (id: string, query = '', caller: Caller = 'viewer') => {
    const response = await app.as(caller, `/api/snapshot/topology/${id}${query ? `?${query}` : ''}`);
    return response;
  };
  const entries = async (id: string, query = '', caller: Caller = 'viewer') => {
    const response = await snapshot(id, query, caller);
    expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
    return readZip(Buffer.from(await response.arrayBuffer()));
  };
  const csv = (zip: Map<string, Buffer>, name: string) => csvRecords(zip.get(name)!.toString('utf8'));

  describe('when the component exists', () => {
    it('streams a zip named after the component', async () => {
      const response = await snapshot(f.shop, 'start=1h');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toContain('filename="Shop-snapshot.zip"');
      expect(response.headers.get('content-length')).toBeNull();
      expect(readZip(Buffer.from(await response.arrayBuffer())).size).toBeGreaterThan(10);
    });

    it('holds the tree, the CSV dumps and a log file per selector', async () => {
      const zip = await entries(f.shop, 'start=1h');
      const names = [...zip.keys()];
      expect(names.slice(0, 10)).toEqual([
        'components.json', 'components.csv', 'config_items.csv', 'config_changes.csv', 'config_analysis.csv',
        'incidents.csv', 'hypotheses.csv', 'evidences.csv', 'checks.csv', 'check_statuses.csv',
      ]);
      expect(names.slice(10)).toEqual([
        expect.stringMatching(/^logs-files-shop-app-[0-9a-f]{8}\.log$/),
        expect.stringMatching(/^logs-builtin-shop-audit-[0-9a-f]{8}\.log$/),
      ]);
      const tree = JSON.parse(zip.get('components.json')!.toString('utf8')) as { id: string; components: { name: string }[] }[];
      expect(tree[0]!.id).toBe(f.shop);
      expect(tree[0]!.components.map((c) => c.name)).toEqual(['Shop API', 'Shop DB']);
      expect(csv(zip, 'components.csv').map((r) => r.name).sort()).toEqual(['Shop', 'Shop API', 'Shop DB']);
      const [config] = csv(zip, 'config_items.csv');
      expect(config).toMatchObject({ id: f.config, name: 'shop-deploy', config: '{"replicas":3}' });
      expect(csv(zip, 'config_analysis.csv').map((r) => r.message)).toEqual(['CVE-2024-1234']);
    });

    it('keeps changes, incidents and check statuses to the window', async () => {
      const hour = await entries(f.shop, 'start=1h');
      expect(csv(hour, 'config_changes.csv').map((r) => r.summary)).toEqual(['replicas 2 -> 3']);
      expect(csv(hour, 'incidents.csv').map((r) => r.title)).toEqual(['Shop DB slow']);
      expect(csv(hour, 'hypotheses.csv')).toHaveLength(1);
      expect(csv(hour, 'evidences.csv').map((r) => r.component_id)).toEqual([f.shopDb]);
      expect(csv(hour, 'checks.csv').map((r) => r.name).sort()).toEqual(['db-ping', 'shop-http']);
      expect(csv(hour, 'check_statuses.csv')).toHaveLength(2);

      const week = await entries(f.shop, 'start=1w');
      expect(csv(week, 'config_changes.csv')).toHaveLength(2);
      expect(csv(week, 'incidents.csv').map((r) => r.title).sort()).toEqual(['Old outage', 'Shop DB slow']);
      expect(csv(week, 'check_statuses.csv')).toHaveLength(4);
    });

    it("writes the selectors' lines of the window, oldest first, as text or JSON, the server's own only for an admin", async () => {
      const text = await entries(f.shop, 'start=1h');
      const app = [...text.entries()].find(([name]) => name.includes('-app-'))![1].toString('utf8');
      expect(app.trim().split('\n').map((line) => line.slice(25))).toEqual(['GET /cart 200', 'POST /cart 500']);
      const audit = [...text.entries()].find(([name]) => name.includes('-audit-'))![1].toString('utf8');
      expect(audit).toBe('# forbidden\n');
      const admins = await entries(f.shop, 'start=1h', 'admin');
      const adminsAudit = [...admins.entries()].find(([name]) => name.includes('-audit-'))![1].toString('utf8');
      expect(adminsAudit).toContain(`snapshot audit ${engine.name}`);

      const json = await entries(f.shop, 'start=1h&logFormat=json');
      const [name, content] = [...json.entries()].find(([entry]) => entry.includes('-app-'))!;
      expect(name).toMatch(/\.json$/);
      const lines = content.toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as { message: string; labels: unknown });
      expect(lines.map((l) => l.message)).toEqual(['GET /cart 200', 'POST /cart 500']);
      expect(lines[0]!.labels).toEqual({ tier: 'web' });
    });

    it('adds related components with related=true', async () => {
      const zip = await entries(f.shop, 'start=1h&related=true');
      expect(csv(zip, 'components.csv').map((r) => r.name).sort()).toEqual(['Other root', 'Shop', 'Shop API', 'Shop DB']);
      const tree = JSON.parse(zip.get('components.json')!.toString('utf8')) as { name: string }[];
      expect(tree.map((c) => c.name)).toEqual(['Shop', 'Other root']);
    });

    it('pages through long histories', async () => {
      await db.query(
        `INSERT INTO check_statuses (check_id, time, status, duration)
         SELECT $1, now() - make_interval(secs => g * 0.5), true, 5 FROM generate_series(10, 4509) g`,
        [f.checkPing],
      );
      const zip = await entries(f.shopDb, 'start=1h');
      const rows = csv(zip, 'check_statuses.csv');
      expect(rows).toHaveLength(4501);
      expect(new Set(rows.map((r) => r.time)).size).toBe(4501);
    });
  });

  describe('when something is wrong', () => {
    it('answers 404 for an unknown or malformed id', async () => {
      const missing = await snapshot('00000000-0000-4000-8000-0000000000aa');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: expect.stringContaining('not found') });
      expect((await snapshot('nope')).status).toBe(404);
    });

    it('refuses an unreadable start or log format', async () => {
      expect((await snapshot(f.shop, 'start=sometime')).status).toBe(400);
      expect((await snapshot(f.shop, 'logFormat=xml')).status).toBe(400);
    });

    it('answers 500 with error and message when it cannot be built', async () => {
      const failing: Database = {
        engine: db.engine,
        query: (sql, params) => (sql.includes('FROM incidents i') ? Promise.reject(new Error('disk on fire')) : db.query(sql, params)),
        exec: (sql) => db.exec(sql),
        transaction: (fn) => db.transaction(fn),
        close: async () => undefined,
      };
      const broken = await topologyApp(failing);
      try {
        const response = await broken.as('admin', `/api/snapshot/topology/${f.shop}`);
        expect(response.status).toBe(500);
        expect(await response.json()).toEqual({ error: expect.any(String), message: 'disk on fire' });
      } finally {
        broken.cleanup();
      }
    });

    it.each(['guest', 'agent'] as const)('refuses a %s', async (caller) => {
      expect((await snapshot(f.shop, '', caller)).status).toBe(403);
    });
  });
});
