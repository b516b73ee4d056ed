import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ADMIN_USER, FakeUsersPort, VIEWER_USER } from '../../../tests/fakes/users';
import { selectCollectionView, type CollectionEmitted } from '../../shared';
import type { User } from './model';
import { bindUsersPorts } from './bind';
import { USER_MESSAGES } from './texts';

function start(port: FakeUsersPort, roles: readonly string[] = ['admin']) {
  const actor = createActor(bindUsersPorts({ users: port }).screen, { input: { search: '', roles, userId: ADMIN_USER.id } });
  const toasts: string[] = [];
  actor.on('*', (event: CollectionEmitted) => event.type === 'toast' && toasts.push(`${event.status}: ${event.message}`));
  actor.start();
  const view = () => selectCollectionView(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('refreshing') && !s.hasTag('busy'));
  const users = () => view().rows as User[];
  return { actor, view, settled, toasts, users };
}

const invitation = { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Local ', role: 'viewer' };

describe('when inviting', () => {
  it('shows the message of each invalid field and sends nothing', async () => {
    const port = new FakeUsersPort();
    const { actor, view, settled } = start(port);
    await settled();
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.save', draft: { firstName: '', lastName: 'L', email: 'nope', role: '' } });
    expect(view().form?.errors).toEqual({
      fields: { firstName: USER_MESSAGES.firstName, email: USER_MESSAGES.emailFormat, role: USER_MESSAGES.role },
    });
    expect(port.callsOf('invite')).toEqual([]);
  });

  it("sends the invitation with its email in lower case, toasts '<name> invited successfully' and lists the new person", async () => {
    const port = new FakeUsersPort();
    const { actor, settled, toasts, users } = start(port);
    await settled();
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.save', draft: invitation });
    await settled();
    expect(port.callsOf('invite')).toEqual([[{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@local', role: 'viewer' }]]);
    expect(toasts).toEqual(['success: Ada Lovelace invited successfully']);
    expect(users().map((u) => u.email)).toEqual(['admin@local', 'viewer@local', 'ada@local']);
  });

  it('is not offered to someone who may not invite', async () => {
    const { actor, view, settled } = start(new FakeUsersPort(), ['editor']);
    await settled();
    actor.send({ type: 'item.create' });
    expect(view()).toMatchObject({ canCreate: false, formOpen: false });
  });
});

describe("when adding a role with 'Add Role to User'", () => {
  it('opens without a person, and needs a person and a role', async () => {
    const { actor, view, settled } = start(new FakeUsersPort());
    await settled();
    actor.send({ type: 'item.open' });
    expect(view().form).toMatchObject({ mode: 'edit', draft: { userId: '', role: '' }, canDelete: false });
    actor.send({ type: 'item.save', draft: { userId: '', role: '' } });
    expect(view().form?.errors).toEqual({ fields: { userId: USER_MESSAGES.user, role: USER_MESSAGES.role } });
  });

  it("adds the role to the person picked and toasts '<name> role updated successfully'", async () => {
    const port = new FakeUsersPort();
    const { actor, settled, toasts, users } = start(port);
    await settled();
    actor.send({ type: 'item.open' });
    actor.send({ type: 'item.save', draft: { userId: VIEWER_USER.id, role: 'editor' } });
    await settled();
    expect(port.callsOf('addRoles')).toEqual([[VIEWER_USER.id, ['editor']]]);
    expect(toasts).toEqual(['success: Viewer User role updated successfully']);
    expect(users().find((u) => u.id === VIEWER_USER.id)?.roles).toEqual(['editor', 'viewer']);
  });

  it('is not offered without write on rbac', async () => {
    const { actor, view, settled } = start(new FakeUsersPort(), ['viewer']);
    await settled();
    actor.send({ type: 'item.open' });
    expect(view()).toMatchObject({ canEdit: false, formOpen: false });
  });
});

describe('when deleting', () => {
  it("asks 'Delete User ?', then deletes and toasts 'user deleted successfully'", async () => {
    const port = new FakeUsersPort();
    const { actor, view, settled, toasts, users } = start(port);
    await settled();
    actor.send({ type: 'item.delete', id: VIEWER_USER.id });
    expect(view().confirm).toMatchObject({ title: 'Delete User ?', message: 'Are you sure you want to delete this user ?' });
    expect(port.callsOf('remove')).toEqual([]);
    actor.send({ type: 'delete.confirm' });
    await settled();
    expect(port.callsOf('remove')).toEqual([[VIEWER_USER.id]]);
    expect(toasts).toEqual(['success: user deleted successfully']);
    expect(users()).toEqual([ADMIN_USER]);
  });

  it("closes and shows the server's message when the delete is refused", async () => {
    const port = new FakeUsersPort().fail('remove', 'You cannot delete yourself');
    const { actor, view, settled, toasts } = start(port);
    await settled();
    actor.send({ type: 'item.delete', id: ADMIN_USER.id });
    actor.send({ type: 'delete.confirm' });
    await settled();
    expect(toasts).toEqual(['error: You cannot delete yourself']);
    expect(view()).toMatchObject({ confirm: undefined, formOpen: false });
  });

  it('is not possible without write on identities', async () => {
    const { actor, view, settled } = start(new FakeUsersPort(), ['viewer']);
    await settled();
    actor.send({ type: 'item.delete', id: VIEWER_USER.id });
    expect(view()).toMatchObject({ canDelete: false, confirm: undefined });
  });
});
