import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { createActor, SimulatedClock, waitFor, type AnyActorRef } from 'xstate';
import { cliContainer } from '../../cli/container';
import { resolve } from '../../adapters/container';
import {
  INCIDENT_NOT_FOUND, IncidentScreenMachines, NO_CHANGELOG, RESPONDER_WIZARD_STEPS, rootHypothesis, selectDefinitionOfDoneView, selectIncidentListView,
  selectIncidentPageView, selectResponderWizardView,
} from '../../core/incidents';
import { DomainError } from '../../core/shared';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { offerExport } from '../support/export-source';
import { parseList } from '../support/lists';
import type { ConsoleWorld } from '../support/world';

type Emitted = { type: string; status?: string; message?: string };

const DIRECTORY = 'screens.directory';
const EMITTED = 'screens.emitted';
const IDS = 'screens.ids';
const ACTOR = 'screens.actor';
const TIMERS = 'screens.timers';
const MISSION_CONTROL = 'screens.missionControl';

const bag = <T>(w: ConsoleWorld, key: string, make: () => T): T => (w.context.has(key) ? w.recall<T>(key) : w.remember(key, make()));
/** The console's incidents fake, where Alan Turing can be chosen as a responder. */
const port = (w: ConsoleWorld) => bag(w, DIRECTORY, () => w.console.incidents.setDirectory([{ id: 'alan', name: 'Alan Turing' }]));
const search = (w: ConsoleWorld) => w.console.evidenceSearch;
const emitted = (w: ConsoleWorld) => bag<Emitted[]>(w, EMITTED, () => []);
const ids = (w: ConsoleWorld) => bag(w, IDS, () => new Map<string, string>());
const timers = (w: ConsoleWorld) => bag(w, TIMERS, () => new SimulatedClock());
const machines = (w: ConsoleWorld): IncidentScreenMachines => w.console.get(IncidentScreenMachines);
const idOf = (w: ConsoleWorld, title: string) => {
  const id = ids(w).get(title);
  assert.ok(id, `no incident '${title}'`);
  return id;
};
const rootOf = (w: ConsoleWorld, title: string) => rootHypothesis(port(w).stored(idOf(w, title))!.hypotheses)!.id;

function start<A extends AnyActorRef>(w: ConsoleWorld, actor: A): A {
  actor.on('*', (event: Emitted) => emitted(w).push(event));
  actor.start();
  return w.remember(ACTOR, actor);
}
const toasts = (w: ConsoleWorld, status: string) => emitted(w).flatMap((e) => (e.type === 'toast' && e.status === status ? [e.message] : []));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

Given('the incidents {string} and {string} exist', async function (this: ConsoleWorld, first: string, second: string) {
  for (const title of [first, second]) {
    const incident = await port(this).create({ title, description: '', severity: 'low', status: 'open', type: 'availability', createdBy: port(this).user.id });
    port(this).seedHypothesis({ incidentId: incident.id, type: 'root', title });
    ids(this).set(title, incident.id);
  }
});

When('the list is opened with no filter and {string} is typed in its search box', async function (this: ConsoleWorld, text: string) {
  const actor = start(this, createActor(machines(this).list, { clock: timers(this), input: { search: 'status=all' } }));
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'search.type', text });
});

Then('no search is sent after {int} ms', function (this: ConsoleWorld, ms: number) {
  timers(this).increment(ms);
  assert.equal(port(this).callsOf('incidents.list').length, 1);
});

Then('after {int} ms more the list shows only {string}', async function (this: ConsoleWorld, ms: number, title: string) {
  timers(this).increment(ms);
  const actor = this.recall<ReturnType<typeof createActor<IncidentScreenMachines['list']>>>(ACTOR);
  const ready = await waitFor(actor, (s) => s.matches('ready'));
  assert.deepEqual(port(this).callsOf('incidents.list').at(-1), [{ search: 'check' }]);
  assert.deepEqual(selectIncidentListView(ready).rows.map((r) => r.title), [title]);
});

// The list against Mission Control: the console's HTTP adapters, as its composition root wires them,
// over a fetch that answers like Mission Control and keeps every request the list sent.

const missionControl = (w: ConsoleWorld) =>
  bag(w, MISSION_CONTROL, () => new FakeFetch().on('GET', '/api/db/incident_summary', reply(200, [])));

const httpScreenMachines = (w: ConsoleWorld): IncidentScreenMachines =>
  resolve(cliContainer({ url: 'http://console.test' }, missionControl(w).fetch), IncidentScreenMachines);

const listActor = (w: ConsoleWorld) => w.recall<ReturnType<typeof createActor<IncidentScreenMachines['list']>>>(ACTOR);

function linkComponent(w: ConsoleWorld, component: string, incidentIds: readonly string[]) {
  missionControl(w).on('GET', '/api/db/incidents_by_component', (request) =>
    reply(200, request.url.searchParams.get('component_id') === `eq.${component}` ? incidentIds.map((id) => ({ id })) : []),
  );
}

Given('Mission Control links the component {string} to the incidents {string} and {string}', function (this: ConsoleWorld, component: string, a: string, b: string) {
  linkComponent(this, component, [a, b]);
});

Given('Mission Control links the component {string} to no incident', function (this: ConsoleWorld, component: string) {
  linkComponent(this, component, []);
});

When('the incident list is opened at {string} against Mission Control', async function (this: ConsoleWorld, address: string) {
  const { search } = new URL(address, 'http://console.test');
  const actor = start(this, createActor(httpScreenMachines(this).list, { clock: timers(this), input: { search } }));
  offerExport(this, () => selectIncidentListView(actor.getSnapshot()).exported);
  await waitFor(actor, (s) => s.matches('ready'));
});

When('{string} is typed in its search box and {int} ms pass', async function (this: ConsoleWorld, text: string, ms: number) {
  listActor(this).send({ type: 'search.type', text });
  timers(this).increment(ms);
  await waitFor(listActor(this), (s) => s.matches('ready') && s.context.filter.search === text);
});

const sentTo = (w: ConsoleWorld, view: string) =>
  missionControl(w).requests.filter((r) => r.url.pathname === `/api/db/${view}`).map((r) => decodeURIComponent(r.url.search.slice(1)));

Then('the list asks {word} for {string}', function (this: ConsoleWorld, view: string, query: string) {
  assert.equal(sentTo(this, view).at(-1), query, `${view} was asked: ${sentTo(this, view).join(' | ') || 'nothing'}`);
});

Then('the list does not ask incident_summary and shows no incident', function (this: ConsoleWorld) {
  assert.deepEqual(sentTo(this, 'incident_summary'), []);
  assert.deepEqual(selectIncidentListView(listActor(this).getSnapshot()).rows, []);
});

When('the page of an incident that does not exist is opened', function (this: ConsoleWorld) {
  start(this, createActor(machines(this).page, { input: { incidentId: 'missing', person: port(this).user } }));
});

Then('the page says {string}', async function (this: ConsoleWorld, text: string) {
  const actor = this.recall<ReturnType<typeof createActor<IncidentScreenMachines['page']>>>(ACTOR);
  await waitFor(actor, (s) => s.matches('notFound'));
  assert.equal(text, INCIDENT_NOT_FOUND);
});

function openPage(w: ConsoleWorld, title: string) {
  return start(w, createActor(machines(w).page, { input: { incidentId: idOf(w, title), person: port(w).user } }));
}

When('the page of {string} is opened after its status moved to {string}', async function (this: ConsoleWorld, title: string, status: 'investigating') {
  await port(this).update(idOf(this, title), { status });
  await waitFor(openPage(this, title), (s) => s.matches('ready'));
});

Then('the changelog reads {string}', function (this: ConsoleWorld, expected: string) {
  const actor = this.recall<ReturnType<typeof createActor<IncidentScreenMachines['page']>>>(ACTOR);
  const types = selectIncidentPageView(actor.getSnapshot()).history?.map((h) => h.type).filter((t) => t.startsWith('incident.'));
  assert.deepEqual(types, expected.split(', '));
});

/** What the backend records as history: each kind of change the console can make, once. */
Given('{string} has gone through every kind of change', async function (this: ConsoleWorld, title: string) {
  const id = idOf(this, title);
  await port(this).update(id, { status: 'investigating' });
  const factor = await port(this).hypotheses.create({ id: 'factor-1', incidentId: id, parentId: rootOf(this, title), type: 'factor', title: 'Bad release', status: 'possible', createdBy: port(this).user.id });
  await port(this).hypotheses.update(factor.id, { status: 'likely' });
  const evidence = await port(this).evidences.create({ hypothesisId: factor.id, type: 'log', description: 'checkout 5xx logs', createdBy: port(this).user.id });
  await port(this).evidences.update(evidence.id, { definitionOfDone: true });
  await port(this).comments.create({ incidentId: id, hypothesisId: factor.id, comment: 'rolling back', createdBy: port(this).user.id });
  await port(this).responders.create({ incidentId: id, type: 'person', personId: 'alan', createdBy: port(this).user.id, properties: {} });
});

When('the page of {string} is opened', async function (this: ConsoleWorld, title: string) {
  await waitFor(openPage(this, title), (s) => s.matches('ready'));
});

Then('its changelog holds, once each, {}', function (this: ConsoleWorld, expected: string) {
  const actor = this.recall<ReturnType<typeof createActor<IncidentScreenMachines['page']>>>(ACTOR);
  const types = selectIncidentPageView(actor.getSnapshot()).history?.map((entry) => entry.type);
  assert.deepEqual(types?.sort(), parseList(expected).sort());
});

Then('an empty changelog says {string}', function (text: string) {
  assert.equal(text, NO_CHANGELOG);
});

Given('{string} has the person responder {string}', async function (this: ConsoleWorld, title: string, name: string) {
  const person = (await port(this).people.people()).find((p) => p.name === name)!;
  const responder = await port(this).responders.create({ incidentId: idOf(this, title), type: 'person', personId: person.id, createdBy: port(this).user.id, properties: {} });
  this.remember('screens.responder', responder.id);
});

Given('the backend refuses the next responder removal with {string}', function (this: ConsoleWorld, message: string) {
  port(this).failNext('responders.remove', new DomainError('forbidden', message));
});

Given('the backend refuses the next evidence delete', function (this: ConsoleWorld) {
  port(this).failNext('evidences.remove');
});

When('the responder is removed from the page of {string}', async function (this: ConsoleWorld, title: string) {
  const actor = openPage(this, title);
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'responder.remove', responderId: this.recall<string>('screens.responder') });
  await waitFor(actor, () => emitted(this).some((e) => e.type === 'toast'));
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
});

When('an evidence is removed from the page of {string}', async function (this: ConsoleWorld, title: string) {
  const actor = openPage(this, title);
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'evidence.remove', evidenceId: port(this).seedEvidence({ hypothesisId: rootOf(this, title), type: 'log' }) });
  await waitFor(actor, () => emitted(this).some((e) => e.type === 'toast'));
});

Then('the toast says {string}', function (this: ConsoleWorld, message: string) {
  assert.ok(toasts(this, 'success').includes(message), `success toasts: ${toasts(this, 'success').join(' | ')}`);
});

Then('the error toast says {string}', function (this: ConsoleWorld, message: string) {
  assert.ok(toasts(this, 'error').includes(message), `error toasts: ${toasts(this, 'error').join(' | ')}`);
});

Then('the responder is kept with a deleted time', function (this: ConsoleWorld) {
  const incident = [...ids(this).values()].map((id) => port(this).stored(id)!).find((i) => i.responders.length === 0);
  assert.ok(incident, 'the responder is still active');
  assert.deepEqual(port(this).callsOf('responders.remove'), [[this.recall<string>('screens.responder')]]);
});

Given('the team {string} answers by email with the default subject {string}', function (this: ConsoleWorld, name: string, subject: string) {
  port(this).setDirectory([{ id: 'alan', name: 'Alan Turing' }], [{ id: 'team-1', name, responderClients: { email: { defaults: { subject } } } }]);
});

const wizard = (w: ConsoleWorld) => w.recall<ReturnType<typeof createActor<IncidentScreenMachines['responderWizard']>>>(ACTOR);
const wizardView = (w: ConsoleWorld) => selectResponderWizardView(wizard(w).getSnapshot());
const stepName = (w: ConsoleWorld) => RESPONDER_WIZARD_STEPS[wizardView(w).step];

async function openWizard(w: ConsoleWorld, title: string) {
  const incident = port(w).stored(idOf(w, title))!;
  const actor = start(w, createActor(machines(w).responderWizard, { input: { incident, userId: port(w).user.id } }));
  await waitFor(actor, (s) => s.matches('selectResponder'));
  return actor;
}

When('the wizard is opened for {string} and {string} is chosen', async function (this: ConsoleWorld, title: string, team: string) {
  const actor = await openWizard(this, title);
  actor.send({ type: 'choose.team', teamId: actor.getSnapshot().context.teams.find((t) => t.name === team)!.id });
  assert.equal(stepName(this), 'Select Responder');
});

Then('the wizard is at {string} after Next, at {string} after email and Next, and at {string} after Back', function (this: ConsoleWorld, a: string, b: string, c: string) {
  wizard(this).send({ type: 'wizard.next' });
  assert.equal(stepName(this), a);
  wizard(this).send({ type: 'choose.type', responderType: 'email' });
  wizard(this).send({ type: 'wizard.next' });
  assert.equal(stepName(this), b);
  assert.equal(wizardView(this).form?.values.subject, 'Checkout down');
  wizard(this).send({ type: 'wizard.back' });
  assert.equal(stepName(this), c);
});

When('Next is pressed again, {string} and {string} are filled in and Save is pressed', async function (this: ConsoleWorld, a: string, b: string) {
  wizard(this).send({ type: 'wizard.next' });
  for (const field of [a, b]) wizard(this).send({ type: 'form.change', field, value: `${field} value` });
  wizard(this).send({ type: 'wizard.save' });
  await waitFor(wizard(this), (s) => s.matches('added'));
});

Given('the backend refuses the next responder with {string}', function (this: ConsoleWorld, message: string) {
  port(this).failNext('responders.create', new DomainError('invalid', message));
});

When('the person {string} is added as a responder to {string}', async function (this: ConsoleWorld, name: string, title: string) {
  const actor = await openWizard(this, title);
  actor.send({ type: 'choose.person', personId: actor.getSnapshot().context.people.find((p) => p.name === name)!.id });
  actor.send({ type: 'wizard.save' });
  await waitFor(actor, () => emitted(this).some((e) => e.type === 'toast'));
});

Then('the wizard is back at {string} with nothing chosen', function (this: ConsoleWorld, step: string) {
  assert.equal(stepName(this), step);
  assert.deepEqual([wizardView(this).teamId, wizardView(this).personId], ['', '']);
});

Given('the component {string} can be found', function (this: ConsoleWorld, name: string) {
  search(this).add({ id: `component-${name}`, type: 'topology', name });
});

When('{string} is found as a Component and attached to the root hypothesis of {string}', async function (this: ConsoleWorld, name: string, title: string) {
  const actor = start(this, createActor(machines(this).evidenceWizard, { input: { hypothesisId: rootOf(this, title), userId: port(this).user.id } }));
  actor.send({ type: 'choose.type', evidenceType: 'topology' });
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'search.type', query: name });
  await new Promise((resolve) => setTimeout(resolve, 520));
  const shown = await waitFor(actor, (s) => s.matches({ search: 'shown' }) && s.context.results.length > 0);
  actor.send({ type: 'result.toggle', candidate: shown.context.results[0]! });
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'wizard.save' });
  await waitFor(actor, (s) => s.matches('added'));
});

Then('the root hypothesis of {string} has the {word} evidence {string}', function (this: ConsoleWorld, title: string, type: string, name: string) {
  const root = port(this).stored(idOf(this, title))!.hypotheses.find((h) => h.type === 'root')!;
  assert.ok(root.evidences.some((e) => e.type === type && e.description === name), `evidence: ${root.evidences.map((e) => `${e.type} ${e.description}`).join(', ')}`);
});

Given('the root hypothesis of {string} holds the check evidence {string}', function (this: ConsoleWorld, title: string, name: string) {
  port(this).seedEvidence({ hypothesisId: rootOf(this, title), type: 'check', description: name });
});

Given('the backend refuses every evidence update', function (this: ConsoleWorld) {
  for (let i = 0; i < 5; i += 1) port(this).failNext('evidences.update');
});

const evidenceNamed = (w: ConsoleWorld, title: string, name: string) =>
  port(w).stored(idOf(w, title))!.hypotheses.flatMap((h) => h.evidences).find((e) => e.description === name)!;

function definitionOfDone(w: ConsoleWorld, title: string) {
  if (w.context.has('screens.dod')) return w.recall<ReturnType<typeof createActor<IncidentScreenMachines['definitionOfDone']>>>('screens.dod');
  const evidences = port(w).stored(idOf(w, title))!.hypotheses.flatMap((h) => h.evidences);
  return w.remember('screens.dod', start(w, createActor(machines(w).definitionOfDone, { input: { hypothesisId: rootOf(w, title), userId: port(w).user.id, evidences } })));
}

When('{string} is added to the definition of done of {string} with its default script', async function (this: ConsoleWorld, name: string, title: string) {
  const actor = definitionOfDone(this, title);
  actor.send({ type: 'automatic.open' });
  actor.send({ type: 'automatic.toggle', evidenceId: evidenceNamed(this, title, name).id });
  actor.send({ type: 'automatic.next' });
  assert.equal(selectDefinitionOfDoneView(actor.getSnapshot()).script, 'check.status == "healthy"');
  actor.send({ type: 'automatic.save' });
  await waitFor(actor, (s) => s.matches('scripting') && s.context.error !== undefined);
  actor.send({ type: 'automatic.cancel' });
});

When('{string} is removed from the definition of done of {string}', async function (this: ConsoleWorld, name: string, title: string) {
  const actor = definitionOfDone(this, title);
  actor.send({ type: 'item.remove', evidenceId: evidenceNamed(this, title, name).id });
  await waitFor(actor, (s) => s.matches('idle'));
  await settle();
});

When('the check {string} is linked to {string}', async function (this: ConsoleWorld, name: string, title: string) {
  const actor = start(this, createActor(machines(this).attachToIncident, {
    input: { evidence: { type: 'check', description: name, checkId: 'check-1' }, userId: port(this).user.id },
  }));
  actor.send({ type: 'search.type', text: title });
  await new Promise((resolve) => setTimeout(resolve, 420));
  const shown = await waitFor(actor, (s) => s.matches({ choosing: 'shown' }) && s.context.incidents.length === 1);
  actor.send({ type: 'incident.choose', incidentId: shown.context.incidents[0]!.id });
  actor.send({ type: 'attach' });
  await waitFor(actor, (s) => s.matches('attached'));
});
