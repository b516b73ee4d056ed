import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import {
  ADD_AGENT, AGENTS_BREADCRUMB, AgentMachines, AgentPort, DELETE_RESOURCES_QUESTION, EMPTY_AGENT_FORM, REFRESH_AGENTS, agentCells, agentFormLayout,
  agentRow, installInstructions, type Agent, type AgentForm, type AgentRow, type CreatedAgent,
} from '../../core/agents';
import { NIL_UUID } from '../../core/shared';
import { HttpAgentAdapter } from '../../adapters/http/agents.http';
import { createHttpClient } from '../../adapters/http/client';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import { anAgent, type FakeAgentPort } from '../../tests/fakes/agents';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { areaWorld, openCollection, type CollectionScreen } from '../support/collection-screen';
import type { ConsoleWorld } from '../support/world';

type AgentsScreen = CollectionScreen<AgentRow, AgentForm>;

/** What the agents scenarios hold: the console's agents, the screen, and the server a scenario talks to over HTTP. */
interface AgentsWorld {
  readonly port: FakeAgentPort;
  screen?: AgentsScreen;
  server?: FakeFetch;
}

const SERVER_URL = 'http://127.0.0.1:8080';

const agents = (world: ConsoleWorld) => areaWorld<AgentsWorld>(world, 'agents', () => ({ port: world.console.agents }));

/** Opens the agents screen as the page does, with the URL's query. */
async function open(world: ConsoleWorld, search = ''): Promise<AgentsScreen> {
  const screen = await openCollection(world, world.console.get(AgentMachines).screen, { search, buttons: { [ADD_AGENT]: 'create' }, fields: { name: 'name' } });
  agents(world).screen = screen;
  return screen;
}

/** The screen the scenario opened, or the one it opens now at its first page. */
const screen = async (world: ConsoleWorld) => agents(world).screen ?? open(world);
const opened = (world: ConsoleWorld) => {
  const { screen } = agents(world);
  assert.ok(screen, 'the agents screen is not open');
  return screen;
};
const rowNamed = async (world: ConsoleWorld, name: string) => {
  const row = (await screen(world)).view().rows.find((shown) => shown.name === name);
  assert.ok(row, `the agents screen lists no agent '${name}'`);
  return row;
};
const secondsAgo = (world: ConsoleWorld, seconds: number) => new Date(world.clock.now().getTime() - seconds * 1000).toISOString();

function addAgent(world: ConsoleWorld, name: string, fields: Partial<Agent> = {}) {
  const { port } = agents(world);
  const existing = port.storedByName(name);
  port.setAgents([...port.all().filter((agent) => agent.name !== name), anAgent({ id: `id-${name}`, name, ...existing, ...fields })]);
}

Given('agent {string} was last seen {int} seconds ago', function (this: ConsoleWorld, name: string, seconds: number) {
  addAgent(this, name, { lastSeen: secondsAgo(this, seconds) });
});

Given('agent {string} exists', function (this: ConsoleWorld, name: string) {
  addAgent(this, name);
});

Given('agent {string} exists with the id {string}', function (this: ConsoleWorld, name: string, id: string) {
  addAgent(this, name, { id });
});

Given('agent {string} exists with the property {string} = {string}', function (this: ConsoleWorld, name: string, key: string, value: string) {
  addAgent(this, name, { properties: { [key]: value } });
});

Given(
  'agent {string} has {int} configs, {int} checks, {int} scraper and {int} playbook runs, was created by {string} and last pushed {string}',
  function (this: ConsoleWorld, name: string, configs: number, checks: number, scrapers: number, runs: number, by: string, pushed: string) {
    addAgent(this, name, {
      configCount: configs,
      checksCount: checks,
      configScraperCount: scrapers,
      playbookRunsCount: runs,
      createdBy: { id: 'p1', name: by },
      lastReceived: pushed,
      lastSeen: pushed,
    });
  },
);

Then('agent {string} is {word}', async function (this: ConsoleWorld, name: string, status: string) {
  assert.equal((await rowNamed(this, name)).status, status);
});

// The list

When('the agents page opens with {string}', async function (this: ConsoleWorld, url: string) {
  await open(this, url);
});

Then(/^the agents are asked for page (\d+) of (\d+) sorted (?:by "([^"]*)" )?"(asc|desc)"$/, function (this: ConsoleWorld, index: string, size: string, sortBy: string | undefined, order: string) {
  assert.deepEqual(agents(this).port.callsOf('list').at(-1)?.[0], { pageIndex: Number(index), pageSize: Number(size), sortBy: sortBy ?? undefined, sortOrder: order });
});

Then('the {} dialog is open', function (this: ConsoleWorld, dialogName: string) {
  const [mode, id] = dialogName.split(' ');
  const { form } = opened(this).view();
  assert.deepEqual(form && { mode: form.mode, id: form.mode === 'edit' ? form.item?.id : undefined }, { mode, id });
});

When('the row of agent {string} is clicked', async function (this: ConsoleWorld, id: string) {
  const agentsScreen = opened(this);
  agentsScreen.send({ type: 'item.open', id });
  await agentsScreen.settled();
});

Then('the agents URL is {string}', function (this: ConsoleWorld, url: string) {
  assert.equal(opened(this).search(), url);
});

Then('the row of {string} reads:', async function (this: ConsoleWorld, name: string, table: DataTable) {
  const cells = agentCells(await rowNamed(this, name)) as Record<string, string>;
  const rows = table.hashes() as { column: string; value: string }[];
  assert.deepEqual(rows.map(({ column }) => ({ column, value: cells[column] })), rows);
});

Then('the agent with the all-zero id is the local one', function (this: ConsoleWorld) {
  assert.equal(agentRow(anAgent({ id: NIL_UUID, name: 'local' }), this.clock.now()).local, true);
  assert.equal(agentRow(anAgent({ id: 'id-edge' }), this.clock.now()).local, false);
});

// Creating and editing

async function submit(world: ConsoleWorld, open: { type: 'item.create' } | { type: 'item.open'; id: string }, form: (draft: AgentForm) => AgentForm) {
  const agentsScreen = await screen(world);
  agentsScreen.send(open);
  agentsScreen.send({ type: 'item.save', draft: form(agentsScreen.view().form?.draft as AgentForm) });
  await agentsScreen.settled();
}

When('the create dialog is submitted without a name', async function (this: ConsoleWorld) {
  await submit(this, { type: 'item.create' }, () => EMPTY_AGENT_FORM);
});

When(
  'the create dialog is submitted with the name {string}, the property {string} = {string} and the Kubernetes scraper every {string}',
  async function (this: ConsoleWorld, name: string, key: string, value: string, interval: string) {
    await submit(this, { type: 'item.create' }, () => ({ name, properties: [{ key, value }], kubernetes: { enabled: true, interval } }));
  },
);

Then('the name field says {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(opened(this).view().form?.errors.fields?.name, message);
});

Then('no agent is created', function (this: ConsoleWorld) {
  assert.deepEqual(agents(this).port.callsOf('create'), []);
});

Then('the agent {string} exists with the properties {}', function (this: ConsoleWorld, name: string, properties: string) {
  const expected = Object.fromEntries(properties.split(',').map((pair) => pair.trim().split('=') as [string, string]));
  assert.deepEqual(agents(this).port.storedByName(name)?.properties, expected);
});

Then('the form is closed and the install instructions are open', function (this: ConsoleWorld) {
  const view = opened(this).view();
  assert.equal(view.formOpen, false);
  assert.ok(view.receipt, 'no install instructions are shown');
});

const instructions = (world: ConsoleWorld) => {
  const created = opened(world).view().receipt as CreatedAgent | undefined;
  assert.ok(created, 'no agent was generated');
  return installInstructions(created, SERVER_URL);
};

Then(/^the (Helm CLI|Flux) tab has the token and "([^"]*)"$/, function (this: ConsoleWorld, tab: string, text: string) {
  const shown = instructions(this);
  const body = tab === 'Flux' ? shown.flux : shown.helm;
  assert.ok(body.includes(shown.token), `the ${tab} tab lacks the token`);
  assert.ok(body.includes(text), `the ${tab} tab lacks ${text}:\n${body}`);
});

Then('the Helm CLI tab has {string}', function (this: ConsoleWorld, text: string) {
  assert.ok(instructions(this).helm.includes(text));
});

Then('the instructions warn {string}', function (this: ConsoleWorld, warning: string) {
  assert.equal(instructions(this).warning, warning);
});

When('its edit dialog opens', async function (this: ConsoleWorld) {
  const agentsScreen = await screen(this);
  agentsScreen.send({ type: 'item.open', id: 'id-edge' });
  await agentsScreen.settled();
});

Then('the name is read-only and the button reads {string}', function (this: ConsoleWorld, label: string) {
  const { form } = opened(this).view();
  assert.ok(form, 'no dialog is open');
  assert.deepEqual(agentFormLayout(form.mode), { nameReadOnly: true, submitLabel: label });
});

When('it is submitted with the name {string} and the property {string} = {string}', async function (this: ConsoleWorld, name: string, key: string, value: string) {
  const agentsScreen = opened(this);
  const draft = agentsScreen.view().form?.draft as AgentForm;
  agentsScreen.send({ type: 'item.save', draft: { ...draft, name, properties: [{ key, value }] } });
  await agentsScreen.settled();
});

// Deleting

When('deleting agent {string} starts', async function (this: ConsoleWorld, name: string) {
  (await screen(this)).send({ type: 'item.delete', id: agents(this).port.storedByName(name)!.id });
});

Then('the question is {string}', function (this: ConsoleWorld, question: string) {
  const { question: asked, confirm } = opened(this).view();
  assert.equal(asked?.message ?? confirm?.message, question);
});

When('{string} is answered', function (this: ConsoleWorld, answer: string) {
  assert.equal(opened(this).view().question?.message, DELETE_RESOURCES_QUESTION);
  opened(this).send({ type: 'delete.answer', answer: answer === 'Yes' });
});

When('nothing is answered', function () {});

When('the deletion is confirmed', async function (this: ConsoleWorld) {
  opened(this).send({ type: 'delete.confirm' });
  await opened(this).settled();
});

When('the deletion is cancelled', function (this: ConsoleWorld) {
  opened(this).send({ type: 'delete.cancel' });
});

Then('nothing is deleted yet', function (this: ConsoleWorld) {
  assert.deepEqual(agents(this).port.removals, []);
});

Then(/^agent "([^"]*)" is deleted with cleanup (on|off)$/, function (this: ConsoleWorld, name: string, cleanup: string) {
  assert.deepEqual(agents(this).port.removals, [{ id: `id-${name}`, cleanup: cleanup === 'on' }]);
});

// The page's header

Then("the agents page's breadcrumb reads {string}", function (breadcrumb: string) {
  assert.equal(AGENTS_BREADCRUMB, breadcrumb);
});

When("the agents page's {string} button is pressed", async function (this: ConsoleWorld, label: string) {
  assert.equal(label, REFRESH_AGENTS);
  opened(this).send({ type: 'collection.refresh' });
  await opened(this).settled();
});

Then(/^the agents have been loaded (\d+) times?$/, function (this: ConsoleWorld, times: string) {
  assert.equal(agents(this).port.callsOf('list').length, Number(times));
});

// Deleting through the server's API

Given('the server holds the live agent {string}', function (this: ConsoleWorld, id: string) {
  agents(this).server = new FakeFetch()
    .on('GET', '/api/db/agents_summary', reply(200, [{ id, name: id }]))
    .on('PATCH', '/api/db/agents', reply(200, [{ id }]));
});

When('the console deletes agent {string} without its resources', async function (this: ConsoleWorld, id: string) {
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: agents(this).server!.fetch });
  this.console.container.rebind<AgentPort>(AgentPort).toConstantValue(new HttpAgentAdapter(http, new PostgrestClient(http)));
  const agentsScreen = await open(this);
  agentsScreen.send({ type: 'item.delete', id });
  agentsScreen.send({ type: 'delete.answer', answer: false });
  agentsScreen.send({ type: 'delete.confirm' });
  await agentsScreen.settled();
});

Then('the server is asked to set deleted_at on agent {string}, if it is not deleted yet', function (this: ConsoleWorld, id: string) {
  const changes = agents(this).server!.requests.filter((request) => request.method !== 'GET');
  assert.deepEqual(
    changes.map((request) => ({
      method: request.method,
      path: request.url.pathname,
      id: request.url.searchParams.get('id'),
      deletedAt: request.url.searchParams.get('deleted_at'),
      body: request.body,
    })),
    [{ method: 'PATCH', path: '/api/db/agents', id: `eq.${id}`, deletedAt: 'is.null', body: { deleted_at: 'now()' } }],
  );
});
