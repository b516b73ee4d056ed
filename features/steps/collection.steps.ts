import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { collectionScreen } from '../support/collection-screen';
import type { ConsoleWorld } from '../support/world';

// The steps every collection screen (createCollectionMachine + CollectionPage) answers the same way:
// a feature file of a new list-and-edit screen reuses them and writes only its own.

Then('the screen says {string}', function (this: ConsoleWorld, message: string) {
  assert.deepEqual(collectionScreen(this).toasts.map((toast) => toast.message), [message]);
});

Then('the screen says nothing', function (this: ConsoleWorld) {
  assert.deepEqual(collectionScreen(this).toasts.map((toast) => toast.message), []);
});

Then('the table shows {int} row(s)', function (this: ConsoleWorld, count: number) {
  assert.equal(collectionScreen(this).view().rows.length, count);
});

Then(/^the "([^"]+)" button is (shown|not shown|disabled|enabled)$/, function (this: ConsoleWorld, label: string, state: string) {
  const screen = collectionScreen(this);
  const button = screen.buttons[label];
  assert.ok(button, `the screen has no button '${label}'; it has ${Object.keys(screen.buttons).join(', ')}`);
  const view = screen.view();
  const shown = button === 'create' ? view.canCreate : view.canEdit;
  if (state === 'shown' || state === 'not shown') assert.equal(shown, state === 'shown', `'${label}' shown`);
  else assert.equal(shown && !view.ready, state === 'disabled', `'${label}' disabled`);
});

Then('the form says {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(collectionScreen(this).view().form?.errors.message, message);
});

Then(/^the (?:\w+ )?form says "([^"]+)" under (.+)$/, function (this: ConsoleWorld, message: string, field: string) {
  const screen = collectionScreen(this);
  const name = screen.fields[field];
  assert.ok(name, `the screen has no field '${field}'; it has ${Object.keys(screen.fields).join(', ')}`);
  assert.equal(screen.view().form?.errors.fields?.[name], message);
});

Then('no form is open', function (this: ConsoleWorld) {
  assert.equal(collectionScreen(this).view().formOpen, false);
});

Then('they are asked {string} with {string}', function (this: ConsoleWorld, title: string, message: string) {
  const { confirm } = collectionScreen(this).view();
  assert.deepEqual(confirm && { title: confirm.title, message: confirm.message }, { title, message });
});

When('they confirm', async function (this: ConsoleWorld) {
  const screen = collectionScreen(this);
  screen.send({ type: 'delete.confirm' });
  await screen.settled();
});
