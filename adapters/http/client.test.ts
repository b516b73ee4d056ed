import { describe, expect, it, vi } from 'vitest';
import { DomainError } from '../../core/shared';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { createHttpClient } from './client';

const client = (fake: FakeFetch, onUnauthenticated = vi.fn()) =>
  createHttpClient({ baseURL: 'http://console.test/api', fetch: fake.fetch, onUnauthenticated });

const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail('should have failed'), (e: DomainError) => e);

describe('the HTTP client', () => {
  it('sends JSON with cookies and asks for the representation back', async () => {
    const fake = new FakeFetch().on('POST', '/api/db/properties', reply(201, [{ name: 'a' }]));
    const answer = await client(fake).request('/db/properties', { method: 'POST', body: { name: 'a' } });
    expect(answer.data).toEqual([{ name: 'a' }]);
    const sent = fake.last();
    expect(sent.credentials).toBe('include');
    expect(sent.headers.get('prefer')).toBe('return=representation');
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sent.body).toEqual({ name: 'a' });
  });

  it.each([
    [401, 'unauthenticated'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [400, 'invalid'],
    [500, 'server'],
    [503, 'server'],
  ])('maps status %i to %s', async (status, kind) => {
    const fake = new FakeFetch().on('GET', '/api/x', reply(status, { error: 'nope' }));
    const error = await failure(client(fake).request('/x'));
    expect(error).toBeInstanceOf(DomainError);
    expect(error.kind).toBe(kind);
    expect(error.details?.status).toBe(status);
  });

  it("keeps PostgREST's message and code", async () => {
    const fake = new FakeFetch().on('POST', '/api/db/properties', reply(409, { code: '23505', message: 'duplicate key', details: 'Key exists', hint: null }));
    const error = await failure(client(fake).request('/db/properties', { method: 'POST', body: {} }));
    expect(error.message).toBe('duplicate key');
    expect(error.details).toMatchObject({ code: '23505', details: 'Key exists' });
  });

  it("keeps Mission Control's error text, and a short plain-text body", async () => {
    const fake = new FakeFetch()
      .on('GET', '/api/kubeconfig', reply(503, { error: 'no Kubernetes connection configured' }))
      .on('GET', '/api/db/secret', reply(403, 'access denied'));
    expect((await failure(client(fake).request('/kubeconfig'))).message).toBe('no Kubernetes connection configured');
    expect((await failure(client(fake).request('/db/secret'))).message).toBe('access denied');
  });

  it('calls the unauthenticated handler on a 401 and still fails', async () => {
    const onUnauthenticated = vi.fn();
    const fake = new FakeFetch().on('GET', '/api/auth/whoami', reply(401, { error: 'unauthorized' }));
    const error = await failure(client(fake, onUnauthenticated).request('/auth/whoami'));
    expect(onUnauthenticated).toHaveBeenCalledOnce();
    expect(error.kind).toBe('unauthenticated');
  });

  it('turns a server that does not answer into a network error', async () => {
    const error = await failure(client(new FakeFetch().down()).request('/about'));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/did not answer/);
  });
});
