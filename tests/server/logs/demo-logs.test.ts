import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { writeDemoLogFiles, DEMO_LOG_MARKER } from '../../../server/seed/demo-logs';
import { DEMO_LOG_DIRECTORY } from '../../../server/seed/logs';
import { engines } from '../support/databases';
import { topologyApp, type TopologyApp } from '../topology/support';

interface Node {
  id: string;
  name: string;
  logs?: { name: string }[];
  summary?: { checks?: Record<string, number> };
  components?: Node[];
}

describe.each(engines)('the demo estate’s topology and logs on $name', (engine) => {
  let db: Database;
  let app: TopologyApp;
  let written: string[];
  const now = new Date();

  beforeAll(async () => {
    db = await engine.open({ seeded: true });
    app = await topologyApp(db);
    written = await writeDemoLogFiles(db, app.config.dataDir, now);
  });
  afterAll(async () => {
    app?.cleanup();
    await db?.close();
  });

  const post = (body: Record<string, unknown>) => app.as('viewer', '/api/logs', { method: 'POST', body: JSON.stringify(body) });
  const component = async (type: string, name?: string) => {
    const { rows } = await db.query<{ id: string; name: string; log_selectors: { labels?: Record<string, string> }[] }>(
      `SELECT id, name, log_selectors FROM components WHERE type = $1 AND ($2::text IS NULL OR name = $2) AND log_selectors IS NOT NULL ORDER BY name LIMIT 1`,
      [type, name ?? null],
    );
    return rows[0]!;
  };

  it('answers the estate as several trees, the platform with live check counts and log selectors', async () => {
    const response = await app.as('viewer', '/api/canary/api/topology');
    const body = (await response.json()) as { components: Node[] };
    expect(body.components.map((c) => c.name)).toEqual(['Acme Platform', 'AWS acme-production', 'Database fleet', 'Edge network']);
    const root = body.components.find((c) => c.name === 'Acme Platform')!;
    expect(root.logs).toEqual([{ name: 'console' }]);
    expect(Object.values(root.summary?.checks ?? {}).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(root.components!.map((c) => c.name)).toEqual(expect.arrayContaining(['Business Services', 'Kubernetes']));
  });

  it('writes one file per component name into DATA_DIR, the same for the same instant', async () => {
    const directory = join(app.config.dataDir, DEMO_LOG_DIRECTORY);
    expect(written).toEqual(expect.arrayContaining(['prod-eu-west.log', 'payments.jsonl']));
    expect(readdirSync(directory).sort()).toEqual([DEMO_LOG_MARKER, ...written].sort());
    const before = readFileSync(join(directory, 'payments.jsonl'), 'utf8');
    expect(before.split('\n').length).toBeGreaterThan(500);
    await writeDemoLogFiles(db, app.config.dataDir, now);
    expect(readFileSync(join(directory, 'payments.jsonl'), 'utf8')).toBe(before);
  });

  it("serves a namespace's lines for its own cluster only", async () => {
    const namespace = await component('KubernetesNamespace', 'payments');
    const cluster = namespace.log_selectors[0]!.labels!.cluster!;
    const response = await post({ id: namespace.id, start: '1d', limit: 50 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; results: { labels: Record<string, string> }[] };
    expect(body.total).toBeGreaterThan(50);
    expect(body.results).toHaveLength(50);
    expect(new Set(body.results.map((r) => r.labels.cluster))).toEqual(new Set([cluster]));
    expect(body.results[0]!.labels).toEqual(expect.objectContaining({ namespace: 'payments', pod: expect.any(String), level: expect.any(String) }));
  });

  it("serves a cluster's events and names the Loki backend it cannot query", async () => {
    const cluster = await component('KubernetesCluster', 'prod-eu-west');
    const events = await post({ id: cluster.id, name: 'events', start: '3h', query: 'scheduled' });
    expect(events.status).toBe(200);
    const body = (await events.json()) as { results: { message: string }[] };
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((r) => /scheduled/i.test(r.message))).toBe(true);
    const loki = await post({ id: cluster.id, name: 'loki' });
    expect(loki.status).toBe(501);
    expect(((await loki.json()) as { error: string }).error).toContain("'loki'");
  });

  it('lists the components with logs through /api/db', async () => {
    const response = await app.as('viewer', '/api/db/components_with_logs?order=name.asc');
    const rows = (await response.json()) as { name: string }[];
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Acme Platform', 'prod-eu-west', 'payments', 'Payments']));
  });

  describe('when the directory already holds files of its own', () => {
    it('leaves it alone', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ops-console-own-logs-'));
      try {
        mkdirSync(join(dataDir, DEMO_LOG_DIRECTORY));
        writeFileSync(join(dataDir, DEMO_LOG_DIRECTORY, 'mine.log'), 'keep me\n');
        expect(await writeDemoLogFiles(db, dataDir, now)).toEqual([]);
        expect(readdirSync(join(dataDir, DEMO_LOG_DIRECTORY))).toEqual(['mine.log']);
        expect(existsSync(join(dataDir, DEMO_LOG_DIRECTORY, DEMO_LOG_MARKER))).toBe(false);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});
