import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../server/auth/rate-limit';
import { engines } from '../support/databases';
import { TEST_PASSWORD, type TestServer } from '../support/test-server';
import { Browser, csrfOf, messageIds, pathOf } from './flow-client';
import { identityServer } from './identity-server';

describe.each(engines)('flow safeguards on $name', (engine) => {
  let server: TestServer & { courier: string[] };
  beforeAll(async () => {
    server = await identityServer(engine, {
      ...DEFAULT_RATE_LIMITS,
      freeFailures: 3,
      firstDelayMs: 60_000,
    });
  });
  afterAll(() => server?.close());

  describe.each(['registration', 'recovery', 'verification'])('for a %s flow', (type) => {
    it('refuses a submit without the CSRF token', async () => {
      const browser = new Browser(server);
      const flow = await browser.flow(type);
      const response = await browser.request(pathOf(flow.ui.action), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'code', email: 'viewer@local' }),
      });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { id: string } }).error.id).toBe('security_csrf_violation');
    });

    it('refuses a token replayed from another browser', async () => {
      const victim = new Browser(server);
      const flow = await victim.flow(type);
      const attacker = new Browser(server);
      await attacker.flow(type);
      const { status, body } = await attacker.submit(flow, { method: 'code', email: 'viewer@local' });
      expect(status).toBe(403);
      expect(body.error.id).toBe('security_csrf_violation');
    });

    it('answers 410 for an expired flow and offers a fresh one', async () => {
      const browser = new Browser(server);
      const flow = await browser.flow(type);
      await server.db.query(`UPDATE self_service_flows SET expires_at = now() - interval '1 minute' WHERE id = $1`, [flow.id]);
      const read = await browser.get(type, flow.id);
      expect(read.status).toBe(410);
      expect(read.body.error.id).toBe('self_service_flow_expired');
      const submitted = await browser.submit(flow, { method: 'code', email: 'viewer@local' });
      expect(submitted.status).toBe(410);
      const fresh = await browser.get(type, submitted.body.use_flow_id!);
      expect(fresh.status).toBe(200);
    });

    it('refuses a return_to on another origin', async () => {
      const { status, body } = await new Browser(server).init(type, '?return_to=https://evil.example/');
      expect(status).toBe(400);
      expect(body.error.id).toBe('self_service_flow_return_to_forbidden');
    });
  });

  describe('when a plain browser hits a flow error', () => {
    it('is sent to the error page, whose id reads the error back', async () => {
      const browser = new Browser(server);
      const response = await browser.request('/api/.ory/self-service/recovery/browser?return_to=https://evil.example/', { headers: { accept: 'text/html' } });
      expect(response.status).toBe(303);
      const id = new URL(response.headers.get('location')!).searchParams.get('id')!;
      const error = await browser.request(`/api/.ory/self-service/errors?id=${id}`, { headers: { accept: 'application/json' } });
      expect(error.status).toBe(200);
      expect(((await error.json()) as { error: { id: string } }).error.id).toBe('self_service_flow_return_to_forbidden');
    });
  });

  describe('when the settings flow is used without the right session', () => {
    it('answers 401 without a session and sends a plain browser to sign in', async () => {
      const browser = new Browser(server);
      const { status, body } = await browser.init('settings');
      expect(status).toBe(401);
      expect(body.error.id).toBe('session_inactive');
      const plain = await browser.request('/api/.ory/self-service/settings/browser', { headers: { accept: 'text/html' } });
      expect(plain.status).toBe(303);
      expect(plain.headers.get('location')).toMatch(/^http:\/\/localhost\/api\/\.ory\/self-service\/login\/browser\?return_to=/);
    });

    it('refuses another identity’s flow', async () => {
      const owner = new Browser(server);
      await owner.signIn('viewer@local', TEST_PASSWORD);
      const flow = await owner.flow('settings');
      const other = new Browser(server);
      await other.signIn('responder@local', TEST_PASSWORD);
      // The owner's CSRF cookie with the other person's session: only the identity differs.
      const csrfCookie = owner.jar.header().split('; ').find((c) => c.startsWith('csrf_token_'))!;
      const response = await server.request(pathOf(flow.ui.action), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', cookie: `${csrfCookie}; ory_kratos_session=${other.jar.get('ory_kratos_session')}` },
        body: JSON.stringify({ csrf_token: csrfOf(flow), method: 'profile', 'traits.email': 'viewer@local' }),
      });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { id: string } }).error.id).toBe('security_identity_mismatch');
    });
  });

  describe('when someone guesses passwords', () => {
    it('makes that identifier wait from that address, even with the right password, and says how long', async () => {
      const browser = new Browser(server);
      for (let i = 0; i < 3; i++) expect((await browser.signIn('editor@local', `wrong ${i}`)).status).toBe(400);
      const blocked = await browser.signIn('editor@local', TEST_PASSWORD);
      expect(blocked.status).toBe(400);
      expect(messageIds(blocked.body)).toEqual([4000901]);
      expect(blocked.body.ui.messages?.[0]?.text).toMatch(/^Too many failed sign-in attempts\. Try again in (\d+ seconds|1 minute)\.$/);
      expect((await new Browser(server).signIn('viewer@local', TEST_PASSWORD)).status).toBe(200);
    });
  });
});
