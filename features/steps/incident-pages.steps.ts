import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { fireEvent, screen, waitFor as waitForScreen, within } from '@testing-library/react';
import { createElement } from 'react';
import { createActor, waitFor, type Actor } from 'xstate';
import { HttpIncidentAdapter } from '../../adapters/http/incidents.http';
import { createHttpClient } from '../../adapters/http/client';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import {
  CREATE_INCIDENT_TITLE, DEFAULT_DETAIL_PANEL, DETAILS_FIELDS, DETAIL_PANELS, HYPOTHESIS_MENU,
  INCIDENT_LIST_COLUMNS, INCIDENT_LIST_COLUMN_FIELDS, IncidentMachines, IncidentScreenMachines, NO_INCIDENTS, SCRIPT_LABEL,
  detailTabs, evidenceCounts, expandsAllComments, hasExpandToggle, incidentBreadcrumb, incidentPath, incidentRoute, rootHypothesis,
  selectHypothesisNodeView, selectIncidentDetailsView, selectIncidentListView, selectIncidentPageView, statusChoices, toggleDetailPanel,
  type DetailPanel, type EvidenceType, type HypothesisNode, type IncidentSummary,
} from '../../core/incidents';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { renderIncidents } from '../../tests/setup/render-incidents';
import { IncidentDetailPage } from '../../ui/incidents/incident-detail-page';
import { IncidentListPage } from '../../ui/incidents/incident-list-page';
import { parseList } from '../support/lists';
import type { ConsoleWorld } from '../support/world';

type ListActor = Actor<IncidentScreenMachines['list']>;
type PageActor = Actor<IncidentScreenMachines['page']>;
type NodeActor = Actor<IncidentMachines['hypothesisNode']>;

const INCIDENT = 'pages.incident';
const LIST = 'pages.list';
const PAGE = 'pages.page';
const RELEASE = 'pages.release';
const PANEL = 'pages.panel';
const NODE = 'pages.node';
const FETCH = 'pages.fetch';
const HOVERED = 'pages.hovered';

const port = (w: ConsoleWorld) => w.console.incidents;
const machines = (w: ConsoleWorld) => ({ ...w.console.get(IncidentMachines), ...w.console.get(IncidentScreenMachines) });
const incidentId = (w: ConsoleWorld) => w.recall<string>(INCIDENT);
const stored = (w: ConsoleWorld) => {
  const incident = port(w).stored(incidentId(w));
  assert.ok(incident, 'the incident is not stored');
  return incident;
};

async function listed(w: ConsoleWorld, title: string) {
  const incident = await port(w).create({ title, description: '', severity: 'low', status: 'open', type: 'availability', createdBy: port(w).user.id });
  port(w).seedHypothesis({ incidentId: incident.id, type: 'root', title });
  return w.remember(INCIDENT, incident.id);
}

/** The list at an address with `filter` and every status. */
async function openList(w: ConsoleWorld, filter: Record<string, string> = {}): Promise<ListActor> {
  const search = new URLSearchParams({ status: 'all', ...filter }).toString();
  const actor = w.remember(LIST, createActor(machines(w).list, { input: { search } }).start());
  await waitFor(actor, (s) => s.matches('ready'), { timeout: 2000 });
  return actor;
}

const rowOf = async (w: ConsoleWorld, title: string): Promise<IncidentSummary> => {
  const row = selectIncidentListView((await openList(w)).getSnapshot()).rows.find((r) => r.title === title);
  assert.ok(row, `'${title}' is not listed`);
  return row;
};

// Routes

Then('{string} opens the incident list', function (address: string) {
  assert.deepEqual(incidentRoute(address), { page: 'list' });
});

Then('{string} opens the incident {string}', function (address: string, id: string) {
  assert.deepEqual(incidentRoute(address), { page: 'detail', incidentId: id });
});

Then('{string} opens no incident page', function (address: string) {
  assert.equal(incidentRoute(address), undefined);
});

// The list

Given('the incident {string} is listed', async function (this: ConsoleWorld, title: string) {
  await listed(this, title);
});

When('the commander presses the plus button of the list', async function (this: ConsoleWorld) {
  const actor = await openList(this);
  assert.equal(selectIncidentListView(actor.getSnapshot()).creating, false, 'the dialog is open before the button is pressed');
  actor.send({ type: 'create.open' });
});

Then('the dialog {string} is open over the list', function (this: ConsoleWorld, title: string) {
  assert.equal(selectIncidentListView(this.recall<ListActor>(LIST).getSnapshot()).creating, true);
  assert.equal(CREATE_INCIDENT_TITLE, title);
});

Then('the list\'s columns are {string}', function (columnsText: string) {
  const columns = parseList(columnsText);
  assert.deepEqual([...INCIDENT_LIST_COLUMNS], columns);
});

Then('the {word} column of {string} shows {string}', async function (this: ConsoleWorld, column: keyof typeof INCIDENT_LIST_COLUMN_FIELDS, title: string, shown: string) {
  const row = await rowOf(this, title);
  assert.equal(String(row[INCIDENT_LIST_COLUMN_FIELDS[column]]), shown);
  assert.notEqual(row.id, shown, 'the column shows the row id');
});

Then('clicking the row of {string} opens its page at \\/incidents\\/\\{its id}', async function (this: ConsoleWorld, title: string) {
  const row = await rowOf(this, title);
  const path = incidentPath(row.id);
  assert.equal(path, `/incidents/${row.id}`);
  assert.deepEqual(incidentRoute(path), { page: 'detail', incidentId: row.id });
});

When('the list is searched for {string}', async function (this: ConsoleWorld, search: string) {
  await openList(this, { search });
});

Then('the list has no rows and says {string}', function (this: ConsoleWorld, text: string) {
  assert.deepEqual(selectIncidentListView(this.recall<ListActor>(LIST).getSnapshot()).rows, []);
  assert.equal(NO_INCIDENTS, text);
});

// The detail page

Then('the breadcrumb of {string} reads {string} linking to {string}, then the title to edit in place', function (this: ConsoleWorld, title: string, home: string, path: string) {
  const [first, last] = incidentBreadcrumb(stored(this));
  assert.deepEqual(first, { label: home, path, editable: false });
  assert.deepEqual(last, { label: title, editable: true });
  assert.equal(incidentRoute(path)?.page, 'list');
});

Given('the incident {string} has the factor {string} under its root', async function (this: ConsoleWorld, title: string, factor: string) {
  const id = await listed(this, title);
  const root = stored(this).hypotheses.find((h) => h.type === 'root')!;
  port(this).seedHypothesis({ incidentId: id, type: 'factor', title: factor, parentId: root.id });
});

const names = (nodes: readonly HypothesisNode[]): string[] => nodes.flatMap((n) => [n.hypothesis.title, ...names(n.children).map((c) => `${n.hypothesis.title} > ${c}`)]);

Then('the tabs are {string}, each showing the tree {string}', function (this: ConsoleWorld, tabsText: string, tree: string) {
  const tabs = parseList(tabsText);
  const shown = detailTabs(stored(this), false);
  assert.deepEqual(shown.map((t) => t.name), tabs);
  for (const tab of shown) assert.ok(names(tab.trees).includes(tree), `${tab.name} shows ${names(tab.trees).join(', ')}`);
});

Then('only the Comments tab shows evidence and comments', function (this: ConsoleWorld) {
  assert.deepEqual(detailTabs(stored(this), false).map((t) => [t.name, t.showTimeline]), [['Comments', true], ['Action Plan', false]]);
});

function startNode(w: ConsoleWorld, title: string, expandAll: boolean): NodeActor {
  const hypothesis = stored(w).hypotheses.find((h) => h.title === title && h.type !== 'root');
  assert.ok(hypothesis, `no hypothesis '${title}'`);
  return w.remember(NODE, createActor(machines(w).hypothesisNode, { input: { hypothesis, userId: port(w).user.id, expandAll } }).start());
}

/** What the node of the scenario shows. */
const nodeView = (w: ConsoleWorld) => selectHypothesisNodeView(w.recall<NodeActor>(NODE).getSnapshot());

When('its page is opened with the query {string} and {string} is shown on the Comments tab', function (this: ConsoleWorld, query: string, title: string) {
  const [comments] = detailTabs(stored(this), expandsAllComments(query));
  startNode(this, title, comments!.expandAll);
});

Then('{string} on the Comments tab is {word}', function (this: ConsoleWorld, _title: string, state: 'open' | 'closed') {
  assert.equal(nodeView(this).expanded, state === 'open');
});

Then('the side panels are {string} with {string} open', function (this: ConsoleWorld, panelsText: string, open: string) {
  const panels = parseList(panelsText);
  assert.deepEqual([...DETAIL_PANELS], panels);
  assert.equal(DEFAULT_DETAIL_PANEL, open);
  this.remember<DetailPanel | undefined>(PANEL, DEFAULT_DETAIL_PANEL);
});

When('the commander clicks the panel {string}', function (this: ConsoleWorld, panel: DetailPanel) {
  assert.ok(DETAIL_PANELS.includes(panel), `no panel '${panel}'`);
  this.remember(PANEL, toggleDetailPanel(this.recall<DetailPanel | undefined>(PANEL), panel));
});

Then('only {string} is open', function (this: ConsoleWorld, panel: string) {
  assert.equal(this.recall<DetailPanel | undefined>(PANEL), panel);
});

Then('no panel is open', function (this: ConsoleWorld) {
  assert.equal(this.recall<DetailPanel | undefined>(PANEL), undefined);
});

Then('the Details panel of {string} shows {string}: {string}', function (this: ConsoleWorld, _title: string, fieldsText: string, values: string) {
  const fields = parseList(fieldsText);
  assert.deepEqual([...DETAILS_FIELDS], fields);
  const incident = stored(this);
  const details = createActor(machines(this).details, {
    input: { incidentId: incident.id, fields: { title: incident.title, description: incident.description, severity: incident.severity, type: incident.type, status: incident.status } },
  }).start();
  const shown = selectIncidentDetailsView(details.getSnapshot());
  assert.deepEqual([shown.severity, shown.type, incident.status], parseList(values));
});

Given('the backend holds its answers', function (this: ConsoleWorld) {
  this.remember(RELEASE, port(this).hold());
});

When('its page is opened', function (this: ConsoleWorld) {
  this.remember(PAGE, createActor(machines(this).page, { input: { incidentId: incidentId(this), person: port(this).user } }).start());
});

Then('the page shows a skeleton', function (this: ConsoleWorld) {
  assert.equal(selectIncidentPageView(this.recall<PageActor>(PAGE).getSnapshot()).phase, 'skeleton');
});

When('the backend answers its calls', function (this: ConsoleWorld) {
  this.recall<() => void>(RELEASE)();
});

Then('the page shows the incident', async function (this: ConsoleWorld) {
  const ready = await waitFor(this.recall<PageActor>(PAGE), (s) => selectIncidentPageView(s).phase === 'ready', { timeout: 2000 });
  assert.equal(selectIncidentPageView(ready).incident?.id, incidentId(this));
});

// Hypothesis nodes

Then('the node {string} has an expand toggle and starts closed', function (this: ConsoleWorld, title: string) {
  const node = startNode(this, title, false);
  assert.ok(hasExpandToggle(node.getSnapshot().context.type));
  assert.equal(selectHypothesisNodeView(node.getSnapshot()).expanded, false);
});

When('the commander toggles {string}', function (this: ConsoleWorld, _title: string) {
  this.recall<NodeActor>(NODE).send({ type: 'node.toggle' });
});

Then('{string} is open', function (this: ConsoleWorld, _title: string) {
  assert.equal(nodeView(this).expanded, true);
});

Then('its status selector offers every hypothesis status and shows {string}', function (this: ConsoleWorld, shown: string) {
  assert.equal(statusChoices().length, 6);
  assert.equal(nodeView(this).status, shown);
});

Then('its menu offers {string}', function (itemsText: string) {
  const items = parseList(itemsText);
  assert.deepEqual(HYPOTHESIS_MENU.map((item) => item.label), items);
});

When('the commander chooses {string} in the menu of {string}', function (this: ConsoleWorld, label: string, _title: string) {
  const item = HYPOTHESIS_MENU.find((i) => i.label === label);
  assert.ok(item, `the menu has no '${label}'`);
  this.recall<NodeActor>(NODE).send(item.event);
});

Then('the title of {string} is edited in place as {string}', function (this: ConsoleWorld, _title: string, next: string) {
  const node = this.recall<NodeActor>(NODE);
  assert.equal(nodeView(this).editingTitle, true);
  node.send({ type: 'title.change', title: next });
  node.send({ type: 'title.done' });
  assert.deepEqual([nodeView(this).title, nodeView(this).editingTitle], [next, false]);
});

Then('the node asks {string}', function (this: ConsoleWorld, dialog: string) {
  assert.equal(dialog, 'Delete hypothesis?');
  assert.ok(nodeView(this).deleteOpen);
});

// The incident on the screen: its page and the list's Create New Incident form, over the fake backend

const rootOf = (w: ConsoleWorld) => {
  const root = rootHypothesis(stored(w).hypotheses);
  assert.ok(root, 'the incident has no root hypothesis');
  return root;
};

async function incidentNamed(w: ConsoleWorld, title: string): Promise<string> {
  return w.context.has(INCIDENT) ? incidentId(w) : listed(w, title);
}

Given(/^the incident "([^"]+)" holds the (\w+) evidence "([^"]+)"( in its definition of done)?$/, async function (this: ConsoleWorld, title: string, type: EvidenceType, description: string, done: string | null) {
  await incidentNamed(this, title);
  port(this).seedEvidence({ hypothesisId: rootOf(this).id, type, description, definitionOfDone: Boolean(done) });
});

Given('the incident {string} has the person responder {string}', async function (this: ConsoleWorld, title: string, name: string) {
  const id = await incidentNamed(this, title);
  port(this).setDirectory([{ id: 'responder-1', name }]);
  await port(this).responders.create({ incidentId: id, type: 'person', personId: 'responder-1', createdBy: port(this).user.id, properties: {} });
});

When('its page is open', async function (this: ConsoleWorld) {
  renderIncidents(createElement(IncidentDetailPage, { incidentId: incidentId(this) }), `/${incidentId(this)}`, this.console);
  await screen.findByRole('combobox', { name: `Status of ${stored(this).title}` });
});

const definitionOfDonePanel = async () => {
  const toggle = screen.getByRole('button', { name: 'Definition of done' });
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
  return screen.findByRole('region', { name: 'Definition of done' });
};

When('the commander opens {string} in the definition of done', async function (label: string) {
  fireEvent.click(within(await definitionOfDonePanel()).getByRole('button', { name: label }));
});

When('{string} is picked to add to the definition of done from evidence', async function (description: string) {
  const panel = await definitionOfDonePanel();
  fireEvent.click(within(panel).getByRole('button', { name: 'Add from evidence' }));
  fireEvent.click(await within(panel).findByRole('checkbox', { name: new RegExp(description) }));
  const next = within(panel).getByRole<HTMLButtonElement>('button', { name: 'Next' });
  await waitForScreen(() => assert.equal(next.disabled, false, 'Next stays disabled'));
  fireEvent.click(next);
  await within(panel).findByRole('textbox', { name: SCRIPT_LABEL });
});

Then('the script reads {string}', async function (script: string) {
  const field = within(await definitionOfDonePanel()).getByRole<HTMLTextAreaElement>('textbox', { name: SCRIPT_LABEL });
  await waitForScreen(() => assert.equal(field.value, script));
});

When('the script shortcut {string} is pressed', async function (label: string) {
  fireEvent.click(within(await definitionOfDonePanel()).getByRole('button', { name: label }));
});

Then('the definition of done list and the {string} box are each at most {int} px high', async function (box: string, px: number) {
  const panel = await definitionOfDonePanel();
  for (const part of [within(panel).getByRole('list', { name: 'Definition of done' }), within(panel).getByRole('group', { name: box })]) {
    assert.equal(getComputedStyle(part).maxHeight, `${px}px`, part.getAttribute('aria-label') ?? '');
  }
});

When('the pointer rests on the responder {string}', function (this: ConsoleWorld, name: string) {
  const responder = within(screen.getByRole('list', { name: 'Responders' })).getByText(name);
  this.remember(HOVERED, Date.now());
  fireEvent.pointerEnter(responder.closest('[data-part="trigger"]')!, { pointerType: 'mouse' });
});

const hoverCardOpen = () => document.querySelector('[data-scope="hover-card"][data-part="content"]')?.getAttribute('data-state') === 'open';

Then("the responder's card opens {int} ms later, not before", async function (this: ConsoleWorld, delay: number) {
  await waitForScreen(() => assert.ok(hoverCardOpen(), 'the card did not open'));
  // Timers fire at their delay at the earliest, and the card is looked for every 50 ms: a card that
  // opened early is seen early.
  assert.ok(Date.now() - this.recall<number>(HOVERED) >= delay - 5, 'the card opened early');
});

Then('its root hypothesis counts its evidence by type as {}', function (this: ConsoleWorld, expected: string) {
  assert.deepEqual(Object.keys(evidenceCounts(rootOf(this))), parseList(expected));
});

Then('the status selector of its root hypothesis offers {}', function (this: ConsoleWorld, expected: string) {
  const selector = screen.getByRole('combobox', { name: `Status of ${rootOf(this).title}` });
  assert.deepEqual([...selector.querySelectorAll('option')].map((option) => option.value), parseList(expected));
});

When('the commander opens the Create New Incident form from the incident list', async function (this: ConsoleWorld) {
  renderIncidents(createElement(IncidentListPage, { virtualized: false }), '/', this.console);
  fireEvent.click(await screen.findByRole('button', { name: CREATE_INCIDENT_TITLE }));
  await screen.findByRole('dialog', { name: CREATE_INCIDENT_TITLE });
});

// The calls

When('the console reads the responders of the incident {string} from Mission Control', async function (this: ConsoleWorld, id: string) {
  const fetch = this.remember(FETCH, new FakeFetch().on('GET', '/api/db/responders', reply(200, [])));
  const db = new PostgrestClient(createHttpClient({ baseURL: 'http://console.test/api', fetch: fetch.fetch }));
  await new HttpIncidentAdapter(db).responders.list(id);
});

Then('it asks for {string} and {string}, expanding {string}', function (this: ConsoleWorld, incident: string, deleted: string, expandedText: string) {
  const expanded = parseList(expandedText);
  const params = this.recall<FakeFetch>(FETCH).last().url.searchParams;
  for (const pair of [incident, deleted]) {
    const [key, value] = pair.split('=');
    assert.equal(params.get(key!), value, `${key} of ${params.toString()}`);
  }
  const select = params.get('select') ?? '';
  for (const name of expanded) assert.match(select, new RegExp(`(^|,)${name}:${name}_id\\(`), `select=${select}`);
});
