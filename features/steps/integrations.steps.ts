import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import {
  IntegrationsMachines, chartStart, integrationCells, selectAddIntegrationView, type AddIntegrationView, type Integration,
} from '../../core/settings/integrations';
import { anIntegration, type FakeIntegrationPort } from '../../tests/fakes/integrations';
import { featureFlags } from '../support/access-context';
import { areaWorld, openCollection, type CollectionScreen } from '../support/collection-screen';
import type { ConsoleWorld } from '../support/world';

// The integrations scenarios' own steps; what every collection screen answers alike is in collection.steps.ts.

interface IntegrationsWorld {
  readonly port: FakeIntegrationPort;
  screen?: CollectionScreen<Integration>;
  /** What the Add Integration modal was given. */
  modal: { chart?: string; namespace: string; values: string };
}

const area = (world: ConsoleWorld) =>
  areaWorld<IntegrationsWorld>(world, 'integrations', () => ({ port: world.console.integrations, modal: { namespace: '', values: '' } }));
const screen = (world: ConsoleWorld) => {
  const { screen } = area(world);
  assert.ok(screen, 'the integrations screen is not open');
  return screen;
};
const modal = (world: ConsoleWorld): AddIntegrationView => selectAddIntegrationView({ ...area(world).modal, flags: featureFlags(world) });
const list = (text: string) => text.split(', ');
/** A scenario writes a line break as `\n`. */
const text = (cell: string) => cell.replaceAll('\\n', '\n');

Given('the integrations are:', function (this: ConsoleWorld, table: DataTable) {
  area(this).port.set(
    table.hashes().map((row, index) =>
      anIntegration({
        id: `i${index}`,
        name: row.name!,
        integrationType: row.type!,
        createdAt: new Date(Date.UTC(2024, 5, 1, 12) - Number(row['minutes ago']) * 60_000).toISOString(),
      }),
    ),
  );
});

When('they open the integrations screen', async function (this: ConsoleWorld) {
  area(this).screen = await openCollection(this, this.console.get(IntegrationsMachines).screen);
});

Then('the integrations read {string}', function (this: ConsoleWorld, names: string) {
  assert.deepEqual(screen(this).view().rows.map((row) => row.name), list(names));
});

Then('the integrations come {int} a page, newest first', function (this: ConsoleWorld, size: number) {
  const query = area(this).port.callsOf('list')[0]?.[0] as { pageSize: number; sort: unknown };
  assert.deepEqual([query.pageSize, query.sort], [size, { column: 'createdAt', desc: true }]);
  assert.equal(screen(this).view().paged, true);
});

Then('the integration {string} leads to {string}', function (this: ConsoleWorld, name: string, href: string) {
  const row = screen(this).view().rows.find((r) => r.name === name);
  assert.ok(row, `no integration ${name}`);
  assert.equal(integrationCells(row).href, href);
});

Then(/^Add Integration is (shown|not shown)$/, function (this: ConsoleWorld, shown: string) {
  assert.equal(screen(this).view().canCreate, shown === 'shown');
});

When('they look at Add Integration', function (this: ConsoleWorld) {
  area(this).modal = { namespace: '', values: '' };
});

When('they pick the chart {string} in Add Integration', function (this: ConsoleWorld, label: string) {
  const chart = modal(this).gitops.find((c) => c.label === label);
  assert.ok(chart, `no chart ${label}`);
  area(this).modal = { chart: chart.id, ...chartStart(chart.id) };
});

When('they set the values to {string}', function (this: ConsoleWorld, values: string) {
  area(this).modal = { ...area(this).modal, values: text(values) };
});

When('they set the namespace to {string}', function (this: ConsoleWorld, namespace: string) {
  area(this).modal = { ...area(this).modal, namespace };
});

Then("'Add via GitOps' offers {string}", function (this: ConsoleWorld, labels: string) {
  assert.deepEqual(modal(this).gitops.map((o) => o.label), list(labels));
});

Then("'Add Directly' offers {string}", function (this: ConsoleWorld, labels: string) {
  assert.deepEqual(modal(this).direct.map((o) => o.label), list(labels));
});

Then('the namespace reads {string} and the values {string}', function (this: ConsoleWorld, namespace: string, values: string) {
  assert.deepEqual([area(this).modal.namespace, area(this).modal.values.trim()], [namespace, values]);
});

Then('the Flux instructions hold {string}, {string} and {string}', function (this: ConsoleWorld, a: string, b: string, c: string) {
  const parts = [a, b, c];
  const flux = modal(this).instructions?.flux ?? '';
  for (const part of parts) assert.ok(flux.includes(part), `the Flux instructions lack '${part}':\n${flux}`);
});

Then('the Helm CLI instructions hold {string}', function (this: ConsoleWorld, part: string) {
  const helm = modal(this).instructions?.helm ?? '';
  assert.ok(helm.includes(part), `the Helm CLI instructions lack '${part}':\n${helm}`);
});

Then('it warns {string}', function (this: ConsoleWorld, warning: string) {
  assert.equal(modal(this).warning, warning);
});

Then('the values say {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(modal(this).valuesError, message);
});

Then('the namespace says {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(modal(this).namespaceError, message);
});

Then('there are no instructions', function (this: ConsoleWorld) {
  assert.equal(modal(this).instructions, undefined);
});
