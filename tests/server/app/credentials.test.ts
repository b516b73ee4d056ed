import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mintAccessToken } from '../../../server/auth/access-tokens';
import { CredentialCache } from '../../../server/auth/credential-cache';
import { DEMO_PEOPLE } from '../../../server/seed/demo-people';
import { engines } from '../support/databases';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

const admin = DEMO_PEOPLE.find((p) => p.role === 'admin')!;

describe.each(engines)('scripted credentials on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server?.close());

  describe('when nothing identifies the caller', () => {
    it.each(['/api/auth/whoami', '/api/about', '/api/properties', '/api/kubeconfig', '/api/db/people', '/kubeproxy/api'])(
      'answers 401 {"error":"unauthorized"} for %s',
      async (path) => {
        const response = await server.request(path, { headers: { accept: 'application/json' } });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: 'unauthorized' });
      },
    );

    it('answers /health without credentials', async () => {
      const response = await server.request('/health');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('OK');
    });
  });

  describe('when HTTP Basic carries an email and password', () => {
    it('accepts the email in any case', async () => {
      const response = await server.request('/api/auth/whoami', { headers: { authorization: server.basicAuth('EDITOR@Local') } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { payload: { roles: string[] } }).payload.roles).toEqual(['editor']);
    });

    it('refuses a wrong password with 401 even when a session cookie is present', async () => {
      const cookie = await server.signIn('viewer@local');
      const response = await server.request('/api/auth/whoami', {
        headers: { authorization: server.basicAuth('viewer@local', 'not it'), cookie },
      });
      expect(response.status).toBe(401);
    });

    it('keeps a verified header in the cache and forgets it on clear', async () => {
      server.auth.cache.clear();
      const header = server.basicAuth('commander@local');
      expect(server.auth.cache.get(header)).toBeNull();
      expect((await server.request('/api/about', { headers: { authorization: header } })).status).toBe(200);
      expect(server.auth.cache.get(header)).toBe(DEMO_PEOPLE.find((p) => p.role === 'commander')!.id);
    });
  });

  describe('when an access token is presented', () => {
    it('accepts it as Bearer and as Basic token:<token>, and refuses it once expired', async () => {
      const { token } = await mintAccessToken(server.db, { personId: admin.id, name: 'script' });
      expect(token.split('.')).toHaveLength(5);
      const bearer = await server.request('/api/auth/whoami', { headers: { authorization: `Bearer ${token}` } });
      expect(bearer.status).toBe(200);
      expect(((await bearer.json()) as { payload: { user: { id: string } } }).payload.user.id).toBe(admin.id);
      const basic = await server.request('/api/auth/whoami', {
        headers: { authorization: `Basic ${Buffer.from(`Token:${token}`).toString('base64')}` },
      });
      expect(basic.status).toBe(200);

      const stored = await server.db.query<{ value: string }>(`SELECT value FROM access_tokens WHERE name = 'script'`);
      expect(stored.rows[0]!.value).not.toContain(token.split('.')[0]!);

      const { token: expired } = await mintAccessToken(server.db, { personId: admin.id, name: 'old', expiresAt: new Date(Date.now() - 1000) });
      expect((await server.request('/api/auth/whoami', { headers: { authorization: `Bearer ${expired}` } })).status).toBe(401);
    });

    it('refuses a made-up token and a token with oversized cost parameters', async () => {
      for (const token of ['abc', 'a.b.c.d.e', 'pw.saltsaltsalt.1.99999999.4']) {
        expect((await server.request('/api/about', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
      }
    });
  });

  describe('when downloading a kubeconfig', () => {
    it('answers a YAML attachment whose token opens the API and whose server is /kubeproxy', async () => {
      const response = await server.request('/api/kubeconfig', { headers: { authorization: server.basicAuth(admin.email) } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/yaml/);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename=localhost-kubeconfig.yaml');
      const config = parse(await response.text()) as {
        kind: string;
        clusters: { cluster: { server: string } }[];
        users: { user: { token: string } }[];
        'current-context': string;
      };
      expect(config.kind).toBe('Config');
      expect(config.clusters[0]!.cluster.server).toBe('http://localhost/kubeproxy');
      expect(config['current-context']).toBe('localhost');
      const whoami = await server.request('/api/auth/whoami', { headers: { authorization: `Bearer ${config.users[0]!.user.token}` } });
      expect(whoami.status).toBe(200);
    });
  });

  describe('when /kubeproxy has no connection configured', () => {
    it('answers 503 with the reason', async () => {
      const response = await server.request('/kubeproxy/api/v1/namespaces', { headers: { authorization: server.basicAuth(admin.email) } });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'no Kubernetes connection configured' });
    });
  });

  describe('when the password is right but given too often wrong before', () => {
    it('answers 429 with a clear message', async () => {
      for (let i = 0; i < 10; i++) {
        await server.request('/api/about', { headers: { authorization: server.basicAuth('responder@local', `guess ${i}`) } });
      }
      const response = await server.request('/api/about', { headers: { authorization: server.basicAuth('responder@local', TEST_PASSWORD) } });
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Too many failed sign-in attempts/);
    });
  });
});

describe('the credential cache', () => {
  it('forgets an entry after its time to live', () => {
    let now = 0;
    const cache = new CredentialCache(1000, 10, () => now);
    cache.set('Basic abc', 'person');
    expect(cache.get('Basic abc')).toBe('person');
    now = 1001;
    expect(cache.get('Basic abc')).toBeNull();
  });
});
