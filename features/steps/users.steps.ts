import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import {
  ADD_ROLE_TO_USER, INVITE_USER, USER_COLUMNS, UsersMachines, roleOptionLabel, type Invitation, type RoleAssignment, type User,
} from '../../core/settings';
import type { FakeUsersPort } from '../../tests/fakes/users';
import { areaWorld, openCollection, type CollectionScreen } from '../support/collection-screen';
import { parseList } from '../support/lists';
import type { ConsoleWorld } from '../support/world';

/** What the users scenarios hold: the console's people and the screen. */
interface UsersWorld {
  readonly port: FakeUsersPort;
  screen?: CollectionScreen<User, Invitation, RoleAssignment>;
}

const users = (world: ConsoleWorld) => areaWorld<UsersWorld>(world, 'users', () => ({ port: world.console.users }));
const screen = (world: ConsoleWorld) => {
  const { screen } = users(world);
  assert.ok(screen, 'the users screen is not open');
  return screen;
};
const userWithEmail = (world: ConsoleWorld, email: string): User | undefined => users(world).port.users.find((u) => u.email === email);
const listedEmails = (world: ConsoleWorld) => screen(world).view().rows.map((u) => u.email);

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
  users(this).port.set(people);
});

Given('the server refuses the next invitation with {string}', function (this: ConsoleWorld, message: string) {
  users(this).port.fail('invite', message);
});

When('they open the users screen', async function (this: ConsoleWorld) {
  users(this).screen = await openCollection(this, this.console.get(UsersMachines).screen, {
    buttons: { [INVITE_USER]: 'create', [ADD_ROLE_TO_USER]: 'edit' },
    fields: { 'first name': 'firstName', 'last name': 'lastName', email: 'email', role: 'role', user: 'userId' },
  });
});

When(
  'they invite {string} {string} with the email {string} and the role {string}',
  async function (this: ConsoleWorld, firstName: string, lastName: string, email: string, role: string) {
    const people = screen(this);
    people.send({ type: 'item.create' });
    people.send({ type: 'item.save', draft: { firstName, lastName, email, role } });
    await people.settled();
  },
);

When('they add the role {string} to {string}', async function (this: ConsoleWorld, role: string, email: string) {
  const people = screen(this);
  people.send({ type: 'item.open' });
  people.send({ type: 'item.save', draft: { userId: userWithEmail(this, email)?.id ?? '', role } });
  await people.settled();
});

When('they delete {string}', function (this: ConsoleWorld, email: string) {
  screen(this).send({ type: 'item.delete', id: userWithEmail(this, email)?.id ?? '' });
});

Then('the users table has the columns {}', function (this: ConsoleWorld, columns: string) {
  assert.deepEqual(USER_COLUMNS.map((c) => c.label), parseList(columns));
});

Then(/^the users listed are (.+)$/, function (this: ConsoleWorld, list: string) {
  const expected = [...list.matchAll(/"([^"]+)"/g)].map(([, email]) => email);
  assert.deepEqual(listedEmails(this), expected);
});

Then('the users listed include {string}', function (this: ConsoleWorld, email: string) {
  assert.ok(listedEmails(this).includes(email), `${email} is not in ${listedEmails(this).join(', ')}`);
});

Then('they are offered {string} and {string}', function (this: ConsoleWorld, first: string, second: string) {
  const { buttons, view } = screen(this);
  const shown = Object.entries(buttons).filter(([, button]) => (button === 'create' ? view().canCreate : view().canEdit));
  assert.deepEqual(shown.map(([label]) => label).sort(), [first, second].sort());
});

Then(/^the delete menu is (shown|not shown)$/, function (this: ConsoleWorld, shown: string) {
  const people = screen(this);
  assert.equal(people.view().canDelete, shown === 'shown');
  people.send({ type: 'item.delete', id: people.view().rows[0]?.id ?? '' });
  assert.equal(people.view().confirm !== undefined, shown === 'shown');
});

Then('nobody is invited', function (this: ConsoleWorld) {
  assert.deepEqual(users(this).port.callsOf('invite'), []);
});

Then('{string} is invited with the role {string}', function (this: ConsoleWorld, email: string, role: string) {
  assert.deepEqual(users(this).port.callsOf('invite').map(([invitation]) => invitation), [
    { firstName: 'Ada', lastName: 'Lovelace', email, role },
  ]);
});

Then('{string} holds the roles {string}', function (this: ConsoleWorld, email: string, roles: string) {
  assert.deepEqual(screen(this).view().rows.find((u) => u.email === email)?.roles, parseList(roles));
});

Then('nobody is deleted', function (this: ConsoleWorld) {
  assert.deepEqual(users(this).port.callsOf('remove'), []);
});

Then('the role {string} shows as {string}', function (role: string, shown: string) {
  assert.equal(roleOptionLabel(role), shown);
});
