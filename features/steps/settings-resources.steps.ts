import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor, type Actor } from 'xstate';
import { createHttpClient } from '../../adapters/http/client';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import { HttpSettingsResourceAdapter } from '../../adapters/http/settings/resources.http';
import {
  CANARY_FORMS, RESOURCE_KIND_DEFINITIONS, SettingsResourceMachines, SettingsResourcePort, addResourceTitle, resourceColumns, resourceEditPath,
  resourceFieldsView, resourceKind, selectResourceEditorView, sourceLabel, tagsSummary, type ResourceDraft, type ResourceEditorEmitted,
  type ResourceKind, type SettingsResource,
} from '../../core/settings';
import { JobsMachines, jobHistoryTabSearch, type JobRun } from '../../core/settings/job-history';
import { DomainError, NIL_UUID } from '../../core/shared';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import type { FakeSettingsResourcePort } from '../../tests/fakes/settings-resources';
import { personRoles } from '../support/access-context';
import { SCENARIO_USER_ID, areaWorld, openCollection, type CollectionScreen } from '../support/collection-screen';
import { parseList } from '../support/lists';
import type { ConsoleWorld } from '../support/world';

type Editor = Actor<SettingsResourceMachines['editor']>;

/** What the generic settings tables' scenarios hold: the tables, the list and the edit page opened, what the page emitted. */
interface ResourcesWorld {
  readonly port: FakeSettingsResourcePort;
  kind?: ResourceKind;
  list?: CollectionScreen<SettingsResource, ResourceDraft>;
  editor?: Editor;
  emitted: ResourceEditorEmitted[];
  server?: FakeFetch;
  jobs?: CollectionScreen<JobRun>;
  /** The name typed into the open add form. */
  typed?: string;
}

const resources = (world: ConsoleWorld) =>
  areaWorld<ResourcesWorld>(world, 'settingsResources', () => ({ port: world.console.resources, emitted: [] }));

/** The kind a scenario names by its screen's title or its table ('Health Checks', 'canaries'). */
function kindNamed(name: string): ResourceKind {
  const found = Object.values(RESOURCE_KIND_DEFINITIONS).find(
    (definition) => definition.kind === name || definition.title === name || definition.label === name,
  );
  assert.ok(found, `no generic settings kind '${name}'`);
  return found.kind;
}

const list = (world: ConsoleWorld) => {
  const { list } = resources(world);
  assert.ok(list, 'no resource list is open');
  return list;
};
const editor = (world: ConsoleWorld) => {
  const { editor } = resources(world);
  assert.ok(editor, 'no edit page is open');
  return editor;
};
const editorView = (world: ConsoleWorld) => selectResourceEditorView(editor(world).getSnapshot());
const openedKind = (world: ConsoleWorld) => {
  const { kind } = resources(world);
  assert.ok(kind, 'no resource screen is open');
  return kind;
};
const rowNamed = (world: ConsoleWorld, name: string) => {
  const row = list(world).view().rows.find((resource) => resource.name === name);
  assert.ok(row, `the list shows no '${name}'`);
  return row;
};
const labelsFrom = (text: string | undefined) =>
  Object.fromEntries(parseList(text ?? '').map((pair) => pair.split('=') as [string, string]));

Given('the {string} table holds:', function (this: ConsoleWorld, kind: string, table: DataTable) {
  resources(this).port.set(
    kindNamed(kind),
    table.hashes().map((row) => ({
      name: row.name,
      ...(row.id ? { id: row.id } : {}),
      ...(row.namespace ? { namespace: row.namespace } : {}),
      ...(row.source ? { source: row.source } : {}),
      ...(row.schedule ? { schedule: row.schedule } : {}),
      ...(row.icon ? { icon: row.icon } : {}),
      labels: labelsFrom(row.labels),
      spec: row.spec ? (JSON.parse(row.spec) as Record<string, unknown>) : {},
    })),
  );
});

Given('the server cannot load the {string} table: {string}', function (this: ConsoleWorld, _kind: string, message: string) {
  resources(this).port.failNext('get', new DomainError('server', message));
});

Given('the server refuses the next change with {string}', function (this: ConsoleWorld, message: string) {
  resources(this).port.failNext('update', new DomainError('invalid', message, { status: 400 }));
});

When('they open the {string} settings list', async function (this: ConsoleWorld, kind: string) {
  const world = resources(this);
  world.kind = kindNamed(kind);
  world.list = await openCollection(this, this.console.get(SettingsResourceMachines).lists[world.kind], {
    buttons: { Add: 'create' },
    // A health check form's fields by their label, as the form says its messages under them.
    fields: {
      'the name': 'name',
      ...Object.fromEntries(Object.values(CANARY_FORMS).flat().map((field) => [`the ${field.label}`, `spec.${field.path}`])),
    },
  });
});

When('they refresh the list', async function (this: ConsoleWorld) {
  list(this).send({ type: 'collection.refresh' });
  await list(this).settled();
});

When('they add {string} with the spec {string}', async function (this: ConsoleWorld, name: string, spec: string) {
  const screen = list(this);
  screen.send({ type: 'item.create' });
  const { form } = screen.view();
  assert.ok(form?.mode === 'create', 'the add form did not open');
  screen.send({ type: 'item.save', draft: { ...form.draft, name, spec: JSON.parse(spec) as Record<string, unknown> } });
  await screen.settled();
});

async function openEditor(world: ConsoleWorld, kind: ResourceKind, id: string) {
  const state = resources(world);
  state.kind = kind;
  const actor = createActor(world.console.get(SettingsResourceMachines).editor, {
    input: { kind, id, roles: personRoles(world), userId: SCENARIO_USER_ID },
  });
  actor.on('*', (event: ResourceEditorEmitted) => state.emitted.push(event));
  actor.start();
  state.editor = actor;
  await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'), { timeout: 2000 });
}

When('they open the {string} row {string}', async function (this: ConsoleWorld, kind: string, name: string) {
  const resource = resources(this).port.stored(kindNamed(kind)).find((held) => held.row.name === name);
  assert.ok(resource, `no '${name}' is stored`);
  await openEditor(this, kindNamed(kind), resource.row.id);
});

When('they open the {string} page of the id {string}', async function (this: ConsoleWorld, kind: string, id: string) {
  await openEditor(this, kindNamed(kind), id);
});

When('they type {string} into the {word} editor', function (this: ConsoleWorld, text: string, name: 'labels' | 'spec') {
  editor(this).send({ type: 'editor.set', name, text: text.replaceAll('\\n', '\n') });
});

When('they choose the schedule {string}', function (this: ConsoleWorld, schedule: string) {
  editor(this).send({ type: 'field.set', name: 'schedule', value: schedule });
});

When('they change the name to {string}', function (this: ConsoleWorld, name: string) {
  editor(this).send({ type: 'field.set', name: 'name', value: name });
});

When('they press {string}', async function (this: ConsoleWorld, label: string) {
  const view = editorView(this);
  if (label === 'Delete') {
    assert.ok(view.canDelete, 'there is no Delete');
    editor(this).send({ type: 'resource.delete' });
    return;
  }
  assert.equal(view.submitLabel, label);
  assert.ok(view.canSave, `there is no ${label}`);
  editor(this).send({ type: 'resource.save' });
  await waitFor(editor(this), (snapshot) => !snapshot.hasTag('busy'), { timeout: 2000 });
});

When('they confirm the delete', async function (this: ConsoleWorld) {
  editor(this).send({ type: 'delete.confirm' });
  await waitFor(editor(this), (snapshot) => !snapshot.hasTag('busy'), { timeout: 2000 });
});

Then('the list has the columns {string}', function (this: ConsoleWorld, columns: string) {
  assert.deepEqual(resourceColumns(openedKind(this)).map((column) => column.label), parseList(columns));
});

Then('the list shows, newest first:', function (this: ConsoleWorld, table: DataTable) {
  const rows = list(this).view().rows;
  const wanted = table.hashes();
  const columns = Object.keys(wanted[0] ?? {});
  const shown = rows.map((row) => {
    const tags = tagsSummary(row.labels);
    const cells: Record<string, string> = {
      name: row.name,
      source: sourceLabel(row.source) ?? '',
      agent: row.agent?.name ?? '',
      tags: [tags.first, tags.more].filter(Boolean).join(' '),
    };
    return Object.fromEntries(columns.map((column) => [column, cells[column] ?? '']));
  });
  assert.deepEqual(shown, wanted);
});

Then('the add form is titled {string}', function (this: ConsoleWorld, title: string) {
  assert.equal(addResourceTitle(resourceKind(openedKind(this)).label), title);
});

Then('the add form links to {string}', function (this: ConsoleWorld, label: string) {
  assert.equal(resourceFieldsView(openedKind(this), false).help?.label, label);
});

When('they start adding one and type the name {string}', async function (this: ConsoleWorld, name: string) {
  const screen = list(this);
  screen.send({ type: 'item.create' });
  const { form } = screen.view();
  assert.ok(form?.mode === 'create', 'the add form did not open');
  screen.send({ type: 'form.change', draft: { ...form.draft, name } });
  resources(this).typed = name;
});

When('they type the name {string}', function (this: ConsoleWorld, name: string) {
  const screen = list(this);
  const { form } = screen.view();
  assert.ok(form !== undefined, 'the add form is not open');
  screen.send({ type: 'form.change', draft: { ...form.draft, name } });
  resources(this).typed = name;
});

When('they press Save anyway', async function (this: ConsoleWorld) {
  const screen = list(this);
  const { form } = screen.view();
  assert.ok(form !== undefined, 'the add form is not open');
  screen.send({ type: 'item.save', draft: { ...form.draft, name: resources(this).typed ?? '' } });
  await screen.settled();
});

Then('its Save button is {word}', function (this: ConsoleWorld, state: string) {
  assert.equal(list(this).view().form?.incomplete, state === 'disabled');
});

Then('they have stored nothing', function (this: ConsoleWorld) {
  assert.deepEqual(resources(this).port.stored(openedKind(this)).filter((stored) => stored.row.createdBy?.id === SCENARIO_USER_ID), []);
});

Then('the add form has no help link', function (this: ConsoleWorld) {
  assert.equal(resourceFieldsView(openedKind(this), false).help, undefined);
});

Then('the new draft has the namespace {string}', function (this: ConsoleWorld, namespace: string) {
  const screen = list(this);
  screen.send({ type: 'item.create' });
  assert.equal(screen.view().form?.draft.namespace, namespace);
  screen.send({ type: 'form.cancel' });
});

Then('{string} is stored with the namespace {string}, created by them', function (this: ConsoleWorld, name: string, namespace: string) {
  const held = resources(this).port.stored(openedKind(this)).find((stored) => stored.row.name === name);
  assert.ok(held, `'${name}' is not stored`);
  assert.equal(held.row.namespace, namespace);
  assert.equal(held.row.createdBy?.id, SCENARIO_USER_ID);
});

Then('nothing is stored in {string}', function (this: ConsoleWorld, kind: string) {
  assert.deepEqual(resources(this).port.stored(kindNamed(kind)), []);
});

Then('clicking {string} opens {string}', function (this: ConsoleWorld, name: string, path: string) {
  const row = rowNamed(this, name);
  assert.equal(resourceEditPath(openedKind(this), row.id), path);
});

Then('the edit page shows the tabs {string}', function (this: ConsoleWorld, tabs: string) {
  assert.deepEqual(editorView(this).tabs.map((tab) => tab.label), parseList(tabs));
});

Given('the topology {string} ran {int} times and another resource once', function (this: ConsoleWorld, name: string, times: number) {
  const topology = resources(this).port.stored('topologies').find((held) => held.row.name === name);
  assert.ok(topology, `no topology '${name}' is stored`);
  const at = this.console.clock.now().toISOString();
  const run = (resourceId: string, n: number): JobRun => ({
    id: `${resourceId}-${n}`, name: 'TopologyRun', status: 'SUCCESS', resourceType: 'topology', resourceId, resourceName: name,
    timeStart: at, createdAt: at, successCount: 1, errorCount: 0, details: { errors: [] },
  });
  this.console.jobHistory.set([...Array.from({ length: times }, (_, n) => run(topology.row.id, n)), run('another', 0)]);
});

When('they open the Job History tab of the edit page', async function (this: ConsoleWorld) {
  editor(this).send({ type: 'tab.select', tab: 'jobHistory' });
  assert.equal(editorView(this).tab, 'jobHistory');
  // The tab's table: the job history opened on this resource, as the tab opens it.
  resources(this).jobs = await openCollection(this, this.console.get(JobsMachines).screen, { search: jobHistoryTabSearch(editor(this).getSnapshot().context.id) });
});

Then('the Job History tab lists {int} runs of the resource', function (this: ConsoleWorld, count: number) {
  const { jobs } = resources(this);
  assert.ok(jobs, 'the Job History tab is not open');
  assert.deepEqual(jobs.view().rows.map((run) => run.resourceId), Array(count).fill(editor(this).getSnapshot().context.id));
});

Then(/^the edit page (shows|has no) an icon field$/, function (this: ConsoleWorld, shows: string) {
  assert.equal(editorView(this).fields.icon, shows === 'shows');
});

Then(/^the add form (shows|has no) an icon field$/, function (this: ConsoleWorld, shows: string) {
  assert.equal(resourceFieldsView(openedKind(this), false).icon, shows === 'shows');
});

Then('the name and namespace cannot be changed', function (this: ConsoleWorld) {
  const view = editorView(this);
  assert.equal(view.fields.nameDisabled, true);
  assert.equal(view.fields.namespaceDisabled, true);
  assert.equal(view.draft.name, view.name);
});

Then('the Spec tab has labels in JSON, a schedule dropdown of {string} and the spec in YAML', function (this: ConsoleWorld, options: string) {
  const { fields } = editorView(this);
  assert.equal(fields.labels, true);
  assert.equal(fields.schedule, true);
  assert.deepEqual(fields.scheduleOptions, parseList(options));
});

Then('the spec is {string}', function (this: ConsoleWorld, spec: string) {
  assert.deepEqual(editorView(this).draft.spec, JSON.parse(spec));
});

Then('the labels are {string}', function (this: ConsoleWorld, labels: string) {
  assert.deepEqual(editorView(this).draft.labels, JSON.parse(labels));
});

Then(/^the edit page offers (Update and Delete|neither Update nor Delete)$/, function (this: ConsoleWorld, offers: string) {
  const view = editorView(this);
  assert.equal(view.submitLabel, 'Update');
  assert.deepEqual([view.canSave, view.canDelete], offers === 'Update and Delete' ? [true, true] : [false, false]);
});

Then('the edit page says {string}', function (this: ConsoleWorld, text: string) {
  const view = editorView(this);
  assert.equal(view.missing ?? view.error ?? view.errors.fields?.name, text);
});

Then('the edit page shows the error {string} with Retry', function (this: ConsoleWorld, message: string) {
  assert.equal(editorView(this).error, message);
});

Then('they are asked {string} before the delete', function (this: ConsoleWorld, title: string) {
  assert.equal(editorView(this).confirm?.title, title);
});

Then('the page says {string} and goes back to {string}', function (this: ConsoleWorld, message: string, path: string) {
  const { emitted } = resources(this);
  assert.deepEqual(
    emitted.map((event) => (event.type === 'toast' ? event.message : event.path)),
    [message, path],
  );
});

Then('the page says {string} and stays', function (this: ConsoleWorld, message: string) {
  assert.deepEqual(resources(this).emitted.map((event) => (event.type === 'toast' ? event.message : `navigate ${event.path}`)), [message]);
  assert.equal(editorView(this).ready, true);
});

Then('{string} is stored with the spec {string}', function (this: ConsoleWorld, name: string, spec: string) {
  const held = resources(this).port.stored(openedKind(this)).find((stored) => stored.row.name === name && !stored.deleted);
  assert.ok(held, `'${name}' is not stored`);
  assert.deepEqual(held.row.spec, JSON.parse(spec));
});

Then('{string} is kept, marked deleted', function (this: ConsoleWorld, name: string) {
  const held = resources(this).port.stored(openedKind(this)).find((stored) => stored.row.name === name);
  assert.equal(held?.deleted, true);
});

// What the console sends, through the HTTP adapter

Given('the server holds the canary {string} on the local agent, deleted {string}', function (this: ConsoleWorld, name: string, deleted: string) {
  const row = { id: '00000000-0000-4000-8000-000000000001', name, spec: {}, agent_id: NIL_UUID, agent: { id: NIL_UUID, name: 'local' }, source: 'ConfigFile' };
  resources(this).server = new FakeFetch()
    .on('GET', '/api/db/canaries_with_status', reply(200, [row]))
    .on('GET', '/api/db/canaries', reply(200, [row]))
    .on('POST', '/api/db/canaries', (request) => reply(201, [{ ...row, ...(request.body as object) }]))
    .on('PATCH', '/api/db/canaries', reply(200, [{ id: row.id, name, deleted_at: deleted }]));
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: resources(this).server!.fetch });
  this.console.container.rebind<SettingsResourcePort>(SettingsResourcePort).toConstantValue(new HttpSettingsResourceAdapter(http, new PostgrestClient(http)));
});

Then('the console asked for {string}', function (this: ConsoleWorld, expected: string) {
  const request = resources(this).server!.requests.find((r) => r.method === 'GET');
  assert.ok(request, 'nothing was listed');
  assert.equal(`${request.url.pathname}?${decodeURIComponent(request.url.searchParams.toString())}`, expected);
});

Then('the list was asked for without a cache', function (this: ConsoleWorld) {
  const request = resources(this).server!.requests.find((r) => r.method === 'GET');
  assert.equal(request?.headers.get('cache-control'), 'no-cache');
});

Then('the console sent {string} with:', function (this: ConsoleWorld, call: string, body: string) {
  const [method, path] = call.split(' ');
  const request = resources(this).server!.requests.find((r) => r.method === method && r.url.pathname === path);
  assert.ok(request, `no ${call} was sent`);
  assert.deepEqual(request.body, JSON.parse(body));
});

Then('the row shows no agent', function (this: ConsoleWorld) {
  assert.equal(list(this).view().rows[0]?.agent, undefined);
});

When('they delete {string} from its page', async function (this: ConsoleWorld, name: string) {
  const row = rowNamed(this, name);
  await openEditor(this, openedKind(this), row.id);
  editor(this).send({ type: 'resource.delete' });
  editor(this).send({ type: 'delete.confirm' });
  await waitFor(editor(this), (snapshot) => !snapshot.hasTag('busy') && !snapshot.hasTag('loading'), { timeout: 2000 });
});

Then(/^its page edits the spec (with the type picker and forms|as YAML)$/, function (this: ConsoleWorld, editor: string) {
  assert.equal(editorView(this).specEditor, editor === 'as YAML' ? 'yaml' : 'canary');
});

Given('the {string} row {string} runs on the agent {string}', function (this: ConsoleWorld, kind: string, name: string, agent: string) {
  const port = resources(this).port;
  const rows = port.stored(kindNamed(kind)).map((held) => (held.row.name === name ? { ...held.row, agent: { id: `agent-${agent}`, name: agent } } : held.row));
  port.set(kindNamed(kind), rows);
});

Given('the server holds the topologies:', function (this: ConsoleWorld, table: DataTable) {
  const rows = table.hashes().map((row, i) => ({
    id: `00000000-0000-4000-8000-00000000000${i + 1}`,
    name: row.name,
    job_status: row.job_status || null,
    job_details: row.job_details ? (JSON.parse(row.job_details) as unknown) : null,
  }));
  resources(this).server = new FakeFetch().on('GET', '/api/db/topologies_with_status', reply(200, rows));
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: resources(this).server!.fetch });
  this.console.container.rebind<SettingsResourcePort>(SettingsResourcePort).toConstantValue(new HttpSettingsResourceAdapter(http, new PostgrestClient(http)));
});

Then(/^the row "([^"]*)" shows the job status "([^"]*)" (with|without) View details$/, function (this: ConsoleWorld, name: string, status: string, details: string) {
  const row = rowNamed(this, name);
  assert.equal(row.jobStatus ?? '', status);
  assert.equal(row.jobDetails !== undefined, details === 'with');
});

Then('the generic settings pages are {string}, none for the config scrapers', function (this: ConsoleWorld, paths: string) {
  const generic = Object.values(RESOURCE_KIND_DEFINITIONS).map((definition) => definition.path);
  assert.deepEqual(generic, parseList(paths));
  assert.ok(!generic.some((path) => path.includes('config_scrapers')));
});
