import { describe, expect, it } from 'vitest';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { HttpAgentAdapter } from './agents.http';
import { createHttpClient } from './client';
import { PostgrestClient } from './postgrest-client';

const adapter = (fake: FakeFetch) => {
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: fake.fetch });
  return new HttpAgentAdapter(http, new PostgrestClient(http));
};

const row = {
  id: 'a1', name: 'edge', description: null, properties: { region: 'eu', tier: 1 }, last_seen: '2026-01-01T00:00:00Z',
  last_received: '2026-01-01T00:00:00Z', created_at: '2025-12-01T00:00:00Z', updated_at: null, deleted_at: null,
  created_by: { id: 'u1', name: 'Alice', avatar: null, email: 'admin@local' },
  config_count: 3, checks_count: '2', config_scrapper_count: 1, playbook_runs_count: 0,
};

describe('listing agents', () => {
  it('asks for one sorted page with the count and maps the counts', async () => {
    const fake = new FakeFetch().on('GET', '/api/db/agents_summary', reply(200, [row], { 'content-range': '50-50/51' }));
    const page = await adapter(fake).list({ pageIndex: 1, pageSize: 50, sortBy: 'name', sortOrder: 'asc' });
    expect(page.total).toBe(51);
    expect(page.agents[0]).toMatchObject({
      id: 'a1', name: 'edge', properties: { region: 'eu', tier: '1' }, checksCount: 2, configCount: 3, configScraperCount: 1,
      createdBy: { id: 'u1', name: 'Alice' },
    });
    const { url, headers } = fake.last();
    expect(url.searchParams.get('select')).toBe('*,created_by(id,name,avatar,email)');
    expect(url.searchParams.get('order')).toBe('name.asc.nullslast,created_at.desc,id.asc');
    expect([url.searchParams.get('limit'), url.searchParams.get('offset')]).toEqual(['50', '50']);
    expect(headers.get('prefer')).toContain('count=exact');
  });

  it('sorts by creation time, newest first, when the URL names no known column', async () => {
    const fake = new FakeFetch().on('GET', '/api/db/agents_summary', reply(200, []));
    await adapter(fake).list({ pageIndex: 0, pageSize: 50, sortBy: 'password;drop', sortOrder: 'desc' });
    expect(fake.last().url.searchParams.get('order')).toBe('created_at.desc.nullslast,id.asc');
  });
});

describe('changing agents', () => {
  it('creates through /agent/generate and returns the token', async () => {
    const fake = new FakeFetch().on('POST', '/api/agent/generate', reply(201, { id: 'p1', username: 'agent-1', access_token: 'tok' }));
    expect(await adapter(fake).create({ name: 'edge', properties: { region: 'eu' } })).toEqual({ id: 'p1', username: 'agent-1', accessToken: 'tok' });
    expect(fake.last().body).toEqual({ name: 'edge', properties: { region: 'eu' } });
  });

  it('saves properties and soft-deletes with the cleanup flag', async () => {
    const fake = new FakeFetch().on('PATCH', '/api/db/agents', reply(200, [{ id: 'a1' }]));
    const port = adapter(fake);
    await port.update('a1', { properties: { region: 'us' } });
    expect(fake.last().url.searchParams.get('id')).toBe('eq.a1');
    expect(fake.last().body).toEqual({ properties: { region: 'us' }, updated_at: 'now()' });
    await port.remove('a1', true);
    expect(fake.last().body).toEqual({ deleted_at: 'now()', cleanup: true });
    await port.remove('a1', false);
    expect(fake.last().body).toEqual({ deleted_at: 'now()' });
  });

  it('is not found when no live agent matched', async () => {
    const fake = new FakeFetch().on('PATCH', '/api/db/agents', reply(200, [])).on('GET', '/api/db/agents_summary', reply(200, []));
    await expect(adapter(fake).remove('gone', false)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(adapter(fake).get('gone')).rejects.toMatchObject({ kind: 'not_found' });
  });
});
