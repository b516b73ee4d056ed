import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { CookieJar, createTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

interface Flow {
  id: string;
  state: string;
  return_to?: string;
  ui: { action: string; nodes: { group: string; attributes: { name: string; type: string; value?: unknown }; messages: { id: number; text: string }[] }[]; messages?: { id: number; text: string }[] };
}

const csrfOf = (flow: Flow) => flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token')!.attributes.value as string;
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

describe.each(engines)('signing in on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server?.close());

  async function startLogin(query = '', jar = new CookieJar()) {
    const response = await server.request(`/api/.ory/self-service/login/browser${query}`, {
      headers: { accept: 'application/json', cookie: jar.header() },
    });
    jar.take(response);
    return { response, jar, flow: (await response.clone().json()) as Flow };
  }

  async function submit(flow: Flow, jar: CookieJar, body: Record<string, unknown>) {
    const response = await server.request(pathOf(flow.ui.action), {
      method: 'POST',
      headers: { ...JSON_HEADERS, cookie: jar.header() },
      body: JSON.stringify(body),
    });
    jar.take(response);
    return response;
  }

  describe('when a browser starts a login flow', () => {
    it('answers a flow with CSRF, identifier and password nodes and an action on the caller origin', async () => {
      const { response, flow } = await startLogin('?return_to=/health');
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().some((c) => /^csrf_token_[0-9a-f]{64}=/.test(c) && /HttpOnly/i.test(c))).toBe(true);
      expect(flow.ui.action).toBe(`http://localhost/api/.ory/self-service/login?flow=${flow.id}`);
      expect(flow.state).toBe('choose_method');
      expect(flow.return_to).toBe('http://localhost/health');
      expect(flow.ui.nodes.map((n) => n.attributes.name)).toEqual(['csrf_token', 'identifier', 'password', 'method']);
      const csrfCookie = response.headers.getSetCookie().find((c) => c.startsWith('csrf_token_'))!;
      expect(csrfOf(flow)).not.toBe(csrfCookie.split(';')[0]!.split('=')[1]);
    });

    it('builds URLs from the host the request came to', async () => {
      // Vite's dev server passes the browser's Host on (DECISIONS §10); X-Forwarded-Host counts only from
      // TRUSTED_PROXIES (trusted-proxies.test.ts).
      const response = await server.app.request('http://console.example.test:5173/api/.ory/self-service/login/browser', {
        headers: { accept: 'application/json' },
      });
      expect(((await response.json()) as Flow).ui.action).toMatch(/^http:\/\/console\.example\.test:5173\/api\/\.ory\/self-service\/login\?flow=/);
    });

    it('sends a plain browser to the login page with the flow id', async () => {
      const response = await server.request('/api/.ory/self-service/login/browser', { headers: { accept: 'text/html' } });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(/^http:\/\/localhost\/login\?flow=[0-9a-f-]{36}$/);
    });

    it('reads the flow back with its cookie', async () => {
      const { flow, jar } = await startLogin();
      const response = await server.request(`/api/.ory/self-service/login/flows?id=${flow.id}`, {
        headers: { accept: 'application/json', cookie: jar.header() },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as Flow).id).toBe(flow.id);
    });

    it('refuses to read a flow without its CSRF cookie', async () => {
      const { flow } = await startLogin();
      const response = await server.request(`/api/.ory/self-service/login/flows?id=${flow.id}`, { headers: { accept: 'application/json' } });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { id: string } }).error.id).toBe('security_csrf_violation');
    });

    it('answers 404 for an unknown flow', async () => {
      const { jar } = await startLogin();
      const response = await server.request('/api/.ory/self-service/login/flows?id=00000000-0000-4000-8000-000000000000', {
        headers: { accept: 'application/json', cookie: jar.header() },
      });
      expect(response.status).toBe(404);
    });
  });

  describe('when return_to points at another origin', () => {
    it('refuses the flow with self_service_flow_return_to_forbidden', async () => {
      const { response } = await startLogin(`?return_to=${encodeURIComponent('https://evil.example/steal')}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { id: string; code: number } };
      expect(body.error).toMatchObject({ id: 'self_service_flow_return_to_forbidden', code: 400 });
    });

    it('also refuses a protocol-relative address', async () => {
      const { response } = await startLogin(`?return_to=${encodeURIComponent('//evil.example/')}`);
      expect(response.status).toBe(400);
    });
  });

  describe('when the right password is posted', () => {
    it('sets the session cookie and whoami answers the identity', async () => {
      const { flow, jar } = await startLogin('?return_to=/incidents');
      const response = await submit(flow, jar, { csrf_token: csrfOf(flow), method: 'password', identifier: 'Admin@Local', password: TEST_PASSWORD });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { session: { identity: { traits: { email: string } }; active: boolean }; continue_with: unknown[] };
      expect(body.session.active).toBe(true);
      expect(body.session.identity.traits.email).toBe('admin@local');
      expect(body.continue_with).toEqual([{ action: 'redirect_browser_to', redirect_browser_to: 'http://localhost/incidents' }]);
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('ory_kratos_session='))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/i);

      const whoami = await server.request('/api/.ory/sessions/whoami', { headers: { accept: 'application/json', cookie: jar.header() } });
      expect(whoami.status).toBe(200);
      expect(whoami.headers.get('x-kratos-authenticated-identity-id')).toBeTruthy();
      const session = (await whoami.json()) as { authenticator_assurance_level: string; identity: { traits: { email: string; name: { first: string } }; verifiable_addresses: { verified: boolean }[] } };
      expect(session.authenticator_assurance_level).toBe('aal1');
      expect(session.identity.traits.name.first).toBe('Alice');
      expect(session.identity.verifiable_addresses[0]!.verified).toBe(true);
    });

    it('gives /api/auth/whoami the person and their roles, and not the host name of the server', async () => {
      const cookie = await server.signIn('commander@local');
      const response = await server.request('/api/auth/whoami', { headers: { cookie } });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { message: string; payload: { user: { email: string; name: string }; roles: string[]; permissions: unknown[] } };
      expect(body.message).toBe('success');
      expect(body.payload.user).toMatchObject({ email: 'commander@local', name: 'Carla Commander' });
      expect(body.payload.roles).toEqual(['commander']);
      expect(body.payload.permissions).toEqual([]);
      expect(body.payload).not.toHaveProperty('hostname');
    });

    it('refuses a second login flow while signed in', async () => {
      const cookie = await server.signIn('viewer@local');
      const response = await server.request('/api/.ory/self-service/login/browser', { headers: { accept: 'application/json', cookie } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { id: string } }).error.id).toBe('session_already_available');
    });

    it('accepts an HTML form post from a plain browser and redirects to return_to', async () => {
      const jar = new CookieJar();
      const init = await server.request('/api/.ory/self-service/login/browser?return_to=/topology', { headers: { accept: 'application/json' } });
      jar.take(init);
      const flow = (await init.json()) as Flow;
      const response = await server.request(pathOf(flow.ui.action), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', cookie: jar.header() },
        body: new URLSearchParams({ csrf_token: csrfOf(flow), method: 'password', identifier: 'editor@local', password: TEST_PASSWORD }).toString(),
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('http://localhost/topology');
      expect(response.headers.getSetCookie().some((c) => c.startsWith('ory_kratos_session='))).toBe(true);
    });
  });

  describe('when the password is wrong', () => {
    it('answers 400 with the flow and Kratos message 4000006, the same whether or not the account exists', async () => {
      const answers = [];
      for (const identifier of ['responder@local', 'nobody@local']) {
        const { flow, jar } = await startLogin();
        const response = await submit(flow, jar, { csrf_token: csrfOf(flow), method: 'password', identifier, password: 'wrong password' });
        expect(response.status).toBe(400);
        const body = (await response.json()) as Flow;
        expect(body.id).toBe(flow.id);
        expect(response.headers.getSetCookie().some((c) => c.startsWith('ory_kratos_session='))).toBe(false);
        answers.push(body.ui.messages);
        expect(body.ui.nodes.find((n) => n.attributes.name === 'identifier')!.attributes.value).toBe(identifier);
        expect(body.ui.nodes.find((n) => n.attributes.name === 'password')!.attributes.value).toBeUndefined();
      }
      expect(answers[0]).toEqual([
        {
          id: 4000006,
          text: 'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
          type: 'error',
        },
      ]);
      expect(answers[1]).toEqual(answers[0]);
    });

    it('marks a missing password on its node', async () => {
      const { flow, jar } = await startLogin();
      const response = await submit(flow, jar, { csrf_token: csrfOf(flow), method: 'password', identifier: 'admin@local' });
      expect(response.status).toBe(400);
      const body = (await response.json()) as Flow;
      expect(body.ui.nodes.find((n) => n.attributes.name === 'password')!.messages[0]).toMatchObject({ id: 4000002, text: 'Property password is missing.' });
    });
  });

  describe('when the CSRF token is missing or wrong', () => {
    it('answers 403 security_csrf_violation without the token', async () => {
      const { flow, jar } = await startLogin();
      const response = await submit(flow, jar, { method: 'password', identifier: 'admin@local', password: TEST_PASSWORD });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { id: string } }).error.id).toBe('security_csrf_violation');
    });

    it('answers 403 when the token belongs to another browser', async () => {
      const mine = await startLogin();
      const theirs = await startLogin();
      const response = await submit(mine.flow, mine.jar, { csrf_token: csrfOf(theirs.flow), method: 'password', identifier: 'admin@local', password: TEST_PASSWORD });
      expect(response.status).toBe(403);
    });

    it('answers 403 without the CSRF cookie', async () => {
      const { flow } = await startLogin();
      const response = await submit(flow, new CookieJar(), { csrf_token: csrfOf(flow), method: 'password', identifier: 'admin@local', password: TEST_PASSWORD });
      expect(response.status).toBe(403);
    });
  });

  describe('when the flow has expired', () => {
    it('answers 410 on read and on submit, with a fresh flow to use', async () => {
      const { flow, jar } = await startLogin('?return_to=/settings');
      await server.db.query(`UPDATE self_service_flows SET expires_at = now() - interval '3 minutes' WHERE id = $1`, [flow.id]);

      const read = await server.request(`/api/.ory/self-service/login/flows?id=${flow.id}`, { headers: { accept: 'application/json', cookie: jar.header() } });
      expect(read.status).toBe(410);
      const readBody = (await read.json()) as { error: { id: string; details: { redirect_to: string } } };
      expect(readBody.error.id).toBe('self_service_flow_expired');
      expect(readBody.error.details.redirect_to).toContain('/api/.ory/self-service/login/browser');

      const response = await submit(flow, jar, { csrf_token: csrfOf(flow), method: 'password', identifier: 'admin@local', password: TEST_PASSWORD });
      expect(response.status).toBe(410);
      const body = (await response.json()) as { error: { id: string }; use_flow_id: string; expired_at: string };
      expect(body.error.id).toBe('self_service_flow_expired');
      expect(body.use_flow_id).not.toBe(flow.id);
      const fresh = await server.request(`/api/.ory/self-service/login/flows?id=${body.use_flow_id}`, { headers: { accept: 'application/json', cookie: jar.header() } });
      const freshFlow = (await fresh.json()) as Flow;
      expect(freshFlow.return_to).toBe('http://localhost/settings');
      expect(freshFlow.ui.messages?.[0]?.id).toBe(4010001);
      expect(freshFlow.ui.messages?.[0]?.text).toMatch(/^The login flow expired 3\.\d\d minutes ago, please try again\.$/);
    });
  });

  describe('when signing out', () => {
    it('revokes the session, clears the cookie and the session no longer opens the API', async () => {
      const cookie = await server.signIn('editor@local');
      const start = await server.request('/api/.ory/self-service/logout/browser?return_to=/login', { headers: { accept: 'application/json', cookie } });
      expect(start.status).toBe(200);
      const { logout_url, logout_token } = (await start.json()) as { logout_url: string; logout_token: string };
      expect(logout_url).toBe(`http://localhost/api/.ory/self-service/logout?token=${logout_token}&return_to=${encodeURIComponent('http://localhost/login')}`);

      const wrong = await server.request('/api/.ory/self-service/logout?token=not-the-token', { headers: { accept: 'application/json', cookie } });
      expect(wrong.status).toBe(403);

      const browser = await server.request(pathOf(logout_url), { headers: { cookie } });
      expect(browser.status).toBe(303);
      expect(browser.headers.get('location')).toBe('http://localhost/login');
      expect(browser.headers.getSetCookie().find((c) => c.startsWith('ory_kratos_session='))).toMatch(/Max-Age=0/);

      expect((await server.request('/api/.ory/sessions/whoami', { headers: { accept: 'application/json', cookie } })).status).toBe(401);
      expect((await server.request('/api/auth/whoami', { headers: { cookie } })).status).toBe(401);
    });

    it('answers 401 session_inactive when there is no session to end', async () => {
      const response = await server.request('/api/.ory/self-service/logout/browser', { headers: { accept: 'application/json' } });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { id: string } }).error.id).toBe('session_inactive');
    });

    it('answers 204 to a JSON logout', async () => {
      const cookie = await server.signIn('viewer@local');
      const start = await server.request('/api/.ory/self-service/logout/browser', { headers: { accept: 'application/json', cookie } });
      const { logout_token } = (await start.json()) as { logout_token: string };
      const response = await server.request(`/api/.ory/self-service/logout?token=${logout_token}`, { headers: { accept: 'application/json', cookie } });
      expect(response.status).toBe(204);
    });
  });

  describe('when a session expires', () => {
    it('is no longer accepted', async () => {
      const cookie = await server.signIn('responder@local');
      expect((await server.request('/api/.ory/sessions/whoami', { headers: { cookie } })).status).toBe(200);
      await server.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE identity_id = (SELECT id FROM identities WHERE traits->>'email' = 'responder@local')`);
      const whoami = await server.request('/api/.ory/sessions/whoami', { headers: { cookie } });
      expect(whoami.status).toBe(401);
      expect(await whoami.json()).toEqual({
        error: { code: 401, status: 'Unauthorized', reason: 'No valid session credentials found in the request.', message: 'The request could not be authorized' },
      });
    });
  });

  describe('when refreshing a session', () => {
    it('asks only for the password and keeps the same session', async () => {
      const jar = new CookieJar();
      const cookie = await server.signIn('admin@local');
      for (const part of cookie.split('; ')) {
        const [name, value] = part.split('=');
        jar.take(new Response(null, { headers: { 'set-cookie': `${name}=${value}; Path=/` } }));
      }
      const before = (await (await server.request('/api/.ory/sessions/whoami', { headers: { cookie: jar.header() } })).json()) as { id: string };
      const { flow } = await startLogin('?refresh=true', jar);
      expect(flow.ui.messages?.[0]?.id).toBe(1010003);
      expect(flow.ui.nodes.find((n) => n.attributes.name === 'identifier')!.attributes).toMatchObject({ type: 'hidden', value: 'admin@local' });
      const response = await submit(flow, jar, { csrf_token: csrfOf(flow), method: 'password', identifier: 'someone-else@local', password: TEST_PASSWORD });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { session: { id: string } }).session.id).toBe(before.id);
    });
  });
});
