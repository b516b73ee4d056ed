import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { fireEvent, screen } from '@testing-library/react';
import { createElement } from 'react';
import { createActor } from 'xstate';
import { redirectToAuthStateChecker } from '../../adapters/browser/unauthenticated';
import { createHttpClient } from '../../adapters/http/client';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import { HttpUsersAdapter } from '../../adapters/http/settings/users.http';
import {
  ACTION_PERMISSIONS, FEATURES, RESOURCES, ROLES, canPerform, can, effectiveRoles, isFeatureEnabled, isRole, roleCan, type Action,
  type Resource,
} from '../../core/access';
import { ROUTE_PERMISSIONS, canOpenRoute, canSeeSettings, routePermission } from '../../core/session';
import { isDomainError } from '../../core/shared';
import { TopologyMachines, canUnlink, selectConfigUnlinkView, type ConfigLink } from '../../core/topology';
import type { User } from '../../core/settings';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { fakeConsole } from '../../tests/fakes/fake-console';
import { SignedInProviders } from '../../ui/app/signed-in-app';
import UsersPage from '../../ui/settings/users/users-page';
import { FLAGS_KEY, ROLES_KEY, featureFlags, personRoles as rolesOf } from '../support/access-context';
import { GUARDED_ACTIONS, isFeature, isGuardedAction, isResource } from '../support/access-names';
import { expectNoDifferences, parseList } from '../support/lists';
import { showScreen } from '../support/screen';
import type { ConsoleWorld } from '../support/world';

const resource = (name: string): Resource => {
  assert.ok(isResource(name), `'${name}' is not a resource of the matrix`);
  return name;
};

const guarded = (name: string) => {
  assert.ok(isGuardedAction(name), `'${name}' is not a guarded action`);
  return name;
};

Given('a person with the role(s) {string}', function (this: ConsoleWorld, roles: string) {
  this.remember(ROLES_KEY, parseList(roles));
});

Given('a person with no roles', function (this: ConsoleWorld) {
  this.remember(ROLES_KEY, []);
});

Then(/^they may( not)? (read|write) "([^"]*)"$/, function (this: ConsoleWorld, not: string | undefined, action: Action, name: string) {
  assert.equal(can(rolesOf(this), resource(name), action), !not, `${rolesOf(this).join(', ') || 'no roles'} ${action} ${name}`);
});

Then('they are treated as {string}', function (this: ConsoleWorld, expected: string) {
  assert.deepEqual(effectiveRoles(rolesOf(this)), parseList(expected));
});

Then('they are allowed to {string}', function (this: ConsoleWorld, action: string) {
  assert.equal(canPerform(rolesOf(this), guarded(action)), true, `${rolesOf(this).join(', ')} should be allowed to ${action}`);
});

Then('they are not allowed to {string}', function (this: ConsoleWorld, action: string) {
  assert.equal(canPerform(rolesOf(this), guarded(action)), false, `${rolesOf(this).join(', ')} should not be allowed to ${action}`);
});

Then(/^they may( not)? open "([^"]*)"$/, function (this: ConsoleWorld, not: string | undefined, path: string) {
  assert.equal(canOpenRoute(rolesOf(this), path), !not, `${rolesOf(this).join(', ')} opening ${path}`);
});

Then('they see the Settings menu', function (this: ConsoleWorld) {
  assert.equal(canSeeSettings(rolesOf(this)), true);
});

Then('they do not see the Settings menu', function (this: ConsoleWorld) {
  assert.equal(canSeeSettings(rolesOf(this)), false);
});

When('they open {string} on the Users page', async function (this: ConsoleWorld, button: string) {
  const fakes = fakeConsole();
  fakes.session.setRoles(rolesOf(this));
  showScreen(createElement(SignedInProviders, null, createElement(UsersPage, { virtualized: false })), { container: fakes.container, path: '/settings/users' });
  fireEvent.click(await screen.findByRole('button', { name: button }));
});

const GRANTS: Record<string, Action[]> = { 'read, write': ['read', 'write'], read: ['read'], write: ['write'], none: [] };

Then('each role may read and write exactly as this table says:', function (table: DataTable) {
  const [header, ...rows] = table.raw() as [string[], ...string[][]];
  const roles = header.slice(1);
  const differences: string[] = [];
  for (const role of roles) if (!isRole(role)) differences.push(`the table has a role '${role}' the core does not know`);
  for (const role of ROLES) if (!roles.includes(role)) differences.push(`the table has no column for the role '${role}'`);
  const listed = rows.map((row) => row[0]!);
  for (const name of listed) if (!isResource(name)) differences.push(`the table has a resource '${name}' the core does not know`);
  for (const name of RESOURCES) if (!listed.includes(name)) differences.push(`the table has no row for the resource '${name}'`);
  for (const row of rows) {
    const name = row[0]!;
    if (!isResource(name)) continue;
    roles.forEach((role, i) => {
      if (!isRole(role)) return;
      const cell = row[i + 1]!;
      const expected = GRANTS[cell];
      if (!expected) return differences.push(`${role} on ${name}: '${cell}' is not one of ${Object.keys(GRANTS).join(' | ')}`);
      const actual = (['read', 'write'] as const).filter((action) => roleCan(role, name, action));
      if (actual.join() !== expected.join()) {
        differences.push(`${role} on ${name}: the table says '${cell}', the core says '${actual.join(', ') || 'none'}'`);
      }
    });
  }
  expectNoDifferences(differences, 'The permission matrix');
});

Then('each guarded action needs write on the resource in this table:', function (table: DataTable) {
  const rows = table.hashes() as { action: string; 'needs write on': string }[];
  const differences: string[] = [];
  const listed = rows.map((row) => row.action);
  for (const action of GUARDED_ACTIONS) if (!listed.includes(action)) differences.push(`the table has no row for '${action}'`);
  for (const { action, 'needs write on': needed } of rows) {
    if (!isGuardedAction(action)) differences.push(`the table has an action '${action}' the core does not guard`);
    else if (ACTION_PERMISSIONS[action] !== needed) {
      differences.push(`${action}: the table says write on ${needed}, the core says write on ${ACTION_PERMISSIONS[action]}`);
    }
  }
  expectNoDifferences(differences, 'The guarded actions');
});

const describePermission = ({ resource: r, action }: { resource: Resource; action: Action }) => `${action} ${r}`;

Then(
  'each listed route needs the permission in this table, and any other route read on database:',
  function (table: DataTable) {
    const rows = table.hashes() as { route: string; needs: string }[];
    const differences: string[] = [];
    const listed = rows.map((row) => row.route);
    for (const { route } of ROUTE_PERMISSIONS) if (!listed.includes(route)) differences.push(`the table has no row for '${route}'`);
    for (const { route, needs } of rows) {
      const known = ROUTE_PERMISSIONS.find((r) => r.route === route);
      if (!known) differences.push(`the core lists no route '${route}'`);
      else if (describePermission(known) !== needs) {
        differences.push(`${route}: the table says '${needs}', the core says '${describePermission(known)}'`);
      }
    }
    expectNoDifferences(differences, 'The route permissions');
  },
);

Then('the route {string} needs {string}', function (path: string, needs: string) {
  assert.equal(describePermission(routePermission(path)), needs);
});

Then('the navigation entries they see, of {string}, are {string}', function (this: ConsoleWorld, all: string, seen: string) {
  assert.deepEqual(parseList(all).filter((path) => canOpenRoute(rolesOf(this), path)), parseList(seen));
});

Given('the feature flag {string} is {string}', function (this: ConsoleWorld, name: string, value: string) {
  this.remember(FLAGS_KEY, new Map(featureFlags(this)).set(name, value));
});

Then(/^the feature "([^"]*)" is (on|off)$/, function (this: ConsoleWorld, feature: string, state: 'on' | 'off') {
  assert.ok(isFeature(feature), `'${feature}' is not a feature`);
  assert.equal(isFeatureEnabled(feature, featureFlags(this)), state === 'on', `${feature} should be ${state}`);
});

Then('the features that can be turned off are {}', function (expected: string) {
  assert.deepEqual([...FEATURES], parseList(expected));
});

// ---- A 401 from the API ----------------------------------------------------------------------------

interface BrowserLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly assigned: string[];
  assign(url: string): void;
}

const BROWSER = 'access.browser';
const API = 'access.api';

Given('the browser is on {string}', function (this: ConsoleWorld, address: string) {
  const url = new URL(address, 'http://console.test');
  const assigned: string[] = [];
  this.remember<BrowserLocation>(BROWSER, { pathname: url.pathname, search: url.search, hash: url.hash, assigned, assign: (to) => assigned.push(to) });
});

Given('the server answers {int} to {string}', function (this: ConsoleWorld, status: number, path: string) {
  this.remember(API, new FakeFetch().on('GET', `/api${path}`, reply(status, { error: 'unauthenticated' })));
});

When('the console calls {string}', async function (this: ConsoleWorld, path: string) {
  const location = this.recall<BrowserLocation>(BROWSER);
  const http = createHttpClient({
    baseURL: 'http://console.test/api',
    fetch: this.recall<FakeFetch>(API).fetch,
    onUnauthenticated: redirectToAuthStateChecker(location),
  });
  await assert.rejects(http.request(path), (error: unknown) => isDomainError(error) && error.kind === 'unauthenticated');
});

Then('the browser is sent to {string}', function (this: ConsoleWorld, target: string) {
  assert.deepEqual(this.recall<BrowserLocation>(BROWSER).assigned, [target]);
});

Then('the browser stays where it is', function (this: ConsoleWorld) {
  assert.deepEqual(this.recall<BrowserLocation>(BROWSER).assigned, []);
});

// ---- Roles by user id ------------------------------------------------------------------------------

Given('the server knows these people and their roles:', function (this: ConsoleWorld, table: DataTable) {
  const people = table.hashes() as { id: string; email: string; roles: string }[];
  const fake = new FakeFetch().on(
    'GET',
    '/api/db/identities',
    reply(200, people.map((person) => ({ id: person.id, state: 'active', traits: { email: person.email }, created_at: '2030-01-01T00:00:00Z' }))),
  );
  for (const person of people) fake.on('GET', `/api/rbac/${person.id}/roles`, reply(200, { payload: parseList(person.roles) }));
  this.remember(API, fake);
});

When('the console lists the users', async function (this: ConsoleWorld) {
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: this.recall<FakeFetch>(API).fetch });
  this.remember('access.users', await new HttpUsersAdapter(http, new PostgrestClient(http)).list());
});

Then('the roles were asked for at {string}', function (this: ConsoleWorld, paths: string) {
  const asked = this.recall<FakeFetch>(API).requests.map((request) => request.url.pathname).filter((path) => path.startsWith('/api/rbac/'));
  assert.deepEqual(asked.sort(), parseList(paths).sort());
});

Then('the console reads that {string} holds the roles {string}', function (this: ConsoleWorld, email: string, roles: string) {
  const user = this.recall<User[]>('access.users').find((candidate) => candidate.email === email);
  assert.ok(user, `no user ${email}`);
  assert.deepEqual(user.roles, parseList(roles));
});

// ---- Unlinking a catalog link ----------------------------------------------------------------------

Then(
  /^a link with the selector id "([^"]*)" (under a topology|elsewhere) is (offered|not offered) 'Unlink catalog'$/,
  function (this: ConsoleWorld, selectorId: string, where: string, offered: string) {
    const link: ConfigLink = { configId: 'cfg-1', name: 'Postgres', selectorId };
    const { configUnlink } = this.console.get(TopologyMachines);
    const actor = createActor(configUnlink, { input: { componentId: 'c1', link, underTopology: where === 'under a topology' } }).start();
    assert.equal(selectConfigUnlinkView(actor.getSnapshot()).confirming, offered === 'offered');
    assert.equal(canUnlink(link, where === 'under a topology'), offered === 'offered');
  },
);
