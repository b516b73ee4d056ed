import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/shared';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { createHttpClient } from './client';
import { HttpHealthAdapter } from './health.http';
import { PostgrestClient } from './postgrest-client';

const adapter = (fake: FakeFetch) => {
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: fake.fetch });
  return new HttpHealthAdapter(http, new PostgrestClient(http));
};

const EDGE = 'aba0925a-77bc-585a-83c4-327a88e2f212';
const LOCAL = '00000000-0000-0000-0000-000000000000';

const summaryRow = (fields: Record<string, unknown>) => ({
  id: 'c1', canary_id: 'k1', canary_name: 'web', agent_id: LOCAL, name: 'api/health', type: 'http', status: 'healthy',
  namespace: 'prod', labels: { env: 'prod' }, uptime: { passed: 9, failed: 1, last_pass: null, last_fail: '2026-01-01T00:00:00Z' },
  latency: { p99: 120, p97: 110, p95: 100, p50: 20, avg: 30.5, rolling1h: 0 }, last_runtime: '2026-01-01T00:00:00Z',
  ...fields,
});

describe('the health summary', () => {
  it('maps the checks and names the agents that pushed them', async () => {
    const fake = new FakeFetch()
      .on('GET', '/api/canary/api/summary', reply(200, {
        duration: 4, runnerName: 'local',
        checks_summary: [summaryRow({}), summaryRow({ id: 'c2', agent_id: EDGE, status: null, namespace: null })],
      }))
      .on('GET', '/api/db/agents', reply(200, [{ id: EDGE, name: 'edge' }]));
    const summary = await adapter(fake).summary();
    expect(summary.checks[0]).toMatchObject({
      id: 'c1', canaryName: 'web', status: 'healthy', labels: { env: 'prod' }, agent: undefined,
      uptime: { passed: 9, failed: 1, lastFail: '2026-01-01T00:00:00Z' }, latency: { p99: 120, p97: 110, p95: 100 },
    });
    expect(summary.checks[1]).toMatchObject({ id: 'c2', status: 'unhealthy', namespace: undefined, agent: { id: EDGE, name: 'edge' } });
    expect(fake.last().url.searchParams.get('id')).toBe(`in.(${EDGE})`);
  });

  it('asks for no agent names when every check is local', async () => {
    const fake = new FakeFetch().on('GET', '/api/canary/api/summary', reply(200, { checks_summary: [summaryRow({})] }));
    await adapter(fake).summary();
    expect(fake.requests).toHaveLength(1);
  });

  it('names the field when the answer has the wrong shape', async () => {
    const fake = new FakeFetch().on('GET', '/api/canary/api/summary', reply(200, { checks_summary: [summaryRow({ name: 7 })] }));
    const error = (await adapter(fake).summary().catch((e: unknown) => e)) as DomainError;
    expect(error.kind).toBe('decode');
    expect(error.message).toContain('checks_summary[0].name');
  });
});

describe('the check detail', () => {
  it('reads the check with its canary, agent and relationships, and its uptime from the summary', async () => {
    const fake = new FakeFetch()
      .on('GET', '/api/db/checks', reply(200, [{
        id: 'c1', canary_id: 'k1', name: 'api/health', type: 'http', status: 'unhealthy', agent_id: EDGE,
        spec: { url: 'http://127.0.0.1:8080/health' }, labels: { env: 'prod' }, next_runtime: '2026-01-01T00:05:00Z',
        canaries: { id: 'k1', name: 'web', source: 'component/x1', spec: { http: [] } },
        agents: { id: EDGE, name: 'edge' },
        components: [{ components: { id: 'x1', name: 'API', icon: 'service' } }, { components: null }],
        configs: [{ configs: { id: 'g1', name: 'api', type: 'Kubernetes::Deployment' } }],
      }]))
      .on('POST', '/api/canary/api/summary', reply(200, { checks_summary: [summaryRow({})] }));
    const detail = await adapter(fake).checkDetail('c1');
    expect(detail).toMatchObject({
      id: 'c1', status: 'unhealthy', endpoint: 'http://127.0.0.1:8080/health', canaryName: 'web', agent: { id: EDGE, name: 'edge' },
      canary: { id: 'k1', source: 'component/x1' }, uptime: { passed: 9, failed: 1 }, latency: { p99: 120 },
      nextRuntime: '2026-01-01T00:05:00Z',
      relationships: { components: [{ id: 'x1', name: 'API', icon: 'service' }], configs: [{ id: 'g1', name: 'api', type: 'Kubernetes::Deployment' }] },
    });
    const select = fake.requests.find((r) => r.url.pathname === '/api/db/checks')!.url.searchParams.get('select');
    expect(select).toContain('components:check_component_relationships(components(id,name,icon))');
    expect(fake.requests.find((r) => r.method === 'POST')!.body).toEqual({ CheckID: 'c1' });
  });

  it('is not found when no row comes back', async () => {
    const fake = new FakeFetch()
      .on('GET', '/api/db/checks', reply(200, []))
      .on('POST', '/api/canary/api/summary', reply(200, { checks_summary: [] }));
    await expect(adapter(fake).checkDetail('gone')).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('the run history', () => {
  it('asks for one filtered page, newest first, and reads the total from Content-Range', async () => {
    const fake = new FakeFetch().on('GET', '/api/db/check_statuses', reply(206, [
      { time: '2026-01-01T00:00:00Z', duration: 1500, status: false, message: null, error: 'timeout' },
    ], { 'content-range': '50-50/296' }));
    const history = await adapter(fake).history({
      checkId: 'c1', since: '2025-12-31T23:00:00.000Z', status: 0, minDuration: 1000, pageIndex: 1, pageSize: 50,
    });
    expect(history).toEqual({ data: [{ time: '2026-01-01T00:00:00Z', duration: 1500, status: false, message: undefined, error: 'timeout' }], totalEntries: 296 });
    const { url, headers } = fake.last();
    expect(url.searchParams.get('check_id')).toBe('eq.c1');
    expect(url.searchParams.get('time')).toBe('gt.2025-12-31T23:00:00.000Z');
    expect(url.searchParams.get('status')).toBe('eq.false');
    expect(url.searchParams.get('duration')).toBe('gte.1000');
    expect(url.searchParams.get('order')).toBe('time.desc');
    expect([url.searchParams.get('limit'), url.searchParams.get('offset')]).toEqual(['50', '50']);
    expect(headers.get('prefer')).toContain('count=exact');
  });
});

describe('the graph and Run Now', () => {
  it('reads the buckets from the start of the range', async () => {
    const fake = new FakeFetch().on('GET', '/api/canary/api/graph', reply(200, {
      status: [{ time: '2026-01-01T00:00:00Z', status: true, duration: 12, passed: 1, failed: 0 }, { time: '2026-01-01T00:01:00Z', duration: 40, passed: 0, failed: 1 }],
      latency: { p99: 40, p97: 40, p95: 40, rolling1h: 0 }, uptime: { passed: 1, failed: 1 },
    }));
    const graph = await adapter(fake).graph({ checkId: 'c1', timeRange: '1h', since: '2025-12-31T23:00:00.000Z' });
    expect(graph.points.map((p) => p.status)).toEqual([true, false]);
    expect(graph.uptime).toEqual({ passed: 1, failed: 1 });
    expect(fake.last().url.searchParams.get('start')).toBe('2025-12-31T23:00:00.000Z');
  });

  it('answers an empty graph when the range holds no run', async () => {
    const fake = new FakeFetch().on('GET', '/api/canary/api/graph', reply(200, { status: null, latency: { p99: 0 }, uptime: { passed: 0, failed: 0 } }));
    expect((await adapter(fake).graph({ checkId: 'c1', timeRange: '1h', since: 'x' })).points).toEqual([]);
  });

  it('reads a failed run, which leaves pass out', async () => {
    const fake = new FakeFetch().on('POST', '/api/canary/run/check/c1', reply(200, { name: 'x', duration: 5, error: 'refused' }));
    expect(await adapter(fake).runNow('c1')).toEqual({ pass: false, duration: 5, message: undefined, error: 'refused' });
  });

  it("fails with the server's message", async () => {
    const fake = new FakeFetch().on('POST', '/api/canary/run/check/c1', reply(404, { error: 'check c1 not found' }));
    await expect(adapter(fake).runNow('c1')).rejects.toThrow('check c1 not found');
  });
});

describe("the related components' health transitions", () => {
  const query = { checkId: 'c1', timeRange: '1h', since: '2026-01-01T00:00:00.000Z' };
  const related = () =>
    new FakeFetch()
      .on('GET', '/api/db/check_component_relationships', reply(200, [{ component_id: 'k1' }, { component_id: 'k1' }]))
      .on('GET', '/api/db/components', reply(200, [{ id: 'k1', name: 'payments-db' }]));

  it("asks for the related components' transitions since the range's start, oldest first, and names the components", async () => {
    const fake = related().on('GET', '/api/db/component_health_transitions', reply(200, [{ id: 7, component_id: 'k1', previous: 'healthy', health: 'unhealthy', at: '2026-01-01T00:10:00Z' }]));
    expect(await adapter(fake).relatedTransitions(query)).toEqual([
      { id: '7', componentId: 'k1', componentName: 'payments-db', previous: 'healthy', health: 'unhealthy', at: '2026-01-01T00:10:00Z' },
    ]);
    const sent = fake.requests.find((request) => request.url.pathname === '/api/db/component_health_transitions')!.url.searchParams;
    expect(sent.get('component_id')).toBe('in.(k1)');
    expect(sent.get('at')).toBe('gte.2026-01-01T00:00:00.000Z');
    expect(sent.get('order')).toBe('at.asc');
    expect(fake.requests.find((request) => request.url.pathname === '/api/db/check_component_relationships')!.url.searchParams.get('check_id')).toBe('eq.c1');
  });

  it('answers none from a Mission Control, which keeps no transitions', async () => {
    const fake = related().on('GET', '/api/db/component_health_transitions', reply(404, { code: 'PGRST205', message: 'Could not find the table', details: null, hint: null }));
    expect(await adapter(fake).relatedTransitions(query)).toEqual([]);
  });
});
