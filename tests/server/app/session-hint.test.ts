import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../../core/identity';
import { SESSION_COOKIE } from '../../../server/auth/sessions';
import { startServer, type RunningServer } from '../../../server/main';
import { engines } from '../support/databases';
import { createTestServer, testConfig, TEST_PASSWORD, type TestServer } from '../support/test-server';

const setCookie = (response: Response, name: string) => response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
const attributes = (cookie: string) => cookie.split(';').slice(1).map((a) => a.trim().toLowerCase()).sort();
const withCookies = (cookie: string): RequestInit => ({ headers: { accept: 'application/json', cookie } });

describe('the session hint beside the session cookie', () => {
  let server: TestServer;
  let signedIn: string;

  beforeAll(async () => {
    server = await createTestServer(engines[0]!);
    signedIn = await server.signIn('admin@local');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is set at sign-in with the session cookie\'s lifetime and scope, readable by the console', () => {
    expect(signedIn).toContain(`${SESSION_HINT_COOKIE}=1`);
    expect(signedIn).toContain(`${SESSION_COOKIE}=`);
  });

  it('matches the session cookie attribute for attribute, but for HttpOnly', async () => {
    const init = await server.request('/api/.ory/self-service/login/browser', { headers: { accept: 'application/json' } });
    const flow = (await init.json()) as { ui: { action: string; nodes: { attributes: { name: string; value?: string } }[] } };
    const csrf = flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token')!.attributes.value;
    const action = new URL(flow.ui.action);
    const submit = await server.request(action.pathname + action.search, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', cookie: init.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') },
      body: JSON.stringify({ csrf_token: csrf, method: 'password', identifier: 'viewer@local', password: TEST_PASSWORD }),
    });
    expect(submit.status).toBe(200);
    const session = setCookie(submit, SESSION_COOKIE)!;
    const hint = setCookie(submit, SESSION_HINT_COOKIE)!;
    expect(attributes(session)).toContain('httponly');
    expect(attributes(hint)).toEqual(attributes(session).filter((a) => a !== 'httponly'));
  });

  it('leaves a live session\'s cookies alone when the session is checked', async () => {
    const whoami = await server.request('/api/.ory/sessions/whoami', withCookies(signedIn));
    expect(whoami.status).toBe(200);
    expect(whoami.headers.getSetCookie()).toEqual([]);
  });

  it('is given to a browser that holds a session cookie without it', async () => {
    const session = signedIn.split('; ').find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    const page = await server.request('/topology', { headers: { accept: 'text/html', cookie: session } });
    expect(setCookie(page, SESSION_HINT_COOKIE)).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax`));
  });

  it('goes with the session cookie when the session has ended, and whoami still answers 401', async () => {
    const stale = `${SESSION_COOKIE}=not-a-session; ${SESSION_HINT_COOKIE}=1`;
    const whoami = await server.request('/api/.ory/sessions/whoami', withCookies(stale));
    expect(whoami.status).toBe(401);
    expect(setCookie(whoami, SESSION_COOKIE)).toMatch(/Max-Age=0/);
    expect(setCookie(whoami, SESSION_HINT_COOKIE)).toMatch(/Max-Age=0/);
  });

  it('is not set for a browser without a session, which whoami answers 401', async () => {
    const whoami = await server.request('/api/.ory/sessions/whoami', { headers: { accept: 'application/json' } });
    expect(whoami.status).toBe(401);
    expect(whoami.headers.getSetCookie()).toEqual([]);
  });

  it('is cleared at sign-out with the session cookie', async () => {
    const cookie = await server.signIn('editor@local');
    const flow = (await (await server.request('/api/.ory/self-service/logout/browser', withCookies(cookie))).json()) as { logout_token: string };
    const logout = await server.request(`/api/.ory/self-service/logout?token=${flow.logout_token}`, withCookies(cookie));
    expect(logout.status).toBe(204);
    expect(setCookie(logout, SESSION_COOKIE)).toMatch(/Max-Age=0/);
    expect(setCookie(logout, SESSION_HINT_COOKIE)).toMatch(/Max-Age=0/);
  });
});

describe('in proxy mode, in front of a Mission Control that knows nothing of the hint', () => {
  let upstream: ServerType;
  let proxy: RunningServer;
  const config = testConfig();

  beforeAll(async () => {
    const kratos = new Hono()
      .post('/kratos/self-service/login', (c) => {
        c.header('Set-Cookie', `${SESSION_COOKIE}=upstream-session; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`);
        return c.json({ session: {} });
      })
      .get('/kratos/sessions/whoami', (c) =>
        (c.req.header('cookie') ?? '').includes(`${SESSION_COOKIE}=upstream-session`) ? c.json({ active: true }) : c.json({ error: {} }, 401),
      );
    const url = await new Promise<string>((resolve) => {
      upstream = serve({ fetch: kratos.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
    });
    proxy = await startServer({ ...config, missionControlUrl: url }, { print: () => undefined, handleSignals: false });
  });
  afterAll(async () => {
    await proxy?.close();
    await new Promise((resolve) => upstream?.close(resolve));
    config.cleanup();
  });

  it('sets the hint beside the session cookie the upstream sets, and clears both when the upstream ends the session', async () => {
    const login = await fetch(`${proxy.url}/api/.ory/self-service/login`, { method: 'POST', headers: { origin: proxy.url } });
    expect(setCookie(login, SESSION_HINT_COOKIE)).toMatch(/Max-Age=3600/);
    const ended = await fetch(`${proxy.url}/api/.ory/sessions/whoami`, withCookies(`${SESSION_COOKIE}=gone; ${SESSION_HINT_COOKIE}=1`));
    expect(ended.status).toBe(401);
    expect(setCookie(ended, SESSION_HINT_COOKIE)).toMatch(/Max-Age=0/);
  });
});
