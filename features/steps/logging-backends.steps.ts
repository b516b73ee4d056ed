import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { parse } from 'yaml';
import {
  ADD_LOG_BACKEND, LoggingBackendsMachines, logBackendCells, logBackendSubmitLabel, type LogBackend, type LogBackendDraft,
} from '../../core/settings/logging-backends';
import { aLogBackend, type FakeLoggingBackendPort } from '../../tests/fakes/logging-backends';
import { areaWorld, openCollection, type CollectionScreen } from '../support/collection-screen';
import type { ConsoleWorld } from '../support/world';

// The log backends scenarios' own steps; what every collection screen answers alike is in collection.steps.ts.

interface LogBackendsWorld {
  readonly port: FakeLoggingBackendPort;
  screen?: CollectionScreen<LogBackend, LogBackendDraft>;
}

const area = (world: ConsoleWorld) => areaWorld<LogBackendsWorld>(world, 'logBackends', () => ({ port: world.console.logBackends }));
const screen = (world: ConsoleWorld) => {
  const { screen } = area(world);
  assert.ok(screen, 'the log backends screen is not open');
  return screen;
};
/** A scenario writes a line break in a cell as `\n`. */
const text = (cell: string) => cell.replaceAll('\\n', '\n');
const named = (world: ConsoleWorld, name: string) => {
  const found = screen(world).view().rows.find((row) => row.name === name);
  assert.ok(found, `no log backend named ${name}`);
  return found;
};
const form = (world: ConsoleWorld) => {
  const shown = screen(world).view().form;
  assert.ok(shown, 'no form is open');
  return shown;
};

Given('the log backends are:', function (this: ConsoleWorld, table: DataTable) {
  area(this).port.set(
    table.hashes().map((row, index) =>
      aLogBackend({
        id: `00000000-0000-4000-8000-00000000010${index}`,
        name: row.name!,
        spec: parse(row.spec!) as Record<string, unknown>,
        labels: row.labels ? (parse(row.labels) as Record<string, string>) : {},
        createdAt: `2024-06-0${index + 1}T00:00:00Z`,
      }),
    ),
  );
});

When('they open the log backends screen', async function (this: ConsoleWorld) {
  area(this).screen = await openCollection(this, this.console.get(LoggingBackendsMachines).screen, {
    buttons: { [ADD_LOG_BACKEND]: 'create' },
    fields: { name: 'name', labels: 'labels', spec: 'spec' },
  });
});

When('they open the form to add a log backend', function (this: ConsoleWorld) {
  screen(this).send({ type: 'item.create' });
});

When('they open the log backend {string}', async function (this: ConsoleWorld, name: string) {
  const shown = screen(this);
  shown.send({ type: 'item.open', id: named(this, name).id });
  await shown.settled();
});

When(/^they add the log backend "([^"]*)" with the spec "([^"]*)"(?: and the labels "([^"]*)")?$/, async function (
  this: ConsoleWorld, name: string, spec: string, labels?: string,
) {
  const shown = screen(this);
  shown.send({ type: 'item.create' });
  shown.send({ type: 'item.save', draft: { name, spec: text(spec), labels: labels ?? '' } });
  await shown.settled();
});

When('they change the spec of the log backend {string} to {string}', async function (this: ConsoleWorld, name: string, spec: string) {
  const shown = screen(this);
  shown.send({ type: 'item.open', id: named(this, name).id });
  await shown.settled();
  shown.send({ type: 'item.save', draft: { ...(form(this).draft as LogBackendDraft), spec: text(spec) } });
  await shown.settled();
});

When('they delete the log backend {string}', function (this: ConsoleWorld, name: string) {
  screen(this).send({ type: 'item.delete', id: named(this, name).id });
});

Then('the log backend {string} has the type {string}', function (this: ConsoleWorld, name: string, type: string) {
  assert.equal(logBackendCells(named(this, name)).type, type);
});

Then('the log backend {string} has the spec timeout {string}', function (this: ConsoleWorld, name: string, timeout: string) {
  assert.equal(named(this, name).spec.timeout, timeout);
});

Then('the log backend form holds name, labels and spec, the spec starting as {string}', function (this: ConsoleWorld, spec: string) {
  const draft = form(this).draft as LogBackendDraft;
  assert.deepEqual(Object.keys(draft).sort(), ['labels', 'name', 'spec']);
  assert.equal(draft.spec.trim(), spec);
});

Then("the form's button reads {string}, and {string} while it is pending", function (this: ConsoleWorld, idle: string, pending: string) {
  const { mode } = form(this);
  assert.deepEqual([logBackendSubmitLabel(mode, false), logBackendSubmitLabel(mode, true)], [idle, pending]);
});

Then(/^the form offers (no )?Delete$/, function (this: ConsoleWorld, no?: string) {
  const shown = form(this);
  assert.equal(shown.mode === 'edit' && shown.canDelete, !no);
});
