import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { AppEnv } from '../../../server/http/env';
import { clientAddress, forwardedFor, isSecure, requestOrigin } from '../../../server/http/request-info';
import { engines } from '../support/databases';
import { peerAddress } from '../support/peer-address';
import { createTestServer, TEST_ORIGIN, testConfig, type TestServer } from '../support/test-server';

const FORWARDED = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '203.0.113.9' };

/** What request-info makes of a request, behind whichever proxies the settings trust. */
function echoApp(trustedProxies: string[]) {
  const config = testConfig({ trustedProxies });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('config', config);
    await next();
  });
  app.get('/', (c) => c.json({ origin: requestOrigin(c), secure: isSecure(c), address: clientAddress(c) }));
  app.get('/upstream', (c) => c.text(forwardedFor(c) ?? ''));
  const ask = async (peer: string, headers: Record<string, string> = {}) =>
    (await (await app.request(`${TEST_ORIGIN}/`, { headers }, peerAddress(peer))).json()) as { origin: string; secure: boolean; address: string };
  /** The X-Forwarded-For proxy mode sends on to Mission Control. */
  const passedOn = async (peer: string, headers: Record<string, string> = {}) =>
    (await app.request(`${TEST_ORIGIN}/upstream`, { headers }, peerAddress(peer))).text();
  return { ask, passedOn, cleanup: config.cleanup };
}

describe('X-Forwarded-* headers', () => {
  describe('when TRUSTED_PROXIES is empty (the default)', () => {
    const { ask, passedOn, cleanup } = echoApp([]);
    afterAll(cleanup);

    it('ignores them from any peer, loopback included', async () => {
      for (const peer of ['127.0.0.1', '::1', '10.0.0.1']) {
        expect(await ask(peer, FORWARDED)).toEqual({ origin: TEST_ORIGIN, secure: false, address: peer });
      }
    });

    it('passes on only the peer, not the chain it claims', async () => {
      expect(await passedOn('192.0.2.8', FORWARDED)).toBe('192.0.2.8');
    });
  });

  describe('when the peer is listed, by address or by range', () => {
    const { ask, passedOn, cleanup } = echoApp(['10.0.0.0/8', '192.0.2.1', '2001:db8::/32']);
    afterAll(cleanup);

    it('passes on the chain the proxy reported, then the proxy', async () => {
      expect(await passedOn('10.0.0.1', FORWARDED)).toBe('203.0.113.9, 10.0.0.1');
    });

    it('believes the forwarded scheme, host and client', async () => {
      for (const peer of ['10.4.5.6', '192.0.2.1', '2001:db8::7', '::ffff:10.4.5.6']) {
        expect(await ask(peer, FORWARDED), peer).toEqual({ origin: 'https://evil.example', secure: true, address: '203.0.113.9' });
      }
    });

    it('takes the nearest address that is not a listed proxy as the client, so a client cannot pick its own', async () => {
      expect((await ask('10.0.0.1', { 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.9.9.9' })).address).toBe('203.0.113.9');
      expect((await ask('10.0.0.1', { 'x-forwarded-for': '10.2.2.2, 10.9.9.9' })).address).toBe('10.2.2.2');
      expect((await ask('10.0.0.1')).address).toBe('10.0.0.1');
    });

    it('leaves the request as it came without the headers, and ignores a scheme it does not know', async () => {
      expect(await ask('10.0.0.1')).toEqual({ origin: TEST_ORIGIN, secure: false, address: '10.0.0.1' });
      expect((await ask('10.0.0.1', { 'x-forwarded-proto': 'gopher' })).origin).toBe(TEST_ORIGIN);
    });

    it('still ignores them from a peer that is not listed', async () => {
      expect(await ask('192.0.2.2', FORWARDED)).toEqual({ origin: TEST_ORIGIN, secure: false, address: '192.0.2.2' });
    });
  });

  describe('TRUSTED_PROXIES', () => {
    it('is a comma-separated list of addresses and ranges, empty by default', () => {
      expect(loadConfig({}).trustedProxies).toEqual([]);
      expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.1, 172.16.0.0/12 ,::1,' }).trustedProxies).toEqual(['10.0.0.1', '172.16.0.0/12', '::1']);
    });

    it('refuses an entry that is not an address or a range, naming it', () => {
      expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.1, proxy.local' })).toThrow(/TRUSTED_PROXIES.*proxy\.local/);
      expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES.*10\.0\.0\.0\/33/);
    });
  });
});

describe.each(engines.slice(0, 1))('redirects of the sign-in flows on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine, { config: { trustedProxies: ['10.0.0.1'] } });
  });
  afterAll(() => server?.close());

  const startLogin = (peer: string) =>
    server.app.request(`${TEST_ORIGIN}/api/.ory/self-service/login/browser`, { headers: { accept: 'text/html', ...FORWARDED } }, peerAddress(peer));

  it('stay on the host the request came to when anyone sends X-Forwarded-Host', async () => {
    const response = await startLogin('192.0.2.50');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${TEST_ORIGIN}/login\\?flow=`));
  });

  it('follow the forwarded host when a listed proxy sends it', async () => {
    const response = await startLogin('10.0.0.1');
    expect(response.headers.get('location')).toMatch(/^https:\/\/evil\.example\/login\?flow=/);
  });
});
