import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../core/shared';
import { FakeFetch, reply } from '../../../tests/fakes/fake-fetch';
import { createHttpClient } from '../client';
import { HttpFeatureFlagAdapter } from './feature-flags.http';
import { PostgrestClient } from '../postgrest-client';

const adapter = (fake: FakeFetch) => {
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: fake.fetch });
  return new HttpFeatureFlagAdapter(http, new PostgrestClient(http));
};

const storedRow = {
  name: 'logs.disable',
  value: 'true',
  description: 'Hide logs',
  created_by: { id: 'u1', name: 'Admin', avatar: null, email: 'admin@local' },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};

describe('listing feature flags', () => {
  it('merges stored rows with local properties, local ones winning', async () => {
    const fake = new FakeFetch()
      .on('GET', '/api/db/properties', reply(200, [storedRow, { ...storedRow, name: 'health.disable', value: 'false' }]))
      .on('GET', '/api/properties', reply(200, [
        { name: 'health.disable', value: 'true', source: 'local', type: '', description: '' },
        { name: 'logs.disable', value: 'true', source: 'db', type: '', description: '' },
      ]));
    const flags = await adapter(fake).list();
    expect(flags).toEqual([
      { name: 'health.disable', value: 'true', description: undefined, source: 'local' },
      {
        name: 'logs.disable', value: 'true', description: 'Hide logs', source: 'db',
        createdBy: { id: 'u1', name: 'Admin', email: 'admin@local', avatar: undefined },
        createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z',
      },
    ]);
    const dbCall = fake.requests.find((r) => r.url.pathname === '/api/db/properties')!;
    expect(dbCall.url.searchParams.get('select')).toBe('*,created_by(id,name,avatar,email)');
  });

  it('names the path that failed when the answer has the wrong shape', async () => {
    const fake = new FakeFetch()
      .on('GET', '/api/db/properties', reply(200, [{ ...storedRow, value: 42 }]))
      .on('GET', '/api/properties', reply(200, []));
    const error = await adapter(fake).list().catch((e: DomainError) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('decode');
    expect((error as DomainError).details?.path).toBe('[0].value');
    expect((error as DomainError).message).toMatch(/GET \/db\/properties: \[0\]\.value/);
  });

  it('treats an HTML page where JSON was expected as a decode error', async () => {
    const fake = new FakeFetch()
      .on('GET', '/api/db/properties', new Response('<!doctype html><html></html>', { status: 200, headers: { 'content-type': 'text/html' } }))
      .on('GET', '/api/properties', reply(200, []));
    await expect(adapter(fake).list()).rejects.toMatchObject({ kind: 'decode' });
  });
});

describe('changing feature flags', () => {
  it('creates with created_by', async () => {
    const fake = new FakeFetch().on('POST', '/api/db/properties', reply(201, [storedRow]));
    const flag = await adapter(fake).create({ name: 'logs.disable', value: 'true', description: '' }, 'u1');
    expect(flag.name).toBe('logs.disable');
    expect(fake.last().body).toEqual({ name: 'logs.disable', value: 'true', description: null, created_by: 'u1' });
  });

  it('updates and deletes by name', async () => {
    const fake = new FakeFetch()
      .on('PATCH', '/api/db/properties', reply(200, [storedRow]))
      .on('DELETE', '/api/db/properties', reply(200, [storedRow]));
    const port = adapter(fake);
    await port.update('logs.disable', { name: 'logs.disable', value: 'false', description: 'x' }, 'u1');
    expect(fake.last().url.search).toBe('?name=eq.logs.disable');
    expect(fake.last().body).toMatchObject({ value: 'false', description: 'x', created_by: 'u1' });
    await port.remove('logs.disable');
    expect(fake.last().method).toBe('DELETE');
    expect(fake.last().url.search).toBe('?name=eq.logs.disable');
  });

  it('fails when the answer holds no row', async () => {
    const fake = new FakeFetch().on('PATCH', '/api/db/properties', reply(200, [])).on('DELETE', '/api/db/properties', reply(200, []));
    await expect(adapter(fake).update('gone', { name: 'gone', value: '1', description: '' }, 'u1')).rejects.toThrow('Feature flag gone not found');
    await expect(adapter(fake).remove('gone')).rejects.toThrow('Feature flag gone not found');
  });

  it("fails with the server's message", async () => {
    const fake = new FakeFetch().on('POST', '/api/db/properties', reply(403, { code: '42501', message: 'permission denied for table properties' }));
    await expect(adapter(fake).create({ name: 'a', value: 'b', description: '' }, 'u1')).rejects.toThrow('permission denied for table properties');
  });
});

describe('the effective flags', () => {
  it('are the merged properties by name', async () => {
    const fake = new FakeFetch().on('GET', '/api/properties', reply(200, [{ name: 'logs.disable', value: 'true', source: 'db' }]));
    expect(await adapter(fake).effective()).toEqual({ 'logs.disable': 'true' });
  });
});
