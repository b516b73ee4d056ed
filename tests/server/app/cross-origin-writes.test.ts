import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintAccessToken } from '../../../server/auth/access-tokens';
import { DEMO_PEOPLE } from '../../../server/seed/demo-people';
import { engines } from '../support/databases';
import { peerAddress } from '../support/peer-address';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../support/test-server';

const admin = DEMO_PEOPLE.find((p) => p.role === 'admin')!;

const isPostgrestError = (json: unknown) =>
  typeof json === 'object' && json !== null && ['code', 'message', 'details', 'hint'].every((key) => key in json);

describe.each(engines)('writes signed in by the session cookie on $name', (engine) => {
  let server: TestServer;
  let cookie: string;
  let written = 0;

  beforeAll(async () => {
    server = await createTestServer(engine, { config: { trustedProxies: ['10.0.0.0/8'] } });
    cookie = await server.signIn('admin@local');
  });
  afterAll(() => server?.close());

  /**
   * A new property posted as a forged form would send it (a simple request, so the browser sends it unasked),
   * with no more headers than given: not through server.request, which adds the console's Origin.
   */
  const postProperty = async (headers: Record<string, string>, peer = '127.0.0.1') => {
    const name = `csrf.probe.${++written}`;
    const request = { method: 'POST', headers: { 'content-type': 'text/plain', ...headers }, body: JSON.stringify({ name, value: 'true' }) };
    const answer = await server.app.request(`${TEST_ORIGIN}/api/db/properties`, request, peerAddress(peer));
    return { answer, name };
  };

  const stored = async (name: string) => (await server.db.query('SELECT 1 FROM properties WHERE name = $1', [name])).rows.length === 1;

  describe('when the write comes from another origin', () => {
    it('is refused with 403 in PostgREST’s error shape and nothing is written', async () => {
      const { answer, name } = await postProperty({ cookie, origin: 'https://evil.example' });
      expect(answer.status).toBe(403);
      expect(isPostgrestError(await answer.json())).toBe(true);
      expect(await stored(name)).toBe(false);
    });

    it('is refused when the browser marks it cross-site or same-site', async () => {
      for (const site of ['cross-site', 'same-site']) {
        const { answer, name } = await postProperty({ cookie, origin: 'http://sibling.localhost', 'sec-fetch-site': site });
        expect(answer.status, site).toBe(403);
        expect(await stored(name)).toBe(false);
      }
    });

    it('is refused when it says nothing of where it comes from', async () => {
      const { answer, name } = await postProperty({ cookie });
      expect(answer.status).toBe(403);
      expect(await stored(name)).toBe(false);
    });

    it('still lets the cookie read', async () => {
      const response = await server.request('/api/db/properties', { headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(response.status).toBe(200);
    });
  });

  describe('when the write comes from the console', () => {
    it('is accepted with the console’s own Origin', async () => {
      const { answer, name } = await postProperty({ cookie, origin: TEST_ORIGIN });
      expect(answer.status).toBe(201);
      expect(await stored(name)).toBe(true);
    });

    it('is accepted when the browser marks it same-origin', async () => {
      const { answer } = await postProperty({ cookie, 'sec-fetch-site': 'same-origin' });
      expect(answer.status).toBe(201);
    });

    it('is accepted behind a trusted proxy with the origin the proxy forwarded', async () => {
      const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'ops.example' };
      const { answer } = await postProperty({ cookie, origin: 'https://ops.example', ...forwarded }, '10.1.2.3');
      expect(answer.status).toBe(201);
      const untrusted = await postProperty({ cookie, origin: 'https://ops.example', ...forwarded }, '192.0.2.7');
      expect(untrusted.answer.status).toBe(403);
    });
  });

  describe('when the write is signed with HTTP Basic or a bearer token', () => {
    it('is accepted whatever the Origin, since no browser adds those headers on its own', async () => {
      const basic = await postProperty({ authorization: server.basicAuth('admin@local'), origin: 'https://evil.example' });
      expect(basic.answer.status).toBe(201);
      const { token } = await mintAccessToken(server.db, { personId: admin.id, name: 'csrf-probe' });
      const bearer = await postProperty({ authorization: `Bearer ${token}`, cookie, origin: 'https://evil.example' });
      expect(bearer.answer.status).toBe(201);
    });
  });
});
