import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { TEST_PASSWORD, type TestServer } from '../support/test-server';
import { Browser, lastCode, type Flow } from './flow-client';
import { identityServer, NEW_PASSWORD } from './identity-server';

describe.each(engines)('users and roles on $name', (engine) => {
  let server: TestServer & { courier: string[] };
  let admin: Browser;
  const invitee = 'vera.viewer@example.test';
  beforeAll(async () => {
    server = await identityServer(engine);
    admin = new Browser(server);
    await admin.signIn('admin@local', TEST_PASSWORD);
  });
  afterAll(() => server?.close());

  const invite = (browser: Browser, body: Record<string, unknown>) =>
    browser.api('/api/auth/invite_user', { method: 'POST', body: JSON.stringify(body) });

  describe('when an admin invites a person', () => {
    it('checks each field with the Users screen messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ lastName: 'V', email: invitee, role: 'viewer' }, 'Please provide valid first name'],
        [{ firstName: 'Vera', email: invitee, role: 'viewer' }, 'Please provide valid last name'],
        [{ firstName: 'Vera', lastName: 'V', role: 'viewer' }, 'Please provide valid email'],
        [{ firstName: 'Vera', lastName: 'V', email: 'not an email', role: 'viewer' }, 'Entered value does not match email format'],
        [{ firstName: 'Vera', lastName: 'V', email: invitee, role: 'root' }, 'Please select any role'],
      ];
      for (const [body, message] of cases) {
        const response = await invite(admin, body);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toBe(message);
      }
    });

    it('lets the invited person set a password through the courier code and sign in as a viewer who cannot write', async () => {
      const response = await invite(admin, { firstName: 'Vera', lastName: 'Viewer', email: invitee, role: 'viewer' });
      expect(response.status).toBe(200);
      const { link } = (await response.json()) as { link: string };
      expect(link).toMatch(/^http:\/\/localhost\/api\/\.ory\/self-service\/recovery\?flow=[0-9a-f-]{36}$/);
      const code = lastCode(server.courier, invitee);

      const vera = new Browser(server);
      const opened = await vera.request(new URL(link).pathname + new URL(link).search, { headers: { accept: 'text/html' } });
      expect(opened.status).toBe(303);
      const flowId = new URL(opened.headers.get('location')!).searchParams.get('flow')!;
      expect(opened.headers.get('location')).toBe(`http://localhost/recovery?flow=${flowId}`);
      const flow = await vera.get('recovery', flowId);
      expect(flow.status).toBe(200);
      expect(flow.body.state).toBe('sent_email');
      const recovered = await vera.submit(flow.body, { method: 'code', code });
      expect(recovered.status).toBe(422);
      const settings = await vera.get('settings', new URL(recovered.body.redirect_browser_to!).searchParams.get('flow')!);
      expect((await vera.submit(settings.body as Flow, { method: 'password', password: NEW_PASSWORD })).status).toBe(200);
      await vera.signOut();

      expect((await vera.signIn(invitee, NEW_PASSWORD)).status).toBe(200);
      const me = (await (await vera.api('/api/auth/whoami')).json()) as { payload: { roles: string[]; user: { name: string } } };
      expect(me.payload.roles).toEqual(['viewer']);
      expect(me.payload.user.name).toBe('Vera Viewer');
      const write = await vera.api('/api/db/incidents', { method: 'POST', body: JSON.stringify({ title: 'nope' }) });
      expect(write.status).toBe(403);
      expect(await write.json()).toMatchObject({ code: '42501', message: 'permission denied for table incidents' });
    });

    it('refuses an email that already has an account', async () => {
      const response = await invite(admin, { firstName: 'Vera', lastName: 'Again', email: invitee, role: 'viewer' });
      expect(response.status).toBe(409);
    });
  });

  describe('when the Users screen reads and changes people', () => {
    const personId = async (email: string) =>
      (await server.db.query<{ id: string }>(`SELECT id FROM people WHERE email = $1 AND deleted_at IS NULL`, [email])).rows[0]!.id;

    it('gives name, email, roles, state and created_at through /api/db', async () => {
      const id = await personId(invitee);
      const identities = (await (await admin.api(`/api/db/identities?id=eq.${id}&select=id,state,created_at,traits`)).json()) as {
        state: string; created_at: string; traits: { email: string; name: { first: string; last: string } };
      }[];
      expect(identities[0]).toMatchObject({ state: 'active', traits: { email: invitee, name: { first: 'Vera', last: 'Viewer' } } });
      expect(identities[0]!.created_at).toBeTruthy();
      const roles = (await (await admin.api(`/api/db/people_roles?id=eq.${id}`)).json()) as { name: string; roles: string[] }[];
      expect(roles[0]).toMatchObject({ name: 'Vera Viewer', email: invitee, roles: ['viewer'] });
    });

    it('adds roles without removing others and reads them back', async () => {
      const id = await personId(invitee);
      const updated = await admin.api(`/api/rbac/${id}/update_role`, { method: 'POST', body: JSON.stringify({ roles: ['responder'] }) });
      expect(updated.status).toBe(200);
      expect(await updated.json()).toEqual({ message: 'Role updated successfully' });
      const roles = await (await admin.api(`/api/rbac/${id}/roles`)).json();
      expect(roles).toEqual({ payload: ['responder', 'viewer'] });
      const bad = await admin.api(`/api/rbac/${id}/update_role`, { method: 'POST', body: JSON.stringify({ roles: [] }) });
      expect(((await bad.json()) as { message: string }).message).toBe('Please select any role');
    });

    it('lists what the courier sent to admins only', async () => {
      const listed = (await (await admin.api('/api/auth/courier')).json()) as { payload: { recipient: string; template_type: string }[] };
      expect(listed.payload.some((m) => m.recipient === invitee && m.template_type === 'invite_recovery_code')).toBe(true);
      const editor = new Browser(server);
      await editor.signIn('editor@local', TEST_PASSWORD);
      expect((await editor.api('/api/auth/courier')).status).toBe(403);
    });

    it('deletes through /api/db/identities: the person is soft-deleted and can no longer sign in', async () => {
      const id = await personId(invitee);
      const deleted = await admin.api(`/api/db/identities?id=eq.${id}`, { method: 'DELETE' });
      expect(deleted.status).toBe(204);
      const { rows } = await server.db.query<{ deleted_at: string | null }>(`SELECT deleted_at FROM people WHERE id = $1`, [id]);
      expect(rows[0]!.deleted_at).not.toBeNull();
      expect((await new Browser(server).signIn(invitee, NEW_PASSWORD)).status).toBe(400);
    });

    it('deletes through DELETE /api/people/{id}', async () => {
      const created = await invite(admin, { firstName: 'Temp', lastName: 'Person', email: 'temp@example.test', role: 'editor' });
      expect(created.status).toBe(200);
      const id = await personId('temp@example.test');
      expect((await admin.api(`/api/people/${id}`, { method: 'DELETE' })).status).toBe(200);
      const { rows } = await server.db.query(`SELECT 1 FROM identities WHERE id = $1`, [id]);
      expect(rows).toHaveLength(0);
      expect((await admin.api(`/api/people/${id}`, { method: 'DELETE' })).status).toBe(404);
    });
  });
});
