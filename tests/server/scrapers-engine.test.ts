import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { CONSOLE_DATABASE_CONNECTION, runScraper, SKIPPED_TYPE_MESSAGE } from '../../server/scrapers';
import { engines, freshPostgres } from './support/databases';

/** A clock that moves only when told. */
function fakeClock(start = '2026-03-01T10:00:00Z') {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

const deployment = (name: string, replicas: number, health = 'healthy') =>
  `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  namespace: shop
  uid: uid-${name}
  labels:
    app: ${name}
  annotations:
    health: ${health}
spec:
  replicas: ${replicas}
  template:
    spec:
      containers:
        - name: ${name}
          image: acme/${name}:1.0
status:
  conditions:
    - type: Available
`;

const FILE_SPEC = {
  schedule: '@every 1m',
  file: [{
    paths: ['k8s/**/*.yaml'],
    format: 'yaml',
    type: 'Kubernetes::Deployment',
    id: '$.metadata.uid',
    name: '$.metadata.name',
    health: '$.metadata.annotations.health',
    status: '$.status.conditions[0].type',
    tags: { namespace: '$.metadata.namespace', cluster: 'files' },
    labels: '$.metadata.labels',
  }],
};

interface Item {
  id: string;
  name: string;
  type: string;
  config_class: string;
  health: string | null;
  status: string | null;
  tags: Record<string, string>;
  labels: Record<string, string>;
  source: string;
  deleted_at: Date | null;
  config: Record<string, unknown>;
  last_scraped_time: Date | null;
}

describe.each(engines)('the scraper engine on $name', (engine) => {
  let db: Database;
  let scrapeDir: string;
  let clock: ReturnType<typeof fakeClock>;

  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(scrapeDir, path)), { recursive: true });
    writeFileSync(join(scrapeDir, path), text);
  };
  const addScraper = async (spec: unknown, name = 'files') =>
    (await db.query<{ id: string }>(`INSERT INTO config_scrapers (name, spec) VALUES ($1, $2::jsonb) RETURNING id`, [name, JSON.stringify(spec)]))
      .rows[0]!.id;
  const scrape = async (id: string, timeoutMs = 5_000) => {
    const { rows } = await db.query<{ name: string; spec: unknown }>(`SELECT name, spec FROM config_scrapers WHERE id = $1`, [id]);
    clock.advance(60_000);
    return runScraper(db, { id, ...rows[0]! }, { scrapeDir, clock: clock.now, timeoutMs, log: () => undefined });
  };
  const items = async (scraperId: string) =>
    (await db.query<Item>(
      `SELECT ci.id, ci.name, ci.type, ci.config_class, ci.health, ci.status, ci.tags, ci.labels, ci.source, ci.deleted_at, ci.config,
         ls.last_scraped_time
       FROM config_items ci LEFT JOIN config_items_last_scraped_time ls ON ls.config_id = ci.id
       WHERE ci.scraper_id = $1 ORDER BY ci.name`,
      [scraperId],
    )).rows;
  const changes = async (scraperId: string) =>
    (await db.query<{ name: string; change_type: string; summary: string; diff: string | null; patches: unknown; source: string }>(
      `SELECT ci.name, ch.change_type, ch.summary, ch.diff, ch.patches, ch.source FROM config_changes ch
       JOIN config_items ci ON ci.id = ch.config_id WHERE ci.scraper_id = $1 ORDER BY ch.created_at, ci.name`,
      [scraperId],
    )).rows;
  const jobs = async (scraperId: string) =>
    (await db.query<{ status: string; success_count: number; error_count: number; details: Record<string, any> }>(
      `SELECT status, success_count, error_count, details FROM job_history WHERE resource_id = $1 AND name = 'ConfigScraper' ORDER BY created_at`,
      [scraperId],
    )).rows;

  beforeAll(async () => {
    db = await engine.open();
  });
  beforeEach(() => {
    scrapeDir = mkdtempSync(join(tmpdir(), 'scrape-'));
    clock = fakeClock();
  });
  afterEach(() => rmSync(scrapeDir, { recursive: true, force: true }));
  afterAll(async () => {
    await db.close();
  });

  describe('when a file scraper runs over new manifests', () => {
    it('creates an item per document with what the spec reads, its last scrape time and a SUCCESS job', async () => {
      write('k8s/cart.yaml', deployment('cart', 2));
      write('k8s/web/front.yaml', `${deployment('front', 3, 'Degraded')}---\n${deployment('admin', 1)}`);
      write('k8s/notes.txt', 'not a manifest');
      const id = await addScraper(FILE_SPEC);
      const report = await scrape(id);
      expect(report).toMatchObject({ status: 'SUCCESS', items: 3, changes: 0, summary: { 'Kubernetes::Deployment': { added: 3, updated: 0, unchanged: 0, deleted: 0 } } });
      const stored = await items(id);
      expect(stored.map((i) => [i.name, i.health, i.source])).toEqual([
        ['admin', 'healthy', 'k8s/web/front.yaml'], ['cart', 'healthy', 'k8s/cart.yaml'], ['front', 'unknown', 'k8s/web/front.yaml'],
      ]);
      expect(stored[1]).toMatchObject({
        type: 'Kubernetes::Deployment', config_class: 'Deployment', status: 'Available', tags: { namespace: 'shop', cluster: 'files' },
        labels: { app: 'cart' }, deleted_at: null, config: { kind: 'Deployment', spec: { replicas: 2 } },
      });
      expect(stored[1]!.last_scraped_time!.toISOString()).toBe('2026-03-01T10:01:00.000Z');
      expect(await jobs(id)).toEqual([{
        status: 'SUCCESS', success_count: 3, error_count: 0,
        details: { scrape_summary: { 'Kubernetes::Deployment': { added: 3, updated: 0, unchanged: 0, deleted: 0 } } },
      }]);
    });
  });

  describe('when a manifest is edited', () => {
    it('records one diff change with the unified diff of the edit and its JSON patch, and leaves the others alone', async () => {
      write('k8s/cart.yaml', deployment('cart', 2));
      write('k8s/front.yaml', deployment('front', 3));
      const id = await addScraper(FILE_SPEC);
      await scrape(id);
      write('k8s/cart.yaml', deployment('cart', 5));
      const report = await scrape(id);
      expect(report.summary).toEqual({ 'Kubernetes::Deployment': { added: 0, updated: 1, unchanged: 1, deleted: 0 } });
      const [change, ...others] = await changes(id);
      expect(others).toEqual([]);
      expect(change).toMatchObject({
        name: 'cart', change_type: 'diff', summary: 'spec.replicas', source: 'k8s/cart.yaml',
        patches: [{ op: 'replace', path: '/spec/replicas', value: 5 }],
      });
      const changed = change!.diff!.split('\n').filter((line) => /^[+-](?![+-])/.test(line));
      expect(changed).toEqual(['-  replicas: 2', '+  replicas: 5']);
      expect((await items(id)).find((i) => i.name === 'cart')!.config).toMatchObject({ spec: { replicas: 5 } });
      expect((await items(id)).every((i) => i.last_scraped_time!.toISOString() === '2026-03-01T10:02:00.000Z')).toBe(true);
    });
  });

  describe('when a manifest disappears', () => {
    it('soft-deletes its item with a DELETE change, and brings it back when the file returns', async () => {
      write('k8s/cart.yaml', deployment('cart', 2));
      write('k8s/front.yaml', deployment('front', 3));
      const id = await addScraper(FILE_SPEC);
      await scrape(id);
      unlinkSync(join(scrapeDir, 'k8s/cart.yaml'));
      expect((await scrape(id)).summary['Kubernetes::Deployment']).toMatchObject({ deleted: 1, unchanged: 1 });
      const cart = () => items(id).then((all) => all.find((i) => i.name === 'cart')!);
      expect((await cart()).deleted_at!.toISOString()).toBe('2026-03-01T10:02:00.000Z');
      expect(await changes(id)).toMatchObject([{ name: 'cart', change_type: 'DELETE', summary: 'Kubernetes::Deployment cart was not found by its scraper' }]);
      write('k8s/cart.yaml', deployment('cart', 2));
      await scrape(id);
      expect((await cart()).deleted_at).toBeNull();
    });
  });

  describe('when a file does not parse', () => {
    it('names the file and line, scrapes the other files and keeps the broken file’s items', async () => {
      write('k8s/cart.yaml', deployment('cart', 2));
      write('k8s/front.yaml', deployment('front', 3));
      const id = await addScraper(FILE_SPEC);
      await scrape(id);
      write('k8s/cart.yaml', `${deployment('cart', 2)}  bad: [unclosed\n`);
      write('k8s/front.yaml', deployment('front', 4));
      const report = await scrape(id);
      expect(report.status).toBe('WARNING');
      expect(report.errors).toEqual([expect.stringMatching(/^k8s\/cart\.yaml:2[0-9]: /)]);
      expect((await items(id)).map((i) => [i.name, i.deleted_at])).toEqual([['cart', null], ['front', null]]);
      expect((await changes(id)).map((c) => c.name)).toEqual(['front']);
      expect((await jobs(id)).at(-1)).toMatchObject({ status: 'WARNING', success_count: 1, error_count: 1 });
    });
  });

  describe('when a run fails half-way', () => {
    it('leaves the catalog as it was before the run', async () => {
      write('k8s/cart.yaml', deployment('cart', 2));
      const id = await addScraper({ ...FILE_SPEC, file: [FILE_SPEC.file[0], { paths: ['raw/*.json'], format: 'json', type: 'Raw', id: '$.id' }] });
      await scrape(id);
      const before = { items: await items(id), changes: await changes(id) };
      write('k8s/cart.yaml', deployment('cart', 7));
      // PostgreSQL cannot store a NUL character in jsonb: the write of this run fails after the others began.
      write('raw/nul.json', '{"id": "n1", "text": "a\\u0000b"}');
      const report = await scrape(id);
      expect(report.status).toBe('FAILED');
      expect(report.errors.at(-1)).toMatch(/unicode|\\u0000/i);
      expect({ items: (await items(id)).map(({ last_scraped_time, ...rest }) => rest), changes: await changes(id) }).toEqual({
        items: before.items.map(({ last_scraped_time, ...rest }) => rest),
        changes: before.changes,
      });
    });
  });

  describe('when the spec keeps few changes', () => {
    it('applies its retention to the scraper’s changes', async () => {
      write('k8s/cart.yaml', deployment('cart', 1));
      const id = await addScraper({ ...FILE_SPEC, retention: { changes: [{ name: 'diff', count: 2 }] } });
      await scrape(id);
      for (const replicas of [2, 3, 4, 5]) {
        write('k8s/cart.yaml', deployment('cart', replicas));
        await scrape(id);
      }
      expect((await changes(id)).map((c) => (c.patches as { value: number }[])[0]!.value)).toEqual([4, 5]);
      expect((await jobs(id)).at(-1)!.details.retention).toEqual({ changesDeleted: 1, itemsDeleted: 0, itemsRemoved: 0 });
    });
  });

  describe('when an http scraper runs', () => {
    let server: Server;
    let base: string;
    let answer: () => unknown;

    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url === '/hang') return;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer()));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('makes an item of each value its items path reaches', async () => {
      answer = () => ({ data: { things: [{ id: 7, name: 'seven', state: 'ok' }, { id: 8, name: 'eight', state: 'degraded' }] } });
      const id = await addScraper({ http: [{ url: `${base}/things`, items: '$.data.things[*]', type: 'Api::Thing', id: '$.id', name: '$.name', status: '$.state' }] });
      expect(await scrape(id)).toMatchObject({ status: 'SUCCESS', items: 2 });
      expect((await items(id)).map((i) => [i.name, i.type, i.config_class, i.status, i.source])).toEqual([
        ['eight', 'Api::Thing', 'Thing', 'degraded', `${base}/things`],
        ['seven', 'Api::Thing', 'Thing', 'ok', `${base}/things`],
      ]);
    });

    it('cuts a target that hangs at the scrape timeout and keeps what it gave before', async () => {
      answer = () => [{ id: 1 }];
      const id = await addScraper({ http: [{ url: `${base}/list`, items: '$[*]', type: 'Api::Thing', id: '$.id' }] });
      await scrape(id);
      await db.query(`UPDATE config_scrapers SET spec = jsonb_set(spec, '{http,0,url}', to_jsonb($2::text)) WHERE id = $1`, [id, `${base}/hang`]);
      await db.query(`UPDATE config_items SET source = $2 WHERE scraper_id = $1`, [id, `${base}/hang`]);
      const report = await scrape(id, 300);
      expect(report).toMatchObject({ status: 'FAILED', errors: [`${base}/hang: no answer within 300ms`] });
      expect((await items(id)).map((i) => i.deleted_at)).toEqual([null]);
    });
  });

  describe('when an sql scraper reads the console’s own database', () => {
    it('reads what a viewer may read and nothing else, in a transaction that cannot write or change role', async () => {
      const spec = (query: string) => ({ sql: [{ connection: CONSOLE_DATABASE_CONNECTION, query, type: 'Console::Agent', id: '$.id', name: '$.name' }] });
      const agents = await addScraper(spec('SELECT id::text AS id, name FROM agents'));
      expect(await scrape(agents)).toMatchObject({ status: 'SUCCESS', items: 1 });
      expect((await items(agents)).map((i) => [i.name, i.source])).toEqual([['local', CONSOLE_DATABASE_CONNECTION]]);

      for (const [query, refusal] of [
        ['SELECT id::text AS id FROM identities', /permission denied/],
        ['SELECT person_id::text AS id FROM access_tokens', /permission denied/],
        [`SELECT set_config('role', session_user, true) AS id, name FROM agents`, /cannot set parameter "role"/],
        ['SELECT 1 AS id) AS r; DELETE FROM agents; SELECT (1', /./],
        ['WITH gone AS (DELETE FROM agents RETURNING id) SELECT id FROM gone', /./],
      ] as const) {
        const id = await addScraper(spec(query), `refused ${query}`);
        const report = await scrape(id);
        expect(report.status, query).toBe('FAILED');
        expect(report.errors[0], query).toMatch(refusal);
      }
      expect((await db.query(`SELECT count(*)::int AS n FROM agents`)).rows).toEqual([{ n: 1 }]);
      expect((await db.query(`SELECT current_user = session_user AS same`)).rows).toEqual([{ same: true }]);
    });

    it('fails naming a secret reference it cannot resolve', async () => {
      await db.query(
        `INSERT INTO connections (name, namespace, type, url, username, password)
         VALUES ('orders-db', 'default', 'postgres', 'postgres://127.0.0.1:5432/orders', 'reader', 'secret://orders-db/password')`,
      );
      const id = await addScraper({ sql: [{ connection: 'connection://default/orders-db', query: 'SELECT 1 AS id', type: 'Orders::Row', id: '$.id' }] });
      expect((await scrape(id)).errors).toEqual([
        'connection://default/orders-db: connection default/orders-db: its password is secret://orders-db/password, which the built-in backend cannot resolve',
      ]);
    });
  });

  describe('when the scraper type does not run here', () => {
    it('records a SKIPPED job saying so (DECISIONS §28)', async () => {
      const id = await addScraper({ kubernetes: [{ clusterName: 'prod' }] });
      expect((await scrape(id)).status).toBe('SKIPPED');
      expect(await jobs(id)).toMatchObject([{ status: 'SKIPPED', details: { errors: [SKIPPED_TYPE_MESSAGE] } }]);
    });
  });

  describe('when the stored spec fails its schema', () => {
    it('fails the run naming the field', async () => {
      const id = await addScraper({ file: [{ paths: ['*.yaml'], format: 'yaml', type: 'T' }] });
      expect((await scrape(id)).errors).toEqual(['the spec is not valid: spec.file[0].id: is required']);
    });
  });
});

describe('an sql scraper through a saved connection to the console’s own PostgreSQL', () => {
  it('gets no more than the reader role', async () => {
    const { db, url } = await freshPostgres();
    const scrapeDir = mkdtempSync(join(tmpdir(), 'scrape-'));
    try {
      const own = new URL(url);
      await db.query(
        `INSERT INTO connections (name, namespace, type, url, username, password) VALUES ('self', 'default', 'postgres', $1, $2, $3)`,
        [`postgres://${own.host}${own.pathname}`, decodeURIComponent(own.username), decodeURIComponent(own.password)],
      );
      const run = async (query: string) => {
        const spec = { sql: [{ connection: 'connection://default/self', query, type: 'Self::Row', id: '$.id' }] };
        const { rows } = await db.query<{ id: string }>(`INSERT INTO config_scrapers (name, spec) VALUES ('self', $1::jsonb) RETURNING id`, [JSON.stringify(spec)]);
        return runScraper(db, { id: rows[0]!.id, name: 'self', spec }, { scrapeDir, databaseUrl: url, log: () => undefined });
      };
      expect(await run('SELECT id::text AS id FROM agents')).toMatchObject({ status: 'SUCCESS', items: 1 });
      expect((await run('SELECT id::text AS id FROM identities')).errors[0]).toMatch(/permission denied for table identities/);
    } finally {
      rmSync(scrapeDir, { recursive: true, force: true });
      await db.close();
    }
  });
});
