import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../adapters/http/client';
import { HttpOrganizationsAdapter } from '../../../adapters/identity/organizations.http';
import { describeOrganizationsContract } from '../../contracts/organizations.contract';
import { startDemoProvider, type DemoProvider } from '../../../server/oidc/demo-provider';
import { HostedIdentity } from '../../../server/oidc/hosted-identity';
import { engines } from '../support/databases';
import { startFakeIssuer } from '../support/fake-oidc-issuer';
import { CookieJar, createTestServer, TEST_ORIGIN, TEST_PASSWORD, type TestServer } from '../support/test-server';

const CLIENT_ID = 'console-under-test';
const CLIENT_SECRET = 'the-client-secret-0123456789';

describe('the hosted identity mode over OpenID Connect', () => {
  let server: TestServer;
  let demo: DemoProvider;
  let second: DemoProvider;
  let fake: Awaited<ReturnType<typeof startFakeIssuer>>;
  const hosted = new HostedIdentity();
  const logs: string[] = [];
  /** Every body the console answered during the file, to look for provider tokens and secrets. */
  const answers: string[] = [];

  async function consoleRequest(path: string, init: RequestInit = {}) {
    const response = await server.request(path, init);
    answers.push(`${[...response.headers].join('\n')}\n${await response.clone().text()}`);
    return response;
  }

  async function whoami(cookie: string) {
    const response = await consoleRequest('/api/auth/whoami', { headers: { cookie } });
    return response.status === 200 ? ((await response.json()) as { payload: { user: { email: string }; roles: string[] } }).payload : null;
  }

  beforeAll(async () => {
    server = await createTestServer(engines[0]!, { config: { identityMode: 'hosted' }, hosted, log: (line) => logs.push(line) });
    demo = await startDemoProvider({ consoleOrigins: [TEST_ORIGIN], password: TEST_PASSWORD, roleClaim: 'roles' });
    second = await startDemoProvider({ consoleOrigins: [TEST_ORIGIN], password: TEST_PASSWORD, roleClaim: 'roles' });
    fake = await startFakeIssuer();
  }, 180_000);
  afterAll(async () => {
    await demo?.close();
    await second?.close();
    await fake?.close();
    await server?.close();
  });

  /** Signs in as a browser would: the console's redirect, the provider's form, back to the console's callback. */
  async function signInThroughProvider(email: string, password = TEST_PASSWORD): Promise<{ callback?: Response; cookie: string; refused?: number }> {
    const consoleJar = new CookieJar();
    const providerJar = new CookieJar();
    const start = await consoleRequest('/api/oidc/login?return_to=/health');
    expect(start.status).toBe(303);
    consoleJar.take(start);
    let location = start.headers.get('location')!;
    let form: string | undefined;
    for (let hop = 0; hop < 10 && !location.startsWith(TEST_ORIGIN); hop += 1) {
      const response: Response = form === undefined
        ? await fetch(location, { redirect: 'manual', headers: { cookie: providerJar.header() } })
        : await fetch(location, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: providerJar.header(), 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
        });
      form = undefined;
      providerJar.take(response);
      if (response.status === 200) {
        const page = await response.text();
        const action = /action="([^"]+)"/.exec(page)![1]!;
        location = new URL(action, location).href;
        form = new URLSearchParams({ email, password }).toString();
        continue;
      }
      if (response.status >= 400) return { refused: response.status, cookie: '' };
      location = new URL(response.headers.get('location')!, location).href;
    }
    const callback = await consoleRequest(location.slice(TEST_ORIGIN.length), { headers: { cookie: consoleJar.header() } });
    consoleJar.take(callback);
    return { callback, cookie: consoleJar.header() };
  }

  it('signs a demo person in through the in-process provider with the same session cookie as the self-hosted mode', async () => {
    hosted.use(demo.settings, demo);
    const { callback, cookie } = await signInThroughProvider('editor@local');
    expect(callback!.status).toBe(303);
    expect(callback!.headers.get('location')).toBe(`${TEST_ORIGIN}/health`);
    expect(cookie).toMatch(/ory_kratos_session=/);
    const body = (await whoami(cookie))!;
    expect(body.user.email).toBe('editor@local');
    expect(body.roles).toEqual(['editor']);
  });

  it('sends a browser opening /login or /registration to the provider, keeping its return_to', async () => {
    const login = await consoleRequest('/login?return_to=%2Fhealth', { headers: { accept: 'text/html' } });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/api/oidc/login?return_to=%2Fhealth');
    const registration = await consoleRequest('/registration', { headers: { accept: 'text/html' } });
    expect(registration.headers.get('location')).toBe('/api/oidc/login');
  });

  it('serves the console page marked with the hosted mode, under the same Content-Security-Policy', async () => {
    const page = await consoleRequest('/organizations/orgs-switched', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html data-identity-mode="hosted">');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it("sends a signed-in person to the provider's profile page, which shows whoever signed in there", async () => {
    hosted.use(demo.settings, demo, { profileUrl: demo.profileUrl });
    const { cookie } = await signInThroughProvider('editor@local');
    const profile = await consoleRequest('/api/oidc/profile', { headers: { cookie } });
    expect(profile.status).toBe(303);
    expect(profile.headers.get('location')).toBe(demo.profileUrl);
    expect((await consoleRequest('/api/oidc/profile')).status).toBe(401);

    expect(await (await fetch(demo.profileUrl)).text()).toContain('name="password"');
    const signedIn = await fetch(demo.profileUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'editor@local', password: TEST_PASSWORD }).toString(),
    });
    expect(signedIn.status).toBe(303);
    const page = await (await fetch(demo.profileUrl, { headers: { cookie: new CookieJar().take(signedIn).header() } })).text();
    expect(page).toContain('editor@local (verified)');
    expect(page).toContain('<li>Acme Operations</li>');
    expect(page).not.toContain('(personal)');
  });

  it('keeps the wrong password at the provider', async () => {
    hosted.use(demo.settings, demo);
    const outcome = await signInThroughProvider('editor@local', 'not the password');
    expect(outcome.refused).toBe(400);
  });

  it('lists the organizations and re-issues the session on a switch, refusing one the person is not in', async () => {
    hosted.use(demo.settings, demo);
    const { cookie } = await signInThroughProvider('admin@local');
    const listed = (await (await consoleRequest('/api/oidc/organizations', { headers: { cookie } })).json()) as {
      organization_id: string; organizations: { id: string; personal: boolean; backend_url?: string }[]; can_create: boolean;
    };
    expect(listed.organization_id).toBe('org-acme');
    expect(listed.organizations.map((org) => [org.id, org.personal, Boolean(org.backend_url)])).toEqual([
      ['org-acme', false, true], ['org-beacon', false, false], [expect.stringMatching(/^personal-/), true, false],
    ]);
    expect(listed.can_create).toBe(true);

    const refused = await consoleRequest('/api/oidc/organizations/switch', {
      method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ id: 'org-elsewhere' }),
    });
    expect(refused.status).toBe(403);

    const switched = await consoleRequest('/api/oidc/organizations/switch', {
      method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ id: 'org-beacon' }),
    });
    expect(switched.status).toBe(200);
    const jar = new CookieJar().take(switched);
    expect(jar.get('ory_kratos_session')).not.toBe(/ory_kratos_session=([^;]+)/.exec(cookie)![1]);
    expect(await whoami(cookie)).toBeNull();
    const now = (await (await consoleRequest('/api/oidc/organizations', { headers: { cookie: jar.header() } })).json()) as { organization_id: string };
    expect(now.organization_id).toBe('org-beacon');

    const created = await consoleRequest('/api/oidc/organizations', {
      method: 'POST', headers: { cookie: jar.header(), 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Gamma Ops' }),
    });
    expect(created.status).toBe(200);
    expect(((await created.json()) as { organization_id: string }).organization_id).toMatch(/^org-new-/);
  });

  it('signs in against a second provider on another port, as an external issuer, which offers no organization creation', async () => {
    hosted.use(second.settings);
    const { callback, cookie } = await signInThroughProvider('viewer@local');
    expect(callback!.status).toBe(303);
    const listed = (await (await consoleRequest('/api/oidc/organizations', { headers: { cookie } })).json()) as { can_create: boolean };
    expect(listed.can_create).toBe(false);
  });

  describe('with a provider whose ID token the test writes', () => {
    const now = () => Math.floor(Date.now() / 1000);

    /** Starts a sign-in and answers its callback with the ID token `claims` make (over a valid one). */
    async function callbackWith(claims: Record<string, unknown>, options: { stranger?: boolean; state?: string } = {}) {
      hosted.use({ issuer: fake.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
      const start = await consoleRequest('/api/oidc/login');
      const jar = new CookieJar().take(start);
      const authorize = new URL(start.headers.get('location')!);
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      const state = authorize.searchParams.get('state')!;
      fake.setIdToken({
        iss: fake.issuer, aud: CLIENT_ID, sub: 'subject-1', iat: now(), exp: now() + 300,
        nonce: authorize.searchParams.get('nonce'), email: 'new.person@example.com', email_verified: true, name: 'New Person',
        ...claims,
      }, options);
      const path = `/api/oidc/callback?code=the-code&state=${encodeURIComponent(options.state ?? state)}`;
      const response = await consoleRequest(path, { headers: { cookie: jar.header() } });
      return { response, replay: () => consoleRequest(path, { headers: { cookie: jar.header() } }) };
    }

    it.each([
      ['a wrong issuer', { iss: 'http://127.0.0.1:1/elsewhere' }, {}],
      ['a wrong audience', { aud: 'another-client' }, {}],
      ['a nonce of another sign-in', { nonce: 'not-the-nonce' }, {}],
      ['no nonce', { nonce: undefined }, {}],
      ['an expired token', { iat: now() - 7200, exp: now() - 3600 }, {}],
      ['a signature by a key the issuer does not publish', {}, { stranger: true }],
    ])('refuses an ID token with %s', async (_case, claims, options) => {
      const { response } = await callbackWith(claims, options);
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie().some((c) => c.startsWith('ory_kratos_session='))).toBe(false);
    });

    it('refuses a state that is not the one the sign-in started with', async () => {
      const { response } = await callbackWith({}, { state: 'forged-state' });
      expect(response.status).toBe(403);
    });

    it('creates a person on first sign-in as a viewer unless the role claim names a known role, and refuses a replayed callback', async () => {
      const { response, replay } = await callbackWith({ roles: ['superuser', 'responder'] });
      expect(response.status).toBe(303);
      const cookie = new CookieJar().take(response).header();
      expect((await whoami(cookie))!.roles).toEqual(['responder']);
      expect((await replay()).status).toBe(400);

      const other = await callbackWith({ sub: 'subject-2', email: 'plain@example.com', roles: 'superuser' });
      expect((await whoami(new CookieJar().take(other.response).header()))!.roles).toEqual([]);
    });

    it('matches an existing person by verified e-mail, and refuses an e-mail the provider did not verify', async () => {
      const { response } = await callbackWith({ sub: 'subject-3', email: 'Commander@Local' });
      const person = (await whoami(new CookieJar().take(response).header()))!;
      expect(person.user.email).toBe('commander@local');
      expect(person.roles).toEqual(['commander']);
      expect((await callbackWith({ sub: 'subject-4', email: 'unverified@example.com', email_verified: false })).response.status).toBe(403);
    });

    it('gives a signed-in person in no organization a session without one', async () => {
      const { response } = await callbackWith({ sub: 'subject-5', email: 'loner@example.com', organizations: [{ id: 'me', personal: true }] });
      const listed = (await (await consoleRequest('/api/oidc/organizations', { headers: { cookie: new CookieJar().take(response).header() } })).json()) as { organization_id: string | null };
      expect(listed.organization_id).toBeNull();
    });

    it('names a provider that is down instead of showing a blank page', async () => {
      hosted.use({ issuer: 'http://127.0.0.1:9/', clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
      const response = await consoleRequest('/api/oidc/login');
      expect(response.status).toBe(502);
      expect(await response.text()).toContain('http://127.0.0.1:9/');
    });
  });

  /** The console's fetch on the test server: the browser's cookies, kept as the server sets them. */
  function browserFetch(jar: CookieJar): typeof globalThis.fetch {
    return async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), TEST_ORIGIN);
      const headers = new Headers(init?.headers);
      headers.set('cookie', jar.header());
      const response = await consoleRequest(`${url.pathname}${url.search}`, { ...init, headers });
      jar.take(response);
      return response;
    };
  }

  describeOrganizationsContract('HTTP adapter on the built-in backend', async () => {
    hosted.use(demo.settings, demo);
    const { cookie } = await signInThroughProvider('admin@local');
    const jar = new CookieJar();
    jar.take(new Response(null, { headers: cookie.split('; ').map((pair): [string, string] => ['set-cookie', pair]) }));
    const fetch = browserFetch(jar);
    const port = new HttpOrganizationsAdapter(createHttpClient({ baseURL: `${TEST_ORIGIN}/api`, fetch }), fetch);
    return { port, arrange: { acme: 'org-acme', beacon: 'org-beacon', backendUrl: TEST_ORIGIN } };
  });

  it('never puts a provider token or the client secret in a log or an answer', () => {
    const secrets = [CLIENT_SECRET, demo.settings.clientSecret, second.settings.clientSecret, ...fake.issued.filter(Boolean)];
    expect(fake.issued.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      expect(logs.filter((line) => line.includes(secret))).toEqual([]);
      expect(answers.filter((answer) => answer.includes(secret))).toEqual([]);
    }
    expect(logs.length).toBeGreaterThan(0);
  });
});
