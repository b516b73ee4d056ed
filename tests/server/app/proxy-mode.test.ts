import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/main';
import { engines } from '../support/databases';
import { CONSOLE_HTML, createTestServer, signInThrough, testConfig, TEST_PASSWORD, type TestServer } from '../support/test-server';

/** The built-in backend on a real socket: the "Mission Control" the proxy forwards to. */
async function listen(server: TestServer): Promise<{ url: string; http: ServerType }> {
  return new Promise((resolve) => {
    const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, http }),
    );
  });
}

describe('proxy mode (MISSION_CONTROL_URL)', () => {
  let backend: TestServer;
  let upstream: { url: string; http: ServerType };
  let proxy: RunningServer;
  const config = testConfig();

  beforeAll(async () => {
    // The proxy in front is on this machine: the backend believes what it forwards (TRUSTED_PROXIES).
    backend = await createTestServer(engines[0]!, { config: { trustedProxies: ['127.0.0.1'] } });
    upstream = await listen(backend);
    proxy = await startServer({ ...config, missionControlUrl: upstream.url }, { print: () => undefined, handleSignals: false });
  });
  afterAll(async () => {
    await proxy?.close();
    await new Promise((resolve) => upstream?.http.close(resolve));
    await backend?.close();
    config.cleanup();
  });

  const through = (path: string, init?: RequestInit) => fetch(`${proxy.url}${path}`, init);

  describe('when a browser navigates', () => {
    it('serves the console itself', async () => {
      const response = await through('/incidents', { headers: { accept: 'text/html' } });
      expect(await response.text()).toBe(CONSOLE_HTML);
    });
  });

  describe('when the console signs in and reads data', () => {
    it('forwards the flows to /kratos, passes the cookies, and reads /api/db with the session', async () => {
      const init = await through('/api/.ory/self-service/login/browser', { headers: { accept: 'application/json' } });
      const flow = (await init.json()) as { ui: { action: string } };
      // The upstream builds URLs for the address the browser used, not its own.
      expect(flow.ui.action.startsWith(`${proxy.url}/api/.ory/self-service/login?flow=`)).toBe(true);

      const cookie = await signInThrough(through, 'admin@local', TEST_PASSWORD);
      expect(cookie).toMatch(/ory_kratos_session=/);
      const whoami = await through('/api/.ory/sessions/whoami', { headers: { cookie, accept: 'application/json' } });
      expect(whoami.status).toBe(200);

      const people = await through('/api/db/people?select=id,email&order=email.asc', { headers: { cookie, accept: 'application/json' } });
      expect(people.status).toBe(200);
      const rows = (await people.json()) as { email: string }[];
      expect(rows.map((r) => r.email)).toContain('admin@local');

      const unauthenticated = await through('/api/db/people', { headers: { accept: 'application/json' } });
      expect(unauthenticated.status).toBe(401);
    });

    it('passes HTTP Basic through and answers /health itself', async () => {
      const response = await through('/api/auth/whoami', {
        headers: { authorization: `Basic ${Buffer.from(`viewer@local:${TEST_PASSWORD}`).toString('base64')}` },
      });
      expect(response.status).toBe(200);
      expect((await through('/health')).status).toBe(200);
    });

    it('streams a request body to the upstream', async () => {
      const init = await through('/api/.ory/self-service/login/browser', { headers: { accept: 'application/json' } });
      const flow = (await init.json()) as { ui: { action: string } };
      const response = await fetch(flow.ui.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: new Blob([JSON.stringify({ method: 'password', identifier: 'admin@local', password: 'x' })]).stream(),
        duplex: 'half',
      } as RequestInit);
      // No CSRF cookie was sent along, so the upstream refuses it: proof the body and headers arrived.
      expect(response.status).toBe(403);
    });
  });

  describe('when the upstream is down', () => {
    it('answers 502 with the reason', async () => {
      const dead = testConfig();
      const lonely = await startServer({ ...dead, missionControlUrl: 'http://127.0.0.1:9' }, { print: () => undefined, handleSignals: false });
      try {
        const response = await fetch(`${lonely.url}/api/about`);
        expect(response.status).toBe(502);
        expect(((await response.json()) as { error: string }).error).toContain('could not be reached');
      } finally {
        await lonely.close();
        dead.cleanup();
      }
    });
  });
});
