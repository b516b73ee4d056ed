import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/shared';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { createHttpClient } from './client';
import { PostgrestClient } from './postgrest-client';
import { HttpTopologyAdapter } from './topology.http';

const adapter = (fake: FakeFetch) => {
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: fake.fetch });
  return new HttpTopologyAdapter(http, new PostgrestClient(http));
};

describe('the topology', () => {
  it('sends the filters without All and maps the tree to domain components', async () => {
    const fake = new FakeFetch().on('GET', '/api/canary/api/topology', reply(200, {
      components: [{
        id: 'r', name: 'root', status: 'healthy', external_id: 'ext', agent_id: null, is_leaf: false,
        properties: [{ name: 'CPU', value: 10, max: 100, unit: 'millicores', headline: true }],
        summary: { healthy: 1, checks: { healthy: 2, weird: 1 }, incidents: { availability: { low: 1, high: null } } },
        logs: [{ name: 'app' }],
        components: [{ id: 'c', name: 'child', status: 'warning' }],
      }],
      healthStatuses: ['healthy'], teams: null, types: ['Cluster'], tags: { env: ['prod'] },
    }));
    const result = await adapter(fake).getTopology({ id: 'r', type: 'Cluster', team: 'All', labels: [{ key: 'env', value: 'prod' }] });
    const params = Object.fromEntries(fake.last().url.searchParams);
    expect(params).toEqual({ id: 'r', type: 'Cluster', flatten: 'true', labels: 'env=prod' });
    expect(result.teams).toEqual([]);
    expect(result.components[0]).toMatchObject({
      id: 'r', externalId: 'ext', isLeaf: false, logs: [{ name: 'app' }],
      summary: { healthy: 1, checks: { healthy: 2 }, incidents: { availability: { low: 1 } } },
      components: [{ id: 'c', name: 'child', status: 'warning' }],
    });
    expect(result.components[0]).not.toHaveProperty('agentId');
  });

  it('names the field when the answer has the wrong shape', async () => {
    const fake = new FakeFetch().on('GET', '/api/canary/api/topology', reply(200, { components: [{ id: 'r' }] }));
    const error = (await adapter(fake).getTopology({}).catch((e: unknown) => e)) as DomainError;
    expect(error.kind).toBe('decode');
  });
});

describe('a component', () => {
  it('is not found when no row comes back', async () => {
    const fake = new FakeFetch().on('GET', '/api/db/components', reply(200, []));
    const error = (await adapter(fake).getComponent('x').catch((e: unknown) => e)) as DomainError;
    expect(error.kind).toBe('not_found');
  });
});

describe('the side panel lists', () => {
  it('pages linked configs with a count and hides deleted links', async () => {
    const fake = new FakeFetch().on('GET', '/api/db/config_component_relationships', reply(200, [
      { config_id: 'k1', selector_id: 'manual', configs: { id: 'k1', name: 'orders-api', type: 'Deployment', config_class: null, deleted_at: null } },
    ], { 'content-range': '50-50/51' }));
    const page = await adapter(fake).linkedConfigs('c1', { pageIndex: 1, pageSize: 50 }, { hideDeleted: true });
    const params = fake.last().url.searchParams;
    expect(params.get('component_id')).toBe('eq.c1');
    expect(params.get('deleted_at')).toBe('is.null');
    expect(params.get('offset')).toBe('50');
    expect(fake.last().headers.get('prefer')).toContain('count=exact');
    expect(page).toEqual({ items: [{ configId: 'k1', name: 'orders-api', type: 'Deployment', selectorId: 'manual' }], total: 51, hasMore: false });
  });

  it('leaves the all values out of the incidents filter', async () => {
    const fake = new FakeFetch().on('GET', '/api/db/incidents_by_component', reply(200, [], { 'content-range': '*/0' }));
    await adapter(fake).incidents('c1', { status: 'open', type: 'all' }, { pageIndex: 0, pageSize: 50 });
    expect(fake.last().url.searchParams.get('status')).toBe('eq.open');
    expect(fake.last().url.searchParams.has('type')).toBe(false);
  });

  it('has no playbooks when the backend has no playbook endpoint', async () => {
    await expect(adapter(new FakeFetch()).hasPlaybooks('c1')).resolves.toBe(false);
  });
});

describe('links to the catalog', () => {
  it('creates and deletes manual links only', async () => {
    const fake = new FakeFetch()
      .on('POST', '/api/db/config_component_relationships', reply(201, [{}]))
      .on('DELETE', '/api/db/config_component_relationships', reply(200, [{}]));
    const topology = adapter(fake);
    await topology.linkConfig('c1', 'k1');
    expect(fake.last().body).toEqual({ component_id: 'c1', config_id: 'k1', selector_id: 'manual' });
    await topology.unlinkConfig('c1', 'k1');
    expect(Object.fromEntries(fake.last().url.searchParams)).toEqual({ component_id: 'eq.c1', config_id: 'eq.k1', selector_id: 'eq.manual' });
  });
});

describe('a snapshot', () => {
  it('is downloaded as a file with the range and the related flag', async () => {
    const fake = new FakeFetch().on('GET', '/api/snapshot/topology/c1', () =>
      new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'content-type': 'application/zip' } }),
    );
    const archive = await adapter(fake).downloadSnapshot('c1', { start: '1h', related: true });
    expect(archive.size).toBe(4);
    expect(Object.fromEntries(fake.last().url.searchParams)).toEqual({ start: '1h', related: 'true' });
  });

  it('fails with the server error', async () => {
    const fake = new FakeFetch().on('GET', '/api/snapshot/topology/c1', reply(500, { error: 'boom' }));
    await expect(adapter(fake).downloadSnapshot('c1', { start: '15m', related: false })).rejects.toBeInstanceOf(DomainError);
  });
});
