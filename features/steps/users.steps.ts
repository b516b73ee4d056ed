import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor, type Actor } from 'xstate';
import {
  ADD_ROLE_TO_USER, bindUsersScreenPorts, canAssignRoles, canDeleteUsers, canInviteUsers, DELETE_USER_MESSAGE,
  DELETE_USER_TITLE, INVITE_USER, roleOptionLabel, USER_COLUMNS, type User, type UsersScreenEmitted,
} from '../../core/users';
import { FakeUsersPort } from '../../tests/fakes/users';
import { personRoles } from '../support/access-context';
import { parseList } from '../support/lists';
import type { ConsoleWorld } from '../support/world';

type UsersActor = Actor<ReturnType<typeof bindUsersScreenPorts>>;

const PORT = 'users.port';
const SCREEN = 'users.screen';
const TOASTS = 'users.toasts';

const port = (world: ConsoleWorld) => (world.context.has(PORT) ? world.recall<FakeUsersPort>(PORT) : world.remember(PORT, new FakeUsersPort([])));
const screen = (world: ConsoleWorld) => world.recall<UsersActor>(SCREEN);
const toasts = (world: ConsoleWorld) => world.recallOr<UsersScreenEmitted[]>(TOASTS, []);
const idle = (actor: UsersActor) => waitFor(actor, (s) => s.matches({ ready: 'idle' }) || s.matches('failed'), { timeout: 2000 });
const userWithEmail = (world: ConsoleWorld, email: string): User | undefined => port(world).users.find((u) => u.email === email);

const FIELDS: Record<string, string> = { 'first name': 'firstName', 'last name': 'lastName', email: 'email', role: 'role', user: 'userId' };

Given('the people who can sign in are:', function (this: ConsoleWorld, table: DataTable) {
  const people = table.hashes().map(
    (row, index): User => ({
      id: `person-${index + 1}`,
      name: row.name!,
      email: row.email!,
      roles: parseList(row.roles!),
      state: 'active',
      createdAt: '2030-01-01T00:00:00Z',
    }),
  );
  this.remember(PORT, new FakeUsersPort(people));
});

Given('the server refuses the next invitation with {string}', function (this: ConsoleWorld, message: string) {
  port(this).fail('invite', message);
});

When('they open the users screen', async function (this: ConsoleWorld) {
  const actor = createActor(bindUsersScreenPorts({ users: port(this) }), { input: { roles: personRoles(this) } });
  const seen = this.remember<UsersScreenEmitted[]>(TOASTS, []);
  actor.on('toast', (event) => seen.push(event));
  this.remember(SCREEN, actor).start();
  await idle(actor);
});

When(
  'they invite {string} {string} with the email {string} and the role {string}',
  async function (this: ConsoleWorld, firstName: string, lastName: string, email: string, role: string) {
    const actor = screen(this);
    actor.send({ type: 'invite.open' });
    actor.send({ type: 'invite.submit', draft: { firstName, lastName, email, role } });
    await waitFor(actor, (s) => !s.matches({ ready: 'sendingInvite' }) && !s.matches({ ready: 'refreshing' }), { timeout: 2000 });
  },
);

When('they add the role {string} to {string}', async function (this: ConsoleWorld, role: string, email: string) {
  const actor = screen(this);
  actor.send({ type: 'role.open' });
  actor.send({ type: 'role.submit', draft: { userId: userWithEmail(this, email)?.id ?? '', role } });
  await waitFor(actor, (s) => !s.matches({ ready: 'savingRole' }) && !s.matches({ ready: 'refreshing' }), { timeout: 2000 });
});

When('they delete {string}', function (this: ConsoleWorld, email: string) {
  screen(this).send({ type: 'user.delete', id: userWithEmail(this, email)?.id ?? '' });
});

When('they confirm', async function (this: ConsoleWorld) {
  const actor = screen(this);
  actor.send({ type: 'delete.confirm' });
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && toasts(this).length > 0, { timeout: 2000 });
  await idle(actor);
});

Then('the users table has the columns {}', function (this: ConsoleWorld, columns: string) {
  assert.deepEqual(USER_COLUMNS.map((c) => c.label), parseList(columns));
});

Then(/^the users listed are (.+)$/, function (this: ConsoleWorld, list: string) {
  const expected = [...list.matchAll(/"([^"]+)"/g)].map(([, email]) => email);
  assert.deepEqual(screen(this).getSnapshot().context.users.map((u) => u.email), expected);
});

Then('the users listed include {string}', async function (this: ConsoleWorld, email: string) {
  const state = await waitFor(screen(this), (s) => s.context.users.some((u) => u.email === email), { timeout: 2000 });
  assert.ok(state);
});

Then('they are offered {string} and {string}', function (this: ConsoleWorld, first: string, second: string) {
  const roles = personRoles(this);
  const offered = [canAssignRoles(roles) ? ADD_ROLE_TO_USER : undefined, canInviteUsers(roles) ? INVITE_USER : undefined];
  assert.deepEqual(offered, [first, second]);
});

Then(/^the delete menu is (shown|not shown)$/, function (this: ConsoleWorld, shown: string) {
  assert.equal(canDeleteUsers(personRoles(this)), shown === 'shown');
  const actor = screen(this);
  actor.send({ type: 'user.delete', id: actor.getSnapshot().context.users[0]?.id ?? '' });
  assert.equal(actor.getSnapshot().matches({ ready: 'confirmingDelete' }), shown === 'shown');
});

Then(/^the invite form says "([^"]+)" under (first name|last name|email|role)$/, function (this: ConsoleWorld, message: string, field: string) {
  const errors = screen(this).getSnapshot().context.invite?.errors as Record<string, string | undefined> | undefined;
  assert.equal(errors?.[FIELDS[field]!], message);
});

Then(/^the role form says "([^"]+)" under (user|role)$/, function (this: ConsoleWorld, message: string, field: string) {
  const errors = screen(this).getSnapshot().context.roleForm?.errors as Record<string, string | undefined> | undefined;
  assert.equal(errors?.[FIELDS[field]!], message);
});

Then('nobody is invited', function (this: ConsoleWorld) {
  assert.deepEqual(port(this).callsOf('invite'), []);
});

Then('the users screen says {string}', function (this: ConsoleWorld, message: string) {
  assert.deepEqual(toasts(this).map((t) => t.message), [message]);
});

Then('{string} is invited with the role {string}', function (this: ConsoleWorld, email: string, role: string) {
  assert.deepEqual(port(this).callsOf('invite').map(([invitation]) => invitation), [
    { firstName: 'Ada', lastName: 'Lovelace', email, role },
  ]);
});

Then('{string} holds the roles {string}', async function (this: ConsoleWorld, email: string, roles: string) {
  await idle(screen(this));
  assert.deepEqual(screen(this).getSnapshot().context.users.find((u) => u.email === email)?.roles, parseList(roles));
});

Then('they are asked {string} with {string}', function (this: ConsoleWorld, title: string, text: string) {
  assert.ok(screen(this).getSnapshot().matches({ ready: 'confirmingDelete' }));
  assert.deepEqual([DELETE_USER_TITLE, DELETE_USER_MESSAGE], [title, text]);
});

Then('nobody is deleted', function (this: ConsoleWorld) {
  assert.deepEqual(port(this).callsOf('remove'), []);
});

Then('the role {string} shows as {string}', function (role: string, shown: string) {
  assert.equal(roleOptionLabel(role), shown);
});
