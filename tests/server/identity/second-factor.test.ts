import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { TEST_PASSWORD, type TestServer } from '../support/test-server';
import { Browser, messageIds, nextTotpCode, nodeMessageIds, nodeNamed, nodeWithId, totpCode, type Flow } from './flow-client';
import { identityServer } from './identity-server';

const lookupCodes = (flow: Flow) => {
  const text = nodeWithId(flow, 'lookup_secret_codes')!.attributes.text!;
  return text.context!.secrets as { id: number; text: string }[];
};

describe.each(engines)('second factors on $name', (engine) => {
  let server: TestServer & { courier: string[] };
  let secret = '';
  let spare = '';
  const email = 'commander@local';
  beforeAll(async () => {
    server = await identityServer(engine);
  });
  afterAll(() => server?.close());

  describe('when a person enables an authenticator app', () => {
    it('shows a QR image, the secret and a code field, refuses a wrong code and links with a right one', async () => {
      const browser = new Browser(server);
      await browser.signIn(email, TEST_PASSWORD);
      const flow = await browser.flow('settings');
      expect(nodeWithId(flow, 'totp_qr')!.attributes.src).toMatch(/^data:image\/png;base64,/);
      const secretNode = nodeWithId(flow, 'totp_secret_key')!;
      expect(secretNode.attributes.text!.id).toBe(1050006);
      secret = secretNode.attributes.text!.text;
      expect(nodeNamed(flow, 'totp_code')).toBeDefined();

      const wrong = await browser.submit(flow, { method: 'totp', totp_code: '000000' === (await totpCode(secret)) ? '111111' : '000000' });
      expect(wrong.status).toBe(400);
      expect(nodeMessageIds(wrong.body, 'totp_code')).toEqual([4000008]);

      const linked = await browser.submit(flow, { method: 'totp', totp_code: await totpCode(secret) });
      expect(linked.status).toBe(200);
      expect(messageIds(linked.body)).toEqual([1050001]);
      expect(nodeNamed(linked.body, 'totp_unlink')).toBeDefined();
      expect(nodeWithId(linked.body, 'totp_qr')).toBeUndefined();
      expect((await browser.whoami()).body.authenticator_assurance_level).toBe('aal2');
    });

    it('generates twelve backup codes, shows them once confirmed and reveals them again', async () => {
      const browser = new Browser(server);
      await browser.signIn(email, TEST_PASSWORD);
      // The password alone leaves the session at aal1: settings need the second factor first.
      const refused = await browser.init('settings');
      expect(refused.status).toBe(403);
      expect(refused.body.error.id).toBe('session_aal2_required');
      const step = await browser.flow('login', '?aal=aal2');
      await browser.submit(step, { method: 'totp', totp_code: await nextTotpCode(secret) });

      const flow = await browser.flow('settings');
      expect(nodeNamed(flow, 'lookup_secret_regenerate')).toBeDefined();
      const generated = await browser.submit(flow, { lookup_secret_regenerate: true });
      expect(generated.status).toBe(200);
      expect(generated.body.state).toBe('show_form');
      const list = nodeWithId(generated.body, 'lookup_secret_codes')!;
      expect(list.attributes.text!.id).toBe(1050015);
      const codes = lookupCodes(generated.body);
      expect(codes).toHaveLength(12);
      expect(codes.every((c) => c.id === 1050009 && /^[a-z0-9]{8}$/.test(c.text))).toBe(true);
      const confirmed = await browser.submit(generated.body, { lookup_secret_confirm: true });
      expect(confirmed.body.state).toBe('success');
      const revealed = await browser.submit(confirmed.body, { lookup_secret_reveal: true });
      expect(lookupCodes(revealed.body).map((c) => c.text)).toEqual(codes.map((c) => c.text));
      spare = codes[0]!.text;
    });
  });

  describe('when that person signs in again', () => {
    it('stops at aal1 after the password and asks for the second factor', async () => {
      const browser = new Browser(server);
      const signedIn = await browser.signIn(email, TEST_PASSWORD);
      expect(signedIn.status).toBe(422);
      expect(signedIn.body.error.id).toBe('browser_location_change_required');
      expect(new URL(signedIn.body.redirect_browser_to!).searchParams.get('aal')).toBe('aal2');
      const whoami = await browser.whoami();
      expect(whoami.status).toBe(403);
      expect(whoami.body.error.id).toBe('session_aal2_required');
      expect(whoami.body.redirect_browser_to).toContain('aal=aal2');
      expect((await browser.api('/api/auth/whoami')).status).toBe(401);

      const step = await browser.flow('login', '?aal=aal2');
      expect(step.requested_aal).toBe('aal2');
      expect(messageIds(step)).toEqual([1010004]);
      expect(step.ui.nodes.map((n) => n.attributes.name)).toEqual(['csrf_token', 'totp_code', 'method', 'lookup_secret', 'method']);
      const wrong = await browser.submit(step, { method: 'totp', totp_code: '123456' === (await nextTotpCode(secret)) ? '654321' : '123456' });
      expect(wrong.status).toBe(400);
      expect(nodeMessageIds(wrong.body, 'totp_code')).toEqual([4000008]);
    });

    it('accepts a current TOTP code once', async () => {
      // Earlier tests used the current steps; forget them as if half a minute had passed.
      await server.db.query(`UPDATE identity_credentials SET config = config - 'last_used_step' WHERE type = 'totp'`);
      const code = await totpCode(secret);
      const browser = new Browser(server);
      await browser.signIn(email, TEST_PASSWORD);
      const ok = await browser.submit(await browser.flow('login', '?aal=aal2'), { method: 'totp', totp_code: code });
      expect(ok.status).toBe(200);
      expect((await browser.whoami()).body.authenticator_assurance_level).toBe('aal2');

      const other = new Browser(server);
      await other.signIn(email, TEST_PASSWORD);
      const replay = await other.submit(await other.flow('login', '?aal=aal2'), { method: 'totp', totp_code: code });
      expect(replay.status).toBe(400);
      expect(nodeMessageIds(replay.body, 'totp_code')).toEqual([4000008]);
    });

    it('accepts a backup code once, shows it as used, and refuses it the second time', async () => {
      const browser = new Browser(server);
      await browser.signIn(email, TEST_PASSWORD);
      const step = await browser.flow('login', '?aal=aal2');
      const ok = await browser.submit(step, { method: 'lookup_secret', lookup_secret: spare });
      expect(ok.status).toBe(200);
      expect((await browser.api('/api/auth/whoami')).status).toBe(200);

      const settings = await browser.flow('settings');
      const revealed = await browser.submit(settings, { lookup_secret_reveal: true });
      const used = lookupCodes(revealed.body)[0]!;
      expect(used.id).toBe(1050014);
      expect(nodeWithId(revealed.body, 'lookup_secret_codes')!.attributes.text!.text.startsWith('used, ')).toBe(true);

      const other = new Browser(server);
      await other.signIn(email, TEST_PASSWORD);
      const again = await other.submit(await other.flow('login', '?aal=aal2'), { method: 'lookup_secret', lookup_secret: spare });
      expect(again.status).toBe(400);
      expect(nodeMessageIds(again.body, 'lookup_secret')).toEqual([4000012]);
      const bogus = await other.submit(await other.flow('login', '?aal=aal2'), { method: 'lookup_secret', lookup_secret: 'zzzzzzzz' });
      expect(nodeMessageIds(bogus.body, 'lookup_secret')).toEqual([4000016]);
    });

    it('refuses HTTP Basic with the password alone', async () => {
      const response = await server.request('/api/auth/whoami', { headers: { authorization: server.basicAuth(email) } });
      expect(response.status).toBe(401);
    });

    it('drops back to one factor when the authenticator and codes are removed', async () => {
      const browser = new Browser(server);
      await browser.signIn(email, TEST_PASSWORD);
      const remaining = lookupCodesFrom(await server.db.query<{ config: { recovery_codes: { code: string; used_at: string | null }[] } }>(`SELECT config FROM identity_credentials WHERE type = 'lookup_secret'`));
      await browser.submit(await browser.flow('login', '?aal=aal2'), { method: 'lookup_secret', lookup_secret: remaining });
      const settings = await browser.flow('settings');
      expect((await browser.submit(settings, { totp_unlink: true })).status).toBe(200);
      const disabled = await browser.submit(settings, { lookup_secret_disable: true });
      expect(disabled.status).toBe(200);
      const fresh = new Browser(server);
      expect((await fresh.signIn(email, TEST_PASSWORD)).status).toBe(200);
      expect((await fresh.whoami()).status).toBe(200);
    });
  });
});

function lookupCodesFrom(result: { rows: { config: { recovery_codes: { code: string; used_at: string | null }[] } }[] }) {
  return result.rows[0]!.config.recovery_codes.find((c) => !c.used_at)!.code;
}
