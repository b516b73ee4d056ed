import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { PostgresDatabase } from '../../server/db/postgres';
import { claimScraperNow } from '../../server/scrapers/claim';
import { runDueScrapers, startScraperScheduler } from '../../server/scrapers';
import { engines, freshPostgres } from './support/databases';
import { createTestServer, type TestServer } from './support/test-server';

function fakeClock(start = '2026-03-01T10:00:00Z') {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

const fileSpec = (schedule: string) => ({
  schedule,
  file: [{ paths: ['*.json'], format: 'json', type: 'Demo::Thing', id: '$.id', name: '$.name' }],
});

describe.each(engines)('the scraper scheduler on $name', (engine) => {
  let db: Database;
  let scrapeDir: string;
  let clock: ReturnType<typeof fakeClock>;
  const options = () => ({ scrapeDir, clock: clock.now, log: () => undefined });
  const ran = async () => (await runDueScrapers(db, { ...options(), concurrency: 10 })).length;

  beforeAll(async () => {
    db = await engine.open();
    scrapeDir = mkdtempSync(join(tmpdir(), 'scrape-'));
    writeFileSync(join(scrapeDir, 'thing.json'), JSON.stringify({ id: 't1', name: 'thing' }));
  });
  beforeEach(async () => {
    clock = fakeClock();
    await db.query(`UPDATE config_scrapers SET deleted_at = now() WHERE deleted_at IS NULL`);
  });
  afterAll(async () => {
    rmSync(scrapeDir, { recursive: true, force: true });
    await db.close();
  });

  describe('when scrapers are due', () => {
    it('runs a new scraper at once, then on its schedule, and at once again after an edit', async () => {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO config_scrapers (name, spec) VALUES ('every 5m', $1::jsonb) RETURNING id`,
        [JSON.stringify(fileSpec('@every 5m'))],
      );
      const id = rows[0]!.id;
      expect(await ran()).toBe(1);
      expect(await ran()).toBe(0);
      clock.advance(4 * 60_000);
      expect(await ran()).toBe(0);
      clock.advance(60_000);
      expect(await ran()).toBe(1);
      await db.query(`UPDATE config_scrapers SET description = 'edited' WHERE id = $1`, [id]);
      expect(await ran()).toBe(1);
      expect(await ran()).toBe(0);
      const { rows: jobs } = await db.query(`SELECT status FROM job_history WHERE resource_id = $1`, [id]);
      expect(jobs).toEqual([{ status: 'SUCCESS' }, { status: 'SUCCESS' }, { status: 'SUCCESS' }]);
    });

    it('never runs deleted scrapers, the System scraper or another agent’s', async () => {
      await db.query(
        `INSERT INTO agents (id, name) VALUES ('11111111-1111-4111-8111-111111111111', 'remote-scrapes') ON CONFLICT DO NOTHING`,
      );
      await db.query(
        `INSERT INTO config_scrapers (name, spec, deleted_at, agent_id) VALUES
           ('gone', $1::jsonb, now(), DEFAULT), ('remote', $1::jsonb, NULL, '11111111-1111-4111-8111-111111111111')`,
        [JSON.stringify(fileSpec('@every 1m'))],
      );
      expect(await ran()).toBe(0);
    });

    it('wakes when a scraper it ran falls due again, without waiting for its next poll', async () => {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO config_scrapers (name, spec) VALUES ('every second', $1::jsonb) RETURNING id`,
        [JSON.stringify(fileSpec('@every 1s'))],
      );
      // The poll comes once, at the start: a second run can only come from the scraper's own due time.
      const scheduler = startScraperScheduler(db, { scrapeDir, pollMs: 600_000, log: () => undefined });
      try {
        const runs = async () =>
          (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_history WHERE resource_id = $1`, [rows[0]!.id])).rows[0]!.n;
        await expect.poll(runs, { timeout: 5_000, interval: 100 }).toBeGreaterThanOrEqual(2);
      } finally {
        await scheduler.stop();
      }
    });

    it('does not run a scraper that is running already', async () => {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO config_scrapers (name, spec) VALUES ('busy', $1::jsonb) RETURNING id`,
        [JSON.stringify(fileSpec('@every 1m'))],
      );
      expect(await claimScraperNow(db, rows[0]!.id, clock.now(), 60_000)).toMatchObject({ kind: 'claimed' });
      expect(await claimScraperNow(db, rows[0]!.id, clock.now(), 60_000)).toEqual({ kind: 'running' });
      expect(await ran()).toBe(0);
      clock.advance(61_000);
      expect(await ran()).toBe(1);
    });
  });
});

describe('two servers on one PostgreSQL', () => {
  let target: Server;
  let base: string;
  const inFlight = new Map<string, number>();
  let overlaps = 0;
  const served: string[] = [];

  beforeAll(async () => {
    target = createServer((req, res) => {
      const path = req.url ?? '';
      const now = (inFlight.get(path) ?? 0) + 1;
      inFlight.set(path, now);
      if (now > 1) overlaps += 1;
      served.push(path);
      // Held a moment, so a second run of the same scraper would overlap it.
      setTimeout(() => {
        inFlight.set(path, (inFlight.get(path) ?? 1) - 1);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify([{ id: path }]));
      }, 30);
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    target.closeAllConnections();
    await new Promise((resolve) => target.close(resolve));
  });

  it('never run one scraper at once', async () => {
    const { db: first, url } = await freshPostgres();
    const second = await PostgresDatabase.open(url);
    const scrapeDir = mkdtempSync(join(tmpdir(), 'scrape-'));
    try {
      for (let i = 0; i < 6; i++) {
        const spec = { schedule: '@every 1m', http: [{ url: `${base}/s${i}`, items: '$[*]', type: 'Demo::Endpoint', id: '$.id' }] };
        await first.query(`INSERT INTO config_scrapers (name, spec) VALUES ($1, $2::jsonb)`, [`s${i}`, JSON.stringify(spec)]);
      }
      const clock = fakeClock();
      const options = { scrapeDir, clock: clock.now, concurrency: 6, log: () => undefined };
      for (let round = 0; round < 4; round++) {
        const [a, b] = await Promise.all([runDueScrapers(first, options), runDueScrapers(second, options)]);
        expect(a.length + b.length, `round ${round}`).toBe(6);
        clock.advance(60_000);
      }
      expect(overlaps).toBe(0);
      expect(served).toHaveLength(24);
      const { rows } = await first.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_history WHERE name = 'ConfigScraper' AND status = 'SUCCESS'`);
      expect(rows).toEqual([{ n: 24 }]);
    } finally {
      rmSync(scrapeDir, { recursive: true, force: true });
      await second.close();
      await first.close();
    }
  });
});

describe.each(engines)('the scraper API on $name', (engine) => {
  let server: TestServer;
  let scraperId: string;
  const json = (authorization: string, body: unknown, method = 'POST'): RequestInit => ({
    method,
    headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });

  beforeAll(async () => {
    server = await createTestServer(engine);
    mkdirSync(join(server.config.dataDir, 'scrape'), { recursive: true });
    writeFileSync(join(server.config.dataDir, 'scrape', 'thing.json'), JSON.stringify({ id: 't1', name: 'thing' }));
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO config_scrapers (name, spec) VALUES ('api files', $1::jsonb) RETURNING id`,
      [JSON.stringify(fileSpec('@every 1h'))],
    );
    scraperId = rows[0]!.id;
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when someone asks to run a scraper now', () => {
    it('runs it for whoever may write scrapers and answers its outcome', async () => {
      const response = await server.request(`/api/config/run/${scraperId}`, json(server.basicAuth('editor@local'), {}));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        id: scraperId, name: 'api files', status: 'SUCCESS', items: 1, changes: 0,
        scrape_summary: { 'Demo::Thing': { added: 1, updated: 0, unchanged: 0, deleted: 0 } }, errors: [],
      });
      const { rows } = await server.db.query(`SELECT name, external_id FROM config_items WHERE scraper_id = $1`, [scraperId]);
      expect(rows).toEqual([{ name: 'thing', external_id: ['t1'] }]);
    });

    it('refuses a viewer and answers 404 for a scraper that does not exist', async () => {
      expect((await server.request(`/api/config/run/${scraperId}`, json(server.basicAuth('viewer@local'), {}))).status).toBe(403);
      const missing = await server.request('/api/config/run/5b0b6a4e-1d5c-4c1e-9f55-6f7a7d1b0c11', json(server.basicAuth('admin@local'), {}));
      expect(missing.status).toBe(404);
    });
  });

  describe('when a scraper is saved through /api/db', () => {
    it('refuses a spec that fails its schema, naming the field, and saves one that passes', async () => {
      const bad = await server.request(
        '/api/db/config_scrapers',
        json(server.basicAuth('editor@local'), { name: 'bad', spec: { http: [{ url: 'http://127.0.0.1/x', type: 'T' }] } }),
      );
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ code: '23514', message: 'spec.http[0].id: is required' });
      const good = await server.request(
        '/api/db/config_scrapers',
        json(server.basicAuth('editor@local'), { name: 'good', spec: { kubernetes: [{ clusterName: 'prod' }] } }),
      );
      expect(good.status).toBe(201);
      const patch = await server.request(
        `/api/db/config_scrapers?id=eq.${scraperId}`,
        json(server.basicAuth('editor@local'), { spec: { schedule: 'whenever', file: [] } }, 'PATCH'),
      );
      expect(patch.status).toBe(400);
      expect((await patch.json()).message).toMatch(/^spec\.schedule: /);
    });
  });
});
