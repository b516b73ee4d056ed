import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor, type Actor } from 'xstate';
import { AREAS, ShellMachines, selectEffectiveFlagsView, visibleNavigation } from '../../core/session';
import { FEATURE_FLAG_COLUMNS, FeatureFlagsMachines, flagActions, type FeatureFlag, type FeatureFlagDraft } from '../../core/settings';
import { DomainError } from '../../core/shared';
import type { FakeFeatureFlagPort } from '../../tests/fakes/fake-feature-flag-port';
import { personRoles } from '../support/access-context';
import { SCENARIO_USER_ID, areaWorld, openCollection, type CollectionScreen } from '../support/collection-screen';
import { parseList } from '../support/lists';
import type { ConsoleWorld } from '../support/world';

type EffectiveFlags = Actor<ShellMachines['effectiveFlags']>;

/** What the feature flags scenarios hold: the console's flags (the navigation's come from them too), the screen and the navigation's flags. */
interface FlagsWorld {
  readonly port: FakeFeatureFlagPort;
  screen?: CollectionScreen<FeatureFlag, FeatureFlagDraft>;
  effective?: EffectiveFlags;
}

const flags = (world: ConsoleWorld) => areaWorld<FlagsWorld>(world, 'featureFlags', () => ({ port: world.console.featureFlags }));
const screen = (world: ConsoleWorld) => {
  const { screen } = flags(world);
  assert.ok(screen, 'the feature flags screen is not open');
  return screen;
};
const effective = (world: ConsoleWorld) => {
  const { effective } = flags(world);
  assert.ok(effective, 'the navigation has no flags yet');
  return effective;
};
const listed = (world: ConsoleWorld) => screen(world).view().rows;
const flagNamed = (world: ConsoleWorld, name: string) => {
  const flag = listed(world).find((f) => f.name === name);
  assert.ok(flag, `the screen lists no flag '${name}'`);
  return flag;
};

Given('the stored feature flags are:', function (this: ConsoleWorld, table: DataTable) {
  flags(this).port.setStored(table.hashes().map((row) => ({ name: row.name, value: row.value, description: row.description })));
});

Given("the server's configuration sets the flag {string} to {string}", function (this: ConsoleWorld, name: string, value: string) {
  flags(this).port.setLocal({ [name]: value });
});

Given('the flag {string} is removed from the store', async function (this: ConsoleWorld, name: string) {
  await flags(this).port.remove(name);
});

Given('the server refuses the next new flag with {string}', function (this: ConsoleWorld, message: string) {
  flags(this).port.failNext('create', new DomainError('conflict', message, { status: 409 }));
});

When('they open the feature flags screen', async function (this: ConsoleWorld) {
  const world = flags(this);
  const navigation: EffectiveFlags = createActor(this.console.get(ShellMachines).effectiveFlags).start();
  world.effective = navigation;
  // As the page does: a changed flag reloads the navigation's flags.
  world.screen = await openCollection(this, this.console.get(FeatureFlagsMachines).screen, {
    buttons: { 'Add flag': 'create' },
    onChanged: () => navigation.send({ type: 'flags.refresh' }),
  });
  await waitFor(navigation, (s) => s.matches({ ready: 'idle' }));
});

When('they add the flag {string} with the value {string}', async function (this: ConsoleWorld, name: string, value: string) {
  const flags = screen(this);
  flags.send({ type: 'item.create' });
  assert.ok(flags.view().formOpen, 'the add form did not open');
  flags.send({ type: 'item.save', draft: { name, value, description: '' } });
  await flags.settled();
});

When('they change the flag {string} to the value {string}', async function (this: ConsoleWorld, name: string, value: string) {
  const flags = screen(this);
  flags.send({ type: 'item.open', id: name });
  const { form } = flags.view();
  assert.ok(form?.mode === 'edit', `the flag '${name}' did not open`);
  flags.send({ type: 'item.save', draft: { ...form.draft, value } });
  await flags.settled();
});

When('they remove the flag {string}', async function (this: ConsoleWorld, name: string) {
  const flags = screen(this);
  flags.send({ type: 'item.open', id: name });
  flags.send({ type: 'item.delete' });
  assert.ok(flags.view().confirm, 'no confirmation was asked');
  flags.send({ type: 'delete.confirm' });
  await flags.settled();
});

When('they open the flag {string}', function (this: ConsoleWorld, name: string) {
  screen(this).send({ type: 'item.open', id: name });
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

Then('no flag is stored', function (this: ConsoleWorld) {
  assert.deepEqual(flags(this).port.callsOf('create'), []);
});

Then('the flag {string} is stored with the value {string}, created by them', function (this: ConsoleWorld, name: string, value: string) {
  const stored = flags(this).port.storedFlag(name);
  assert.equal(stored?.value, value);
  assert.equal(stored?.createdBy?.id, SCENARIO_USER_ID);
});

Then('the flag {string} offers Update and Delete', function (this: ConsoleWorld, name: string) {
  assert.deepEqual(flagActions(flagNamed(this, name), personRoles(this)), { update: true, remove: true });
});

Then('the flag {string} offers neither Update nor Delete', function (this: ConsoleWorld, name: string) {
  assert.deepEqual(flagActions(flagNamed(this, name), personRoles(this)), { update: false, remove: false });
});

Then('the form is still open with the flag {string}', function (this: ConsoleWorld, name: string) {
  const { formOpen, form } = screen(this).view();
  assert.ok(formOpen, 'the form closed');
  assert.equal(form?.draft.name, name);
});

Then(/^they (may|may not) add, update and delete flags$/, function (this: ConsoleWorld, may: string) {
  const allowed = may === 'may';
  const flags = screen(this);
  flags.send({ type: 'item.create' });
  assert.equal(flags.view().formOpen, allowed, 'adding');
  flags.send({ type: 'form.cancel' });
  flags.send({ type: 'item.open', id: 'logs.disable' });
  assert.equal(flags.view().formOpen, allowed, 'opening a stored flag');
  const { form } = flags.view();
  assert.equal(form?.mode === 'edit' && form.canDelete, allowed, 'deleting a stored flag');
  assert.deepEqual(flags.toasts, [], 'no message is shown');
});

const navigationLabels = (world: ConsoleWorld) => {
  // As if every area of the specs existed: the flag alone decides here.
  const navigation = visibleNavigation({
    roles: personRoles(world),
    flags: selectEffectiveFlagsView(effective(world).getSnapshot()).flags,
    available: new Set(AREAS.map((a) => a.id)),
  });
  return [...navigation.main, ...navigation.settings].map((a) => a.label);
};

Then('the navigation shows {string}', async function (this: ConsoleWorld, label: string) {
  await waitFor(effective(this), (s) => s.matches({ ready: 'idle' }));
  assert.ok(navigationLabels(this).includes(label), `'${label}' is not in ${navigationLabels(this).join(', ')}`);
});

Then('the navigation no longer shows {string}', async function (this: ConsoleWorld, label: string) {
  await waitFor(effective(this), (s) => s.matches({ ready: 'idle' }));
  assert.ok(!navigationLabels(this).includes(label), `'${label}' is still shown`);
});
