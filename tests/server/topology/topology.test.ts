import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { engines } from '../support/databases';
import { withTopologyEstate } from './fixture';
import { topologyApp, type TopologyApp } from './support';

type Node = Record<string, unknown> & { id: string; name: string; components?: Node[] };
interface Answer {
  components: Node[];
  healthStatuses: string[];
  teams: string[];
  types: string[];
  tags: Record<string, string[]>;
}

describe.each(engines)('the topology endpoint on $name', (engine) => {
  const t = withTopologyEstate(engine);

  const topology = async (query = '', path = '/api/canary/api/topology'): Promise<Answer> => {
    const response = await t.app.as('viewer', `${path}${query ? `?${query}` : ''}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Answer;
  };
  const names = (nodes: Node[] | undefined) => (nodes ?? []).map((n) => n.name);
  const find = (nodes: Node[] | undefined, name: string) => nodes?.find((n) => n.name === name);

  describe('when no id is given', () => {
    it('lists every root with its descendants nested, sorted by name', async () => {
      const answer = await topology();
      expect(names(answer.components)).toEqual(['Estate', 'Other root']);
      const estate = answer.components[0]!;
      expect(names(estate.components)).toEqual(['Search', 'Secret', 'Shop']);
      expect(names(find(estate.components, 'Shop')!.components)).toEqual(['Shop API', 'Shop DB']);
      expect(names(answer.components[1]!.components)).toEqual(['Shop API']);
    });

    it('strips parent ids and own counts below the listed level', async () => {
      const shop = find((await topology()).components[0]!.components, 'Shop')!;
      expect(shop.parent_id).toBeUndefined();
      expect(shop.summary).toBeDefined();
    });

    it('answers the same at /api/topology', async () => {
      expect(await topology('', '/api/topology')).toEqual(await topology());
    });

    it('offers the facets of the whole estate', async () => {
      const answer = await topology();
      expect(answer.healthStatuses).toEqual(['healthy', 'unhealthy', 'warning']);
      expect(answer.types).toEqual(['Application', 'Database', 'Service']);
      expect(answer.teams).toEqual(['payments-team']);
      expect(answer.tags).toEqual({ env: ['prod', 'staging'], team: ['payments'] });
    });
  });

  describe('when an id is given', () => {
    it('answers that component with its children as the listed level', async () => {
      const answer = await topology(`id=${t.f.estate}`);
      expect(answer.components).toHaveLength(1);
      const [estate] = answer.components;
      expect(estate!.id).toBe(t.f.estate);
      const shop = find(estate!.components, 'Shop')!;
      expect(shop.parent_id).toBe(t.f.estate);
      expect(find(shop.components, 'Shop DB')!.parent_id).toBeUndefined();
    });

    it('answers an empty list for an unknown or malformed id', async () => {
      expect((await topology('id=00000000-0000-4000-8000-0000000000aa')).components).toEqual([]);
      expect((await topology('id=not-a-uuid')).components).toEqual([]);
    });

    it('carries properties, teams, log selector names and relationship ids', async () => {
      const shop = find((await topology(`id=${t.f.estate}`)).components[0]!.components, 'Shop')!;
      expect(shop.properties).toEqual([{ name: 'Latency', value: 120, unit: 'ms', headline: true }]);
      expect(shop.teams).toEqual(['payments-team']);
      expect(shop.logs).toEqual([{ name: 'app' }, { name: 'audit' }]);
      expect(shop.labels).toEqual({ env: 'prod', team: 'payments' });
      expect(shop.owner).toBe('alice');
      const api = find((await topology(`id=${t.f.shop}`)).components[0]!.components, 'Shop API')!;
      expect(api.parents).toEqual([t.f.other]);
      expect((await topology(`id=${t.f.other}`)).components[0]!.children).toEqual([t.f.shopApi]);
    });

    it('leaves out false and empty values', async () => {
      const search = find((await topology(`id=${t.f.estate}`)).components[0]!.components, 'Search')!;
      expect(search).not.toHaveProperty('hidden');
      expect(search).not.toHaveProperty('logs');
      expect(search).not.toHaveProperty('description');
    });
  });

  describe('summaries', () => {
    it('count the direct children by health and roll checks, incidents and insights up, each once', async () => {
      const [estate] = (await topology(`id=${t.f.estate}`)).components;
      expect(estate!.summary).toEqual({
        healthy: 2,
        unhealthy: 1,
        checks: { healthy: 1, unhealthy: 1 },
        incidents: { availability: { high: 1 } },
        insights: { security: { critical: 1 } },
      });
      const shop = find(estate!.components, 'Shop')!;
      expect(shop.summary).toEqual({
        unhealthy: 1,
        warning: 1,
        checks: { healthy: 1, unhealthy: 1 },
        incidents: { availability: { high: 1 } },
        insights: { security: { critical: 1 } },
      });
      expect(shop.analysis).toEqual({ security: { critical: 1 } });
    });

    it('count a leaf as its own health, with its own checks and incidents', async () => {
      const shop = (await topology(`id=${t.f.shop}`)).components[0]!;
      const db = find(shop.components, 'Shop DB')!;
      expect(db.summary).toEqual({ warning: 1, checks: { healthy: 1 }, incidents: { availability: { high: 1 } } });
      expect(db.checks).toEqual({ healthy: 1 });
      expect(db.incidents).toEqual({ availability: { high: 1 } });
      expect(find(shop.components, 'Shop API')!.checks).toEqual({ healthy: 1, unhealthy: 1 });
    });

    it('leave resolved incidents out', async () => {
      const shop = find((await topology(`id=${t.f.estate}`)).components[0]!.components, 'Shop')!;
      expect(shop.incidents).toBeUndefined();
    });
  });

  describe('filters', () => {
    it('keep only children with the asked status', async () => {
      expect(names((await topology(`id=${t.f.estate}&status=unhealthy`)).components[0]!.components)).toEqual(['Shop']);
      expect(names((await topology(`id=${t.f.estate}&status=healthy,unhealthy`)).components[0]!.components)).toEqual(['Search', 'Secret', 'Shop']);
    });

    it('ignore the value All', async () => {
      const all = await topology(`id=${t.f.estate}&status=All&team=All&type=All&labels=All&agent_id=All`);
      expect(names(all.components[0]!.components)).toEqual(['Search', 'Secret', 'Shop']);
    });

    it('list the matching components of a type flat', async () => {
      const answer = await topology('type=Database&flatten=true');
      expect(names(answer.components)).toEqual(['Shop DB']);
      expect(answer.components[0]!.components).toBeUndefined();
      expect(names((await topology(`id=${t.f.shop}&type=Service&flatten=true`)).components)).toEqual(['Shop API']);
    });

    it('match labels by containment, owner and team', async () => {
      expect(names((await topology('labels=env=prod')).components)).toEqual(['Shop']);
      expect(names((await topology(`id=${t.f.estate}&labels=env=staging`)).components[0]!.components)).toEqual(['Search']);
      expect(names((await topology('labels=env=prod,team=other')).components)).toEqual([]);
      expect(names((await topology('owner=alice')).components)).toEqual(['Shop']);
      expect(names((await topology('team=payments-team')).components)).toEqual(['Shop']);
    });

    it('match the agent', async () => {
      expect(names((await topology(`agent_id=${t.f.agent}`)).components)).toEqual(['Other root']);
    });

    it('leave hidden components out with hidden=false', async () => {
      expect(names((await topology(`id=${t.f.estate}&hidden=false`)).components[0]!.components)).toEqual(['Search', 'Shop']);
    });

    it('sort by name or a property, either way', async () => {
      expect(names((await topology(`id=${t.f.estate}&sortBy=name&sortOrder=desc`)).components[0]!.components)).toEqual(['Shop', 'Secret', 'Search']);
      const byLatency = await topology(`id=${t.f.estate}&sortBy=field:Latency&sortOrder=asc`);
      expect(names(byLatency.components[0]!.components)).toEqual(['Search', 'Shop', 'Secret']);
    });

    it('stop at the asked depth', async () => {
      const shallow = (await topology(`id=${t.f.estate}&depth=1`)).components[0]!;
      expect(find(shallow.components, 'Shop')!.components).toBeUndefined();
    });
  });

  describe('permissions', () => {
    it('refuses a caller without credentials', async () => {
      expect((await t.app.request('/api/canary/api/topology')).status).toBe(401);
    });

    it.each(['guest', 'agent'] as const)('refuses a %s', async (caller) => {
      const response = await t.app.as(caller, '/api/canary/api/topology');
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: expect.stringContaining('topologies') });
    });
  });

  describe('through /api/db', () => {
    it('serves the topology view with counts and log selectors', async () => {
      const response = await t.app.as('viewer', `/api/db/topology?id=eq.${t.f.shopApi}&select=name,checks,parents,logs`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([{ name: 'Shop API', checks: { healthy: 1, unhealthy: 1 }, parents: [t.f.other], logs: null }]);
      const shop = await t.app.as('viewer', `/api/db/components?id=eq.${t.f.shop}&select=log_selectors`);
      expect(((await shop.json()) as { log_selectors: unknown[] }[])[0]!.log_selectors).toHaveLength(2);
    });
  });
});

describe.each(engines)('the topology endpoint at 2,000 components on $name', (engine) => {
  let db: Database;
  let app: TopologyApp;

  beforeAll(async () => {
    db = await engine.open();
    app = await topologyApp(db);
    // 1 root, 20 groups, 99 components per group, one check per group.
    await db.query(`INSERT INTO components (id, external_id, name, status, type) VALUES ('00000000-0000-4000-8000-000000000001', 'root', 'Root', 'healthy', 'Application')`);
    await db.query(
      `INSERT INTO components (id, external_id, name, status, type, parent_id, labels, properties)
       SELECT ('00000000-0000-4000-8001-' || lpad(g::text, 12, '0'))::uuid, 'group-' || g, 'Group ' || g, 'healthy', 'Group',
         '00000000-0000-4000-8000-000000000001', jsonb_build_object('group', g::text), '[]'::jsonb
       FROM generate_series(1, 20) g`,
    );
    await db.query(
      `INSERT INTO components (external_id, name, status, type, parent_id, labels, properties)
       SELECT 'c-' || g || '-' || i, 'Component ' || g || '-' || i,
         CASE WHEN i % 17 = 0 THEN 'unhealthy' WHEN i % 5 = 0 THEN 'warning' ELSE 'healthy' END, 'Service',
         ('00000000-0000-4000-8001-' || lpad(g::text, 12, '0'))::uuid, jsonb_build_object('group', g::text, 'n', (i % 7)::text),
         jsonb_build_array(jsonb_build_object('name', 'CPU', 'value', i, 'headline', true))
       FROM generate_series(1, 20) g, generate_series(1, 99) i`,
    );
  });
  afterAll(async () => {
    app?.cleanup();
    await db?.close();
  });

  it('answers the whole tree and a filtered page, printing the times', async () => {
    const timed = async (query: string) => {
      const started = performance.now();
      const response = await app.as('viewer', `/api/canary/api/topology?${query}`);
      const body = (await response.json()) as Answer;
      return { ms: Math.round(performance.now() - started), body };
    };
    await timed('');
    const all = await timed('');
    const filtered = await timed('id=00000000-0000-4000-8000-000000000001&status=unhealthy');
    const flat = await timed('type=Service&flatten=true&labels=n=3');
    console.log(`topology at 2,000 components on ${engine.name}: whole tree ${all.ms} ms, one level filtered ${filtered.ms} ms, flat by type ${flat.ms} ms`);
    expect(all.body.components[0]!.components).toHaveLength(20);
    expect(all.body.components[0]!.summary).toMatchObject({ healthy: 20 });
    expect(filtered.body.components[0]!.components).toBeUndefined();
    expect(flat.body.components.length).toBe(20 * 14);
  });
});
