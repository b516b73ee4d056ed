import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { SettingsResourceMachines, selectResourceEditorView } from '../../core/settings';
import { ConfigScraperMachines } from '../../core/settings/config-scraper';
import {
  IntegrationsMachines, chartStart, integrationCells, selectAddIntegrationView, selectIntegrationPageView, type AddIntegrationView, type Integration,
  type IntegrationPageView,
} from '../../core/settings/integrations';
import { LoggingBackendsMachines } from '../../core/settings/logging-backends';
import { selectRecordEditorView, type RecordEditorView } from '../../core/shared';
import { aScraper } from '../../tests/fakes/config-scraper';
import { anIntegration, type FakeIntegrationPort } from '../../tests/fakes/integrations';
import { aLogBackend } from '../../tests/fakes/logging-backends';
import { SCENARIO_USER_ID } from '../support/collection-screen';
import { personRoles } from '../support/access-context';
import { featureFlags } from '../support/access-context';
import { areaWorld, openCollection, type CollectionScreen } from '../support/collection-screen';
import type { ConsoleWorld } from '../support/world';

// The integrations scenarios' own steps; what every collection screen answers alike is in collection.steps.ts.

interface IntegrationsWorld {
  readonly port: FakeIntegrationPort;
  screen?: CollectionScreen<Integration>;
  /** What the Add Integration modal was given. */
  modal: { chart?: string; namespace: string; values: string };
  /** An integration's page, its Spec tab's form machine, and what that form emitted. */
  page?: IntegrationPageView;
  form?: AnyActorRef;
  emitted: { type: string; status?: string; message?: string; path?: string }[];
}

const area = (world: ConsoleWorld) =>
  areaWorld<IntegrationsWorld>(world, 'integrations', () => ({ port: world.console.integrations, modal: { namespace: '', values: '' }, emitted: [] }));
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

// An integration's page (R002-2-2-86 to 90): its machine from the path, then the Spec tab's form started as the page starts it.

const pageOf = (world: ConsoleWorld) => {
  const { page } = area(world);
  assert.ok(page, 'no integration page is open');
  return page;
};
const form = (world: ConsoleWorld) => {
  const { form } = area(world);
  assert.ok(form, 'the Spec tab has no form');
  return form;
};
/** The Spec tab's form as the page shows it: a record's (log backend, scraper) or a topology's. */
const formView = (world: ConsoleWorld): RecordEditorView<unknown, unknown> | ReturnType<typeof selectResourceEditorView> =>
  pageOf(world).form === 'topology' ? selectResourceEditorView(form(world).getSnapshot()) : selectRecordEditorView(form(world).getSnapshot());

Given(
  'the log backend {string} named {string}, the topology {string} and the scraper {string} named {string} exist',
  function (this: ConsoleWorld, backendId: string, backendName: string, topology: string, scraperId: string, scraperName: string) {
    this.console.logBackends.set([aLogBackend({ id: backendId, name: backendName })]);
    this.console.resources.set('topologies', [{ id: topology, name: topology, spec: { components: [] } }]);
    this.console.configScrapers.set([aScraper({ id: scraperId, name: scraperName })]);
  },
);

When('they open the integration page {string}', async function (this: ConsoleWorld, path: string) {
  const [integrationType, id] = path.replace('/settings/integrations/', '').split('/') as [string, string];
  const page = createActor(this.console.get(IntegrationsMachines).page, { input: { integrationType, id } }).start();
  const view = selectIntegrationPageView(page.getSnapshot());
  const state = area(this);
  state.page = view;
  const input = { id, roles: personRoles(this), userId: SCENARIO_USER_ID, returnTo: view.listPath };
  const machine =
    view.form === 'logBackend' ? this.console.get(LoggingBackendsMachines).editor
    : view.form === 'scraper' ? this.console.get(ConfigScraperMachines).editor
    : view.form === 'topology' ? this.console.get(SettingsResourceMachines).editor
    : undefined;
  if (!machine) return;
  const actor = createActor(machine as AnyStateMachine, { input: view.form === 'topology' ? { ...input, kind: 'topologies' } : input }) as AnyActorRef;
  actor.on('*', (event: IntegrationsWorld['emitted'][number]) => state.emitted.push(event));
  actor.start();
  state.form = actor;
  await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'), { timeout: 2000 });
});

Then("the integration page's tabs are {string}", function (this: ConsoleWorld, tabs: string) {
  assert.deepEqual(pageOf(this).tabs.map((tab) => tab.label), list(tabs));
});

Then(/^its Spec tab shows the (log backend form|topology form|scraper editor)$/, function (this: ConsoleWorld, shown: string) {
  const forms = { 'log backend form': 'logBackend', 'topology form': 'topology', 'scraper editor': 'scraper' } as const;
  assert.equal(pageOf(this).form, forms[shown as keyof typeof forms]);
});

Then('its Spec tab shows {string}', function (this: ConsoleWorld, text: string) {
  assert.equal(pageOf(this).form, undefined);
  assert.equal(pageOf(this).unknownType, text);
});

async function settle(world: ConsoleWorld) {
  await waitFor(form(world), (snapshot) => !snapshot.hasTag('busy'), { timeout: 2000 });
}

When(/^they (update|delete) it in its Spec tab$/, async function (this: ConsoleWorld, action: string) {
  const topology = pageOf(this).form === 'topology';
  const view = formView(this);
  if (action === 'update') {
    form(this).send(topology ? { type: 'resource.save' } : { type: 'record.save', draft: (view as RecordEditorView<unknown, unknown>).draft });
  } else {
    form(this).send({ type: topology ? 'resource.delete' : 'record.delete' });
    assert.ok(formView(this).confirm, 'the delete is not asked about');
    form(this).send({ type: 'delete.confirm' });
  }
  await settle(this);
});

When('they save its spec as {string}', async function (this: ConsoleWorld, spec: string) {
  const draft = (formView(this) as RecordEditorView<unknown, { spec: string }>).draft!;
  form(this).send({ type: 'record.save', draft: { ...draft, spec } });
  await settle(this);
});

Then('the Spec tab says {string}', function (this: ConsoleWorld, message: string) {
  const { errors } = formView(this) as RecordEditorView<unknown, unknown>;
  assert.ok([errors.message, ...Object.values(errors.fields ?? {})].includes(message), JSON.stringify(errors));
});

Then('the toast says {string} on the integration page', function (this: ConsoleWorld, message: string) {
  assert.deepEqual(area(this).emitted.filter((event) => event.type === 'toast').map((event) => [event.status, event.message]), [['success', message]]);
});

Then('the page goes to {string}', function (this: ConsoleWorld, path: string) {
  assert.deepEqual(area(this).emitted.filter((event) => event.type === 'navigate').map((event) => event.path), [path]);
});

Then('the page goes nowhere', function (this: ConsoleWorld) {
  assert.deepEqual(area(this).emitted.filter((event) => event.type === 'navigate'), []);
});
