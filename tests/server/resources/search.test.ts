import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentity } from '../../../server/auth/identities';
import { parseSearchRequest, searchResources } from '../../../server/resources/search';
import { demoPerson } from '../../../server/seed/demo-people';
import { engines } from '../support/databases';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

type Found = { id: string; name: string; health: string | null; namespace: string | null; type: string | null };
type Answer = Partial<Record<'checks' | 'components' | 'configs' | 'playbooks', Found[]>>;

/** Checks named so each rank has one, two of them tied on name so health and recency decide. */
const CHECKS: ReadonlyArray<[name: string, status: string, daysAgo: number]> = [
  ['therapist', 'healthy', 1],
  ['payments api latency', 'healthy', 1],
  ['api-gateway', 'healthy', 1],
  ['api', 'healthy', 5],
  ['checkout-api', 'healthy', 2],
  ['api-gateway-eu', 'unhealthy', 9],
  ['api-gateway-us', 'healthy', 0],
  ['dns 100%_sure', 'healthy', 1],
];

async function insertEstate(server: TestServer) {
  const db = server.db;
  const { rows: [canary] } = await db.query<{ id: string }>(`INSERT INTO canaries (name, spec) VALUES ('search', '{}') RETURNING id`);
  for (const [name, status, daysAgo] of CHECKS) {
    await db.query(
      `INSERT INTO checks (canary_id, type, name, namespace, status, updated_at) VALUES ($1, 'http', $2, 'default', $3, now() - make_interval(days => $4::int))`,
      [canary!.id, name, status, daysAgo],
    );
  }
  await db.query(`INSERT INTO checks (canary_id, type, name, status, deleted_at) VALUES ($1, 'http', 'api-old', 'healthy', now())`, [canary!.id]);
  await db.query(`INSERT INTO components (external_id, name, status, health, type) VALUES ('c1', 'api-server', 'healthy', 'healthy', 'Service')`);
  await db.query(`INSERT INTO config_items (config_class, type, name, health) VALUES ('Deployment', 'Kubernetes::Deployment', 'api-deploy', 'warning')`);
  await db.query(`INSERT INTO playbooks (name, title, spec) VALUES ('restart-api', 'Restart API pod', '{}')`);
  const guest = await createIdentity(db, { traits: { email: 'guest@search.local', name: { first: 'Guest' } }, password: TEST_PASSWORD, verified: true });
  await db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'guest')`, [guest]);
}

const EVERY_KIND = (search: string) => ({ checks: [{ search }], components: [{ search }], configs: [{ search }], playbooks: [{ search }] });

describe.each(engines)('POST /api/resources/search on $name', (engine) => {
  let server: TestServer;
  const search = async (body: unknown, email = demoPerson('viewer').email) => {
    const response = await server.request('/api/resources/search', {
      method: 'POST',
      headers: { authorization: server.basicAuth(email), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer & Record<string, unknown> };
  };

  beforeAll(async () => {
    server = await createTestServer(engine);
    await insertEstate(server);
  }, 120_000);
  afterAll(() => server?.close());

  describe('when searching checks by part of a name', () => {
    it('ranks the exact name, then prefixes, then word prefixes, then substrings, unhealthy first, then the latest updated', async () => {
      const { status, body } = await search({ checks: [{ search: 'API' }] });
      expect(status).toBe(200);
      expect(body.checks!.map((c) => c.name)).toEqual([
        'api',
        'api-gateway-eu', 'api-gateway-us', 'api-gateway',
        'payments api latency', 'checkout-api',
        'therapist',
      ]);
    });

    it('matches a text of one or two characters only where a name or a word in it starts', async () => {
      expect((await search({ checks: [{ search: 'ap' }] })).body.checks!.map((c) => c.name)).toEqual([
        'api-gateway-eu', 'api-gateway-us', 'api-gateway', 'api',
        'payments api latency', 'checkout-api',
      ]);
      expect((await search({ checks: [{ search: 'ra' }] })).body).toEqual({});
      expect((await search({ checks: [{ search: 'g' }] })).body.checks!.map((c) => c.name)).toEqual(['api-gateway-eu', 'api-gateway-us', 'api-gateway']);
    });

    it('answers each item in the reference shape, with the check status as its health', async () => {
      const { body } = await search({ checks: [{ search: 'api-gateway-eu' }] });
      expect(body.checks).toEqual([
        expect.objectContaining({ name: 'api-gateway-eu', namespace: 'default', type: 'http', health: 'unhealthy', status: 'unhealthy', agent: expect.any(String) }),
      ]);
    });

    it('leaves out deleted checks unless asked', async () => {
      expect((await search({ checks: [{ search: 'api-old' }] })).body).toEqual({});
      expect((await search({ checks: [{ search: 'api-old', includeDeleted: true }] })).body.checks).toHaveLength(1);
    });

    it('takes LIKE wildcards and quotes in the text literally', async () => {
      expect((await search({ checks: [{ search: '100%_' }] })).body.checks!.map((c) => c.name)).toEqual(['dns 100%_sure']);
      expect((await search({ checks: [{ search: "%'; DROP TABLE checks; --" }] })).body).toEqual({});
      expect((await search({ checks: [{ search: '%_s' }] })).body.checks!.map((c) => c.name)).toEqual(['dns 100%_sure']);
      for (const short of ["'", '\\', '%', ':*', '!&']) expect((await search({ checks: [{ search: short }] })).status).toBe(200);
    });

    it('keeps to the limit', async () => {
      expect((await search({ limit: 2, checks: [{ search: 'api' }] })).body.checks).toHaveLength(2);
    });
  });

  it('searches components, configs and playbooks (by title) alike, each kind under its own key', async () => {
    const { body } = await search(EVERY_KIND('api'));
    expect(body.components!.map((c) => c.name)).toEqual(['api-server']);
    expect(body.configs!.map((c) => [c.name, c.health])).toEqual([['api-deploy', 'warning']]);
    expect(body.playbooks!.map((c) => c.name)).toEqual(['Restart API pod']);
  });

  it('leaves out kinds with nothing found and kinds it does not keep', async () => {
    const { status, body } = await search({ checks: [{ search: 'nothing like it' }], connections: [{ search: 'api' }] });
    expect(status).toBe(200);
    expect(body).toEqual({});
  });

  it('does not run a search whose asker went away', async () => {
    const request = parseSearchRequest(EVERY_KIND('api'));
    expect(Object.keys(await searchResources(server.db, ['admin'], request))).toEqual(['checks', 'components', 'configs', 'playbooks']);
    expect(await searchResources(server.db, ['admin'], request, AbortSignal.abort())).toEqual({});
  });

  it('answers a guest, who may read none of these kinds, with nothing', async () => {
    expect(await search(EVERY_KIND('api'), 'guest@search.local')).toEqual({ status: 200, body: {} });
  });

  it('refuses a request without credentials', async () => {
    const response = await server.request('/api/resources/search', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(401);
  });

  it.each([
    [{ checks: 'api' }, 'checks must be a list of resource selectors'],
    [{ checks: Array.from({ length: 101 }, () => ({ search: 'api' })) }, 'checks may hold at most 100 resource selectors'],
    [{ checks: [{ search: 3 }] }, 'checks[0].search must be a string'],
    [{ limit: -1 }, 'limit must be a positive whole number'],
    [{ configs: [{ id: 'x' }] }, 'configs[0].id must be a UUID'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const { status, body: error } = await search(body);
    expect(status).toBe(400);
    expect(error).toEqual({ code: 'PGRST102', message, details: null, hint: null });
  });
});
