import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor, type Actor } from 'xstate';
import {
  OrganizationMachines, PROVISIONING_TEXT, selectOrganizationGateView, type Organization, type OrganizationGateView,
} from '../../core/identity/organizations';
import type { DomainErrorKind } from '../../core/shared';
import type { ConsoleWorld } from '../support/world';

const GATE = 'organizations.gate';
const NAVIGATIONS = 'organizations.navigations';

type Gate = Actor<OrganizationMachines['gate']>;

const FAILURES: Record<string, DomainErrorKind> = { server: 'server', not_found: 'not_found', forbidden: 'forbidden' };

function gate(world: ConsoleWorld): Gate {
  return world.recall<Gate>(GATE);
}

/** The gate's view once it has stopped loading and is not busy switching or creating. */
async function settledView(world: ConsoleWorld): Promise<OrganizationGateView> {
  const snapshot = await waitFor(gate(world), (s) => !s.hasTag('loading') && !s.hasTag('busy'), { timeout: 2000 });
  return selectOrganizationGateView(snapshot);
}

Given('the hosted console has no session', function (this: ConsoleWorld) {
  this.console.organizations.membershipFailure = 'unauthenticated';
});

Given('the hosted person belongs to these organizations:', function (this: ConsoleWorld, table: DataTable) {
  this.console.organizations.organizations = table.hashes().map((row): Organization => ({
    id: row.id!,
    name: row.name!,
    personal: row.personal === 'yes',
    ...(row.backend ? { backendUrl: row.backend } : {}),
  }));
});

Given('the session is for {string}', function (this: ConsoleWorld, id: string) {
  this.console.organizations.currentId = id;
});

Given("the identity lookup at the organization's backend fails with {string}", function (this: ConsoleWorld, failure: string) {
  this.console.organizations.lookupFailure = FAILURES[failure];
});

When('the hosted console starts', function (this: ConsoleWorld) {
  const navigations = this.remember<string[]>(NAVIGATIONS, []);
  const actor = createActor(this.console.get(OrganizationMachines).gate);
  actor.on('navigate', (event) => navigations.push(event.path));
  this.remember(GATE, actor).start();
});

When('the person selects {string} in the switcher', async function (this: ConsoleWorld, id: string) {
  await settledView(this);
  gate(this).send({ type: 'organization.select', id });
});

When('the person asks the switcher to create an organization', async function (this: ConsoleWorld) {
  assert.equal((await settledView(this)).canCreate, true);
  gate(this).send({ type: 'organization.create.open' });
});

When('the person creates the organization {string}', function (this: ConsoleWorld, name: string) {
  gate(this).send({ type: 'organization.create.submit', name });
});

Then('the hosted console goes to {string}', async function (this: ConsoleWorld, path: string) {
  await settledView(this);
  assert.equal(this.recall<string[]>(NAVIGATIONS).at(-1), path);
});

Then('the hosted console shows the organization picker', async function (this: ConsoleWorld) {
  const view = await settledView(this);
  assert.equal(view.screen, 'picker');
  assert.deepEqual(view.organizations, []);
});

Then('the hosted console shows {string}', async function (this: ConsoleWorld, text: string) {
  const view = await settledView(this);
  // The provisioning screen is the only screen of the gate that is a sentence of the spec.
  assert.equal(text, PROVISIONING_TEXT);
  assert.equal(view.screen, 'provisioning');
});

Then('the hosted console shows an error', async function (this: ConsoleWorld) {
  const view = await settledView(this);
  assert.equal(view.screen, 'failed');
  assert.ok(view.error);
});

Then('the hosted console shows the console for {string}', async function (this: ConsoleWorld, name: string) {
  const view = await settledView(this);
  assert.equal(view.screen, 'console');
  assert.equal(view.currentName, name);
});

Then('no identity lookup was made', function (this: ConsoleWorld) {
  assert.deepEqual(this.console.organizations.lookups, []);
});

Then('the identity lookup asked {string}', function (this: ConsoleWorld, url: string) {
  assert.deepEqual(this.console.organizations.lookups, [url]);
});

Then('the switcher offers {string} with {string} current', async function (this: ConsoleWorld, names: string, current: string) {
  const view = await settledView(this);
  assert.equal(view.organizations.map((org) => org.name).join(', '), names);
  assert.deepEqual(view.organizations.filter((org) => org.current).map((org) => org.name), [current]);
});

Then('the session was switched to {string}', async function (this: ConsoleWorld, id: string) {
  await settledView(this);
  assert.deepEqual(this.console.organizations.switches, [id]);
});

Then('the create organization modal is open', async function (this: ConsoleWorld) {
  assert.equal((await settledView(this)).createOpen, true);
});

Then('the create organization modal is closed', async function (this: ConsoleWorld) {
  assert.equal((await settledView(this)).createOpen, false);
});

Then('the modal says {string}', async function (this: ConsoleWorld, message: string) {
  const view = await settledView(this);
  assert.equal(view.createOpen, true);
  assert.equal(view.createError, message);
});

Then('no organization was created', function (this: ConsoleWorld) {
  assert.deepEqual(this.console.organizations.created, []);
});

Then('the organization {string} was created', async function (this: ConsoleWorld, name: string) {
  await settledView(this);
  assert.deepEqual(this.console.organizations.created, [name]);
});
