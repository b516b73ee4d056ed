import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { TEST_PASSWORD, type TestServer } from '../support/test-server';
import { Browser, lastCode, messageIds, nodeMessageIds, nodeNamed, type Flow } from './flow-client';
import { identityServer, NEW_PASSWORD } from './identity-server';

describe.each(engines)('self-service flows on $name', (engine) => {
  let server: TestServer & { courier: string[] };
  beforeAll(async () => {
    server = await identityServer(engine);
  });
  afterAll(() => server?.close());

  describe('when a person registers', () => {
    const email = 'new.person@example.test';

    it('refuses a short password, the identifier as password and a common password, creating nothing', async () => {
      const browser = new Browser(server);
      const flow = await browser.flow('registration');
      expect(flow.ui.nodes.map((n) => n.attributes.name)).toEqual(['csrf_token', 'traits.email', 'traits.name.first', 'traits.name.last', 'password', 'method']);
      const attempts: [string, number][] = [['short', 4000032], [email, 4000031], ['password123', 4000034]];
      for (const [password, id] of attempts) {
        const { status, body } = await browser.submit(flow, { method: 'password', 'traits.email': email, password });
        expect(status).toBe(400);
        expect(nodeMessageIds(body, 'password')).toEqual([id]);
      }
      const { rows } = await server.db.query(`SELECT 1 FROM identities WHERE traits ->> 'email' = $1`, [email]);
      expect(rows).toHaveLength(0);
    });

    it('asks for a missing email and refuses one that is already registered', async () => {
      const browser = new Browser(server);
      const flow = await browser.flow('registration');
      const missing = await browser.submit(flow, { method: 'password', password: NEW_PASSWORD });
      expect(nodeMessageIds(missing.body, 'traits.email')).toEqual([4000002]);
      const taken = await browser.submit(flow, { method: 'password', 'traits.email': 'Admin@Local', password: NEW_PASSWORD });
      expect(taken.status).toBe(400);
      expect(messageIds(taken.body)).toEqual([4000007]);
    });

    it('creates the identity and person without a role, signs them in and sends a verification code', async () => {
      const browser = new Browser(server);
      const flow = await browser.flow('registration', '?return_to=/health');
      const { status, body } = await browser.submit<{ session: { identity: { id: string } }; continue_with: { action: string; flow?: { id: string }; redirect_browser_to?: string }[] }>(flow, {
        method: 'password',
        'traits.email': email,
        'traits.name.first': 'New',
        'traits.name.last': 'Person',
        password: NEW_PASSWORD,
      });
      expect(status).toBe(200);
      expect(body.continue_with.at(-1)).toEqual({ action: 'redirect_browser_to', redirect_browser_to: 'http://localhost/health' });
      expect((await browser.whoami()).status).toBe(200);
      const me = await browser.api('/api/auth/whoami');
      expect(((await me.json()) as { payload: { roles: string[]; user: { name: string } } }).payload).toMatchObject({ roles: [], user: { name: 'New Person' } });

      const verification = body.continue_with.find((c) => c.action === 'show_verification_ui')!.flow!;
      const got = await browser.get('verification', verification.id);
      expect(got.body.state).toBe('sent_email');
      const done = await browser.submit(got.body, { method: 'code', code: lastCode(server.courier, email) });
      expect(done.status).toBe(200);
      expect(done.body.state).toBe('passed_challenge');
      expect(messageIds(done.body)).toEqual([1080002]);
      const { rows } = await server.db.query<{ verified: boolean }>(`SELECT verified FROM identity_verifiable_addresses WHERE value = $1`, [email]);
      expect(rows[0]!.verified).toBe(true);
    });

    it('lets them sign out and sign in again with their password', async () => {
      const browser = new Browser(server);
      expect((await browser.signIn(email, NEW_PASSWORD)).status).toBe(200);
      expect((await browser.signOut()).status).toBe(204);
      expect((await browser.whoami()).status).toBe(401);
      expect((await browser.signIn(email, 'not the password')).status).toBe(400);
      expect((await browser.signIn(email, NEW_PASSWORD)).status).toBe(200);
    });

    it('answers session_already_available to a signed-in browser', async () => {
      const browser = new Browser(server);
      await browser.signIn(email, NEW_PASSWORD);
      const { status, body } = await browser.init('registration');
      expect(status).toBe(400);
      expect(body.error.id).toBe('session_already_available');
    });
  });

  describe('when a person recovers a forgotten password', () => {
    it('sends a code, takes it once, opens a privileged settings flow and the new password works', async () => {
      const browser = new Browser(server);
      const flow = await browser.flow('recovery');
      expect(flow.ui.nodes.map((n) => n.attributes.name)).toEqual(['csrf_token', 'email', 'method']);
      const sent = await browser.submit(flow, { method: 'code', email: 'responder@local' });
      expect(sent.status).toBe(200);
      expect(sent.body.state).toBe('sent_email');
      expect(messageIds(sent.body)).toEqual([1060003]);
      expect(nodeNamed(sent.body, 'code')!.attributes).toMatchObject({ pattern: '[0-9]+', maxlength: 6 });
      const code = lastCode(server.courier, 'responder@local');

      const wrong = await browser.submit(sent.body, { method: 'code', code: code === '000000' ? '111111' : '000000' });
      expect(wrong.status).toBe(200);
      expect(messageIds(wrong.body)).toEqual([4060006]);

      const right = await browser.submit(sent.body, { method: 'code', code });
      expect(right.status).toBe(422);
      expect(right.body.error.id).toBe('browser_location_change_required');
      const settingsId = new URL(right.body.redirect_browser_to!).searchParams.get('flow')!;
      expect(right.body.redirect_browser_to).toBe(`http://localhost/profile-settings?flow=${settingsId}`);

      // The flow is used up; the browser is signed in now, so a second try is not a recovery at all.
      const again = await browser.submit(sent.body, { method: 'code', code });
      expect(again.status).toBe(400);
      expect(again.body.error.id).toBe('session_already_available');

      const settings = await browser.get('settings', settingsId);
      expect(settings.status).toBe(200);
      expect(messageIds(settings.body)).toEqual([1060001]);
      const saved = await browser.submit(settings.body, { method: 'password', password: NEW_PASSWORD });
      expect(saved.status).toBe(200);
      expect(saved.body.state).toBe('success');
      expect(messageIds(saved.body)).toEqual([1050001]);

      const fresh = new Browser(server);
      expect((await fresh.signIn('responder@local', TEST_PASSWORD)).status).toBe(400);
      expect((await fresh.signIn('responder@local', NEW_PASSWORD)).status).toBe(200);
    });

    it('answers an unknown address the same way without sending anything', async () => {
      const before = server.courier.length;
      const browser = new Browser(server);
      const sent = await browser.submit(await browser.flow('recovery'), { method: 'code', email: 'nobody@example.test' });
      expect(sent.status).toBe(200);
      expect(messageIds(sent.body)).toEqual([1060003]);
      expect(server.courier).toHaveLength(before);
    });

    it('stops taking codes after five wrong ones', async () => {
      const browser = new Browser(server);
      const sent = await browser.submit(await browser.flow('recovery'), { method: 'code', email: 'commander@local' });
      const code = lastCode(server.courier, 'commander@local');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) await browser.submit(sent.body, { method: 'code', code: wrong });
      const late = await browser.submit(sent.body, { method: 'code', code });
      expect(late.status).toBe(200);
      expect(messageIds(late.body)).toEqual([4060006]);
    });

    it('refuses an expired code', async () => {
      const browser = new Browser(server);
      const sent = await browser.submit(await browser.flow('recovery'), { method: 'code', email: 'commander@local' });
      await server.db.query(`UPDATE self_service_codes SET expires_at = now() - interval '1 minute' WHERE flow_id = $1`, [sent.body.id]);
      const late = await browser.submit(sent.body, { method: 'code', code: lastCode(server.courier, 'commander@local') });
      expect(messageIds(late.body)).toEqual([4060006]);
    });

    it('never writes a code anywhere but the courier message', async () => {
      const rows = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM self_service_codes WHERE code_hash ~ '^[0-9]{6}$'`);
      expect(rows.rows[0]!.n).toBe(0);
      expect(server.courier.every((line) => !line.includes(NEW_PASSWORD) && !line.includes(TEST_PASSWORD))).toBe(true);
    });
  });

  describe('when a signed-in person edits their profile', () => {
    it('saves the name and shows it in the flow identity', async () => {
      const browser = new Browser(server);
      await browser.signIn('editor@local', TEST_PASSWORD);
      const flow = await browser.flow('settings');
      expect(new Set(flow.ui.nodes.map((n) => n.group))).toEqual(new Set(['default', 'profile', 'password', 'totp', 'lookup_secret']));
      const { status, body } = await browser.submit(flow, { method: 'profile', 'traits.email': 'editor@local', 'traits.name.first': 'Eddie', 'traits.name.last': 'Tor' });
      expect(status).toBe(200);
      expect((body as Flow).identity!.traits.name).toEqual({ first: 'Eddie', last: 'Tor' });
      const { rows } = await server.db.query<{ name: string }>(`SELECT name FROM people WHERE email = 'editor@local'`);
      expect(rows[0]!.name).toBe('Eddie Tor');
    });

    it('asks for a fresh sign-in before a password change when the sign-in is old, then allows it', async () => {
      const browser = new Browser(server);
      await browser.signIn('editor@local', TEST_PASSWORD);
      await server.db.query(`UPDATE sessions SET authenticated_at = now() - interval '2 hours' WHERE identity_id = (SELECT id FROM people WHERE email = 'editor@local')`);
      const flow = await browser.flow('settings');
      const refused = await browser.submit(flow, { method: 'password', password: NEW_PASSWORD });
      expect(refused.status).toBe(403);
      expect(refused.body.error.id).toBe('session_refresh_required');
      const redirect = new URL(refused.body.redirect_browser_to!);
      expect(redirect.searchParams.get('refresh')).toBe('true');

      const confirm = await browser.flow('login', '?refresh=true');
      expect(confirm.refresh).toBe(true);
      expect(messageIds(confirm)).toEqual([1010003]);
      expect(nodeNamed(confirm, 'identifier')!.attributes).toMatchObject({ type: 'hidden', value: 'editor@local' });
      expect((await browser.submit(confirm, { method: 'password', password: TEST_PASSWORD })).status).toBe(200);
      expect((await browser.submit(flow, { method: 'password', password: NEW_PASSWORD })).status).toBe(200);
    });
  });
});
