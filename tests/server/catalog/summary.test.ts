import { describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { withCatalogServer } from './server';

type Row = Record<string, unknown>;

/** POST /api/catalog/summary (reference §4.4) over the small estate of ./fixture. */
describe.each(engines)('the catalog summary on $name', (engine) => {
  const t = withCatalogServer(engine);
  const summary = async (body: unknown) => {
    const response = await t.post('/api/catalog/summary', body);
    expect(response.status).toBe(200);
    return (await response.json()) as Row[] | null;
  };
  const byType = (rows: Row[] | null) => Object.fromEntries((rows ?? []).map((row) => [row.type as string, row]));

  describe('when grouped by type, the default', () => {
    it('gives one row per type of live config, in type order', async () => {
      const rows = await summary({});
      expect(rows!.map((r) => [r.type, r.count])).toEqual([
        ['AWS::EC2::Instance', 1], ['AWS::RDS::DBInstance', 1], ['Kubernetes::Cluster', 1], ['Kubernetes::Deployment', 1],
        ['Kubernetes::Namespace', 2], ['Kubernetes::Node', 1], ['Kubernetes::Pod', 1], ['Kubernetes::ReplicaSet', 1],
        ['Kubernetes::Service', 1],
      ]);
    });

    it('counts health, 30 days of changes, open insights by type and the 30-day cost under both names', async () => {
      const rows = byType(await summary({ changes: { since: '30d' }, analysis: { since: '30d' }, cost: '30d' }));
      expect(rows['Kubernetes::Deployment']).toEqual({
        type: 'Kubernetes::Deployment', health: { warning: 1 }, count: 1, created_at: expect.any(String),
        updated_at: expect.any(String), changes: 4, analysis: { security: 1 }, cost_30d: null, cost_total_30d: null,
      });
      expect(rows['Kubernetes::Pod']).toMatchObject({ health: { unhealthy: 1 }, changes: 2, analysis: { availability: 1 } });
      expect(rows['AWS::EC2::Instance']).toMatchObject({ changes: 1, analysis: { cost: 1 }, cost_30d: 90, cost_total_30d: 90 });
      expect(rows['Kubernetes::Namespace']).toMatchObject({ health: { healthy: 2 }, changes: 0, analysis: {} });
    });

    it('leaves out the cost of an item billed in two currencies', async () => {
      expect(byType(await summary({}))['AWS::RDS::DBInstance']).toMatchObject({ cost_30d: null, cost_total_30d: null });
    });

    it('names the cost field for the range asked', async () => {
      const instance = byType(await summary({ cost: '1d' }))['AWS::EC2::Instance'];
      expect(instance).toMatchObject({ cost_1d: 3, cost_total_1d: 3 });
      expect(instance).not.toHaveProperty('cost_30d');
    });

    it('gives the newest creation and update of the group', async () => {
      const namespaces = byType(await summary({}))['Kubernetes::Namespace'];
      const [created, updated] = [namespaces.created_at, namespaces.updated_at].map((v) => Date.parse(v as string));
      expect(Date.now() - created).toBeGreaterThan(199 * 86_400_000);
      expect(Date.now() - created).toBeLessThan(201 * 86_400_000);
      expect(Date.now() - updated).toBeLessThan(2.1 * 86_400_000);
    });
  });

  describe('when the changes window is not 30 days', () => {
    it('counts 3 and 7 days from their summaries and any other duration live', async () => {
      const changes = async (since: string) =>
        Object.fromEntries(Object.entries(byType(await summary({ changes: { since } }))).map(([type, row]) => [type, row.changes]));
      expect((await changes('3d'))['Kubernetes::Deployment']).toBe(2);
      expect((await changes('7d'))['Kubernetes::Deployment']).toBe(3);
      expect(await changes('12h')).toMatchObject({
        'Kubernetes::Deployment': 1, 'Kubernetes::Pod': 1, 'AWS::EC2::Instance': 1, 'Kubernetes::Node': 1, 'AWS::RDS::DBInstance': 1,
        'Kubernetes::Service': 0,
      });
    });
  });

  describe('when grouped by tags', () => {
    it('adds each tag as a field and groups by it, with null for configs without the tag', async () => {
      const rows = await summary({ groupBy: ['type', 'namespace__tag'] });
      expect(rows!.filter((r) => r.type === 'Kubernetes::Namespace')).toEqual([
        expect.objectContaining({ namespace: 'kube-system', count: 1 }),
        expect.objectContaining({ namespace: 'shop', count: 1 }),
      ]);
      expect(rows!.find((r) => r.type === 'AWS::EC2::Instance')).toMatchObject({ namespace: null });
    });

    it('groups by the extra tag columns asked for in tags', async () => {
      const rows = await summary({ groupBy: [], tags: ['region'] });
      expect(rows!.map((r) => [r.region, r.count])).toEqual([['eu-west-1', 2], [null, 8]]);
    });
  });

  describe('when filtered', () => {
    it('keeps configs whose labels match, and those without a label when it is excluded', async () => {
      const payments = await summary({ filter: { team: 'payments' } });
      expect(payments!.map((r) => [r.type, r.count])).toEqual([['Kubernetes::Deployment', 1], ['Kubernetes::Namespace', 1]]);
      const others = await summary({ filter: { team: '!payments' } });
      expect(others!.reduce((n, r) => n + (r.count as number), 0)).toBe(8);
    });

    it('filters status and health with the filter-list syntax', async () => {
      const unhealthy = await summary({ health: 'unhealthy,warning' });
      expect(unhealthy!.map((r) => r.type)).toEqual(['Kubernetes::Deployment', 'Kubernetes::Pod', 'Kubernetes::ReplicaSet']);
      const notRunning = await summary({ status: '!Running,!Active' });
      expect(notRunning!.map((r) => r.type)).toContain('Kubernetes::Pod');
      expect(notRunning!.map((r) => r.type)).not.toContain('Kubernetes::Service');
    });

    it('counts deleted configs only when asked', async () => {
      expect(byType(await summary({ deleted: true }))['Kubernetes::Pod']).toMatchObject({ count: 2, health: { unhealthy: 1, unknown: 1 } });
    });

    it('answers null when nothing matches', async () => {
      expect(await summary({ health: 'no-such-health' })).toBeNull();
    });

    it('takes values as data, never as SQL', async () => {
      expect(await summary({ status: "x' OR '1'='1", filter: { "team') OR true --": 'x' } })).toBeNull();
    });
  });

  describe('when the request cannot be read', () => {
    it.each([
      ['a cost range it does not keep', { cost: '2d' }, 'PGRST100'],
      ['a window that is no duration', { changes: { since: 'yesterday' } }, 'PGRST100'],
      ['a groupBy that is no list', { groupBy: 'type' }, 'PGRST100'],
      ['a group named like a summary field', { groupBy: ['count'] }, 'PGRST100'],
      ['a label filter that is no text', { filter: { team: 3 } }, 'PGRST100'],
      ['a body that is no object', [1, 2], 'PGRST102'],
    ])('answers 400 for %s', async (_, body, code) => {
      const response = await t.post('/api/catalog/summary', body);
      expect(response.status).toBe(400);
      const error = (await response.json()) as Row;
      expect(error).toMatchObject({ code, message: expect.any(String), hint: null });
      expect(Object.keys(error).sort()).toEqual(['code', 'details', 'hint', 'message']);
    });

    it('answers 400 for a body that is no JSON', async () => {
      const response = await t.as('viewer', '/api/catalog/summary', { method: 'POST', body: '{"groupBy":' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PGRST102' });
    });
  });

  describe('permissions (read on catalog)', () => {
    it('refuses a guest', async () => {
      expect((await t.post('/api/catalog/summary', {}, 'guest')).status).toBe(403);
    });

    it('refuses a request without credentials', async () => {
      const response = await t.server.request('/api/catalog/summary', { method: 'POST', body: '{}', headers: { accept: 'application/json' } });
      expect(response.status).toBe(401);
    });
  });
});
