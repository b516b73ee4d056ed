import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { HttpPlaybookAdapter } from '../../adapters/http/playbooks.http';
import { createHttpClient } from '../../adapters/http/client';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import {
  ADD_PLAYBOOK, EDIT_PLAYBOOK, groupPlaybooks, PlaybookPort, PlaybooksMachines, type Playbook, type PlaybookDraft,
} from '../../core/playbooks';
import { DomainError } from '../../core/shared';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { aPlaybook, type FakePlaybookPort } from '../../tests/fakes/playbooks';
import { areaWorld, openCollection, type CollectionScreen } from '../support/collection-screen';
import type { ConsoleWorld } from '../support/world';

// The playbooks scenarios' own steps; what every collection screen answers alike is in collection.steps.ts.

/** What the playbooks scenarios hold: the console's playbooks, the screen, and a server spoken to over HTTP. */
interface PlaybooksWorld {
  readonly port: FakePlaybookPort;
  screen?: CollectionScreen<Playbook, PlaybookDraft>;
  server?: FakeFetch;
}

const area = (world: ConsoleWorld) => areaWorld<PlaybooksWorld>(world, 'playbooks', () => ({ port: world.console.playbooks }));
const screen = (world: ConsoleWorld) => {
  const { screen } = area(world);
  assert.ok(screen, 'the playbooks screen is not open');
  return screen;
};
const open = (world: ConsoleWorld) =>
  openCollection(world, world.console.get(PlaybooksMachines).screen, {
    buttons: { [ADD_PLAYBOOK]: 'create', [EDIT_PLAYBOOK]: 'edit' },
    fields: { name: 'name', spec: 'spec' },
  });
const idOf = (world: ConsoleWorld, title: string) => {
  const row = screen(world).view().rows.find((playbook) => playbook.title === title || playbook.id === title);
  assert.ok(row, `no playbook '${title}' is shown`);
  return row.id;
};

Given('the playbooks are:', function (this: ConsoleWorld, table: DataTable) {
  area(this).port.set(table.hashes().map((row, index) => aPlaybook(`playbook-${index + 1}`, { name: row.name!, spec: row.spec! })));
});

Given('the server refuses the next playbook change with {string}', function (this: ConsoleWorld, message: string) {
  area(this).port.failNext('update', new DomainError('conflict', message));
});

Given('the server refuses the next playbook delete with {string}', function (this: ConsoleWorld, message: string) {
  area(this).port.failNext('remove', new DomainError('forbidden', message));
});

When('they open the playbooks screen', async function (this: ConsoleWorld) {
  area(this).screen = await open(this);
});

When('they add the playbook {string} with the spec:', async function (this: ConsoleWorld, name: string, spec: string) {
  const shown = screen(this);
  shown.send({ type: 'item.create' });
  shown.send({ type: 'item.save', draft: { name, spec } });
  await shown.settled();
});

When('they change the spec of {string} to:', async function (this: ConsoleWorld, title: string, spec: string) {
  const shown = screen(this);
  shown.send({ type: 'item.open', id: idOf(this, title) });
  const { form } = await shown.settled();
  assert.ok(form, 'the edit form did not open');
  shown.send({ type: 'item.save', draft: { name: form.draft.name, spec } });
  await shown.settled();
});

When('they delete the playbook {string}', function (this: ConsoleWorld, title: string) {
  screen(this).send({ type: 'item.delete', id: idOf(this, title) });
});

Then('the playbooks are grouped as:', function (this: ConsoleWorld, table: DataTable) {
  const groups = groupPlaybooks(screen(this).view().rows).map((group) => ({ category: group.category, playbooks: group.playbooks.map((p) => p.title).join(', ') }));
  assert.deepEqual(groups, table.hashes());
});

Then('the spec is refused at line {int}', function (this: ConsoleWorld, line: number) {
  const message = screen(this).view().form?.errors.fields?.spec ?? '';
  assert.match(message, new RegExp(`^Line ${line}: `));
});

Given('the console talks to a server holding the playbook {string}', function (this: ConsoleWorld, id: string) {
  const row = { id, name: id, title: id, spec: { actions: [] } };
  area(this).server = new FakeFetch().on('GET', '/api/db/playbooks', reply(200, [row])).on('PATCH', '/api/db/playbooks', reply(200, [row]));
});

When('they delete the playbook {string} through the console', async function (this: ConsoleWorld, id: string) {
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: area(this).server!.fetch });
  this.console.container.rebind<PlaybookPort>(PlaybookPort).toConstantValue(new HttpPlaybookAdapter(new PostgrestClient(http)));
  area(this).screen = await open(this);
  screen(this).send({ type: 'item.delete', id });
  screen(this).send({ type: 'delete.confirm' });
  await screen(this).settled();
});

Then('the console sent {string} to {string} with {string} setting deleted_at', function (this: ConsoleWorld, method: string, path: string, filter: string) {
  const sent = area(this).server!.requests.find((request) => request.method === method && request.url.pathname === path);
  assert.ok(sent, `no ${method} ${path} was sent`);
  assert.ok(sent.url.search.includes(filter), `${sent.url.search} has ${filter}`);
  assert.deepEqual(Object.keys(sent.body as object), ['deleted_at']);
});
