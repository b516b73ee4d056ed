import { describe, expect, it } from 'vitest';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { createHttpClient } from './client';
import { HttpSessionAdapter } from './session.http';

const adapter = (fake: FakeFetch) => new HttpSessionAdapter(createHttpClient({ baseURL: 'http://console.test/api', fetch: fake.fetch }), '0.1.0');

describe('the session adapter', () => {
  it('reads the person and roles from whoami', async () => {
    const fake = new FakeFetch().on('GET', '/api/auth/whoami', reply(200, {
      message: 'success',
      payload: { user: { id: 'u1', name: 'Ada', email: 'ada@local', avatar: '' }, roles: ['editor'], permissions: [], hostname: 'h' },
    }));
    expect(await adapter(fake).whoami()).toEqual({ user: { id: 'u1', name: 'Ada', email: 'ada@local', avatar: undefined }, roles: ['editor'] });
  });

  it('treats missing roles as none', async () => {
    const fake = new FakeFetch().on('GET', '/api/auth/whoami', reply(200, { payload: { user: { id: 'u1', email: 'a@b' }, roles: null } }));
    expect(await adapter(fake).whoami()).toEqual({ user: { id: 'u1', name: 'a@b', email: 'a@b', avatar: undefined }, roles: [] });
  });

  it('prefers the chart version for the backend', async () => {
    const fake = new FakeFetch().on('GET', '/api/about', reply(200, { appVersion: '1.0', chartVersion: '2.0' }));
    expect(await adapter(fake).versions()).toEqual({ frontend: '0.1.0', backend: '2.0' });
  });

  it('downloads the kubeconfig as text with its file name', async () => {
    const fake = new FakeFetch().on('GET', '/api/kubeconfig', new Response('apiVersion: v1\n', {
      status: 200,
      headers: { 'content-type': 'text/yaml', 'content-disposition': 'attachment; filename=local-kubeconfig.yaml' },
    }));
    expect(await adapter(fake).kubeconfig()).toEqual({ filename: 'local-kubeconfig.yaml', content: 'apiVersion: v1\n' });
  });

  it('keeps the status of a refused kubeconfig', async () => {
    const fake = new FakeFetch().on('GET', '/api/kubeconfig', reply(503, { error: 'no Kubernetes connection configured' }));
    await expect(adapter(fake).kubeconfig()).rejects.toMatchObject({ kind: 'server', details: { status: 503 } });
  });
});
