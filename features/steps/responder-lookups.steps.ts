import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { createActor, SimulatedClock, waitFor, type Actor } from 'xstate';
import { IncidentScreenMachines, isFieldEnabled, lookupOptions, type ResponderType } from '../../core/incidents';
import { parseList } from '../support/lists';
import type { ConsoleWorld } from '../support/world';

type WizardActor = Actor<IncidentScreenMachines['responderWizard']>;
type InstanceConfig = { projects?: unknown[]; plans?: unknown[] };

const CONFIGS = 'lookups.configs';
const ACTOR = 'lookups.actor';
const CLOCK = 'lookups.clock';

const bag = <T>(w: ConsoleWorld, key: string, make: () => T): T => (w.context.has(key) ? w.recall<T>(key) : w.remember(key, make()));
const port = (w: ConsoleWorld) => w.console.incidents;
/** Each instance's config JSON by name: steps fill it in after the instance exists. */
const configs = (w: ConsoleWorld) => bag(w, CONFIGS, () => new Map<string, InstanceConfig>());
const clock = (w: ConsoleWorld) => bag(w, CLOCK, () => new SimulatedClock());
const wizard = (w: ConsoleWorld) => w.recall<WizardActor>(ACTOR);
const context = (w: ConsoleWorld) => wizard(w).getSnapshot().context;
const teamIdOf = (name: string) => `team-${name.toLowerCase()}`;
const instanceIdOf = (name: string) => `config-${name.toLowerCase().replace(/\W+/g, '-')}`;

function addInstance(w: ConsoleWorld, kind: 'jira' | 'ms_planner', name: string, team?: string): InstanceConfig {
  const config: InstanceConfig = {};
  configs(w).set(name, config);
  port(w).configLookups.add(kind, { id: instanceIdOf(name), name, externalId: team ? [`${kind}/${teamIdOf(team)}`] : [name], config });
  return config;
}

function addTeam(w: ConsoleWorld, name: string, type: ResponderType) {
  port(w).setDirectory([], [{ id: teamIdOf(name), name, responderClients: { [type]: {} } }]);
}

/** The labels a select of the open form offers now. */
const offered = (w: ConsoleWorld, field: string) => {
  const { responderType, lookup, values } = context(w);
  return lookupOptions(responderType!, field, lookup.config, values).map((o) => o.label);
};

const configLoaded = (w: ConsoleWorld, name: string) =>
  waitFor(wizard(w), (s) => !s.context.lookup.loadingConfig && s.context.lookup.config === configs(w).get(name));

const choose = (w: ConsoleWorld, field: string, value: string) => wizard(w).send({ type: 'form.change', field, value });

Given('the Jira instances {string} for the team {string} and {string}', function (this: ConsoleWorld, mine: string, team: string, other: string) {
  addTeam(this, team, 'jira');
  addInstance(this, 'jira', mine, team);
  addInstance(this, 'jira', other);
});

Given(
  '{string} lists the project {word} with the issue types {} and the project {word} with the issue type {word}',
  function (this: ConsoleWorld, name: string, first: string, firstTypes: string, second: string, secondType: string) {
    configs(this).get(name)!.projects = [
      { key: first, name: first, issueTypes: parseList(firstTypes) },
      { key: second, name: second, issueTypes: [secondType] },
    ];
  },
);

Given(
  'the planner instance {string} for the team {string} has the plan {string} with the buckets {}',
  function (this: ConsoleWorld, name: string, team: string, plan: string, buckets: string) {
    addTeam(this, team, 'ms_planner');
    addInstance(this, 'ms_planner', name, team).plans = [
      { id: 'plan-1', name: plan, buckets: parseList(buckets).map((bucket, i) => ({ id: `bucket-${i + 1}`, name: bucket })) },
    ];
  },
);

When('the commander opens the {word} form for {string}', async function (this: ConsoleWorld, type: ResponderType, team: string) {
  const incident = await port(this).create({
    title: 'Checkout down', description: '', severity: 'low', status: 'open', type: 'availability', createdBy: port(this).user.id,
  });
  const actor = this.remember(ACTOR, createActor(this.console.get(IncidentScreenMachines).responderWizard, {
    clock: clock(this), input: { incident, userId: port(this).user.id },
  }));
  actor.start();
  await waitFor(actor, (s) => s.matches('selectResponder'));
  actor.send({ type: 'choose.team', teamId: teamIdOf(team) });
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'choose.type', responderType: type });
  actor.send({ type: 'wizard.next' });
  await waitFor(actor, (s) => s.context.lookup.instances.length > 0 && !s.context.lookup.searching && !s.context.lookup.loadingConfig);
});

Then('the chosen instance is {string} and the projects offered are {}', async function (this: ConsoleWorld, name: string, projects: string) {
  await configLoaded(this, name);
  assert.equal(context(this).values.instance, instanceIdOf(name));
  assert.deepEqual(offered(this, 'project'), parseList(projects));
});

Then('the chosen instance is {string} and the plans offered are {string}', async function (this: ConsoleWorld, name: string, plan: string) {
  await configLoaded(this, name);
  assert.equal(context(this).values.instance, instanceIdOf(name));
  assert.deepEqual(offered(this, 'plan_id'), [plan]);
});

Then('the issue type and the priority are disabled', function (this: ConsoleWorld) {
  const { values } = context(this);
  assert.deepEqual([isFieldEnabled('jira', 'project', values), isFieldEnabled('jira', 'issueType', values), isFieldEnabled('jira', 'priority', values)], [true, false, false]);
  assert.deepEqual(offered(this, 'issueType'), []);
});

Then('the bucket is disabled', function (this: ConsoleWorld) {
  assert.equal(isFieldEnabled('ms_planner', 'bucket_id', context(this).values), false);
  assert.deepEqual(offered(this, 'bucket_id'), []);
});

When('{word} is chosen as the project', function (this: ConsoleWorld, project: string) {
  choose(this, 'project', project);
});

When('{string} is chosen as the plan', function (this: ConsoleWorld, plan: string) {
  const { responderType, lookup, values } = context(this);
  const option = lookupOptions(responderType!, 'plan_id', lookup.config, values).find((o) => o.label === plan);
  assert.ok(option, `no plan '${plan}' offered`);
  choose(this, 'plan_id', option.value);
});

When('{string} is chosen as the instance', async function (this: ConsoleWorld, name: string) {
  choose(this, 'instance', instanceIdOf(name));
  await configLoaded(this, name);
});

Then('the issue types offered are {}', function (this: ConsoleWorld, types: string) {
  assert.equal(isFieldEnabled('jira', 'issueType', context(this).values), true);
  assert.deepEqual(offered(this, 'issueType'), parseList(types));
});

Then('the buckets offered are {}', function (this: ConsoleWorld, buckets: string) {
  assert.equal(isFieldEnabled('ms_planner', 'bucket_id', context(this).values), true);
  assert.deepEqual(offered(this, 'bucket_id'), parseList(buckets));
});

Then('the project and the issue type are empty again', function (this: ConsoleWorld) {
  const { values } = context(this);
  assert.deepEqual([values.project, values.issueType], [undefined, undefined]);
  assert.equal(isFieldEnabled('jira', 'issueType', values), false);
});

When('{string} is typed in the instance search', function (this: ConsoleWorld, text: string) {
  wizard(this).send({ type: 'lookup.search', text });
});

Then('no instance search is sent within {int} ms', function (this: ConsoleWorld, ms: number) {
  clock(this).increment(ms);
  assert.deepEqual(port(this).configLookups.callsOf('byKind').map((c) => (c.method === 'byKind' ? c.search : '')), ['']);
});

Then('{int} ms later the instances found are {string}', async function (this: ConsoleWorld, ms: number, names: string) {
  clock(this).increment(ms);
  const snapshot = await waitFor(wizard(this), (s) => s.context.lookup.instances.length === parseList(names).length && !s.context.lookup.searching);
  assert.deepEqual(snapshot.context.lookup.instances.map((i) => i.name), parseList(names));
  assert.deepEqual(port(this).configLookups.callsOf('byKind').at(-1), { method: 'byKind', kind: 'jira', search: 'data' });
});
