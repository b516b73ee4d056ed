import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/shared';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { createHttpClient } from './client';
import { HttpLogsAdapter } from './logs.http';
import { PostgrestClient } from './postgrest-client';

const adapter = (fake: FakeFetch) => {
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: fake.fetch });
  return new HttpLogsAdapter(http, new PostgrestClient(http));
};

describe('component logs', () => {
  it('lists the components with logs by name', async () => {
    const fake = new FakeFetch().on('GET', '/api/db/components_with_logs', reply(200, [{ id: 'c1', name: 'orders', icon: null, agent_id: 'a' }]));
    expect(await adapter(fake).componentsWithLogs()).toEqual([{ id: 'c1', name: 'orders', agentId: 'a' }]);
    expect(fake.last().url.searchParams.get('order')).toBe('name.asc');
  });

  it('reads a component’s selectors', async () => {
    const fake = new FakeFetch().on('GET', '/api/db/components', reply(200, [{ log_selectors: [{ name: 'app', labels: { a: 'b' } }] }]));
    expect(await adapter(fake).logSelectors('c1')).toEqual([{ name: 'app', labels: { a: 'b' } }]);
  });

  it('posts the search and maps the lines', async () => {
    const fake = new FakeFetch().on('POST', '/api/logs', reply(200, {
      total: 1, results: [{ id: '1', timestamp: '2026-01-01T00:00:00Z', message: 'hello', labels: { pod: 'x' } }],
    }));
    const result = await adapter(fake).search({ componentId: 'c1', selector: 'app', query: 'he', start: '1h' });
    expect(fake.last().body).toEqual({ id: 'c1', name: 'app', query: 'he', start: '1h' });
    expect(result).toEqual({ total: 1, lines: [{ timestamp: '2026-01-01T00:00:00Z', message: 'hello', labels: { pod: 'x' } }] });
  });

  it('carries a failing backend’s message', async () => {
    const fake = new FakeFetch().on('POST', '/api/logs', reply(502, { error: 'loki timed out' }));
    const error = (await adapter(fake).search({ componentId: 'c1', start: '15m' }).catch((e: unknown) => e)) as DomainError;
    expect(error.message).toBe('loki timed out');
  });
});
