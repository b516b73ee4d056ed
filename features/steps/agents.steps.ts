import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor, type Actor } from 'xstate';
import {
  AGENTS_BREADCRUMB, agentCells, agentFormLayout, agentRow, agentStatus, bindAgentPorts, DELETE_AGENT_QUESTION, DELETE_RESOURCES_QUESTION,
  REFRESH_AGENTS,
  dialogRequested, EMPTY_AGENT_FORM, installInstructions, openAgent, parseAgentsQuery, serialiseAgentsQuery,
  type Agent, type AgentForm, type AgentMachines, type AgentsPageQuery,
} from '../../core/agents';
import { NIL_UUID } from '../../core/shared';
import { HttpAgentAdapter } from '../../adapters/http/agents.http';
import { createHttpClient } from '../../adapters/http/client';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import { anAgent, FakeAgentPort } from '../../tests/fakes/agents';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import type { ConsoleWorld } from '../support/world';

type DialogActor = Actor<AgentMachines['dialog']>;
type DeleteActor = Actor<AgentMachines['remove']>;

const PORT = 'agents.port';
const QUERY = 'agents.query';
const LIST = 'agents.list';
const DIALOG = 'agents.dialog';
const DELETE = 'agents.delete';
const FORM = 'agents.form';
const SERVER_URL = 'http://127.0.0.1:8080';

const port = (world: ConsoleWorld) =>
  world.context.has(PORT) ? world.recall<FakeAgentPort>(PORT) : world.remember(PORT, new FakeAgentPort(() => world.clock.now()));
const machines = (world: ConsoleWorld) => bindAgentPorts({ agents: port(world) });
const dialog = (world: ConsoleWorld) => world.recall<DialogActor>(DIALOG);
const deletion = (world: ConsoleWorld) => world.recall<DeleteActor>(DELETE);
const secondsAgo = (world: ConsoleWorld, seconds: number) => new Date(world.clock.now().getTime() - seconds * 1000).toISOString();

function addAgent(world: ConsoleWorld, name: string, fields: Partial<Agent> = {}) {
  const fake = port(world);
  const existing = fake.storedByName(name);
  fake.setAgents([...fake.all().filter((agent) => agent.name !== name), anAgent({ id: `id-${name}`, name, ...existing, ...fields })]);
}

Given('agent {string} was last seen {int} seconds ago', function (this: ConsoleWorld, name: string, seconds: number) {
  addAgent(this, name, { lastSeen: secondsAgo(this, seconds) });
});

Given('agent {string} exists', function (this: ConsoleWorld, name: string) {
  addAgent(this, name);
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

Then('agent {string} is {word}', function (this: ConsoleWorld, name: string, status: string) {
  assert.equal(agentStatus(port(this).storedByName(name)?.lastSeen, this.clock.now()), status);
});

// The list

When('the agents page opens with {string}', async function (this: ConsoleWorld, url: string) {
  const query = this.remember<AgentsPageQuery>(QUERY, parseAgentsQuery(new URLSearchParams(url)));
  const actor = this.remember(LIST, createActor(machines(this).list, { input: { query } }).start());
  await waitFor(actor, (s) => s.matches('ready'), { timeout: 2000 });
});

Then(/^the agents are asked for page (\d+) of (\d+) sorted (?:by "([^"]*)" )?"(asc|desc)"$/, function (this: ConsoleWorld, index: string, size: string, sortBy: string | undefined, order: string) {
  assert.deepEqual(port(this).callsOf('list').at(-1)?.[0], { pageIndex: Number(index), pageSize: Number(size), sortBy: sortBy ?? undefined, sortOrder: order, id: undefined, addAgent: false });
});

Then('the {} dialog is open', function (this: ConsoleWorld, dialogName: string) {
  const [mode, id] = dialogName.split(' ');
  assert.deepEqual(dialogRequested(this.recall(QUERY)), mode === 'edit' ? { mode, id } : { mode });
});

When('the row of agent {string} is clicked', function (this: ConsoleWorld, id: string) {
  this.remember(QUERY, openAgent(this.recall(QUERY), id));
});

Then('the agents URL is {string}', function (this: ConsoleWorld, url: string) {
  assert.deepEqual(serialiseAgentsQuery(this.recall(QUERY)), Object.fromEntries(new URLSearchParams(url)));
});

Then('the row of {string} reads:', function (this: ConsoleWorld, name: string, table: DataTable) {
  const agent = port(this).storedByName(name);
  assert.ok(agent, `no agent ${name}`);
  const cells = agentCells(agentRow(agent, this.clock.now())) as Record<string, string>;
  const rows = table.hashes() as { column: string; value: string }[];
  assert.deepEqual(rows.map(({ column }) => ({ column, value: cells[column] })), rows);
});

Then('the agent with the all-zero id is the local one', function (this: ConsoleWorld) {
  assert.equal(agentRow(anAgent({ id: NIL_UUID, name: 'local' }), this.clock.now()).local, true);
  assert.equal(agentRow(anAgent({ id: 'id-edge' }), this.clock.now()).local, false);
});

// Creating and editing

async function submitCreate(world: ConsoleWorld, form: AgentForm) {
  const actor = world.remember(DIALOG, createActor(machines(world).dialog, { input: { mode: 'create' } }).start());
  world.remember(FORM, form);
  actor.send({ type: 'form.submit', form });
  await waitFor(actor, (s) => !s.matches('creating'), { timeout: 2000 });
}

When('the create dialog is submitted without a name', async function (this: ConsoleWorld) {
  await submitCreate(this, EMPTY_AGENT_FORM);
});

When(
  'the create dialog is submitted with the name {string}, the property {string} = {string} and the Kubernetes scraper every {string}',
  async function (this: ConsoleWorld, name: string, key: string, value: string, interval: string) {
    await submitCreate(this, { name, properties: { [key]: value }, kubernetes: { enabled: true, interval } });
  },
);

Then('the name field says {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(dialog(this).getSnapshot().context.errors.name, message);
});

Then('no agent is created', function (this: ConsoleWorld) {
  assert.deepEqual(port(this).callsOf('create'), []);
});

Then('the agent {string} exists with the properties {}', function (this: ConsoleWorld, name: string, properties: string) {
  const expected = Object.fromEntries(properties.split(',').map((pair) => pair.trim().split('=') as [string, string]));
  assert.deepEqual(port(this).storedByName(name)?.properties, expected);
});

Then('the form is closed and the install instructions are open', function (this: ConsoleWorld) {
  assert.ok(dialog(this).getSnapshot().matches('instructions'));
});

const instructions = (world: ConsoleWorld) => {
  const generated = dialog(world).getSnapshot().context.generated;
  assert.ok(generated, 'no agent was generated');
  return installInstructions(generated, world.recall(FORM), SERVER_URL);
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
  const actor = this.remember(DIALOG, createActor(machines(this).dialog, { input: { mode: 'edit', id: 'id-edge' } }).start());
  await waitFor(actor, (s) => s.matches('editing'), { timeout: 2000 });
});

Then('the name is read-only and the button reads {string}', function (this: ConsoleWorld, label: string) {
  assert.deepEqual(agentFormLayout(dialog(this).getSnapshot().context.mode), { nameReadOnly: true, submitLabel: label });
});

When('it is submitted with the name {string} and the property {string} = {string}', async function (this: ConsoleWorld, name: string, key: string, value: string) {
  const actor = dialog(this);
  actor.send({ type: 'form.submit', form: { ...actor.getSnapshot().context.form, name, properties: { [key]: value } } });
  await waitFor(actor, (s) => s.status === 'done', { timeout: 2000 });
});

// Deleting

When('deleting agent {string} starts', function (this: ConsoleWorld, name: string) {
  this.remember(DELETE, createActor(machines(this).remove, { input: { agentId: port(this).storedByName(name)!.id } }).start());
});

Then('the question is {string}', function (this: ConsoleWorld, question: string) {
  const asked = deletion(this).getSnapshot().matches('askingCleanup') ? DELETE_RESOURCES_QUESTION : deletion(this).getSnapshot().matches('confirming') ? DELETE_AGENT_QUESTION : undefined;
  assert.equal(asked, question);
});

When('{string} is answered', function (this: ConsoleWorld, answer: string) {
  deletion(this).send({ type: answer === 'Yes' ? 'cleanup.yes' : 'cleanup.no' });
});

When('nothing is answered', function () {});

When('the deletion is confirmed', async function (this: ConsoleWorld) {
  deletion(this).send({ type: 'delete.confirm' });
  await waitFor(deletion(this), (s) => s.status === 'done', { timeout: 2000 });
});

When('the deletion is cancelled', function (this: ConsoleWorld) {
  deletion(this).send({ type: 'delete.cancel' });
});

Then('nothing is deleted yet', function (this: ConsoleWorld) {
  assert.deepEqual(port(this).removals, []);
});

Then(/^agent "([^"]*)" is deleted with cleanup (on|off)$/, function (this: ConsoleWorld, name: string, cleanup: string) {
  assert.deepEqual(port(this).removals, [{ id: `id-${name}`, cleanup: cleanup === 'on' }]);
});

// The page's header

Then("the agents page's breadcrumb reads {string}", function (breadcrumb: string) {
  assert.equal(AGENTS_BREADCRUMB, breadcrumb);
});

When("the agents page's {string} button is pressed", async function (this: ConsoleWorld, label: string) {
  assert.equal(label, REFRESH_AGENTS);
  const actor = this.recall<Actor<AgentMachines['list']>>(LIST);
  actor.send({ type: 'agents.refresh' });
  await waitFor(actor, (s) => s.matches('ready'), { timeout: 2000 });
});

Then(/^the agents have been loaded (\d+) times?$/, function (this: ConsoleWorld, times: string) {
  assert.equal(port(this).callsOf('list').length, Number(times));
});

// Deleting through the server's API

const SERVER = 'agents.server';

Given('the server holds the live agent {string}', function (this: ConsoleWorld, id: string) {
  this.remember(SERVER, new FakeFetch().on('PATCH', '/api/db/agents', reply(200, [{ id }])));
});

When('the console deletes agent {string} without its resources', async function (this: ConsoleWorld, id: string) {
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: this.recall<FakeFetch>(SERVER).fetch });
  const bound = bindAgentPorts({ agents: new HttpAgentAdapter(http, new PostgrestClient(http)) });
  const actor = createActor(bound.remove, { input: { agentId: id } }).start();
  actor.send({ type: 'cleanup.no' });
  actor.send({ type: 'delete.confirm' });
  await waitFor(actor, (s) => s.status === 'done', { timeout: 2000 });
});

Then('the server is asked to set deleted_at on agent {string}, if it is not deleted yet', function (this: ConsoleWorld, id: string) {
  const requests = this.recall<FakeFetch>(SERVER).requests;
  assert.deepEqual(
    requests.map((request) => ({
      method: request.method,
      path: request.url.pathname,
      id: request.url.searchParams.get('id'),
      deletedAt: request.url.searchParams.get('deleted_at'),
      body: request.body,
    })),
    [{ method: 'PATCH', path: '/api/db/agents', id: `eq.${id}`, deletedAt: 'is.null', body: { deleted_at: 'now()' } }],
  );
});
