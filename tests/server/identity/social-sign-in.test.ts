import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostedIdentity } from '../../../server/oidc/hosted-identity';
import { engines } from '../support/databases';
import { startFakeIssuer } from '../support/fake-oidc-issuer';
import { CookieJar, createTestServer, TEST_ORIGIN, type TestServer } from '../support/test-server';

const CLIENT_ID = 'console-under-test';
const CLIENT_SECRET = 'the-social-client-secret-0123456789';
const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

interface FlowNode { group: string; attributes: { name?: string; value?: unknown }; meta: { label?: { id: number; text: string } } }
interface Flow { id: string; ui: { action: string; nodes: FlowNode[]; messages?: { id: number }[] } }

describe('social sign-in in the self-hosted mode', () => {
  let server: TestServer;
  let fake: Awaited<ReturnType<typeof startFakeIssuer>>;
  const provider = new HostedIdentity();
  const logs: string[] = [];
  const answers: string[] = [];
  const now = () => Math.floor(Date.now() / 1000);

  async function consoleRequest(path: string, init: RequestInit = {}) {
    const response = await server.request(path, init);
    answers.push(`${[...response.headers].join('\n')}\n${await response.clone().text()}`);
    return response;
  }

  beforeAll(async () => {
    fake = await startFakeIssuer();
    provider.use({ issuer: fake.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }, undefined, { name: 'Fake ID' });
    server = await createTestServer(engines[0]!, { hosted: provider, log: (line) => logs.push(line) });
  }, 120_000);
  afterAll(async () => {
    await fake?.close();
    await server?.close();
  });

  async function newFlow(type: 'login' | 'registration' | 'settings', jar: CookieJar, returnTo?: string): Promise<Flow> {
    const query = returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : '';
    const init = await consoleRequest(`/api/.ory/self-service/${type}/browser${query}`, { headers: { accept: 'application/json', cookie: jar.header() } });
    jar.take(init);
    return (await init.json()) as Flow;
  }

  const csrfOf = (flow: Flow) => flow.ui.nodes.find((node) => node.attributes.name === 'csrf_token')!.attributes.value;

  /** Presses a social button of `flow` (posting `button`) and answers the provider's side with an ID token of `claims`. */
  async function throughProvider(jar: CookieJar, flow: Flow, button: Record<string, string>, claims: Record<string, unknown>, state?: string) {
    const action = new URL(flow.ui.action);
    const pressed = await consoleRequest(action.pathname + action.search, {
      method: 'POST',
      headers: { ...JSON_HEADERS, cookie: jar.header() },
      body: JSON.stringify({ csrf_token: csrfOf(flow), ...button }),
    });
    jar.take(pressed);
    const answer = (await pressed.json()) as { error: { id: string }; redirect_browser_to: string };
    const authorize = new URL(answer.redirect_browser_to);
    fake.setIdToken({
      iss: fake.issuer, aud: CLIENT_ID, sub: 'social-subject', iat: now(), exp: now() + 300,
      nonce: authorize.searchParams.get('nonce'), email: 'someone@example.com', email_verified: true, name: 'Some One',
      ...claims,
    });
    const callback = await consoleRequest(`/api/oidc/callback?code=the-code&state=${encodeURIComponent(state ?? authorize.searchParams.get('state')!)}`, {
      headers: { cookie: jar.header() },
    });
    jar.take(callback);
    return { pressed, answer, authorize, callback };
  }

  /** Presses the social button of a new login (or registration) flow. */
  async function socialSignIn(claims: Record<string, unknown>, options: { type?: 'login' | 'registration'; state?: string; returnTo?: string } = {}) {
    const jar = new CookieJar();
    const flow = await newFlow(options.type ?? 'login', jar, options.returnTo);
    return { flow, jar, ...(await throughProvider(jar, flow, { provider: 'oidc' }, claims, options.state)) };
  }

  async function whoami(jar: CookieJar) {
    const response = await consoleRequest('/api/auth/whoami', { headers: { cookie: jar.header() } });
    return response.status === 200 ? ((await response.json()) as { payload: { user: { email: string }; roles: string[] } }).payload : null;
  }

  it("offers 'Sign in with' on the login flow and 'Sign up with' on the registration flow, after the password's button", async () => {
    const jar = new CookieJar();
    for (const [type, label] of [['login', { id: 1010002, text: 'Sign in with Fake ID' }], ['registration', { id: 1040002, text: 'Sign up with Fake ID' }]] as const) {
      const { nodes } = (await newFlow(type, jar)).ui;
      const social = nodes.filter((node) => node.group === 'oidc');
      expect(social.map((node) => [node.attributes.name, node.attributes.value, node.meta.label?.id, node.meta.label?.text])).toEqual([
        ['provider', 'oidc', label.id, label.text],
      ]);
      expect(nodes.indexOf(social[0]!)).toBeGreaterThan(nodes.findIndex((node) => node.attributes.name === 'method'));
    }
  });

  it('sends the browser to the provider with PKCE, then links the verified e-mail to its person and sets the session cookie', async () => {
    const { pressed, answer, authorize, callback, jar } = await socialSignIn({ sub: 'commander-at-provider', email: 'Commander@Local' }, { returnTo: `${TEST_ORIGIN}/health` });
    expect(pressed.status).toBe(422);
    expect(answer.error.id).toBe('browser_location_change_required');
    expect(authorize.origin).toBe(fake.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/oidc/callback`);
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe(`${TEST_ORIGIN}/health`);
    expect(jar.get('ory_kratos_session')).toBeTruthy();
    const person = (await whoami(jar))!;
    expect(person.user.email).toBe('commander@local');
    expect(person.roles).toEqual(['commander']);
  });

  it('signs a newcomer up from the registration flow, with no role of the provider', async () => {
    const { callback, jar } = await socialSignIn({ sub: 'newcomer', email: 'newcomer@example.com', roles: ['admin'] }, { type: 'registration' });
    expect(callback.headers.get('location')).toBe(`${TEST_ORIGIN}/`);
    const person = (await whoami(jar))!;
    expect(person.user.email).toBe('newcomer@example.com');
    expect(person.roles).toEqual([]);
  });

  it('refuses a state that is not the one the sign-in started with', async () => {
    const { callback } = await socialSignIn({ sub: 'forger' }, { state: 'forged-state' });
    expect(callback.status).toBe(403);
    expect(callback.headers.getSetCookie().some((cookie) => cookie.startsWith('ory_kratos_session='))).toBe(false);
  });

  it("does not link an e-mail the provider did not verify to the person holding it, and says so on the flow", async () => {
    const { flow, callback, jar } = await socialSignIn({ sub: 'impostor', email: 'admin@local', email_verified: false });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe(`${TEST_ORIGIN}/login?flow=${flow.id}`);
    expect(jar.get('ory_kratos_session')).toBeUndefined();
    const shown = await consoleRequest(`/api/.ory/self-service/login/flows?id=${flow.id}`, { headers: { accept: 'application/json', cookie: jar.header() } });
    expect(((await shown.json()) as Flow).ui.messages?.map((message) => message.id)).toEqual([4000027]);
    const { rows } = await server.db.query(
      `SELECT 1 FROM identity_credential_identifiers WHERE type = 'oidc' AND identifier = $1`,
      [`${fake.issuer}#impostor`],
    );
    expect(rows).toEqual([]);
  });

  describe("the settings' 'Manage Social Sign In'", () => {
    const socialButtons = (flow: Flow) => flow.ui.nodes.filter((node) => node.group === 'oidc').map((node) => `${node.attributes.name}: ${node.meta.label?.text}`);

    function pressUnlink(jar: CookieJar, flow: Flow) {
      const action = new URL(flow.ui.action);
      return consoleRequest(action.pathname + action.search, {
        method: 'POST',
        headers: { ...JSON_HEADERS, cookie: jar.header() },
        body: JSON.stringify({ csrf_token: csrfOf(flow), unlink: 'oidc' }),
      });
    }

    async function signedIn(email: string) {
      const cookie = await server.signIn(email);
      return new CookieJar().take(new Response(null, { headers: cookie.split('; ').map((pair): [string, string] => ['set-cookie', pair]) }));
    }

    it('links the provider to the signed-in person whatever e-mail it holds, and unlinks it again', async () => {
      const jar = await signedIn('responder@local');
      const flow = await newFlow('settings', jar);
      expect(socialButtons(flow)).toEqual(['link: Link Fake ID']);

      const { pressed, callback } = await throughProvider(jar, flow, { link: 'oidc' }, { sub: 'responder-elsewhere', email: 'ravi@elsewhere.example', email_verified: false });
      expect(pressed.status).toBe(422);
      expect(callback.headers.get('location')).toBe(`${TEST_ORIGIN}/profile-settings?flow=${flow.id}`);
      const linked = (await (await consoleRequest(`/api/.ory/self-service/settings/flows?id=${flow.id}`, { headers: { accept: 'application/json', cookie: jar.header() } })).json()) as Flow;
      expect(linked.ui.messages?.map((message) => message.id)).toEqual([1050001]);
      expect(socialButtons(linked)).toEqual(['unlink: Unlink Fake ID']);

      // The link holds: the provider's subject now signs the responder in.
      const again = await socialSignIn({ sub: 'responder-elsewhere', email: 'ravi@elsewhere.example', email_verified: false });
      expect((await whoami(again.jar))!.user.email).toBe('responder@local');

      const unlinked = await pressUnlink(jar, linked);
      expect(unlinked.status).toBe(200);
      expect(socialButtons((await unlinked.json()) as Flow)).toEqual(['link: Link Fake ID']);
    });

    it('keeps the link of a person who has no password, their only way in', async () => {
      const { jar } = await socialSignIn({ sub: 'no-password', email: 'nopassword@example.com' });
      const flow = await newFlow('settings', jar);
      expect(socialButtons(flow)).toEqual(['unlink: Unlink Fake ID']);
      const refused = await pressUnlink(jar, flow);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as Flow).ui.messages?.map((message) => message.id)).toEqual([4000903]);
    });

    it("refuses to link a provider account that is another person's", async () => {
      const jar = await signedIn('viewer@local');
      const flow = await newFlow('settings', jar);
      await throughProvider(jar, flow, { link: 'oidc' }, { sub: 'commander-at-provider', email: 'commander@local' });
      const shown = (await (await consoleRequest(`/api/.ory/self-service/settings/flows?id=${flow.id}`, { headers: { accept: 'application/json', cookie: jar.header() } })).json()) as Flow;
      expect(shown.ui.messages?.map((message) => message.id)).toEqual([4000904]);
      expect(socialButtons(shown)).toEqual(['link: Link Fake ID']);
    });
  });

  it('never puts a provider token or the client secret in a log or an answer', () => {
    expect(fake.issued.length).toBeGreaterThan(0);
    for (const secret of [CLIENT_SECRET, ...fake.issued.filter(Boolean)]) {
      expect(logs.filter((line) => line.includes(secret))).toEqual([]);
      expect(answers.filter((answer) => answer.includes(secret))).toEqual([]);
    }
  });
});
