import { describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { C, SYSTEM_PERSON } from './fixture';
import { withCatalogServer } from './server';

interface Change {
  id: string;
  config_id: string;
  name: string;
  type: string;
  change_type: string;
  severity: string;
  summary: string;
  source: string;
  count: number;
  created_at: string;
  [key: string]: unknown;
}
interface Page {
  total?: number;
  summary?: Record<string, number>;
  changes?: Change[];
}

/** A month back: every fixture change but the service's 40-day-old one. */
const MONTH = { from: 'now-30d' };

/** POST /api/catalog/changes (reference §4.4) over the small estate of ./fixture. */
describe.each(engines)('the catalog changes feed on $name', (engine) => {
  const t = withCatalogServer(engine);
  const changes = async (body: Record<string, unknown>) => {
    const response = await t.post('/api/catalog/changes', body);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    return (await response.json()) as Page;
  };
  const configs = (page: Page) => [...new Set(page.changes?.map((c) => c.config_id))].sort();
  const summaries = (page: Page) => page.changes?.map((c) => c.summary);

  describe('when nothing is asked', () => {
    it('answers the last 2 days of changes of live configs, newest first, with the count of each type on the page', async () => {
      const page = await changes({});
      expect(page.total).toBe(5);
      expect(page.changes!.map((c) => c.change_type)).toHaveLength(5);
      expect(page.changes![0]).toMatchObject({ config_id: C.pod, change_type: 'BackOff', count: 5 });
      const times = page.changes!.map((c) => Date.parse(c.created_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(page.summary).toEqual({ BackOff: 1, BackupCompleted: 1, Cordoned: 1, RunInstances: 1, diff: 1 });
    });

    it('gives each change its config name, type and tags and leaves empty fields out', async () => {
      const { changes: list } = await changes({});
      const backOff = list!.find((c) => c.change_type === 'BackOff')!;
      expect(backOff).toEqual({
        id: expect.any(String), config_id: C.pod, name: 'api-7d9f-x1', type: 'Kubernetes::Pod',
        tags: { cluster: 'prod', namespace: 'shop' }, change_type: 'BackOff', severity: 'high', source: 'KubernetesEvent',
        summary: 'Back-off restarting failed container api', created_at: expect.any(String), first_observed: expect.any(String),
        count: 5, external_created_by: 'kubelet', agent_id: '00000000-0000-0000-0000-000000000000', external_change_id: 'pod-1',
        inserted_at: expect.any(String),
      });
      expect(Date.parse(backOff.created_at as string) - Date.parse(backOff.first_observed as string)).toBeCloseTo(2.5 * 3_600_000, -3);
    });

    it('answers {} when nothing matches', async () => {
      expect(await changes({ from: 'now-1m' })).toEqual({});
    });
  });

  describe('the time window', () => {
    it('reads date maths and RFC 3339 times in from and to', async () => {
      expect((await changes(MONTH)).total).toBe(9);
      expect((await changes({ from: 'now-30d', to: 'now-1d' })).total).toBe(4);
      const since = new Date(Date.now() - 4 * 3_600_000).toISOString();
      expect((await changes({ from: since })).total).toBe(4);
    });

    it('filters on when a change was recorded with from_inserted_at and to_inserted_at', async () => {
      expect((await changes({ ...MONTH, from_inserted_at: 'now-1h' })).total).toBe(9);
      expect((await changes({ ...MONTH, to_inserted_at: 'now-1h' })).total ?? 0).toBe(0);
    });
  });

  describe('severity', () => {
    it('is a minimum: medium answers medium, high and critical', async () => {
      const page = await changes({ ...MONTH, severity: 'medium' });
      expect(page.changes!.map((c) => c.severity).sort()).toEqual(['high', 'high', 'medium', 'medium']);
    });

    it('leaves one out with !', async () => {
      const page = await changes({ ...MONTH, severity: '!info' });
      expect(page.changes!.map((c) => c.severity)).not.toContain('info');
      expect(page.total).toBe(5);
    });
  });

  describe('paging', () => {
    it('pages from 1 with page_size, the total unchanged', async () => {
      const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => changes({ ...MONTH, page, page_size: 2 })));
      expect(pages.map((p) => p.changes?.length ?? 0)).toEqual([2, 2, 2, 2, 1]);
      expect(pages.every((p) => p.total === 9)).toBe(true);
      expect(new Set(pages.flatMap((p) => p.changes!.map((c) => c.id))).size).toBe(9);
      expect(pages[0].summary).toEqual(Object.fromEntries(Object.entries(
        pages[0].changes!.reduce<Record<string, number>>((n, c) => ({ ...n, [c.change_type]: (n[c.change_type] ?? 0) + 1 }), {}),
      ).sort()));
    });

    it('answers the total alone past the last page', async () => {
      expect(await changes({ ...MONTH, page: 9, page_size: 2 })).toEqual({ total: 9 });
    });

    it('defaults to pages of 50', async () => {
      await t.server.db.query(
        `INSERT INTO config_changes (config_id, change_type, summary, created_at) SELECT $1, 'Heartbeat', 'beat ' || g, now() - interval '1 minute'
         FROM generate_series(1, 60) g`,
        [C.instance],
      );
      try {
        const page = await changes({ from: 'now-1h', type: 'Heartbeat' });
        expect([page.total, page.changes!.length]).toEqual([60, 50]);
      } finally {
        await t.server.db.query(`DELETE FROM config_changes WHERE change_type = 'Heartbeat'`);
      }
    });
  });

  describe('sorting', () => {
    const sorted = async (sortBy: string) => (await changes({ ...MONTH, sort_by: sortBy })).changes!;
    const ascending = <T>(values: T[]) => values.every((v, i) => i === 0 || values[i - 1] <= v);

    it('sorts by time, newest first unless asked', async () => {
      const newest = await sorted('-created_at');
      const oldest = await sorted('created_at');
      expect(ascending(oldest.map((c) => Date.parse(c.created_at)))).toBe(true);
      expect(ascending(newest.map((c) => -Date.parse(c.created_at)))).toBe(true);
      expect([newest[0].change_type, oldest[0].change_type]).toEqual(['BackOff', 'Pulled']);
    });

    it('sorts by config name, each name newest first', async () => {
      const list = await sorted('name');
      expect(ascending(list.map((c) => c.name))).toBe(true);
      const api = list.filter((c) => c.name === 'api').map((c) => -Date.parse(c.created_at));
      expect([api.length, ascending(api)]).toEqual([4, true]);
      expect((await sorted('-name'))[0].name).toBe('orders-db');
    });

    it('sorts by count', async () => {
      const list = await sorted('-count');
      expect(list[0]).toMatchObject({ change_type: 'BackOff', count: 5 });
      expect((await sorted('count')).at(-1)).toMatchObject({ count: 5 });
    });

    it.each([
      ['change_type', 'BackOff'],
      ['summary', 'Automated snapshot of orders-db completed'],
      ['source', 'AWS'],
    ])('sorts by %s', async (sortBy, first) => {
      const list = await sorted(sortBy);
      expect(list[0][sortBy]).toBe(first);
      expect((await sorted(`-${sortBy}`)).at(-1)![sortBy]).toBe(first);
    });
  });

  describe('filters', () => {
    it('filters config types, change types, summary, source and who with the filter-list syntax', async () => {
      expect(configs(await changes({ ...MONTH, config_type: 'Kubernetes::Pod,Kubernetes::Deployment' }))).toEqual([C.api, C.pod]);
      expect(configs(await changes({ ...MONTH, config_type: 'AWS::*' }))).toEqual([C.instance, C.database]);
      expect(configs(await changes({ ...MONTH, config_type: '!Kubernetes::Deployment,!Kubernetes::Pod' }))).toEqual([C.node, C.instance, C.database]);
      expect((await changes({ ...MONTH, type: 'diff,Rollback' })).total).toBe(3);
      expect((await changes({ ...MONTH, type: '!diff' })).total).toBe(7);
      expect(summaries(await changes({ ...MONTH, summary: '*snapshot*' }))).toEqual(['Automated snapshot of orders-db completed']);
      expect(configs(await changes({ ...MONTH, source: 'CloudTrail' }))).toEqual([C.instance]);
      expect(configs(await changes({ ...MONTH, created_by: SYSTEM_PERSON }))).toEqual([C.node]);
      expect(configs(await changes({ ...MONTH, created_by: 'tomas@acme.local' }))).toEqual([C.instance]);
      expect(configs(await changes({ ...MONTH, external_created_by: 'argo*' }))).toEqual([C.api]);
    });

    it('selects by tags with =, !=, in, notin, and a key present or missing', async () => {
      const tags = async (selector: string) => configs(await changes({ ...MONTH, tags: selector }));
      expect(await tags('namespace=shop')).toEqual([C.api, C.pod]);
      expect(await tags('cluster==prod,namespace!=shop')).toEqual([C.node]);
      expect(await tags('cluster!=prod')).toEqual([C.instance, C.database]);
      expect(await tags('account in (1234, 999)')).toEqual([C.instance, C.database]);
      expect(await tags('cluster in (prod),namespace notin (shop,kube-system)')).toEqual([C.node]);
      expect(await tags('zone')).toEqual([C.node]);
      expect(await tags('!cluster')).toEqual([C.instance, C.database]);
    });

    it('takes changes of deleted configs only when asked', async () => {
      expect((await changes({ include_deleted_configs: true })).total).toBe(6);
      expect(configs(await changes({ include_deleted_configs: true, config_type: 'Kubernetes::Pod' }))).toEqual([C.pod, C.oldPod]);
    });

    it('filters by agent, local being the built-in one', async () => {
      expect((await changes({ ...MONTH, agent_id: 'local' })).total).toBe(9);
      expect(await changes({ ...MONTH, agent_id: 'a0000000-0000-4000-8000-000000000000' })).toEqual({});
    });

    it('takes values as data, never as SQL', async () => {
      expect(await changes({ ...MONTH, config_type: "x' OR '1'='1", summary: "'; DROP TABLE config_changes; --" })).toEqual({});
      expect((await changes(MONTH)).total).toBe(9);
    });
  });

  describe('the configs asked for', () => {
    it('takes one config and, downstream by default, its children and hard links through related_changes_recursive', async () => {
      const page = await changes({ ...MONTH, id: C.api });
      expect(configs(page)).toEqual([C.api, C.pod]);
      expect(page.total).toBe(6);
    });

    it('takes upstream, both ways, or the config alone', async () => {
      expect(configs(await changes({ ...MONTH, id: C.node, recursive: 'upstream' }))).toEqual([C.node, C.instance]);
      expect(configs(await changes({ ...MONTH, id: C.replicas, recursive: 'all' }))).toEqual([C.api, C.pod]);
      expect(configs(await changes({ ...MONTH, id: C.api, recursive: 'none' }))).toEqual([C.api]);
    });

    it('follows soft links when asked, as deep as depth', async () => {
      expect(configs(await changes({ ...MONTH, id: C.api, soft: true, depth: 2 }))).toEqual([C.api, C.pod]);
      expect(configs(await changes({ from: 'now-60d', id: C.api, soft: true, depth: 2 }))).toEqual([C.api, C.pod, C.service]);
      expect(configs(await changes({ ...MONTH, id: C.api, depth: 0 }))).toEqual([C.api]);
    });

    it('applies the other filters to the linked configs too', async () => {
      expect(configs(await changes({ ...MONTH, id: C.api, severity: 'high', type: 'BackOff' }))).toEqual([C.pod]);
    });

    it('takes several configs as they are, and leaves configs out with !', async () => {
      expect(configs(await changes({ ...MONTH, id: `${C.api},${C.instance}` }))).toEqual([C.api, C.instance]);
      expect((await changes({ ...MONTH, id: `!${C.api}` })).total).toBe(5);
    });
  });

  describe('GET with the fields as query parameters', () => {
    it('answers as POST does', async () => {
      const query = new URLSearchParams({ from: 'now-30d', severity: 'medium', page_size: '2', sort_by: '-count', tags: 'cluster=prod' });
      const response = await t.as('viewer', `/api/catalog/changes?${query}`);
      expect(await response.json()).toEqual(await changes({ from: 'now-30d', severity: 'medium', page_size: 2, sort_by: '-count', tags: 'cluster=prod' }));
    });
  });

  describe('when a field cannot be read', () => {
    it.each([
      ['severity', { severity: 'urgent' }],
      ['tags', { tags: 'app in a' }],
      ['tags', { tags: "app='x'" }],
      ['from', { from: 'yesterday' }],
      ['id', { id: 'not-an-id' }],
      ['agent_id', { agent_id: 'edge' }],
      ['recursive', { recursive: 'sideways' }],
      ['depth', { depth: 50 }],
      ['page', { page: 0 }],
      ['page_size', { page_size: 5000 }],
      ['sort_by', { sort_by: 'severity' }],
      ['lenient', { lenient: 'yes' }],
    ])('answers 400 naming %s', async (field, body) => {
      const response = await t.post('/api/catalog/changes', body);
      expect(response.status).toBe(400);
      const error = (await response.json()) as { code: string; message: string; details: string; hint: null };
      expect(error).toEqual({ code: 'PGRST100', message: expect.stringContaining(`failed to parse ${field} (`), details: expect.any(String), hint: null });
    });

    it('sets invalid filters aside when lenient', async () => {
      const page = await changes({ ...MONTH, lenient: true, severity: 'urgent', tags: 'app in a', config_type: 'Kubernetes::Pod' });
      expect(configs(page)).toEqual([C.pod]);
    });

    it('uses the default window when lenient sets a bad from aside', async () => {
      expect((await changes({ lenient: true, from: 'yesterday' })).total).toBe(5);
    });

    it('still refuses bad paging and sorting when lenient', async () => {
      expect((await t.post('/api/catalog/changes', { lenient: true, page: -1 })).status).toBe(400);
      expect((await t.post('/api/catalog/changes', { lenient: true, sort_by: 'x' })).status).toBe(400);
    });
  });

  describe('permissions (read on catalog)', () => {
    it('refuses a guest, by POST and by GET', async () => {
      expect((await t.post('/api/catalog/changes', {}, 'guest')).status).toBe(403);
      expect((await t.as('guest', '/api/catalog/changes')).status).toBe(403);
    });
  });
});
