import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { createActor, SimulatedClock, waitFor, type Actor } from 'xstate';
import { can } from '../../core/access';
import {
  AUTOMATIC_EVIDENCE_TYPES, CONTRIBUTING_FACTORS_DIALOG, CREATE_INCIDENT_DEFAULTS, DELETE_HYPOTHESIS, DELETE_HYPOTHESIS_DIALOG,
  DISPROVE_HYPOTHESIS, EVIDENCE_TYPES, HYPOTHESIS_TITLE_PLACEHOLDER,
  NEW_HYPOTHESIS_STATUS, NO_TEAM_RESPONDERS, REMOVE_FROM_DEFINITION_OF_DONE, RESPONDER_STEPS, RESPONDER_FIELDS,
  addChildLabel, allowedStatuses, authorOf, automaticPatch, automaticPickerMessage, IncidentMachines,
  canAddManualItem, canContinueAutomatic, canGoToResponderType, canHaveChildren, canSaveResponder, canSendComment, changeResponderField,
  childTypeOf, commentText, componentChips, createChildTitle, defaultCommentHypothesisId,
  definitionOfDoneMessage, inDefinitionOfDone, incidentEvidences, detailsSeverity, evidenceCounts, hasExpandToggle, incidentListFilter,
  isFieldEnabled, isHighlighted, manualItem, mentionQuery, newResponder, participantAvatars, prefillResponderForm, resolveToggleLabel,
  resolveTogglePatch, responderAvatars, responderProgress, responderShownFields, responderTypesScroll, selectCommentsView,
  selectCreateIncidentView, selectHypothesisNodeView, selectIncidentStatusView, selectorStatus, severityFromNumber,
  teamResponderTypes, timeline, validateResponderForm,
  type AttachedEvidence, type Evidence, type EvidenceType, type Hypothesis, type HypothesisType, type Incident, type IncidentStatus,
  type Person, type ResponderType, type Team,
} from '../../core/incidents';
import { DomainError } from '../../core/shared';
import { personRoles } from '../support/access-context';
import { parseList } from '../support/lists';
import type { ConsoleWorld } from '../support/world';

type StatusActor = Actor<IncidentMachines['status']>;
type NodeActor = Actor<IncidentMachines['hypothesisNode']>;
type CommentsActor = Actor<IncidentMachines['comments']>;
type CreateActor = Actor<IncidentMachines['createIncident']>;
type DetailsActor = Actor<IncidentMachines['details']>;
type Emitted = { type: string; status?: string; message?: string };

const TIMERS = 'incidents.timers';
const EMITTED = 'incidents.emitted';
const INCIDENT = 'incidents.current';
const ROOT = 'incidents.root';
const STATUS = 'incidents.statusActor';
const NODES = 'incidents.nodes';
const LAST_NODE = 'incidents.lastNode';
const COMMENTS = 'incidents.comments';
const CREATE = 'incidents.create';
const DETAILS = 'incidents.details';
const RELEASE = 'incidents.release';
const ITEM = 'incidents.item';
const RESPONDER = 'incidents.responder';
const FORM_TYPE = 'incidents.responderType';
const TEAMS = 'incidents.teams';
const PREFILLED = 'incidents.prefilled';
const LIST_FILTER = 'incidents.listFilter';

const port = (w: ConsoleWorld) => w.console.incidents;
const timers = (w: ConsoleWorld) => (w.context.has(TIMERS) ? w.recall<SimulatedClock>(TIMERS) : w.remember(TIMERS, new SimulatedClock()));
const emitted = (w: ConsoleWorld) => (w.context.has(EMITTED) ? w.recall<Emitted[]>(EMITTED) : w.remember<Emitted[]>(EMITTED, []));
const machines = (w: ConsoleWorld) => w.console.get(IncidentMachines);
const incidentId = (w: ConsoleWorld) => w.recall<string>(INCIDENT);
const toasts = (w: ConsoleWorld, status: string) => emitted(w).flatMap((e) => (e.type === 'toast' && e.status === status ? [e.message] : []));

/** The incident as the backend holds it, read past the port so a held backend does not block the check. */
async function current(w: ConsoleWorld): Promise<Incident> {
  const incident = port(w).stored(incidentId(w));
  assert.ok(incident, 'the incident is not stored');
  return incident;
}

/** The scenario's person acts as commander only while their roles let them write incidents. */
function commander(w: ConsoleWorld): Person {
  assert.ok(can(personRoles(w), 'incident', 'write'), `${personRoles(w).join(', ')} may not write incidents`);
  return port(w).user;
}

interface Observable {
  on(type: '*', handler: (event: Emitted) => void): unknown;
  start(): unknown;
}

function started<T>(w: ConsoleWorld, actor: T & Observable): T {
  const events = emitted(w);
  actor.on('*', (event) => events.push(event));
  actor.start();
  return actor;
}

/** A value of the scenario made on first use. */
const bag = <T>(w: ConsoleWorld, key: string, make: () => T): T => (w.context.has(key) ? w.recall<T>(key) : w.remember(key, make()));

async function createIncident(w: ConsoleWorld, title: string, status: IncidentStatus = 'open', severity = 'low') {
  const created = await port(w).create({ title, description: '', severity, status, type: 'availability', createdBy: port(w).user.id });
  w.remember(INCIDENT, created.id);
  w.remember(ROOT, port(w).seedHypothesis({ incidentId: created.id, type: 'root', title }));
  return created;
}

async function hypothesisNamed(w: ConsoleWorld, title: string): Promise<Hypothesis> {
  const found = (await current(w)).hypotheses.find((h) => h.title === title);
  assert.ok(found, `no hypothesis '${title}'`);
  return found;
}

const hypothesisId = (w: ConsoleWorld, name: string) => (name === 'the root hypothesis' ? Promise.resolve(w.recall<string>(ROOT)) : hypothesisNamed(w, name.slice(1, -1)).then((h) => h.id));

async function evidenceNamed(w: ConsoleWorld, description: string): Promise<Evidence> {
  const found = (await current(w)).hypotheses.flatMap((h) => h.evidences).find((e) => e.description === description);
  assert.ok(found, `no evidence '${description}'`);
  return found;
}

const ids = (w: ConsoleWorld) => bag(w, 'incidents.ids', () => new Map<string, string>());

// Statuses

Given('an incident {string} with the status {string}', async function (this: ConsoleWorld, title: string, status: IncidentStatus) {
  await createIncident(this, title, status);
});

Given('the backend refuses the next incident update', function (this: ConsoleWorld) {
  port(this).failNext('incidents.update');
});

Given('the backend refuses the next evidence update', function (this: ConsoleWorld) {
  port(this).failNext('evidences.update');
});

Then('the statuses offered are {string}', async function (this: ConsoleWorld, expected: string) {
  assert.deepEqual([...allowedStatuses((await current(this)).status)], parseList(expected));
});

function statusActor(w: ConsoleWorld, incident: Incident): StatusActor {
  if (w.context.has(STATUS)) return w.recall<StatusActor>(STATUS);
  const evidences = incident.hypotheses.flatMap((h) => h.evidences);
  const actor = createActor(machines(w).status, { input: { incidentId: incident.id, status: incident.status, evidences } });
  return w.remember(STATUS, started(w, actor));
}

/** What the status control and its dialog show. */
const statusView = (w: ConsoleWorld) => selectIncidentStatusView(w.recall<StatusActor>(STATUS).getSnapshot());

const settleStatus = (actor: StatusActor) =>
  waitFor(actor, (s) => s.matches('choosingFactors') || (s.matches('idle') && s.context.target === undefined), { timeout: 2000 });

When('the commander chooses the status {string}', async function (this: ConsoleWorld, status: IncidentStatus) {
  commander(this);
  const actor = statusActor(this, await current(this));
  actor.send({ type: 'status.choose', status });
  await settleStatus(actor);
});

When('ticks the evidence {string}', async function (this: ConsoleWorld, description: string) {
  this.recall<StatusActor>(STATUS).send({ type: 'factors.toggle', evidenceId: (await evidenceNamed(this, description)).id });
});

When(/^presses (Add|Skip|Cancel)$/, async function (this: ConsoleWorld, button: 'Add' | 'Skip' | 'Cancel') {
  const actor = this.recall<StatusActor>(STATUS);
  actor.send({ type: button === 'Add' ? 'factors.add' : button === 'Skip' ? 'factors.skip' : 'factors.cancel' });
  await settleStatus(actor);
});

Then("the incident's status is {string}", async function (this: ConsoleWorld, status: string) {
  assert.equal((await current(this)).status, status);
  if (this.context.has(STATUS)) assert.equal(statusView(this).status, status);
});

Then('no status update is sent', function (this: ConsoleWorld) {
  assert.deepEqual(port(this).callsOf('incidents.update'), []);
});

Then('a success toast says {string}', function (this: ConsoleWorld, message: string) {
  assert.deepEqual(toasts(this, 'success'), [message]);
});

Then('an error toast says {string}', function (this: ConsoleWorld, message: string) {
  assert.deepEqual(toasts(this, 'error'), [message]);
});

Then('no toast appears', function (this: ConsoleWorld) {
  assert.deepEqual(emitted(this).filter((e) => e.type === 'toast'), []);
});

Then('the changelog lists {string}', async function (this: ConsoleWorld, expected: string) {
  const entries = await port(this).history.list(incidentId(this));
  assert.deepEqual(entries.map((e) => e.type).reverse(), parseList(expected));
});

Then('the dialog {string} is open', function (this: ConsoleWorld, title: string) {
  assert.equal(title, CONTRIBUTING_FACTORS_DIALOG);
  assert.ok(statusView(this).factorsOpen, 'the dialog is not open');
});

Then('it lists the evidence {string}', function (this: ConsoleWorld, expected: string) {
  assert.deepEqual(statusView(this).evidences.map((e) => e.description), parseList(expected));
});

Then('the dialog says {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(statusView(this).error, message);
});

Then('the definition of done holds {string}', async function (this: ConsoleWorld, expected: string) {
  assert.deepEqual(inDefinitionOfDone(incidentEvidences(await current(this))).map((e) => e.description), parseList(expected));
});

Then('the definition of done is empty', async function (this: ConsoleWorld) {
  assert.deepEqual(inDefinitionOfDone(incidentEvidences(await current(this))), []);
});

// Severities and types

Then('the numeric severities {int} to {int} read {}', function (from: number, to: number, expected: string) {
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  assert.deepEqual(numbers.map(severityFromNumber), parseList(expected));
});

Then('the numeric severity {int} reads {string}', function (value: number, severity: string) {
  assert.equal(severityFromNumber(value), severity);
});

Then('an incident without a severity shows the severity {string} in its details', function (severity: string) {
  assert.equal(detailsSeverity(undefined), severity);
});

// Creating an incident

function openCreateForm(w: ConsoleWorld, evidence?: AttachedEvidence) {
  const user = commander(w);
  const actor = createActor(machines(w).createIncident, { input: { userId: user.id, evidence } });
  w.remember(CREATE, started(w, actor));
}

When('the commander opens the Create New Incident form', function (this: ConsoleWorld) {
  openCreateForm(this);
});

When('the commander opens the Create New Incident form for the component {string}', function (this: ConsoleWorld, name: string) {
  openCreateForm(this, { type: 'topology', componentId: `component-${name}`, description: name });
});

When(
  'the commander opens the Create New Incident form for lines {int} to {int} of the config {string}',
  function (this: ConsoleWorld, from: number, to: number, name: string) {
    const lines = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [String(i + 1), `line ${i + 1}`]));
    const selected = Object.fromEntries(Object.entries(lines).filter(([n]) => Number(n) >= from && Number(n) <= to));
    openCreateForm(this, { type: 'config', configId: `config-${name}`, description: name, evidence: { lines, selected_lines: selected } });
  },
);

const createForm = (w: ConsoleWorld) => w.recall<CreateActor>(CREATE);

When('fills in the title {string}', function (this: ConsoleWorld, title: string) {
  createForm(this).send({ type: 'form.change', field: 'title', value: title });
});

When(/^sets the (title|severity|status|type) to "([^"]*)"$/, function (this: ConsoleWorld, field: 'title' | 'severity' | 'status' | 'type', value: string) {
  createForm(this).send({ type: 'form.change', field, value });
});

When('submits the form', async function (this: ConsoleWorld) {
  const actor = createForm(this);
  actor.send({ type: 'form.submit' });
  await waitFor(actor, (s) => s.status === 'done' || s.matches('editing'), { timeout: 2000 });
});

Then('the form has the fields {}', function (expected: string) {
  assert.deepEqual(Object.keys(CREATE_INCIDENT_DEFAULTS), parseList(expected));
});

Then(
  'the form holds the severity {string}, the type {string} and the status {string}',
  function (this: ConsoleWorld, severity: string, type: string, status: string) {
    const { values } = createForm(this).getSnapshot().context;
    assert.deepEqual([values.severity, values.type, values.status], [severity, type, status]);
  },
);

Then(/^the (title|severity|status|type) field says "([^"]*)"$/, function (this: ConsoleWorld, field: 'title', message: string) {
  assert.deepEqual(selectCreateIncidentView(createForm(this).getSnapshot()).errors, { [field]: message });
});

Then('no incident is created', function (this: ConsoleWorld) {
  assert.deepEqual(port(this).callsOf('incidents.create'), []);
});

Then(
  'the incident {string} is created by the commander with the severity {string}, the type {string} and the status {string}',
  async function (this: ConsoleWorld, displayId: string, severity: string, type: string, status: string) {
    const output = createForm(this).getSnapshot().output;
    assert.ok(output, 'no incident was created');
    this.remember(INCIDENT, output.id);
    const stored = await current(this);
    assert.deepEqual(
      [stored.incidentId, stored.createdBy?.id, stored.severity, stored.type, stored.status, stored.description],
      [displayId, port(this).user.id, severity, type, status, ''],
    );
  },
);

const rootOf = async (w: ConsoleWorld) => {
  const incident = await current(w);
  const root = incident.hypotheses.find((h) => h.type === 'root');
  assert.ok(root, 'the incident has no root hypothesis');
  return root;
};

Then('its root hypothesis is titled {string} with the status {string}', async function (this: ConsoleWorld, title: string, status: string) {
  this.remember(INCIDENT, createForm(this).getSnapshot().output!.id);
  const root = await rootOf(this);
  assert.deepEqual([root.title, root.status, root.createdBy?.id], [title, status, port(this).user.id]);
});

Then('its root hypothesis has the topology evidence {string}', async function (this: ConsoleWorld, name: string) {
  this.remember(INCIDENT, createForm(this).getSnapshot().output!.id);
  const [evidence] = (await rootOf(this)).evidences;
  assert.deepEqual([evidence?.type, evidence?.componentId, evidence?.description], ['topology', `component-${name}`, name]);
});

Then(
  'its root hypothesis has the config evidence {string} with the selected lines {int} and {int}',
  async function (this: ConsoleWorld, name: string, first: number, second: number) {
    this.remember(INCIDENT, createForm(this).getSnapshot().output!.id);
    const [evidence] = (await rootOf(this)).evidences;
    assert.deepEqual([evidence?.type, evidence?.configId, evidence?.description], ['config', `config-${name}`, name]);
    assert.deepEqual(Object.keys(evidence?.evidence?.selected_lines ?? {}), [String(first), String(second)]);
    assert.ok(Object.keys(evidence?.evidence?.lines ?? {}).length > 2, 'the lines around the selection are missing');
  },
);

Given('the backend refuses the next new incident with {string}', function (this: ConsoleWorld, message: string) {
  port(this).failNext('incidents.create', new DomainError('conflict', message));
});

Then('the form still holds the title {string}', function (this: ConsoleWorld, title: string) {
  const state = createForm(this).getSnapshot();
  assert.ok(state.matches('editing'));
  assert.equal(state.context.values.title, title);
});

// The hypothesis tree

Given(
  /^an incident "([^"]*)" with an? (root|factor|solution) hypothesis "([^"]*)"(?: with the status "([^"]*)")?$/,
  async function (this: ConsoleWorld, incident: string, type: HypothesisType, title: string, status?: Hypothesis['status']) {
    const created = await createIncident(this, incident);
    const p = port(this);
    let parent = this.recall<string>(ROOT);
    if (type === 'root') {
      p.seedHypothesis({ id: parent, incidentId: created.id, type, title, status: status ?? 'possible' });
      return;
    }
    if (type === 'solution') parent = p.seedHypothesis({ incidentId: created.id, type: 'factor', parentId: parent, title: 'A factor' });
    p.seedHypothesis({ incidentId: created.id, type, parentId: parent, title, status: status ?? 'possible' });
  },
);

async function node(w: ConsoleWorld, title: string): Promise<NodeActor> {
  const nodes = bag(w, NODES, () => new Map<string, NodeActor>());
  w.remember(LAST_NODE, title);
  const existing = nodes.get(title);
  if (existing) return existing;
  const h = await hypothesisNamed(w, title);
  const actor = createActor(machines(w).hypothesisNode, {
    clock: timers(w),
    input: { hypothesis: h, userId: commander(w).id },
  });
  nodes.set(title, started(w, actor));
  return actor;
}

const quiet = (actor: NodeActor) =>
  waitFor(
    actor,
    (s) => s.matches({ status: 'idle' }) && s.matches({ title: 'idle' }) && !s.matches({ dialog: 'creatingChild' }) && !s.matches({ dialog: 'disproving' }) && !s.matches({ dialog: 'deleting' }),
    { timeout: 2000 },
  );

When('the commander opens {string} on {string}', async function (this: ConsoleWorld, label: string, title: string) {
  const actor = await node(this, title);
  const childType = childTypeOf(actor.getSnapshot().context.type);
  if (label !== 'Add') assert.equal(label, addChildLabel(childType ?? ''));
  actor.send({ type: 'child.open' });
});

Then(
  'the modal {string} opens with the title placeholder {string} and the state {string}',
  async function (this: ConsoleWorld, title: string, placeholder: string, state: string) {
    const snapshot = (await node(this, this.recall(LAST_NODE))).getSnapshot();
    const view = selectHypothesisNodeView(snapshot);
    assert.ok(view.childOpen, 'no modal is open');
    assert.deepEqual([createChildTitle(childTypeOf(snapshot.context.type)!), HYPOTHESIS_TITLE_PLACEHOLDER, view.childStatus], [title, placeholder, state]);
  },
);

When('the commander names it {string} and presses Create', async function (this: ConsoleWorld, title: string) {
  const actor = await node(this, this.recall(LAST_NODE));
  actor.send({ type: 'child.change', title });
  actor.send({ type: 'child.create' });
  await quiet(actor);
});

Then(/^"([^"]*)" has the (factor|solution) "([^"]*)"$/, async function (this: ConsoleWorld, parent: string, type: string, title: string) {
  const parentId = (await hypothesisNamed(this, parent)).id;
  const child = await hypothesisNamed(this, title);
  assert.deepEqual([child.parentId, child.type], [parentId, type]);
});

Then('{string} offers no Add link', async function (this: ConsoleWorld, title: string) {
  assert.equal(canHaveChildren((await hypothesisNamed(this, title)).type), false);
});

Then('no modal opens', async function (this: ConsoleWorld) {
  assert.equal(selectHypothesisNodeView((await node(this, this.recall(LAST_NODE))).getSnapshot()).childOpen, false);
});

Then('a root hypothesis has no expand toggle', function () {
  assert.equal(hasExpandToggle('root'), false);
});

Then('factor and solution hypotheses have one', function () {
  assert.ok(hasExpandToggle('factor') && hasExpandToggle('solution'));
});

Then('a new hypothesis has the status {string}', function (status: string) {
  assert.equal(NEW_HYPOTHESIS_STATUS, status);
});

Then('the status selector of a hypothesis without a status shows {string}', function (status: string) {
  assert.equal(selectorStatus(undefined), status);
});

When('the commander sets {string} to {string}', async function (this: ConsoleWorld, title: string, status: Hypothesis['status'] & string) {
  (await node(this, title)).send({ type: 'status.choose', status });
});

When('the commander retitles {string} to {string}', async function (this: ConsoleWorld, title: string, next: string) {
  (await node(this, title)).send({ type: 'title.change', title: next });
});

When(/^(\d+) ms pass(?:es)?$/, async function (this: ConsoleWorld, ms: string) {
  timers(this).increment(Number(ms));
  await new Promise((resolve) => setImmediate(resolve));
});

Then('no hypothesis update is sent', function (this: ConsoleWorld) {
  assert.deepEqual(port(this).callsOf('hypotheses.update'), []);
});

Then('{string} is saved with the status {string}', async function (this: ConsoleWorld, title: string, status: string) {
  const actor = await node(this, title);
  await quiet(actor);
  assert.equal(port(this).hypothesis(actor.getSnapshot().context.id)?.status, status);
  assert.equal(port(this).callsOf('hypotheses.update').length, 1, 'expected one update');
});

Then('the hypothesis is saved with the title {string}', async function (this: ConsoleWorld, title: string) {
  const actor = await node(this, this.recall(LAST_NODE));
  await quiet(actor);
  assert.equal(port(this).hypothesis(actor.getSnapshot().context.id)?.title, title);
});

Then('the incident is fetched again', function (this: ConsoleWorld) {
  assert.ok(emitted(this).some((e) => e.type === 'incident.refetch'), 'nobody asked to fetch the incident again');
});

When('the commander deletes {string}', async function (this: ConsoleWorld, title: string) {
  (await node(this, title)).send({ type: 'delete.open' });
});

Then('the dialog {string} offers {string} and {string}', async function (this: ConsoleWorld, title: string, first: string, second: string) {
  assert.ok(selectHypothesisNodeView((await node(this, this.recall(LAST_NODE))).getSnapshot()).deleteOpen, 'the dialog is not open');
  assert.deepEqual([title, first, second], [DELETE_HYPOTHESIS_DIALOG, DISPROVE_HYPOTHESIS, DELETE_HYPOTHESIS]);
});

When('the commander chooses {string}', async function (this: ConsoleWorld, choice: string) {
  const actor = await node(this, this.recall(LAST_NODE));
  assert.ok([DISPROVE_HYPOTHESIS, DELETE_HYPOTHESIS].includes(choice), `'${choice}' is not offered`);
  actor.send({ type: choice === DISPROVE_HYPOTHESIS ? 'delete.disprove' : 'delete.confirm' });
  await waitFor(actor, (s) => s.matches({ dialog: 'closed' }) || s.matches({ dialog: 'deleted' }), { timeout: 2000 });
});

Given('the backend refuses the next hypothesis delete', function (this: ConsoleWorld) {
  port(this).failNext('hypotheses.remove');
});

Given(
  /^(the root hypothesis|"[^"]*") has the evidence "([^"]*)" of type "([^"]*)"( in the definition of done)?(?: at "([^"]*)")?$/,
  async function (this: ConsoleWorld, owner: string, description: string, type: EvidenceType, dod?: string, at?: string) {
    const hypothesis = await hypothesisId(this, owner);
    const id = port(this).seedEvidence({ hypothesisId: hypothesis, type, description, definitionOfDone: Boolean(dod), ...(at ? { createdAt: at } : {}) });
    ids(this).set(description, id);
  },
);

Given('the root hypothesis has the topology evidence {string}', function (this: ConsoleWorld, name: string) {
  port(this).seedEvidence({ hypothesisId: this.recall(ROOT), type: 'topology', componentId: `component-${name}`, description: name });
});

Given(/^"([^"]*)" has the comment "([^"]*)"(?: at "([^"]*)")?$/, async function (this: ConsoleWorld, owner: string, text: string, at?: string) {
  if (at) port(this).clock.set(at);
  const h = await hypothesisNamed(this, owner);
  const comment = await port(this).comments.create({ incidentId: incidentId(this), hypothesisId: h.id, comment: text, createdBy: port(this).user.id });
  ids(this).set(text, comment.id);
});

Given('{string} has comments from {}', async function (this: ConsoleWorld, owner: string, names: string) {
  const people = parseList(names).map((name) => ({ id: name.toLowerCase(), name }));
  port(this).setDirectory(people);
  const h = await hypothesisNamed(this, owner);
  for (const person of people) {
    port(this).clock.advance(60_000);
    await port(this).comments.create({ incidentId: incidentId(this), hypothesisId: h.id, comment: `from ${person.name}`, createdBy: person.id });
  }
});

Then('the incident has no hypothesis {string}', async function (this: ConsoleWorld, title: string) {
  assert.equal((await current(this)).hypotheses.some((h) => h.title === title), false);
});

Then('the evidence {string} is gone', function (this: ConsoleWorld, description: string) {
  assert.equal(port(this).evidence(ids(this).get(description)!), undefined);
});

Then('the comment {string} is gone', function (this: ConsoleWorld, text: string) {
  assert.equal(port(this).comment(ids(this).get(text)!), undefined);
});

Then('the failure is logged', function (this: ConsoleWorld) {
  assert.ok(emitted(this).some((e) => e.type === 'log'), 'nothing was logged');
});

Then('{string} counts {string}', async function (this: ConsoleWorld, title: string, expected: string) {
  const counts = evidenceCounts(await hypothesisNamed(this, title));
  assert.equal(Object.entries(counts).map(([type, n]) => `${type}: ${n}`).join(', '), expected);
});

Then('{string} is highlighted', async function (this: ConsoleWorld, title: string) {
  assert.equal(isHighlighted(await hypothesisNamed(this, title)), true);
});

Then('{string} shows the avatars of {}', async function (this: ConsoleWorld, title: string, names: string) {
  assert.deepEqual(participantAvatars(await hypothesisNamed(this, title)).map((p) => p.name), parseList(names));
});

Then('the timeline of {string} reads {string}', async function (this: ConsoleWorld, title: string, expected: string) {
  const h = await hypothesisNamed(this, title);
  const read = timeline(h.evidences, h.comments).map((item) => (item.kind === 'evidence' ? item.evidence.description : item.comment.comment));
  assert.deepEqual(read, parseList(expected));
});

// Comments

async function comments(w: ConsoleWorld): Promise<CommentsActor> {
  if (w.context.has(COMMENTS)) return w.recall<CommentsActor>(COMMENTS);
  const incident = await current(w);
  const actor = createActor(machines(w).comments, {
    input: { incidentId: incident.id, author: commander(w), hypothesisId: defaultCommentHypothesisId(incident) },
  });
  return w.remember(COMMENTS, started(w, actor));
}

const sentAll = (actor: CommentsActor) => waitFor(actor, (s) => s.context.sending.length === 0, { timeout: 2000 });

async function sendComment(w: ConsoleWorld, text: string) {
  const actor = await comments(w);
  actor.send({ type: 'comment.text', text });
  actor.send({ type: 'comment.send' });
  if (!w.context.has(RELEASE)) await sentAll(actor);
}

Given('the backend is slow to answer', function (this: ConsoleWorld) {
  this.remember(RELEASE, port(this).hold());
});

When('the backend answers', async function (this: ConsoleWorld) {
  this.recall<() => void>(RELEASE)();
  await sentAll(await comments(this));
});

Given('the backend refuses the next comment with {string}', function (this: ConsoleWorld, message: string) {
  port(this).failNext('comments.create', new DomainError('forbidden', message));
});

When('the commander comments {string}', async function (this: ConsoleWorld, text: string) {
  await sendComment(this, text);
});

When('the commander clears the hypothesis picker and comments {string}', async function (this: ConsoleWorld, text: string) {
  (await comments(this)).send({ type: 'comment.hypothesis', hypothesisId: undefined });
  await sendComment(this, text);
});

Then('the comment {string} shows on the root hypothesis', async function (this: ConsoleWorld, text: string) {
  const { context } = (await comments(this)).getSnapshot();
  const shown = context.comments.find((c) => c.comment === text);
  assert.ok(shown, `'${text}' is not shown`);
  assert.equal(shown.hypothesisId, this.recall(ROOT));
  assert.equal((await current(this)).hypotheses.flatMap((h) => h.comments).length, 0, 'the server already has it');
});

Then('the comment {string} is saved', async function (this: ConsoleWorld, text: string) {
  const stored = (await current(this)).hypotheses.flatMap((h) => h.comments).find((c) => c.comment === text);
  assert.ok(stored, `'${text}' is not stored`);
  assert.ok((await comments(this)).getSnapshot().context.comments.some((c) => c.id === stored.id));
});

Then('the comment {string} disappears', async function (this: ConsoleWorld, text: string) {
  const actor = await comments(this);
  await sentAll(actor);
  assert.equal(actor.getSnapshot().context.comments.some((c) => c.comment === text), false);
});

Then('the comment box says {string}', async function (this: ConsoleWorld, message: string) {
  assert.equal(selectCommentsView((await comments(this)).getSnapshot()).error, message);
  assert.deepEqual(port(this).callsOf('comments.create'), []);
});

Then('the send button is disabled for {string}', function (text: string) {
  assert.equal(canSendComment(text), false);
});

Given('the people {string} and {string} can be mentioned', function (this: ConsoleWorld, first: string, second: string) {
  port(this).setDirectory([first, second].map((name) => ({ id: name.toLowerCase().replace(/\s+/g, '-'), name })));
});

When('the commander types {string} in the comment box', async function (this: ConsoleWorld, text: string) {
  (await comments(this)).send({ type: 'comment.text', text });
});

Then('{string} is suggested', async function (this: ConsoleWorld, name: string) {
  const actor = await comments(this);
  const { text, caret } = selectCommentsView(actor.getSnapshot());
  assert.ok(mentionQuery(text, caret) !== undefined, 'no mention is being typed');
  // The people are read from the directory once the '@' is typed.
  const shown = await waitFor(actor, (s) => selectCommentsView(s).suggestions.length > 0, { timeout: 2000 });
  assert.deepEqual(selectCommentsView(shown).suggestions.map((p) => p.name), [name]);
});

When('the commander picks {string}', async function (this: ConsoleWorld, name: string) {
  const person = (await port(this).people.people()).find((p) => p.name === name);
  assert.ok(person, `nobody named '${name}' can be mentioned`);
  (await comments(this)).send({ type: 'comment.mention', person });
});

Then('the comment box shows {string}', async function (this: ConsoleWorld, text: string) {
  assert.equal(selectCommentsView((await comments(this)).getSnapshot()).text, text);
});

When('the commander sends the comment', async function (this: ConsoleWorld) {
  const actor = await comments(this);
  actor.send({ type: 'comment.send' });
  await sentAll(actor);
});

Then('the comment text is stored as {string}', async function (this: ConsoleWorld, stored: string) {
  const [comment] = (await current(this)).hypotheses.flatMap((h) => h.comments);
  this.remember(ITEM, comment?.comment);
  assert.equal(comment?.comment, stored);
});

Then('it reads {string}', function (this: ConsoleWorld, expected: string) {
  assert.equal(commentText(this.recall<string>(ITEM)), expected);
});

Then('a comment by {string} through the team {string} shows {string} with {string}', function (by: string, team: string, name: string, shownTeam: string) {
  assert.deepEqual(authorOf({ externalCreatedBy: by, responderTeam: { name: team } }), { name, team: shownTeam });
});

// The definition of done

Then('the manual Add is disabled for {string}', function (text: string) {
  assert.equal(canAddManualItem(text), false);
});

When('the commander adds {string} to the definition of done', async function (this: ConsoleWorld, text: string) {
  assert.ok(canAddManualItem(text));
  this.remember(ITEM, await port(this).evidences.create(manualItem(this.recall(ROOT), text, commander(this).id)));
});

Then('that item is comment evidence', function (this: ConsoleWorld) {
  const item = this.recall<Evidence>(ITEM);
  assert.deepEqual([item.type, item.definitionOfDone, item.evidence?.comment], ['comment', true, item.description]);
});

Then('the evidence types offered for the definition of done are {}', function (expected: string) {
  assert.deepEqual([...AUTOMATIC_EVIDENCE_TYPES], parseList(expected));
  assert.ok(EVIDENCE_TYPES.includes('comment'));
});

Then('Next is disabled with no evidence selected', function () {
  assert.equal(canContinueAutomatic([]), false);
  assert.equal(canContinueAutomatic(['e1']), true);
});

Then('the script {string} adds only the flag', function (script: string) {
  assert.deepEqual(automaticPatch(script), { definitionOfDone: true });
});

Then('the script {string} is kept with the flag', function (script: string) {
  assert.deepEqual(automaticPatch(script), { definitionOfDone: true, script });
});

Then(/^an? (open|resolved) comment item offers "([^"]*)" and sets done to (true|false)$/, function (state: string, label: string, done: string) {
  const item: Evidence = {
    id: 'e', hypothesisId: 'h', type: 'comment', description: 'x', createdAt: '2024-01-01', definitionOfDone: true, done: state === 'resolved',
  };
  assert.equal(resolveToggleLabel(item), label);
  assert.deepEqual(resolveTogglePatch(item), { done: done === 'true' });
});

When('the commander removes {string} from the definition of done', async function (this: ConsoleWorld, description: string) {
  await port(this).evidences.update((await evidenceNamed(this, description)).id, REMOVE_FROM_DEFINITION_OF_DONE);
});

Then('the evidence {string} is still there', async function (this: ConsoleWorld, description: string) {
  assert.equal((await evidenceNamed(this, description)).definitionOfDone, false);
});

Then('while the evidence loads the panel says {string}', function (message: string) {
  assert.equal(definitionOfDoneMessage(undefined), message);
});

Then('with no evidence it says {string}', function (message: string) {
  assert.equal(definitionOfDoneMessage([]), message);
});

Then('with all evidence in the definition of done the picker says {string}', async function (this: ConsoleWorld, message: string) {
  await port(this).evidences.create(manualItem(this.recall(ROOT), 'Error rate below 1%', port(this).user.id));
  const evidences = (await current(this)).hypotheses.flatMap((h) => h.evidences);
  assert.equal(automaticPickerMessage(evidences), message);
});

// Responders

Given('a responder created at {string}', function (this: ConsoleWorld, at: string) {
  this.remember(RESPONDER, { createdAt: at });
});

Given(
  'acknowledged at {string}, signed off at {string} and closed at {string}',
  function (this: ConsoleWorld, acknowledgedAt: string, signedOffAt: string, closedAt: string) {
    this.remember(RESPONDER, { ...this.recall<object>(RESPONDER), acknowledgedAt, signedOffAt, closedAt });
  },
);

Then('the progress steps are {}', function (this: ConsoleWorld, expected: string) {
  assert.deepEqual(responderProgress(this.recall(RESPONDER)).map((s) => s.label), parseList(expected));
  assert.deepEqual([...RESPONDER_STEPS], parseList(expected));
});

Then('the current step is {string}', function (this: ConsoleWorld, step: string) {
  const current = responderProgress(this.recall(RESPONDER)).find((s) => s.state === 'current');
  assert.equal(current?.label ?? 'none', step);
});

Then(/^the (\w+) responder form has the fields (.+)$/, function (this: ConsoleWorld, type: ResponderType, fields: string) {
  this.remember(FORM_TYPE, type);
  assert.deepEqual([...RESPONDER_FIELDS[type]], parseList(fields));
});

Then('it also shows external_id', function (this: ConsoleWorld) {
  assert.equal(responderShownFields(this.recall<ResponderType>(FORM_TYPE)).at(-1), 'external_id');
});

When('the email responder form is submitted with only {string} filled in', function (this: ConsoleWorld, field: string) {
  this.remember(ITEM, validateResponderForm('email', { [field]: 'ops@local' }));
});

Then('the fields {} say {string}', function (this: ConsoleWorld, fields: string, message: string) {
  assert.deepEqual(this.recall(ITEM), Object.fromEntries(parseList(fields).map((f) => [f, message])));
});

const teams = (w: ConsoleWorld) => bag(w, TEAMS, () => new Map<string, Team>());

Given(/^the team "([^"]*)" answers by ([\w\s,]+)$/, function (this: ConsoleWorld, name: string, types: string) {
  const responderClients = Object.fromEntries(parseList(types).map((t) => [t, {}]));
  teams(this).set(name, { id: `team-${name}`, name, responderClients });
});

Given('the team {string} has no responder configuration', function (this: ConsoleWorld, name: string) {
  teams(this).set(name, { id: `team-${name}`, name });
});

const team = (w: ConsoleWorld, name: string) => teams(w).get(name)!;
const casey = { id: 'person-1', name: 'Casey Commander' };

Then('with nothing chosen Next and Add are disabled', function () {
  assert.deepEqual([canGoToResponderType(undefined), canSaveResponder(undefined, undefined, false)], [false, false]);
});

Then('with the person {string} chosen Next is disabled and Add is enabled', function (name: string) {
  const choice = { kind: 'person' as const, person: { ...casey, name } };
  assert.deepEqual([canGoToResponderType(choice), canSaveResponder(choice, undefined, false)], [false, true]);
});

Then(
  'with the team {string} chosen Next is enabled and Save is disabled until a responder type is chosen',
  function (this: ConsoleWorld, name: string) {
    const choice = { kind: 'team' as const, team: team(this, name) };
    assert.deepEqual(
      [canGoToResponderType(choice), canSaveResponder(choice, undefined, false), canSaveResponder(choice, 'jira', false)],
      [true, false, true],
    );
  },
);

Then('while saving Save is disabled', function (this: ConsoleWorld) {
  assert.equal(canSaveResponder({ kind: 'team', team: team(this, 'Payments') }, 'jira', true), false);
  assert.equal(canSaveResponder({ kind: 'person', person: casey }, undefined, true), false);
});

Then('a person becomes a person responder and a team a team responder', function (this: ConsoleWorld) {
  const user = commander(this);
  const person = newResponder('i1', user.id, { kind: 'person', person: casey });
  const teamResponder = newResponder('i1', user.id, { kind: 'team', team: team(this, 'Payments') }, 'email', { to: 'ops@local' });
  assert.deepEqual([person.type, person.personId, person.teamId, person.createdBy], ['person', casey.id, undefined, user.id]);
  assert.deepEqual([teamResponder.type, teamResponder.teamId, teamResponder.personId], ['email', 'team-Payments', undefined]);
});

Then('{string} says {string}', function (this: ConsoleWorld, name: string, message: string) {
  assert.deepEqual(teamResponderTypes(team(this, name)), []);
  assert.equal(NO_TEAM_RESPONDERS, message);
});

Then('a list of {int} responder types does not scroll but {int} do', function (few: number, many: number) {
  assert.deepEqual([responderTypesScroll(few), responderTypesScroll(many)], [false, true]);
});

Given('the team {string} answers by jira with the default summary {string}', function (this: ConsoleWorld, name: string, summary: string) {
  teams(this).set(name, { id: `team-${name}`, name, responderClients: { jira: { values: { project: 'OPS' }, defaults: { summary } } } });
  this.remember('incidents.teamName', name);
});

Given("the team's default description is {string}", function (this: ConsoleWorld, description: string) {
  const t = team(this, this.recall('incidents.teamName'));
  const jira = t.responderClients!.jira!;
  teams(this).set(t.name, { ...t, responderClients: { jira: { ...jira, defaults: { ...jira.defaults, description } } } });
});

When('the commander picks jira for {string}', async function (this: ConsoleWorld, name: string) {
  this.remember(PREFILLED, prefillResponderForm(team(this, name), 'jira', await current(this)));
});

Then(/^the (summary|description) reads "(.*)"$/, function (this: ConsoleWorld, field: string, expected: string) {
  assert.equal(this.recall<Record<string, string>>(PREFILLED)[field], expected);
});

Then('the Jira issue type is disabled until a project is chosen', function () {
  assert.deepEqual([isFieldEnabled('jira', 'issueType', {}), isFieldEnabled('jira', 'issueType', { project: 'OPS' })], [false, true]);
});

Then('the planner bucket is disabled until a plan is chosen', function () {
  assert.deepEqual([isFieldEnabled('ms_planner', 'bucket_id', {}), isFieldEnabled('ms_planner', 'bucket_id', { plan_id: 'p' })], [false, true]);
});

Then('changing the Jira instance clears the project and the issue type', function () {
  const values = changeResponderField('jira', { instance: 'a', project: 'OPS', issueType: 'Bug', priority: 'High' }, 'instance', 'b');
  assert.deepEqual(values, { instance: 'b', priority: 'High' });
});

// The list

When('the incident list is opened at {string}', function (this: ConsoleWorld, address: string) {
  this.remember(LIST_FILTER, incidentListFilter(new URL(address, 'http://console.test').searchParams));
});

Then('it filters on {string}', function (this: ConsoleWorld, expected: string) {
  const filter = Object.entries(this.recall<object>(LIST_FILTER)).map(([k, v]) => `${k}=${v}`);
  assert.deepEqual(filter, expected === 'nothing' ? [] : parseList(expected));
});

Then('an incident with {int} responders shows {int} avatars in the list', async function (this: ConsoleWorld, count: number, shown: number) {
  const p = port(this);
  p.setDirectory(Array.from({ length: count }, (_, i) => ({ id: `person-${i + 10}`, name: `Responder ${i + 1}` })));
  const created = await createIncident(this, 'Checkout down');
  for (let i = 0; i < count; i++) {
    await p.responders.create({ incidentId: created.id, type: 'person', personId: `person-${i + 10}`, createdBy: p.user.id, properties: {} });
  }
  const [row] = await p.list({});
  assert.equal(row?.responders.length, count);
  assert.deepEqual(responderAvatars(row!).map((r) => r.name), Array.from({ length: shown }, (_, i) => `Responder ${i + 1}`));
});

// Details and concurrent edits

async function details(w: ConsoleWorld, key = DETAILS): Promise<DetailsActor> {
  if (w.context.has(key)) return w.recall<DetailsActor>(key);
  const incident = await current(w);
  const fields = { title: incident.title, description: incident.description, severity: incident.severity, type: incident.type, status: incident.status };
  const actor = createActor(machines(w).details, { clock: timers(w), input: { incidentId: incident.id, fields } });
  return w.remember(key, started(w, actor));
}

When(/^the commander sets the (severity|type) to "([^"]*)" in the details$/, async function (this: ConsoleWorld, field: string, value: string) {
  commander(this);
  (await details(this)).send({ type: 'details.change', patch: { [field]: value } });
});

Then('no incident update is sent', function (this: ConsoleWorld) {
  assert.deepEqual(port(this).callsOf('incidents.update'), []);
});

Then('one incident update is sent with {string}', async function (this: ConsoleWorld, expected: string) {
  await waitFor(await details(this), (s) => s.matches('idle'), { timeout: 2000 });
  const calls = port(this).callsOf('incidents.update');
  assert.equal(calls.length, 1);
  assert.deepEqual(Object.entries(calls[0]![1] as object).map(([k, v]) => `${k}=${v}`), parseList(expected));
});

When(
  'one person sets the severity to {string} while another renames it {string}',
  async function (this: ConsoleWorld, severity: string, title: string) {
    const first = await details(this, DETAILS);
    const second = await details(this, `${DETAILS}.other`);
    first.send({ type: 'details.change', patch: { severity } });
    second.send({ type: 'title.save', title });
    timers(this).increment(500);
    await Promise.all([first, second].map((a) => waitFor(a, (s) => s.matches('idle'), { timeout: 2000 })));
  },
);

Then('the incident is titled {string} with the severity {string}', async function (this: ConsoleWorld, title: string, severity: string) {
  const incident = await current(this);
  assert.deepEqual([incident.title, incident.severity], [title, severity]);
});

Then('the component chips are {string}', async function (this: ConsoleWorld, expected: string) {
  assert.deepEqual(componentChips(await current(this)).map((c) => c.name), parseList(expected));
});

// The changelog

Then('{int} evidence updates are sent, one per ticked evidence', function (this: ConsoleWorld, count: number) {
  const calls = port(this).callsOf('evidences.update');
  assert.equal(calls.length, count);
  assert.ok(calls.every(([, patch]) => JSON.stringify(patch) === JSON.stringify({ definitionOfDone: true })));
});

When('the commander renames the incident {string}', async function (this: ConsoleWorld, title: string) {
  commander(this);
  (await details(this)).send({ type: 'title.save', title });
});
