import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { bindUsersScreenPorts, type UsersScreenEmitted } from './users-screen.machine';
import { USER_MESSAGES } from '../messages';
import { ADMIN_USER, FakeUsersPort, VIEWER_USER } from '../../../tests/fakes/users';

function start(port: FakeUsersPort, roles: readonly string[] = ['admin']) {
  const actor = createActor(bindUsersScreenPorts({ users: port }), { input: { roles } });
  const toasts: UsersScreenEmitted[] = [];
  actor.on('toast', (event) => toasts.push(event));
  actor.start();
  return { actor, toasts };
}

type Actor = ReturnType<typeof start>['actor'];
const idle = (actor: Actor) => waitFor(actor, (s) => s.matches({ ready: 'idle' }), { timeout: 1000 });

const invitation = { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Local ', role: 'viewer' };

describe('the users screen', () => {
  it('lists the users', async () => {
    const { actor } = start(new FakeUsersPort());
    const state = await idle(actor);
    expect(state.context.users.map((u) => u.email)).toEqual(['admin@local', 'viewer@local']);
  });

  it('shows a failed load with a way to retry', async () => {
    const port = new FakeUsersPort().fail('list', 'permission denied');
    const { actor } = start(port);
    const state = await waitFor(actor, (s) => s.matches('failed'));
    expect(state.context.loadError).toBe('permission denied');
    actor.send({ type: 'users.reload' });
    await idle(actor);
  });

  describe('when inviting', () => {
    it('shows the message of each invalid field and sends nothing', async () => {
      const port = new FakeUsersPort();
      const { actor } = start(port);
      await idle(actor);
      actor.send({ type: 'invite.open' });
      actor.send({ type: 'invite.submit', draft: { firstName: '', lastName: 'L', email: 'nope', role: '' } });
      expect(actor.getSnapshot().context.invite?.errors).toEqual({
        firstName: USER_MESSAGES.firstName,
        email: USER_MESSAGES.emailFormat,
        role: USER_MESSAGES.role,
      });
      expect(port.callsOf('invite')).toEqual([]);
    });

    it("sends the invitation, toasts '<name> invited successfully' and lists the new person", async () => {
      const port = new FakeUsersPort();
      const { actor, toasts } = start(port);
      await idle(actor);
      actor.send({ type: 'invite.open' });
      actor.send({ type: 'invite.submit', draft: invitation });
      const state = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.users.length === 3);
      expect(port.callsOf('invite')).toEqual([[{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@local', role: 'viewer' }]]);
      expect(toasts).toEqual([{ type: 'toast', status: 'success', message: 'Ada Lovelace invited successfully' }]);
      expect(state.context.invite).toBeUndefined();
    });

    it("keeps the form open and shows the server's message when the invitation is refused", async () => {
      const port = new FakeUsersPort().fail('invite', 'A user with the email ada@local already exists');
      const { actor, toasts } = start(port);
      await idle(actor);
      actor.send({ type: 'invite.open' });
      actor.send({ type: 'invite.submit', draft: invitation });
      await waitFor(actor, (s) => s.matches({ ready: 'inviting' }) && toasts.length > 0);
      expect(toasts).toEqual([{ type: 'toast', status: 'error', message: 'A user with the email ada@local already exists' }]);
    });

    it('is not offered to someone who may not invite', async () => {
      const { actor } = start(new FakeUsersPort(), ['editor']);
      await idle(actor);
      actor.send({ type: 'invite.open' });
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    });
  });

  describe('when adding a role', () => {
    it('needs a person and a role', async () => {
      const { actor } = start(new FakeUsersPort());
      await idle(actor);
      actor.send({ type: 'role.open' });
      actor.send({ type: 'role.submit', draft: { userId: '', role: '' } });
      expect(actor.getSnapshot().context.roleForm?.errors).toEqual({ userId: USER_MESSAGES.user, role: USER_MESSAGES.role });
    });

    it("adds the role and toasts '<name> role updated successfully'", async () => {
      const port = new FakeUsersPort();
      const { actor, toasts } = start(port);
      await idle(actor);
      actor.send({ type: 'role.open' });
      actor.send({ type: 'role.submit', draft: { userId: VIEWER_USER.id, role: 'editor' } });
      const state = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && toasts.length > 0);
      expect(port.callsOf('addRoles')).toEqual([[VIEWER_USER.id, ['editor']]]);
      expect(toasts).toEqual([{ type: 'toast', status: 'success', message: 'Viewer User role updated successfully' }]);
      await waitFor(actor, (s) => s.context.users.find((u) => u.id === VIEWER_USER.id)?.roles.includes('editor') === true);
      expect(state.context.roleForm).toBeUndefined();
    });
  });

  describe('when deleting', () => {
    it("asks first, then deletes and toasts 'user deleted successfully'", async () => {
      const port = new FakeUsersPort();
      const { actor, toasts } = start(port);
      await idle(actor);
      actor.send({ type: 'user.delete', id: VIEWER_USER.id });
      expect(actor.getSnapshot().matches({ ready: 'confirmingDelete' })).toBe(true);
      expect(port.callsOf('remove')).toEqual([]);
      actor.send({ type: 'delete.confirm' });
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.users.length === 1);
      expect(port.callsOf('remove')).toEqual([[VIEWER_USER.id]]);
      expect(toasts).toEqual([{ type: 'toast', status: 'success', message: 'user deleted successfully' }]);
    });

    it('deletes nothing when cancelled', async () => {
      const port = new FakeUsersPort();
      const { actor } = start(port);
      await idle(actor);
      actor.send({ type: 'user.delete', id: ADMIN_USER.id });
      actor.send({ type: 'delete.cancel' });
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
      expect(port.callsOf('remove')).toEqual([]);
    });

    it('is not possible without write on identities', async () => {
      const { actor } = start(new FakeUsersPort(), ['viewer']);
      await idle(actor);
      actor.send({ type: 'user.delete', id: VIEWER_USER.id });
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    });
  });
});
