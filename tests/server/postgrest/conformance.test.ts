import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Hono } from 'hono';
import type { Database } from '../../../server/db/database';
import type { AppEnv } from '../../../server/http/env';
import { ADMIN, appFor, clientFor, fixtureEngines, openFixture, send, stopFixtureCluster } from './support';

const ALICE = ADMIN.personId;
const CHECK_01 = 'e0000000-0000-0000-0000-000000000001';
const INCIDENT_1 = '10000000-0000-0000-0000-000000000001';
const CLUSTER = 'f0000000-0000-0000-0000-000000000001';

afterAll(() => stopFixtureCluster());

describe.each(fixtureEngines)('the /api/db layer driven by postgrest-js on $name', (engine) => {
  let db: Database;
  let app: Hono<AppEnv>;
  let client: PostgrestClient;

  beforeAll(async () => {
    db = await openFixture(engine);
    app = appFor(db);
    client = clientFor(app);
  });
  afterAll(() => db.close());

  describe('when embedding related rows', () => {
    it('embeds a relation under an alias as an object', async () => {
      const { data, error } = await client.from('checks').select('name,canary:canaries(name)').eq('id', CHECK_01);
      expect(error).toBeNull();
      expect(data).toEqual([{ name: 'check-01', canary: { name: 'http-canary' } }]);
    });

    it('embeds by foreign-key column name, null when the key is null', async () => {
      const { data } = await client.from('canaries').select('name,created_by(id,name)').order('name');
      expect(data).toEqual([
        { name: 'dns-canary', created_by: null },
        { name: 'http-canary', created_by: { id: ALICE, name: 'Alice Admin' } },
      ]);
    });

    it('embeds by aliased foreign-key column', async () => {
      const { data } = await client.from('people').select('name,team:team_id(name)').eq('name', 'Bob Builder');
      expect(data).toEqual([{ name: 'Bob Builder', team: { name: 'Platform' } }]);
    });

    it('follows a foreign-key constraint hint', async () => {
      const { data } = await client
        .from('checks')
        .select('name,canaries!checks_canary_id_fkey(name),agents!checks_agent_id_fkey(name)')
        .eq('name', 'check-10');
      expect(data).toEqual([{ name: 'check-10', canaries: { name: 'http-canary' }, agents: { name: 'edge' } }]);
    });

    it('embeds reverse relations as arrays, nested, ordered and limited', async () => {
      const { data, error } = await client
        .from('incidents')
        .select('title,hypotheses(title,evidences(description,configs(name))),commander:commander_id(name),responders(type,team:team_id(name))')
        .eq('id', INCIDENT_1)
        .order('title', { referencedTable: 'hypotheses', ascending: true })
        .order('type', { referencedTable: 'responders' })
        .limit(1, { referencedTable: 'responders' });
      expect(error).toBeNull();
      expect(data).toEqual([
        {
          title: 'Checkout is slow',
          hypotheses: [
            { title: 'Cache misses', evidences: [] },
            { title: 'Database is saturated', evidences: [{ description: 'api pod restarting', configs: { name: 'api-7d9f' } }] },
          ],
          commander: { name: 'Bob Builder' },
          responders: [{ type: 'person', team: null }],
        },
      ]);
    });

    it('embeds a view through the foreign keys of the table it shows', async () => {
      const { data } = await client
        .from('config_relationships')
        .select('relation,configs:configs!config_relationships_config_id_fkey(name),related:configs!config_relationships_related_id_fkey(name)')
        .order('relation')
        .eq('config_id', CLUSTER);
      expect(data).toEqual([{ relation: 'hard', configs: { name: 'prod-cluster' }, related: { name: 'payments' } }]);
    });

    it('keeps only parents with a matching child with !inner', async () => {
      const { data } = await client.from('canaries').select('name,checks!inner(name)').eq('checks.type', 'tcp');
      expect(data).toEqual([{ name: 'dns-canary', checks: [{ name: 'port 100%_open' }] }]);
    });

    it('filters by an empty embed with embed=not.is.null', async () => {
      const { data } = await client.from('people').select('name,teams!teams_created_by_fkey()').not('teams', 'is', null);
      expect(data).toEqual([{ name: 'Alice Admin' }]);
    });

    it('answers 300 when a relation name is ambiguous', async () => {
      const { error, status } = await client.from('config_relationships').select('configs(name)');
      expect(status).toBe(300);
      expect(error?.code).toBe('PGRST201');
    });
  });

  describe('when filtering', () => {
    const names = async (query: PromiseLike<{ data: unknown }>) => ((await query).data as { name: string }[]).map((r) => r.name);

    it('compares with eq, neq, gt, gte, lt and lte', async () => {
      const base = () => client.from('checks').select('name').like('name', 'check-*').order('name');
      expect(await names(base().gt('name', 'check-28'))).toEqual(['check-29', 'check-30']);
      expect(await names(base().gte('name', 'check-29'))).toEqual(['check-29', 'check-30']);
      expect(await names(base().lt('name', 'check-02'))).toEqual(['check-01']);
      expect(await names(base().lte('name', 'check-02'))).toEqual(['check-01', 'check-02']);
      expect(await names(base().eq('name', 'check-07'))).toEqual(['check-07']);
      expect((await names(base().neq('name', 'check-07'))).length).toBe(29);
    });

    it('matches like and ilike with * as the wildcard, and % literally in values', async () => {
      const { count } = await client.from('checks').select('name', { count: 'exact' }).ilike('name', '*CHECK-1*');
      expect(count).toBe(10);
      expect(await names(client.from('checks').select('name').like('name', '*100%*'))).toEqual(['port 100%_open']);
    });

    it('matches in lists with quoted values holding commas', async () => {
      const data = await names(client.from('checks').select('name').in('labels->>team', ['dns, core']));
      expect(data).toEqual(['Resolve "quoted", commas']);
    });

    it('tests is null, is not null, is true and is false', async () => {
      expect((await client.from('checks').select('name', { count: 'exact' }).is('severity', null)).count).toBe(8);
      expect((await client.from('checks').select('name', { count: 'exact' }).not('severity', 'is', null)).count).toBe(24);
      expect((await client.from('check_statuses').select('time', { count: 'exact' }).is('status', false)).count).toBe(1);
      expect((await client.from('check_statuses').select('time', { count: 'exact' }).is('status', true)).count).toBe(11);
    });

    it('tests containment on jsonb and arrays (cs, cd)', async () => {
      expect((await client.from('checks').select('name', { count: 'exact' }).contains('labels', { team: 'payments' })).count).toBe(15);
      expect(await names(client.from('config_items').select('name').contains('external_id', ['pod/db-0']))).toEqual(['db-0']);
      expect(await names(client.from('config_items').select('name').containedBy('external_id', ['prod-cluster', 'x']))).toEqual(['prod-cluster']);
    });

    it('searches text with fts, plfts, phfts and wfts', async () => {
      expect(await names(client.from('checks').select('name').textSearch('description', 'fox'))).toEqual(['Resolve "quoted", commas']);
      expect(await names(client.from('checks').select('name').textSearch('description', 'lazy dogs', { type: 'plain', config: 'english' }))).toEqual(['port 100%_open']);
      expect(await names(client.from('checks').select('name').textSearch('description', 'quick brown', { type: 'phrase' }))).toEqual(['Resolve "quoted", commas']);
      expect(await names(client.from('checks').select('name').textSearch('description', 'lazy -cats', { type: 'websearch' }))).toEqual(['port 100%_open']);
    });

    it('negates with not.', async () => {
      const { count } = await client.from('checks').select('name', { count: 'exact' }).not('status', 'eq', 'healthy');
      expect(count).toBe(7);
    });

    it('filters on JSON paths', async () => {
      const { count } = await client.from('checks').select('name', { count: 'exact' }).eq('labels->>team', 'search');
      expect(count).toBe(15);
    });

    it('combines conditions with or, nested and, and JSON paths inside', async () => {
      expect(await names(client.from('checks').select('name').or('name.eq.check-01,name.eq.check-02').order('name'))).toEqual(['check-01', 'check-02']);
      const nested = await names(
        client.from('checks').select('name').or('and(labels->>team.eq.search,status.eq.unhealthy,name.lt.check-10),name.eq.check-01').order('name'),
      );
      expect(nested).toEqual(['check-01', 'check-04', 'check-08']);
    });

    it('applies an or on an embedded resource', async () => {
      const { data } = await client
        .from('canaries')
        .select('name,checks(name)')
        .eq('name', 'http-canary')
        .or('name.eq.check-01,name.eq.check-30', { referencedTable: 'checks' })
        .order('name', { referencedTable: 'checks', ascending: false });
      expect(data).toEqual([{ name: 'http-canary', checks: [{ name: 'check-30' }, { name: 'check-01' }] }]);
    });
  });

  describe('when ordering', () => {
    it('orders by several columns with direction and nulls placement', async () => {
      const { data } = await client
        .from('checks')
        .select('name,severity')
        .like('name', 'check-*')
        .order('severity', { ascending: true, nullsFirst: true })
        .order('name', { ascending: false })
        .limit(3);
      expect(data).toEqual([
        { name: 'check-30', severity: null },
        { name: 'check-25', severity: null },
        { name: 'check-20', severity: null },
      ]);
    });

    it('orders by a JSON path', async () => {
      const { data } = await client.from('config_items').select('name').order('labels->>app', { ascending: true, nullsFirst: false }).order('name');
      expect((data as { name: string }[]).map((r) => r.name)).toEqual(['api-7d9f', 'db-0', 'payments', 'prod-cluster']);
    });
  });

  describe('when counting and paging', () => {
    it('answers the requested range with an exact count', async () => {
      const { data, count, status } = await client.from('checks').select('id', { count: 'exact' }).order('name').range(10, 19);
      expect(data).toHaveLength(10);
      expect(count).toBe(32);
      expect(status).toBe(206);
    });

    it('counts without rows with a HEAD request', async () => {
      const { count, data } = await client.from('checks').select('*', { count: 'exact', head: true }).eq('type', 'dns');
      expect(count).toBe(11);
      expect(data).toBeNull();
    });

    it('sends Content-Range */0 for an empty counted page and …/* without count', async () => {
      const empty = await send(app, { method: 'GET', path: 'checks?name=eq.nothing', headers: { prefer: 'count=exact' } });
      expect(empty.headers.get('content-range')).toBe('*/0');
      expect(empty.json).toEqual([]);
      const uncounted = await send(app, { method: 'GET', path: 'checks?select=id&limit=5' });
      expect(uncounted.headers.get('content-range')).toBe('0-4/*');
    });

    it('honours the Range header', async () => {
      const response = await send(app, { method: 'GET', path: 'checks?select=name&name=like.check-*&order=name', headers: { range: '5-9', prefer: 'count=exact' } });
      expect(response.headers.get('content-range')).toBe('5-9/30');
      expect((response.json as { name: string }[])[0].name).toBe('check-06');
    });

    it('caps a page at 2000 rows', async () => {
      await db.query(
        `INSERT INTO check_statuses (check_id, time, status) SELECT 'e0000000-0000-0000-0000-000000000002', '2020-01-01'::timestamptz + g * interval '1 second', true FROM generate_series(1, 2100) g`,
      );
      const response = await send(app, {
        method: 'GET', path: 'check_statuses?select=time&check_id=eq.e0000000-0000-0000-0000-000000000002&limit=5000', headers: { prefer: 'count=exact' },
      });
      expect(response.json).toHaveLength(2000);
      expect(response.headers.get('content-range')).toBe('0-1999/2100');
    });

    it('merges duplicate select parameters', async () => {
      const response = await send(app, { method: 'GET', path: `configs?select=name&select=agent:agents(name)&id=eq.${CLUSTER}` });
      expect(response.json).toEqual([{ name: 'prod-cluster', agent: { name: 'local' } }]);
    });
  });

  describe('when asking for one object', () => {
    it('answers the row as an object', async () => {
      const { data } = await client.from('checks').select('name').eq('id', CHECK_01).single();
      expect(data).toEqual({ name: 'check-01' });
    });

    it('answers 406 when there is not exactly one row', async () => {
      const { error, status } = await client.from('checks').select('name').eq('type', 'dns').single();
      expect(status).toBe(406);
      expect(error?.code).toBe('PGRST116');
    });

    it('gives null from maybeSingle when nothing matches', async () => {
      const { data, error } = await client.from('checks').select('name').eq('name', 'none').maybeSingle();
      expect(error).toBeNull();
      expect(data).toBeNull();
    });
  });

  describe('when inserting', () => {
    it('inserts one row and returns it with status 201', async () => {
      const { data, status } = await client.from('saved_query').insert({ query: 'type=Kubernetes::Pod', columns: { a: [1, 2] } }).select('query,columns');
      expect(status).toBe(201);
      expect(data).toEqual([{ query: 'type=Kubernetes::Pod', columns: { a: [1, 2] } }]);
    });

    it('inserts an array whose objects have different keys', async () => {
      const { data, error } = await client
        .from('properties')
        .insert([{ name: 'a.flag', value: '1' }, { name: 'b.flag', value: '2', created_by: ALICE }])
        .select('name,value,created_by(name)');
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'a.flag', value: '1', created_by: null },
        { name: 'b.flag', value: '2', created_by: { name: 'Alice Admin' } },
      ]);
    });

    it('answers 201 with no body for return=minimal', async () => {
      const response = await send(app, {
        method: 'POST', path: 'properties', headers: { prefer: 'return=minimal' }, body: JSON.stringify({ name: 'c.flag', value: 'x' }),
      });
      expect(response.status).toBe(201);
      expect(response.text).toBe('');
    });

    it('refuses an unknown column with 400', async () => {
      const { error, status } = await client.from('properties').insert({ name: 'x', value: 'y', nope: 1 });
      expect(status).toBe(400);
      expect(error?.code).toBe('PGRST204');
    });

    it('answers 409 on a unique or foreign-key violation', async () => {
      const duplicate = await client.from('properties').insert({ name: 'logs.disable', value: 'x' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.error?.code).toBe('23505');
      const orphan = await client.from('properties').insert({ name: 'orphan', value: 'x', created_by: '99999999-0000-0000-0000-000000000000' });
      expect(orphan.status).toBe(409);
      expect(orphan.error?.code).toBe('23503');
    });

    it('writes nothing when one row of the request fails', async () => {
      const { status } = await client.from('properties').insert([{ name: 'tx.one', value: '1' }, { name: 'tx.two', value: null }]);
      expect(status).toBe(400);
      const { data } = await client.from('properties').select('name').like('name', 'tx.*');
      expect(data).toEqual([]);
    });

    it('answers 400 for malformed JSON', async () => {
      const response = await send(app, { method: 'POST', path: 'properties', body: '{"name": ' });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'PGRST102' });
    });
  });

  describe('when updating', () => {
    it('updates the filtered rows and returns them with status 200', async () => {
      const { data, status } = await client.from('checks').update({ severity: 'critical' }).eq('name', 'check-05').select('name,severity');
      expect(status).toBe(200);
      expect(data).toEqual([{ name: 'check-05', severity: 'critical' }]);
    });

    it('accepts "now()" for a timestamp (soft delete)', async () => {
      const { data } = await client.from('canaries').update({ deleted_at: 'now()' }).eq('name', 'dns-canary').select('deleted_at');
      const [{ deleted_at }] = data as { deleted_at: string }[];
      expect(Date.now() - new Date(deleted_at).getTime()).toBeLessThan(60_000);
    });

    it('answers 204 for return=minimal', async () => {
      const { status, data } = await client.from('checks').update({ severity: 'low' }).eq('name', 'check-05');
      expect(status).toBe(204);
      expect(data).toBeNull();
    });

    it('refuses an update without filters', async () => {
      const { status, error } = await client.from('checks').update({ severity: 'low' });
      expect(status).toBe(400);
      expect(error?.code).toBe('21000');
    });
  });

  describe('when deleting', () => {
    it('deletes the filtered rows and returns them', async () => {
      await client.from('properties').insert({ name: 'doomed', value: 'x' });
      const { data, status } = await client.from('properties').delete().eq('name', 'doomed').select('name');
      expect(status).toBe(200);
      expect(data).toEqual([{ name: 'doomed' }]);
    });

    it('refuses a delete without filters and keeps every row', async () => {
      const { status } = await client.from('properties').delete();
      expect(status).toBe(400);
      expect((await client.from('properties').select('name', { count: 'exact' })).count).toBeGreaterThan(0);
    });
  });

  describe('when calling functions', () => {
    it('calls a set-returning function with GET, filtering and shaping its rows', async () => {
      const { data, error } = await client
        .rpc('related_configs_recursive', { config_id: CLUSTER }, { get: true })
        .gt('depth', 0)
        .select('name,depth');
      expect(error).toBeNull();
      expect(data).toEqual([{ name: 'payments', depth: 1 }, { name: 'api-7d9f', depth: 2 }]);
    });

    it('returns a scalar jsonb result bare from a POST', async () => {
      const { data } = await client.rpc('config_analysis_filter_options', { p_config_id: CLUSTER });
      expect(data).toEqual({ types: ['Kubernetes::Cluster'] });
    });

    it('embeds from a function returning rows of a table', async () => {
      const { data } = await client
        .rpc('check_summary_for_component', { id: 'd0000000-0000-0000-0000-000000000002' }, { get: true })
        .eq('type', 'tcp')
        .select('name,canaries!checks_canary_id_fkey(name)');
      expect(data).toEqual([{ name: 'port 100%_open', canaries: { name: 'dns-canary' } }]);
    });

    it('runs a void function with POST and answers 204', async () => {
      const { status } = await client.rpc('soft_delete_check', { check_id: 'e0000000-0000-0000-0000-000000000003' });
      expect(status).toBe(204);
      const { data } = await client.from('checks').select('deleted_at').eq('name', 'check-03').single();
      expect((data as { deleted_at: string | null }).deleted_at).not.toBeNull();
    });

    it('answers 404 for an unknown function', async () => {
      const { status, error } = await client.rpc('no_such_function', {});
      expect(status).toBe(404);
      expect(error?.code).toBe('PGRST202');
    });

    it('refuses to write from a GET', async () => {
      const response = await send(app, { method: 'GET', path: 'rpc/soft_delete_check?check_id=e0000000-0000-0000-0000-000000000004' });
      expect(response.status).toBe(405);
      expect(response.json).toMatchObject({ code: '25006' });
    });
  });
});

describe('when both engines answer the same query', () => {
  it('produces byte-identical bodies', async () => {
    const paths = [
      `incidents?select=title,severity,created_at,hypotheses(title,type),responders(type,team:team_id(name))&order=title&hypotheses.order=title`,
      'checks?select=name,labels,labels->>team,status&order=name&limit=5',
      `rpc/related_configs_recursive?config_id=${CLUSTER}`,
    ];
    const bodies: string[][] = [];
    for (const engine of fixtureEngines) {
      const db = await openFixture(engine);
      const app = appFor(db);
      bodies.push(await Promise.all(paths.map(async (path) => (await send(app, { method: 'GET', path })).text)));
      await db.close();
    }
    expect(bodies[1]).toEqual(bodies[0]);
  });
});
