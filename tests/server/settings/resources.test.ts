import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCanaryChecks } from '../../../server/checks/sync';
import { engines } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

interface Answer {
  status: number;
  body: unknown;
}

describe.each(engines)('the generic settings tables through /api/db on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server?.close());

  const call = async (method: string, path: string, body?: unknown, email = 'admin@local'): Promise<Answer> => {
    const response = await server.request(`/api/db/${path}`, {
      method,
      headers: {
        accept: 'application/json', 'content-type': 'application/json', prefer: 'return=representation', authorization: server.basicAuth(email),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const count = async (sql: string, params: unknown[]) => Number((await server.db.query<{ n: string }>(sql, params)).rows[0]!.n);

  describe('when a write misses a required field', () => {
    it.each(['canaries', 'topologies', 'incident_rules', 'teams'])('%s answers 400 in PostgREST shape and stores nothing', async (table) => {
      const before = await count(`SELECT count(*) AS n FROM ${table}`, []);
      const answer = await call('POST', table, { spec: {} });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: '23502', message: expect.stringContaining('"name"') });
      expect(Object.keys(answer.body as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expect(await count(`SELECT count(*) AS n FROM ${table}`, [])).toBe(before);
    });
  });

  describe('when a viewer writes', () => {
    it.each(['canaries', 'topologies', 'incident_rules', 'teams'])('%s answers 403', async (table) => {
      const answer = await call('POST', table, { name: `viewer-${table}`, spec: {} }, 'viewer@local');
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: '42501' });
    });
  });

  describe('when a canary is saved', () => {
    it('refuses a spec whose check misses its url, naming the field, and stores nothing', async () => {
      const answer = await call('POST', 'canaries', { name: 'bad-canary', spec: { http: [{ name: 'x' }] } });
      expect(answer).toMatchObject({ status: 400, body: { code: '23514', message: 'http[0].url: is required' } });
      expect(await count(`SELECT count(*) AS n FROM canaries WHERE name = $1`, ['bad-canary'])).toBe(0);
    });

    it('refuses the same on an update, keeping the spec it had', async () => {
      const created = await call('POST', 'canaries', { name: 'kept-canary', spec: { tcp: [{ endpoint: '127.0.0.1:9' }] } });
      const id = (created.body as { id: string }[])[0]!.id;
      const answer = await call('PATCH', `canaries?id=eq.${id}`, { spec: { tcp: [{}] } });
      expect(answer.status).toBe(400);
      const { rows } = await server.db.query<{ spec: unknown }>(`SELECT spec FROM canaries WHERE id = $1`, [id]);
      expect(rows[0]!.spec).toEqual({ tcp: [{ endpoint: '127.0.0.1:9' }] });
    });

    it('gives the check scheduler its checks, and takes them away when it is deleted', async () => {
      const created = await call('POST', 'canaries', { name: 'scheduled-canary', spec: { http: [{ name: 'nine', url: 'http://127.0.0.1:9' }] } });
      const id = (created.body as { id: string }[])[0]!.id;
      const seen = new Map<string, string>();
      await syncCanaryChecks(server.db, seen);
      const live = () => count(`SELECT count(*) AS n FROM checks WHERE canary_id = $1 AND deleted_at IS NULL`, [id]);
      expect(await live()).toBe(1);
      await call('PATCH', `canaries?id=eq.${id}`, { deleted_at: 'now()' });
      await syncCanaryChecks(server.db, seen);
      expect(await live()).toBe(0);
    });
  });

  describe('when a topology is saved with components', () => {
    const spec = {
      icon: 'cloud',
      components: [
        { name: 'api', type: 'Service', icon: 'server', properties: [{ name: 'owner', text: 'ops' }], components: [{ name: 'db', type: 'Database' }] },
        { name: 'web', type: 'Service' },
      ],
      lookup: { http: [{ url: 'http://127.0.0.1:9' }] },
    };
    const components = async (topologyId: string) =>
      (
        await server.db.query<{ name: string; type: string; icon: string | null; parent: string | null; properties: unknown }>(
          `SELECT c.name, c.type, c.icon, p.name AS parent, c.properties FROM components c LEFT JOIN components p ON p.id = c.parent_id
           WHERE c.topology_id = $1 AND c.deleted_at IS NULL ORDER BY c.path, c.name`,
          [topologyId],
        )
      ).rows;

    it('materialises them under the topology, nested as written', async () => {
      const created = await call('POST', 'topologies', { name: 'shop', spec });
      expect(created.status).toBe(201);
      const id = (created.body as { id: string }[])[0]!.id;
      expect((await components(id)).map((c) => [c.name, c.type, c.icon, c.parent])).toEqual([
        ['shop', 'Topology', 'cloud', null],
        ['api', 'Service', 'server', 'shop'],
        ['web', 'Service', null, 'shop'],
        ['db', 'Database', null, 'api'],
      ]);
      expect((await components(id)).find((c) => c.name === 'api')?.properties).toEqual([{ name: 'owner', text: 'ops' }]);
    });

    it('updates them in place, removes those that left the spec, and all of them with the topology', async () => {
      const created = await call('POST', 'topologies', { name: 'shop-2', spec });
      const id = (created.body as { id: string }[])[0]!.id;
      const apiBefore = (await server.db.query<{ id: string }>(`SELECT id FROM components WHERE topology_id = $1 AND name = 'api'`, [id])).rows[0]!.id;
      await call('PATCH', `topologies?id=eq.${id}`, { spec: { components: [{ name: 'api', type: 'Service', icon: 'gear' }] } });
      expect((await components(id)).map((c) => [c.name, c.icon])).toEqual([['shop-2', null], ['api', 'gear']]);
      const apiAfter = (await server.db.query<{ id: string }>(`SELECT id FROM components WHERE topology_id = $1 AND name = 'api' AND deleted_at IS NULL`, [id])).rows[0]!.id;
      expect(apiAfter).toBe(apiBefore);
      await call('PATCH', `topologies?id=eq.${id}`, { deleted_at: 'now()' });
      expect(await components(id)).toEqual([]);
    });

    it('refuses a component without a name, and leaves nothing behind', async () => {
      const answer = await call('POST', 'topologies', { name: 'broken', spec: { components: [{ type: 'Service' }] } });
      expect(answer).toMatchObject({ status: 400, body: { code: '23514', message: 'components[0].name: is required' } });
      expect(await count(`SELECT count(*) AS n FROM topologies WHERE name = 'broken'`, [])).toBe(0);
    });
  });
});
