import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor, type Actor } from 'xstate';
import { createHttpClient } from '../../adapters/http/client';
import { HttpPlaybookRunAdapter } from '../../adapters/http/playbook-runs.http';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import {
  joinBytes, joinMillicores, playbookRunPath, selectApplicablePlaybooksView, showsPlaybooksMenu, PlaybookRunPort, PlaybooksMachines, RESOURCE_FIELD, selectRunDialogView, splitBytes,
  type MemoryUnit, type PlaybookParameter, type PlaybookTarget, type RunDialogInput, type RunDialogPlaybook, type RunDialogView,
  type runDialogMachine,
} from '../../core/playbooks';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import type { FakePlaybookRunPort } from '../../tests/fakes/playbook-runs';
import { personRoles } from '../support/access-context';
import { areaWorld } from '../support/collection-screen';
import type { ConsoleWorld } from '../support/world';

/** The run dialog a scenario opened, as its component starts it, and where it sent the console. */
interface RunDialog {
  readonly actor: Actor<typeof runDialogMachine>;
  view(): RunDialogView;
  wentTo?: string;
}

interface RunWorld {
  readonly port: FakePlaybookRunPort;
  readonly playbooks: Map<string, RunDialogPlaybook>;
  dialog?: RunDialog;
  release?: () => void;
  server?: FakeFetch;
  menu?: ReturnType<typeof selectApplicablePlaybooksView>;
}

const area = (world: ConsoleWorld) =>
  areaWorld<RunWorld>(world, 'playbook-run', () => ({ port: world.console.playbookRuns, playbooks: new Map() }));
const dialog = (world: ConsoleWorld) => {
  const { dialog } = area(world);
  assert.ok(dialog, 'the run dialog is not open');
  return dialog;
};
const settled = (world: ConsoleWorld) => waitFor(dialog(world).actor, (s) => !s.hasTag('loading') && !s.hasTag('searching'), { timeout: 3000 });
const field = (world: ConsoleWorld, name: string) => {
  const found = dialog(world).view().fields.find((f) => f.name === name);
  assert.ok(found, `the dialog shows no parameter '${name}'`);
  return found;
};

Given('the checks are:', function (this: ConsoleWorld, table: DataTable) {
  area(this).port.addResources(table.hashes().map((row, n) => ({ kind: 'check' as const, id: `k-${n + 1}`, name: row.name!, type: row.type })));
});

When('they open the Playbooks menu of check {string}', async function (this: ConsoleWorld, name: string) {
  const [check] = await area(this).port.lookup({ kind: 'check', text: name });
  assert.ok(check, `no check '${name}'`);
  const actor = createActor(this.console.get(PlaybooksMachines).applicable, { input: { kind: 'check', id: check.id } }).start();
  await waitFor(actor, (s) => !selectApplicablePlaybooksView(s).loading, { timeout: 3000 });
  area(this).menu = selectApplicablePlaybooksView(actor.getSnapshot());
});

Then('the Playbooks menu lists {string}', function (this: ConsoleWorld, titles: string) {
  assert.equal(area(this).menu?.playbooks.map((p) => p.title).join(', '), titles);
});

Then('the Playbooks menu says {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(area(this).menu?.message, message);
});

Then(/^the check detail (shows|does not show) the Playbooks menu( in embedded mode)?$/, function (this: ConsoleWorld, shows: string, embedded?: string) {
  assert.equal(showsPlaybooksMenu({ embedded: Boolean(embedded), flags: {}, roles: personRoles(this) }), shows === 'shows');
});

const TARGET_WORDS: Record<string, PlaybookTarget> = { components: 'component', configs: 'config', checks: 'check' };

Given('the components are:', function (this: ConsoleWorld, table: DataTable) {
  area(this).port.addResources(table.hashes().map((row, n) => ({ kind: 'component' as const, id: `c-${n + 1}`, name: row.name!, type: row.type })));
});

Given(/^the playbook "([^"]+)" runs on (.+?)(?: of type "([^"]+)")? with the parameters:$/, function (this: ConsoleWorld, title: string, on: string, type: string | undefined, table: DataTable) {
  const targets = on.split(' and ').map((word) => TARGET_WORDS[word]!);
  const id = `pb-${area(this).playbooks.size + 1}`;
  const parameters = table.hashes().map(
    (row): PlaybookParameter => ({
      name: row.name!,
      label: row.label ?? '',
      type: row.type ?? 'text',
      required: row.required === 'true',
      default: row.default || undefined,
      properties: row.properties ? (JSON.parse(row.properties) as Record<string, unknown>) : {},
    }),
  );
  area(this).playbooks.set(title, { id, title, targets, types: type ? Object.fromEntries(targets.map((t) => [t, [type]])) : undefined });
  area(this).port.setPlaybook(id, parameters, targets, { name: title, types: type ? [type] : [] });
});

async function open(world: ConsoleWorld, input: RunDialogInput) {
  const actor = createActor(world.console.get(PlaybooksMachines).runDialog, { input });
  const opened: RunDialog = { actor, view: () => selectRunDialogView(actor.getSnapshot()) };
  actor.on('run.started', (event) => (opened.wentTo = playbookRunPath(event.runId)));
  actor.start();
  area(world).dialog = opened;
  await settled(world);
}

const playbook = (world: ConsoleWorld, title: string) => {
  const found = area(world).playbooks.get(title);
  assert.ok(found, `no playbook '${title}'`);
  return found;
};

When('they open the run dialog of {string}', async function (this: ConsoleWorld, title: string) {
  await open(this, { playbook: playbook(this, title) });
});

When('they open the run dialog of {string} on {string}', async function (this: ConsoleWorld, title: string, name: string) {
  const [resource] = await area(this).port.lookup({ kind: 'component', text: name });
  assert.ok(resource, `no component '${name}'`);
  await open(this, { playbook: playbook(this, title), target: { kind: 'component', id: resource.id, name: resource.name } });
});

When('they open the run dialog without a playbook', async function (this: ConsoleWorld) {
  await open(this, {});
});

When('they search the resources for {string}', async function (this: ConsoleWorld, text: string) {
  const { actor, view } = dialog(this);
  actor.send({ type: 'lookup.input', field: RESOURCE_FIELD, kind: view().kind!, text });
  await settled(this);
});

When('they pick the resource {string}', async function (this: ConsoleWorld, name: string) {
  const option = dialog(this).view().resourceSearch.options.find((o) => o.name === name);
  assert.ok(option, `the picker does not offer '${name}'`);
  dialog(this).actor.send({ type: 'resource.pick', resource: option });
  await settled(this);
});

When('they set {string} to {string}', function (this: ConsoleWorld, name: string, value: string) {
  dialog(this).actor.send({ type: 'value.set', name, value });
});

When('they enter {int} in {string} with the unit {string}', function (this: ConsoleWorld, amount: number, name: string, unit: string) {
  dialog(this).actor.send({ type: 'value.set', name, value: joinBytes(String(amount), unit as MemoryUnit) });
});

When('they enter {int} in {string}', function (this: ConsoleWorld, amount: number, name: string) {
  dialog(this).actor.send({ type: 'value.set', name, value: joinMillicores(String(amount)) });
});

When('they press Run', function (this: ConsoleWorld) {
  dialog(this).actor.send({ type: 'run' });
});

When('the server holds the next run request', function (this: ConsoleWorld) {
  area(this).release = area(this).port.hold();
});

When('the server answers the run request', async function (this: ConsoleWorld) {
  area(this).release!();
  await waitFor(dialog(this).actor, (s) => !s.hasTag('running'), { timeout: 3000 });
});

Then('the run dialog is titled {string}', function (this: ConsoleWorld, title: string) {
  assert.equal(dialog(this).view().title, title);
});

Then('the Resource section offers {string}', function (this: ConsoleWorld, labels: string) {
  assert.equal(dialog(this).view().targets.map((t) => t.label).join(', '), labels);
});

Then('the parameters section says {string}', function (this: ConsoleWorld, text: string) {
  assert.equal(dialog(this).view().parametersText, text);
});

Then('the picker offers {string}', function (this: ConsoleWorld, names: string) {
  assert.equal(dialog(this).view().resourceSearch.options.map((o) => o.name).join(', '), names);
});

Then('the Playbook Parameters section shows {string}', function (this: ConsoleWorld, labels: string) {
  const view = dialog(this).view();
  assert.equal(view.parametersText, undefined);
  assert.equal(view.fields.map((f) => f.label).join(', '), labels);
});

Then(/^the Run button is (enabled|disabled)$/, function (this: ConsoleWorld, state: string) {
  assert.equal(dialog(this).view().canRun, state === 'enabled');
});

Then('the Run button reads {string}', function (this: ConsoleWorld, label: string) {
  assert.equal(dialog(this).view().runLabel, label);
});

Then('the parameter {string} says {string}', function (this: ConsoleWorld, name: string, message: string) {
  assert.equal(field(this, name).error, message);
});

Then('the parameter {string} says nothing', function (this: ConsoleWorld, name: string) {
  assert.equal(field(this, name).error, undefined);
});

Then(/^the parameter "([^"]+)" is a (\w+) input$/, function (this: ConsoleWorld, name: string, kind: string) {
  assert.equal(field(this, name).kind, kind);
});

Then('the parameter {string} offers the units {string} with {string} chosen', function (this: ConsoleWorld, name: string, units: string, chosen: string) {
  const shown = field(this, name);
  assert.equal(shown.units?.join(', '), units);
  assert.equal(splitBytes(shown.value).unit, chosen);
});

Then('the parameter {string} is {string}', function (this: ConsoleWorld, name: string, value: string) {
  assert.equal(field(this, name).value, value);
});

Then('the parameter {string} starts as:', function (this: ConsoleWorld, name: string, text: string) {
  assert.equal(field(this, name).value, text.replaceAll('\\n', '\n'));
});

Then('the console goes to {string}', function (this: ConsoleWorld, path: string) {
  assert.equal(dialog(this).wentTo, path);
});

Given('the console talks to a server that runs playbook {string} as run {string}', function (this: ConsoleWorld, id: string, runId: string) {
  area(this).server = new FakeFetch()
    .on('POST', `/api/playbook/${id}/params`, reply(200, { params: [{ name: 'reason', label: 'Reason', type: 'text', required: true }] }))
    .on('POST', '/api/playbook/run', reply(201, { run_id: runId, starts_at: '2030-01-01T00:00:00Z' }));
});

When(
  'they run playbook {string} on component {string} with {string} set to {string} through the console',
  async function (this: ConsoleWorld, id: string, componentId: string, name: string, value: string) {
    const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: area(this).server!.fetch });
    this.console.container.rebind<PlaybookRunPort>(PlaybookRunPort).toConstantValue(new HttpPlaybookRunAdapter(http, new PostgrestClient(http)));
    await open(this, { playbook: { id, title: id, targets: ['component'] }, target: { kind: 'component', id: componentId, name: componentId } });
    dialog(this).actor.send({ type: 'value.set', name, value });
    dialog(this).actor.send({ type: 'run' });
    await waitFor(dialog(this).actor, (s) => s.status === 'done' || !s.hasTag('running'), { timeout: 3000 });
  },
);

Then('the console sent the run request {}', function (this: ConsoleWorld, body: string) {
  const sent = area(this).server!.requests.find((request) => request.method === 'POST' && request.url.pathname === '/api/playbook/run');
  assert.ok(sent, 'no run request was sent');
  assert.deepEqual(sent.body, JSON.parse(body));
});
