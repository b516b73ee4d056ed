import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { AREAS, ShellMachines, visibleNavigation } from '../../core/session';
import {
  FEATURE_FLAG_COLUMNS, bindFeatureFlagsScreenPorts, flagActions,
  type effectiveFlagsMachine, type featureFlagsScreenMachine,
} from '../../core/settings';
import { DomainError } from '../../core/shared';
import type { FakeFeatureFlagPort } from '../../tests/fakes/fake-feature-flag-port';
import { personRoles } from '../support/access-context';
import { parseList } from '../support/lists';
import type { ConsoleWorld } from '../support/world';

const SCREEN = 'featureFlags.screen';
const EFFECTIVE = 'featureFlags.effective';
const MESSAGES = 'featureFlags.messages';
const USER_ID = 'u-scenario';

type Screen = ActorRefFrom<typeof featureFlagsScreenMachine>;
type Effective = ActorRefFrom<typeof effectiveFlagsMachine>;

/** The scenario console's flags, which the navigation's effective flags are loaded from too. */
const port = (world: ConsoleWorld): FakeFeatureFlagPort => world.console.featureFlags;

const screen = (world: ConsoleWorld) => world.recall<Screen>(SCREEN);
const messages = (world: ConsoleWorld) => world.recallOr<string[]>(MESSAGES, []);
const settled = (actor: Screen) =>
  waitFor(actor, (s) => s.matches('failed') || s.matches({ ready: 'idle' }) || s.matches({ ready: 'editing' }));
const listed = (world: ConsoleWorld) => screen(world).getSnapshot().context.flags;
const flagNamed = (world: ConsoleWorld, name: string) => {
  const flag = listed(world).find((f) => f.name === name);
  assert.ok(flag, `the screen lists no flag '${name}'`);
  return flag;
};

Given('the stored feature flags are:', function (this: ConsoleWorld, table: DataTable) {
  port(this).setStored(table.hashes().map((row) => ({ name: row.name, value: row.value, description: row.description })));
});

Given("the server's configuration sets the flag {string} to {string}", function (this: ConsoleWorld, name: string, value: string) {
  port(this).setLocal({ [name]: value });
});

Given('the flag {string} is removed from the store', async function (this: ConsoleWorld, name: string) {
  await port(this).remove(name);
});

Given('the server refuses the next new flag with {string}', function (this: ConsoleWorld, message: string) {
  port(this).failNext('create', new DomainError('conflict', message, { status: 409 }));
});

When('they open the feature flags screen', async function (this: ConsoleWorld) {
  const featureFlags = port(this);
  const effective: Effective = createActor(this.console.get(ShellMachines).effectiveFlags).start();
  const actor: Screen = createActor(bindFeatureFlagsScreenPorts({ featureFlags }), {
    input: { roles: personRoles(this), userId: USER_ID },
  });
  // What the UI does with the machine's events: show the toasts, reload the navigation's flags.
  actor.on('toast', (event) => this.remember(MESSAGES, [...messages(this), event.message]));
  actor.on('flags.changed', () => effective.send({ type: 'flags.refresh' }));
  actor.start();
  this.remember(EFFECTIVE, effective);
  this.remember(SCREEN, actor);
  await Promise.all([settled(actor), waitFor(effective, (s) => s.matches({ ready: 'idle' }))]);
});

When('they add the flag {string} with the value {string}', async function (this: ConsoleWorld, name: string, value: string) {
  const actor = screen(this);
  actor.send({ type: 'flag.add' });
  assert.ok(actor.getSnapshot().matches({ ready: 'editing' }), 'the add form did not open');
  actor.send({ type: 'form.submit', draft: { name, value, description: '' } });
  await settled(actor);
});

When('they change the flag {string} to the value {string}', async function (this: ConsoleWorld, name: string, value: string) {
  const actor = screen(this);
  actor.send({ type: 'flag.open', name });
  const form = actor.getSnapshot().context.form;
  assert.ok(form, `the flag '${name}' did not open`);
  actor.send({ type: 'form.submit', draft: { ...form.draft, value } });
  await settled(actor);
});

When('they remove the flag {string}', async function (this: ConsoleWorld, name: string) {
  const actor = screen(this);
  actor.send({ type: 'flag.open', name });
  actor.send({ type: 'flag.delete' });
  assert.ok(actor.getSnapshot().matches({ ready: 'confirmingDelete' }), 'no confirmation was asked');
  actor.send({ type: 'delete.confirm' });
  await settled(actor);
});

When('they open the flag {string}', function (this: ConsoleWorld, name: string) {
  screen(this).send({ type: 'flag.open', name });
});

Then('the feature flags table has the columns {}', function (this: ConsoleWorld, columns: string) {
  assert.deepEqual(FEATURE_FLAG_COLUMNS.map((c) => c.label), parseList(columns));
});

Then('the flags listed are:', function (this: ConsoleWorld, table: DataTable) {
  const actual = listed(this).map((f) => ({ name: f.name, value: f.value, source: f.source }));
  assert.deepEqual(actual, table.hashes());
});

Then('the flags listed include {string} with the value {string}', function (this: ConsoleWorld, name: string, value: string) {
  assert.equal(flagNamed(this, name).value, value);
});

Then('the flags listed do not include {string}', function (this: ConsoleWorld, name: string) {
  assert.equal(listed(this).some((f) => f.name === name), false);
});

Then('the screen says {string}', function (this: ConsoleWorld, message: string) {
  assert.deepEqual(messages(this), [message]);
});

Then('the form says {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(screen(this).getSnapshot().context.form?.error, message);
});

Then('no flag is stored', function (this: ConsoleWorld) {
  assert.equal(port(this).calls.some((c) => c.method === 'create'), false);
});

Then(
  'the flag {string} is stored with the value {string}, created by them',
  function (this: ConsoleWorld, name: string, value: string) {
    const stored = port(this).storedFlag(name);
    assert.equal(stored?.value, value);
    assert.equal(stored?.createdBy?.id, USER_ID);
  },
);

Then('the flag {string} offers Update and Delete', function (this: ConsoleWorld, name: string) {
  assert.deepEqual(flagActions(flagNamed(this, name), personRoles(this)), { update: true, remove: true });
});

Then('the flag {string} offers neither Update nor Delete', function (this: ConsoleWorld, name: string) {
  assert.deepEqual(flagActions(flagNamed(this, name), personRoles(this)), { update: false, remove: false });
});

Then('no form is open', function (this: ConsoleWorld) {
  assert.equal(screen(this).getSnapshot().context.form, undefined);
});

Then('the form is still open with the flag {string}', function (this: ConsoleWorld, name: string) {
  const snapshot = screen(this).getSnapshot();
  assert.ok(snapshot.matches({ ready: 'editing' }), 'the form closed');
  assert.equal(snapshot.context.form?.draft.name, name);
});

Then(/^they (may|may not) add, update and delete flags$/, async function (this: ConsoleWorld, may: string) {
  const allowed = may === 'may';
  const actor = screen(this);
  actor.send({ type: 'flag.add' });
  assert.equal(actor.getSnapshot().matches({ ready: 'editing' }), allowed, 'adding');
  actor.send({ type: 'form.cancel' });
  actor.send({ type: 'flag.open', name: 'logs.disable' });
  assert.equal(actor.getSnapshot().matches({ ready: 'editing' }), allowed, 'opening a stored flag');
  assert.deepEqual(flagActions(flagNamed(this, 'logs.disable'), personRoles(this)), { update: allowed, remove: allowed });
  assert.deepEqual(messages(this), [], 'no message is shown');
});

const navigationLabels = (world: ConsoleWorld) => {
  const effective = world.recall<Effective>(EFFECTIVE);
  // As if every area of the specs existed: the flag alone decides here.
  const navigation = visibleNavigation({
    roles: personRoles(world),
    flags: effective.getSnapshot().context.flags,
    available: new Set(AREAS.map((a) => a.id)),
  });
  return [...navigation.main, ...navigation.settings].map((a) => a.label);
};

Then('the navigation shows {string}', async function (this: ConsoleWorld, label: string) {
  await waitFor(this.recall<Effective>(EFFECTIVE), (s) => s.matches({ ready: 'idle' }));
  assert.ok(navigationLabels(this).includes(label), `'${label}' is not in ${navigationLabels(this).join(', ')}`);
});

Then('the navigation no longer shows {string}', async function (this: ConsoleWorld, label: string) {
  await waitFor(this.recall<Effective>(EFFECTIVE), (s) => s.matches({ ready: 'idle' }));
  assert.ok(!navigationLabels(this).includes(label), `'${label}' is still shown`);
});
