import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor } from 'xstate';
import { createHttpClient } from '../../adapters/http/client';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import { HttpConnectionAdapter } from '../../adapters/http/settings/connections.http';
import {
  ADD_CONNECTION, CONNECTION_COLUMNS, CONNECTION_TYPES, ConnectionPort, ConnectionsMachines, changeConnectionField, chooseConnectionType,
  connectionCells, connectionFormView, selectConnectionTestView, type Connection, type ConnectionDraft, type ConnectionFieldValue,
} from '../../core/settings/connections';
import { readCredential, type CredentialInput } from '../../core/shared/credential-input';
import { aConnection, type FakeConnectionPort } from '../../tests/fakes/connections';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { areaWorld, openCollection, type CollectionScreen } from '../support/collection-screen';
import { parseList } from '../support/lists';
import type { ConsoleWorld } from '../support/world';

interface ConnectionsWorld {
  readonly port: FakeConnectionPort;
  screen?: CollectionScreen<Connection, ConnectionDraft>;
  /** The draft the side panel holds as the person changes it. */
  draft?: ConnectionDraft;
  server?: FakeFetch;
}

const area = (world: ConsoleWorld) => areaWorld<ConnectionsWorld>(world, 'connections', () => ({ port: world.console.connections }));
const screen = (world: ConsoleWorld) => {
  const { screen } = area(world);
  assert.ok(screen, 'the connections screen is not open');
  return screen;
};
const named = (world: ConsoleWorld, name: string) => {
  const found = area(world).port.rows.find((row) => row.name === name);
  assert.ok(found, `no connection named ${name}`);
  return found;
};
const draft = (world: ConsoleWorld) => {
  const { draft } = area(world);
  assert.ok(draft, 'no connection form is open');
  return draft;
};
const mode = (world: ConsoleWorld) => screen(world).view().form?.mode ?? 'create';
const formView = (world: ConsoleWorld) => connectionFormView(draft(world), mode(world));
const shownFields = (world: ConsoleWorld) => {
  const view = formView(world);
  assert.equal(view.step, 'fields', 'the side panel shows the type grid');
  return view.fields;
};
const fieldNamed = (world: ConsoleWorld, label: string) => {
  const found = shownFields(world).find(({ field }) => field.label === label);
  assert.ok(found, `the form has no field '${label}'`);
  return found;
};
const typeTitled = (title: string) => {
  const found = CONNECTION_TYPES.find((type) => type.title === title);
  assert.ok(found, `no connection type ${title}`);
  return found;
};
const shown = (value: ConnectionFieldValue | undefined) => (typeof value === 'object' ? (value as CredentialInput) : value);

Given('the connections are:', function (this: ConsoleWorld, table: DataTable) {
  const { port } = area(this);
  port.set([
    ...port.rows,
    ...table.hashes().map((row, index) =>
      aConnection({
        id: `00000000-0000-4000-8000-0000000001${String(port.rows.length + index).padStart(2, '0')}`,
        name: row.name!,
        namespace: row.namespace!,
        type: row.type!,
        url: row.url || undefined,
        properties: row.type === 'generic_webhook' ? { url: 'http://127.0.0.1:9/inbox' } : {},
        createdAt: `2024-06-0${index + 1}T00:00:00Z`,
        createdBy: { id: 'u-admin', name: 'Admin' },
      }),
    ),
  ]);
});

Given('the connection {string} has the username {string} and the password {string}', function (this: ConsoleWorld, name: string, username: string, password: string) {
  const { port } = area(this);
  port.set(port.rows.map((row) => (row.name === name ? { ...row, username, password } : row)));
});

When('they open the connections screen', async function (this: ConsoleWorld) {
  area(this).screen = await openCollection(this, this.console.get(ConnectionsMachines).screen, { buttons: { [ADD_CONNECTION]: 'create' } });
});

When('they start adding a connection', function (this: ConsoleWorld) {
  screen(this).send({ type: 'item.create' });
  area(this).draft = screen(this).view().form?.draft as ConnectionDraft;
});

When('they open the connection {string}', async function (this: ConsoleWorld, name: string) {
  screen(this).send({ type: 'item.open', id: named(this, name).id });
  await screen(this).settled();
  area(this).draft = screen(this).view().form?.draft as ConnectionDraft;
});

When('they choose the type {string}', function (this: ConsoleWorld, title: string) {
  assert.equal(formView(this).step, 'type', 'the type grid is not shown');
  area(this).draft = chooseConnectionType(typeTitled(title).value);
});

When('they go back', function (this: ConsoleWorld) {
  const view = formView(this);
  assert.ok(view.step === 'fields' && view.canGoBack, 'the form offers no Back');
  area(this).draft = { type: '', values: {} };
});

function fill(world: ConsoleWorld, label: string, text: string) {
  const { field } = fieldNamed(world, label);
  const value: ConnectionFieldValue = field.kind === 'checkbox' ? text === 'true' : field.kind === 'EnvVarSource' ? readCredential(text) : text;
  area(world).draft = changeConnectionField(draft(world), field.key, value);
}

When('they fill {string} with {string}', function (this: ConsoleWorld, label: string, text: string) {
  fill(this, label, text);
});

When('they pick {string} for {string}', function (this: ConsoleWorld, choice: string, label: string) {
  fill(this, label, choice);
});

When('they fill every other required field', function (this: ConsoleWorld) {
  for (const { field, value } of shownFields(this)) {
    if (!field.required) continue;
    if (field.kind === 'EnvVarSource' && typeof value === 'object' && (value as CredentialInput).value === '' && (value as CredentialInput).mode === 'static') {
      area(this).draft = changeConnectionField(draft(this), field.key, readCredential('filled'));
    } else if (value === '') {
      area(this).draft = changeConnectionField(draft(this), field.key, field.kind === 'numberInput' ? '1' : 'filled');
    }
  }
});

When('they save the connection', async function (this: ConsoleWorld) {
  screen(this).send({ type: 'item.save', draft: draft(this) });
  await screen(this).settled();
});

When('they delete it', function (this: ConsoleWorld) {
  screen(this).send({ type: 'item.delete' });
});

Then('the connections table has the columns {string}', function (this: ConsoleWorld, labels: string) {
  assert.deepEqual(CONNECTION_COLUMNS.map((column) => column.label), parseList(labels));
});

Then('the connection {string} reads namespace {string}, type {string} and a {string} icon', function (this: ConsoleWorld, name: string, namespace: string, type: string, icon: string) {
  const row = screen(this).view().rows.find((shownRow) => shownRow.name === name);
  assert.ok(row, `no row ${name}`);
  const cells = connectionCells(row);
  assert.deepEqual({ namespace: cells.namespace, type: cells.type, icon: cells.category, createdBy: cells.createdBy }, { namespace, type, icon, createdBy: 'Admin' });
});

Then('the side panel shows the type grid with {int} types a row', function (this: ConsoleWorld, perRow: number) {
  const view = formView(this);
  assert.equal(view.step, 'type');
  if (view.step !== 'type') return;
  assert.ok(view.rows.every((row, index) => row.length === perRow || (index === view.rows.length - 1 && row.length <= perRow)));
  assert.ok(screen(this).view().formOpen, 'the side panel is closed');
});

Then(/^the type grid offers (.+)$/, function (this: ConsoleWorld, titles: string) {
  const view = formView(this);
  const offered = view.step === 'type' ? view.rows.flat().map((type) => type.title) : [];
  for (const title of titles.split(/, | and /).map((t) => t.replaceAll('"', ''))) assert.ok(offered.includes(title), `${title} is not offered`);
});

Then('the type grid does not offer {string}', function (this: ConsoleWorld, title: string) {
  const view = formView(this);
  assert.ok(view.step === 'type' && !view.rows.flat().some((type) => type.title === title));
});

Then('the form cannot be saved yet', async function (this: ConsoleWorld) {
  screen(this).send({ type: 'item.save', draft: draft(this) });
  await screen(this).settled();
  assert.equal(area(this).port.callsOf('create').length, 0);
  assert.equal(screen(this).view().form?.incomplete, true, 'Save does not wait for a type');
});

Then("the form's fields are {string}", function (this: ConsoleWorld, labels: string) {
  assert.deepEqual(shownFields(this).map(({ field }) => field.label), parseList(labels));
});

Then("after name and namespace the form's fields are {string}", function (this: ConsoleWorld, labels: string) {
  const fields = shownFields(this);
  assert.deepEqual(fields.slice(0, 2).map(({ field }) => field.label), ['Name', 'Namespace']);
  assert.deepEqual(fields.slice(2).map(({ field }) => `${field.label}${field.required ? '*' : ''}`), labels.split(', '));
});

Then('the field {string} holds {string}', function (this: ConsoleWorld, label: string, text: string) {
  assert.equal(shown(fieldNamed(this, label).value), text);
});

Then('the field {string} offers {string}', function (this: ConsoleWorld, label: string, options: string) {
  const { field } = fieldNamed(this, label);
  const offered = field.choices?.map((choice) => choice.label) ?? field.options ?? [];
  assert.deepEqual(offered, options === '' ? [] : options.split(', '));
});

Then(/^the form (offers|does not offer) Back$/, function (this: ConsoleWorld, offers: string) {
  const view = formView(this);
  assert.ok(view.step === 'fields');
  assert.equal(view.step === 'fields' && view.canGoBack, offers === 'offers');
});

Then(/^the connection "([^"]+)" is stored with the (property|column) "([^"]+)" "([^"]*)"$/, function (this: ConsoleWorld, name: string, where: string, key: string, value: string) {
  const row = named(this, name);
  const columns: Record<string, unknown> = { url: row.url, username: row.username, password: row.password, certificate: row.certificate, insecure_tls: row.insecureTls };
  assert.equal(where === 'property' ? row.properties[key] : columns[key], value);
});

Then('{string} each say {string}', function (this: ConsoleWorld, labels: string, message: string) {
  const errors = screen(this).view().form?.errors.fields ?? {};
  const keys = parseList(labels).map((label) => fieldNamed(this, label).field.key);
  assert.deepEqual(Object.keys(errors).sort(), [...keys].sort());
  for (const key of keys) assert.equal(errors[key], message);
});

Then('nothing was sent', function (this: ConsoleWorld) {
  assert.equal(area(this).port.callsOf('create').length + area(this).port.callsOf('update').length, 0);
});

Then(/^the credential "([^"]+)" is in "([^"]+)" mode (?:with name "([^"]*)" and key "([^"]*)"|holding "([^"]*)")$/, function (
  this: ConsoleWorld, label: string, modeLabel: string, name?: string, key?: string, literal?: string,
) {
  const value = fieldNamed(this, label).value as CredentialInput;
  assert.equal(value.mode, modeLabel.toLowerCase());
  if (literal != null) assert.equal(value.value, literal);
  else assert.deepEqual({ name: value.name, key: value.key }, { name, key });
});

// The test dialog, against what the server answers (reference §4.9), through the console's HTTP adapter.

Given('the server answers the test of {string} with {int} and {string}', function (this: ConsoleWorld, name: string, status: number, body: string) {
  const { id } = named(this, name);
  const server = new FakeFetch().on('POST', `/api/connection/test/${id}`, reply(status, body));
  area(this).server = server;
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: server.fetch });
  this.console.container.rebind<ConnectionPort>(ConnectionPort).toConstantValue(new HttpConnectionAdapter(new PostgrestClient(http), http));
});

When('they test the connection {string}', async function (this: ConsoleWorld, name: string) {
  const actor = createActor(this.console.get(ConnectionsMachines).test).start();
  actor.send({ type: 'test.start', id: named(this, name).id, name });
  assert.equal(selectConnectionTestView(actor.getSnapshot()).testing, true);
  await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), { timeout: 2000 });
  this.remember('connections.test', selectConnectionTestView(actor.getSnapshot()));
  assert.deepEqual(area(this).server?.requests.map((request) => `${request.method} ${request.url.pathname}`), [`POST /api/connection/test/${named(this, name).id}`]);
});

Then('the test dialog shows success: {string}', function (this: ConsoleWorld, message: string) {
  assert.deepEqual(this.recall('connections.test'), { open: true, testing: false, name: 'demo-api', passed: true, message });
});

Then(/^the test dialog shows the error "([\s\S]*)"$/, function (this: ConsoleWorld, message: string) {
  const view = this.recall<ReturnType<typeof selectConnectionTestView>>('connections.test');
  assert.equal(view.passed, false);
  assert.equal(view.message, message);
});
