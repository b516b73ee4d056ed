import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { fireEvent, screen, waitFor as waitForScreen, within } from '@testing-library/react';
import { createElement } from 'react';
import { Route } from 'wouter';
import { createActor, waitFor, type Actor, type AnyActorRef, type AnyStateMachine, type InputFrom } from 'xstate';
import { createHttpClient } from '../../adapters/http/client';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import { HttpTopologyAdapter } from '../../adapters/http/topology.http';
import { snapshotPath, topologyApiParams } from '../../adapters/http/topology-requests';
import { PUBLIC_TOPOLOGY_VIEW } from '../../core/session';
import { DomainError } from '../../core/shared';
import {
  CARD_WIDTHS, CARD_WIDTH_PREFERENCE, COMPONENT_ACTIONS, SIDE_PANEL_SECTIONS, TopologyMachines, breadcrumbIds, canUnlink,
  cardBorder, cardProperties, cardSummaryRows, checksRow, clampCardWidth, collapse, componentActions, componentEvidence,
  componentLink, formatProperty, healthRow, incidentLink, incidentRows, insightsRow, logsLink, playbookRunLink,
  publicViewCardWidth, publicViewMessage, readCardWidth, selectCatalogLinkView, selectConfigUnlinkView, selectSidePanelView,
  selectSnapshotView, selectTopologyDashboardView, sidePanelSections, snapshotFileName, snapshotTitle, summaryShowMoreAfter,
  teamLink, topologySettingsLink, type CardSize, type Component, type ConfigLink, type ConfigOption, type ListSection,
  type Property, type SidePanelSection, type SnapshotOptions, type TopologyRequest,
} from '../../core/topology';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { ManualTimers } from '../../tests/fakes/topology-timers';
import { SignedInProviders } from '../../ui/app/signed-in-app';
import PublicTopologyPage from '../../ui/topology/public-topology-page';
import TopologyPage from '../../ui/topology/topology-page';
import { FLAGS_KEY, featureFlags, personRoles } from '../support/access-context';
import { isFeature } from '../support/access-names';
import { expectNoDifferences, parseList } from '../support/lists';
import { showScreen } from '../support/screen';
import type { ConsoleWorld } from '../support/world';

const SEARCH = 'topology.search';
const COMPONENTS = 'topology.components';
const OPENED = 'topology.opened';
const PAGE = 'topology.page';
const CARD = 'topology.card';
const PANEL = 'topology.sidePanel';
const SHOWN_PANEL = 'topology.shownSidePanel';
const SHOWN_CARD = 'topology.shownCard';
const MODAL = 'topology.modal';
const TIMERS = 'topology.timers';

interface Running<A extends AnyActorRef = AnyActorRef> {
  readonly actor: A;
  readonly emitted: { type: string; status?: string; message?: string; search?: string }[];
}

type Opened = Running<Actor<TopologyMachines['dashboard']>>;

/** The scenario's fakes: the topology port and the browser's downloads. */
const port = (world: ConsoleWorld) => world.console.topology;
const downloads = (world: ConsoleWorld) => world.console.download;
const machines = (world: ConsoleWorld) => world.console.get(TopologyMachines);
/** The URL's query string the dashboard opens with. */
const search = (world: ConsoleWorld) => world.recallOr(SEARCH, '');

/** Components of the scenario by name; a component's id is its name. */
const known = (world: ConsoleWorld) => world.recallOr<Map<string, Component>>(COMPONENTS, new Map());
const component = (world: ConsoleWorld, name: string): Component => known(world).get(name) ?? { id: name, name };
function keep(world: ConsoleWorld, ...components: Component[]) {
  const map = new Map(known(world));
  for (const c of components) map.set(c.id, c);
  world.remember(COMPONENTS, map);
  port(world).setComponents(components).setTopology({ components: [...map.values()].filter((c) => !c.parentId) });
}

function start<M extends AnyStateMachine>(machine: M, input: InputFrom<M>, clock?: ManualTimers): Running<Actor<M>> {
  const actor = createActor(machine, { input, ...(clock ? { clock } : {}) } as never) as Actor<M>;
  const emitted: Running['emitted'] = [];
  actor.on('*', (event: Running['emitted'][number]) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

/** The answer and the breadcrumb's lookups are in. */
const settled = (actor: Opened['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && s.matches({ names: 'idle' }));

/** The dashboard of /topology[/{id}] (with its breadcrumb), or the public view of a component (without). */
async function openTopology(world: ConsoleWorld, id: string | undefined, breadcrumb = true): Promise<Opened> {
  const running = start(machines(world).dashboard, { id, search: search(world), breadcrumb });
  await settled(running.actor);
  return world.remember(OPENED, running);
}

/** What the opened dashboard shows now. */
const dashboardView = (opened: Opened) => selectTopologyDashboardView(opened.actor.getSnapshot());
const cardsOf = (opened: Opened) => dashboardView(opened).cards;
const names = (components: readonly Component[]) => components.map((c) => c.name);

const yes = (value: string | undefined) => value?.trim().toLowerCase() === 'yes';

// The dashboard

Given('the component {string} has the children:', function (this: ConsoleWorld, parent: string, table: DataTable) {
  const children = (table.hashes() as { name: string; status?: string; hidden?: string }[]).map(
    (row): Component => ({
      id: row.name,
      name: row.name,
      parentId: parent,
      path: parent,
      ...(row.status ? { status: row.status } : {}),
      ...(row.hidden ? { hidden: yes(row.hidden) } : {}),
    }),
  );
  keep(this, { ...component(this, parent), components: children }, ...children);
});

Given('the component {string} has no children', function (this: ConsoleWorld, name: string) {
  keep(this, { id: name, name, status: 'healthy' });
});

Given('the topology has no components', function (this: ConsoleWorld) {
  port(this).setTopology({ components: [] });
});

When('the topology of {string} is opened', async function (this: ConsoleWorld, id: string) {
  await openTopology(this, id);
});

When('the topology is opened', async function (this: ConsoleWorld) {
  await openTopology(this, undefined);
});

When('the topology is opened with {string}', async function (this: ConsoleWorld, params: string) {
  this.remember(SEARCH, params);
  await openTopology(this, undefined);
});

Then('the cards read {string}', function (this: ConsoleWorld, expected: string) {
  assert.deepEqual(names(cardsOf(this.recall(OPENED))), parseList(expected));
});

Then('the cards of {string} read {string}', async function (this: ConsoleWorld, id: string, expected: string) {
  assert.deepEqual(names(cardsOf(await openTopology(this, id))), parseList(expected));
});

Then('the topology says {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(dashboardView(this.recall(OPENED)).emptyMessage, message);
});

Then('the topology endpoint is asked for {string}', function (this: ConsoleWorld, expected: string) {
  const [request] = port(this).callsOf('getTopology').at(-1) as [TopologyRequest];
  assert.equal(new URLSearchParams(topologyApiParams(request)).toString(), expected);
});

Given(
  'the component {string} has a child {string} with the headline property {string}',
  function (this: ConsoleWorld, parent: string, child: string, property: string) {
    const kid: Component = { id: child, name: child, parentId: parent, properties: [{ name: property, headline: true, value: 1 }] };
    keep(this, { ...component(this, parent), components: [kid] }, kid);
  },
);

Then('the sort options of {string} are {string}', async function (this: ConsoleWorld, id: string, expected: string) {
  const { options } = dashboardView(await openTopology(this, id)).filters.sortBy;
  assert.deepEqual(options.map((o) => o.label), parseList(expected));
});

/** The switch of the dashboard's preferences: the URL it writes is where the next dashboard opens. */
When(/^"Show hidden components" is turned (on|off)$/, async function (this: ConsoleWorld, state: 'on' | 'off') {
  const opened = this.context.has(OPENED) ? this.recall<Opened>(OPENED) : await openTopology(this, undefined);
  opened.actor.send({ type: 'hiddenComponents.show', show: state === 'on' });
  await settled(opened.actor);
  this.remember(SEARCH, opened.emitted.filter((e) => e.type === 'url.write').at(-1)?.search ?? '');
});

Then('the topology URL holds {string}', function (this: ConsoleWorld, expected: string) {
  assert.equal(search(this), expected);
});

const preferences = (world: ConsoleWorld) => world.console.preferences;

When('the card width is set to {int} px', function (this: ConsoleWorld, width: number) {
  preferences(this).set(CARD_WIDTH_PREFERENCE.key, String(clampCardWidth(width)));
});

Then('the card width is {int} px', function (this: ConsoleWorld, width: number) {
  assert.equal(readCardWidth(preferences(this).get(CARD_WIDTH_PREFERENCE.key)), width);
});

Then('it is remembered in this browser under {string}', function (this: ConsoleWorld, key: string) {
  assert.equal(CARD_WIDTH_PREFERENCE.key, key);
  assert.ok(preferences(this).get(key), `nothing is remembered under ${key}`);
});

Then('a browser that remembers no card width shows cards {int} px wide', function (width: number) {
  assert.equal(readCardWidth(undefined), width);
});

// The breadcrumb

Then(
  'the breadcrumb of {string} with the path {string} and the referer {string} is {string}',
  function (id: string, path: string, refererId: string, expected: string) {
    assert.deepEqual(['Dashboard', ...breadcrumbIds({ id, path, refererId })], parseList(expected));
  },
);

Then('the breadcrumb of the dashboard is {string}', function (expected: string) {
  assert.deepEqual(['Dashboard', ...breadcrumbIds({})], parseList(expected));
});

// Links

Given("the page's URL parameters are {string}", function (this: ConsoleWorld, params: string) {
  this.remember(PAGE, { params, currentId: undefined });
});

Given('the page shows the component {string}', function (this: ConsoleWorld, id: string) {
  this.remember(PAGE, { params: '', currentId: id });
});

const linkOf = (world: ConsoleWorld, id: string, path?: string) => {
  const page = world.recall<{ params: string; currentId?: string }>(PAGE);
  return componentLink({ id, ...(path ? { path } : {}) }, { params: new URLSearchParams(page.params).entries(), currentId: page.currentId });
};

Then('the card of {string} links to {string}', function (this: ConsoleWorld, id: string, link: string) {
  assert.equal(linkOf(this, id), link);
});

Then('the card of {string} with the path {string} links to {string}', function (this: ConsoleWorld, id: string, path: string, link: string) {
  assert.equal(linkOf(this, id, path), link);
});

Then('the card of {string} has no link', function (this: ConsoleWorld, id: string) {
  assert.equal(linkOf(this, id), undefined);
});

Given(
  'the component {string} counts {int} healthy, {int} unhealthy, {int} warning and {int} unknown children',
  function (this: ConsoleWorld, id: string, healthy: number, unhealthy: number, warning: number, unknown: number) {
    this.remember(CARD, { id, name: id, summary: { healthy, unhealthy, warning, unknown } } satisfies Component);
  },
);

Then('its health counts link to:', function (this: ConsoleWorld, table: DataTable) {
  const row = healthRow(this.recall<Component>(CARD));
  const actual = row.chips.map((c) => ({ status: c.key, count: String(c.count), link: c.link }));
  assert.deepEqual(actual, table.hashes());
});

Given(
  'the component {string} has checks {int} healthy, {int} unhealthy, {int} warning and {int} unknown',
  function (this: ConsoleWorld, id: string, healthy: number, unhealthy: number, warning: number, unknown: number) {
    this.remember(CARD, { id, name: id, summary: { checks: { healthy, unhealthy, warning, unknown } } } satisfies Component);
  },
);

Then('its checks summary reads {string}, each linking to {string}', function (this: ConsoleWorld, expected: string, link: string) {
  const row = checksRow(this.recall<Component>(CARD).summary?.checks);
  assert.deepEqual(row?.chips.map((c) => `${c.key} ${c.count}`), parseList(expected));
  assert.deepEqual([...new Set([row?.link, ...(row?.chips.map((c) => c.link) ?? [])])], [link]);
});

const countsByType = (table: DataTable) => {
  const counts: Record<string, Record<string, number>> = {};
  for (const { type, severity, count } of table.hashes() as { type: string; severity: string; count: string }[]) {
    counts[type] = { ...counts[type], [severity]: Number(count) };
  }
  return counts;
};

Given('the component {string} has incidents:', function (this: ConsoleWorld, id: string, table: DataTable) {
  this.remember(CARD, { id, name: id, summary: { incidents: countsByType(table) } } satisfies Component);
});

Then('its incident rows are:', function (this: ConsoleWorld, table: DataTable) {
  const card = this.recall<Component>(CARD);
  const actual = incidentRows(card.id, card.summary?.incidents).flatMap((row) =>
    row.chips.map((chip) => ({
      row: row.label,
      'row link': row.link ?? '',
      severity: chip.key,
      count: String(chip.count),
      colour: chip.colour,
      link: chip.link,
    })),
  );
  assert.deepEqual(actual, table.hashes());
});

Given('the component {string} has insights:', function (this: ConsoleWorld, id: string, table: DataTable) {
  this.remember(CARD, { id, name: id, summary: { insights: countsByType(table) } } satisfies Component);
});

Then('its insight counts are:', function (this: ConsoleWorld, table: DataTable) {
  const card = this.recall<Component>(CARD);
  const chips = insightsRow(card.id, card.summary?.insights)?.chips ?? [];
  const actual = chips.map((chip) => ({
    severity: chip.key.split(':')[1],
    count: String(chip.count),
    colour: chip.colour,
    link: chip.link,
  }));
  assert.deepEqual(actual, table.hashes());
});

const LINKS_OUT: Record<string, (id: string) => string> = {
  'the logs of a component': logsLink,
  'an incident': incidentLink,
  'a playbook run': playbookRunLink,
  'a team': teamLink,
  'a topology definition': topologySettingsLink,
};

Then('the topology links are:', function (table: DataTable) {
  const differences = (table.hashes() as { to: string; for: string; link: string }[]).flatMap(({ to, for: id, link }) => {
    const build = LINKS_OUT[to];
    if (!build) return [`no link to '${to}'`];
    return build(id) === link ? [] : [`${to}: the table says ${link}, the core says ${build(id)}`];
  });
  expectNoDifferences(differences, 'The topology links');
});

// The card

Given('the component {string} has {int} properties', function (this: ConsoleWorld, id: string, count: number) {
  keep(this, { id, name: id, status: 'healthy', properties: Array.from({ length: count }, (_, i): Property => ({ name: `property ${i + 1}`, value: i + 1 })) });
});

/** The public view of a component (DECISIONS §24), drawn as the console draws it, over the scenario's topology. */
When('the public view of {string} is opened with the size {string}', async function (this: ConsoleWorld, id: string, size: string) {
  const page = createElement(Route, { path: `${PUBLIC_TOPOLOGY_VIEW}:id`, component: PublicTopologyPage });
  showScreen(createElement(SignedInProviders, null, page), { container: this.console.container, path: `${PUBLIC_TOPOLOGY_VIEW}${id}?size=${size}` });
  this.remember(SHOWN_CARD, await screen.findByRole('article', { name: id }));
});

/** /topology/{id} as the console draws it, the component's side panel beside its cards, one section opened. */
// The whole page's code loads on its first drawing: on two shared cores that can pass cucumber's 5 s.
When('the topology of {string} is shown and its side panel opens the section {string}', { timeout: 20_000 }, async function (this: ConsoleWorld, id: string, section: string) {
  const page = createElement(Route, { path: '/topology/:id?', component: TopologyPage });
  showScreen(createElement(SignedInProviders, null, page), { container: this.console.container, path: `/topology/${id}` });
  const panel = await screen.findByRole('complementary', undefined, { timeout: 15_000 });
  fireEvent.click(await within(panel).findByRole('button', { name: section }));
  this.remember(SHOWN_PANEL, panel);
});

Then('the section reads {string}', async function (this: ConsoleWorld, text: string) {
  await within(this.recall<HTMLElement>(SHOWN_PANEL)).findByText(text);
});

const counted = (text: string) => Object.fromEntries(parseList(text).map((pair) => pair.split(' ')).map(([name, n]) => [name, Number(n)]));

/** The console's HTTP adapter reads a component whose summary Mission Control counted as `counts`. */
When('the console reads a component from Mission Control whose checks and child components are counted as {}', async function (this: ConsoleWorld, counts: string) {
  const summary = { ...counted(counts), checks: counted(counts) };
  const api = new FakeFetch().on('GET', '/api/canary/api/topology', reply(200, { components: [{ id: 'db', name: 'db', summary }] }));
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: api.fetch });
  const { components } = await new HttpTopologyAdapter(http, new PostgrestClient(http)).getTopology({ id: 'db' });
  this.remember(CARD, components[0]);
});

Then('its checks are counted as {}', function (this: ConsoleWorld, counts: string) {
  assert.deepEqual(this.recall<Component>(CARD).summary?.checks, counted(counts));
});

Then('its child components as {}', function (this: ConsoleWorld, counts: string) {
  const { checks: _checks, ...children } = this.recall<Component>(CARD).summary ?? {};
  assert.deepEqual(children, counted(counts));
});

const drawnCard = (world: ConsoleWorld) => world.recall<HTMLElement>(SHOWN_CARD);

Then('its card is {int} px wide and laid out as {word}', function (this: ConsoleWorld, px: number, size: string) {
  assert.equal(getComputedStyle(drawnCard(this)).width, `${px}px`);
  assert.equal(drawnCard(this).getAttribute('data-size'), size);
});

const propertyNames = (list: HTMLElement) => within(list).queryAllByRole('term').map((term) => term.textContent);

Then(
  'its property list shows {int} of the {int} properties and {string}, then all of them, at most {int} px high',
  async function (this: ConsoleWorld, shown: number, count: number, button: string, px: number) {
    const list = within(drawnCard(this)).getByLabelText('Properties');
    assert.equal(propertyNames(list).length, shown);
    fireEvent.click(within(list).getByRole('button', { name: button }));
    await waitForScreen(() => assert.equal(propertyNames(list).length, count));
    assert.equal(getComputedStyle(list).maxHeight, `${px}px`);
  },
);

Given(
  'the component {string} has the headline property {string} and the property {string}',
  function (this: ConsoleWorld, id: string, headline: string, other: string) {
    this.remember(CARD, { id, name: id, properties: [{ name: headline, headline: true }, { name: other }] } satisfies Component);
  },
);

Then('a {word} card of {string} shows the properties {string}', function (this: ConsoleWorld, size: string, _id: string, expected: string) {
  assert.ok(size in CARD_WIDTHS, `'${size}' is not a card size`);
  const { headline, others } = cardProperties(this.recall<Component>(CARD), size as CardSize);
  assert.deepEqual([...headline, ...others].map((p) => p.name), parseList(expected));
});

Then(/^an? (\w+) card has (a red|an orange|no coloured) border$/, function (status: string, border: string) {
  const expected = { 'a red': 'red', 'an orange': 'orange', 'no coloured': undefined }[border];
  assert.equal(cardBorder(status), expected);
});

Given('the component {string} has {string} insights of each severity {string}', function (this: ConsoleWorld, id: string, type: string, severities: string) {
  const counts = Object.fromEntries(parseList(severities).map((severity) => [severity, 1]));
  this.remember(CARD, { id, name: id, summary: { insights: { [type]: counts } } } satisfies Component);
});

Then("its card's insight counts are coloured:", function (this: ConsoleWorld, table: DataTable) {
  const insights = cardSummaryRows(this.recall<Component>(CARD)).find((row) => row.kind === 'insights');
  assert.ok(insights, 'the card has no insights row');
  const colours = insights.chips.map((chip) => ({ severity: chip.key.split(':')[1], colour: chip.colour }));
  assert.deepEqual(colours, table.hashes());
});

Given(
  'a card with {int} summary items and {int} non-headline properties',
  function (this: ConsoleWorld, items: number, properties: number) {
    const children = Array.from({ length: items }, (_, i): Component => ({ id: `kid-${i}`, name: `kid ${i}`, summary: { healthy: 1 } }));
    const props = Array.from({ length: properties }, (_, i): Property => ({ name: `p${i}` }));
    this.remember(CARD, { id: 'card', name: 'card', components: children, properties: props } satisfies Component);
  },
);

Then('the summary shows {int} items and "Show more" for {int}', function (this: ConsoleWorld, shown: number, more: number) {
  const card = this.recall<Component>(CARD);
  const collapsed = collapse(cardSummaryRows(card), summaryShowMoreAfter(card), false);
  assert.deepEqual({ shown: collapsed.shown.length, more: collapsed.more }, { shown, more });
});


Then('properties read:', function (table: DataTable) {
  const rows = table.hashes() as Record<'property' | 'type' | 'unit' | 'value' | 'max' | 'reads' | 'red', string>[];
  const differences = rows.flatMap((row) => {
    const property: Property = {
      name: row.property,
      ...(row.type ? { type: row.type } : {}),
      ...(row.unit ? { unit: row.unit } : {}),
      value: row.value,
      ...(row.max ? { max: Number(row.max) } : {}),
    };
    const formatted = formatProperty(property);
    const actual = `${formatted.text} (red: ${formatted.highlight === 'red' ? 'yes' : 'no'})`;
    const expected = `${row.reads} (red: ${row.red})`;
    return actual === expected ? [] : [`${JSON.stringify(property)}: the table says ${expected}, the core says ${actual}`];
  });
  expectNoDifferences(differences, 'The property formats');
});

Given('the features turned off are {string}', function (this: ConsoleWorld, features: string) {
  const off = parseList(features).filter((f) => f !== 'none');
  for (const feature of off) assert.ok(isFeature(feature), `'${feature}' is not a feature`);
  this.remember(FLAGS_KEY, new Map(off.map((f) => [`${f}.disable`, 'true'])));
});

Then(
  /^a component (with|without) an external id offers on its (card|side panel) "([^"]*)"$/,
  function (this: ConsoleWorld, withId: string, place: string, expected: string) {
    const actions = componentActions(withId === 'with' ? { externalId: 'k8s/pod/db' } : {}, {
      place: place === 'card' ? 'card' : 'sidePanel',
      flags: this.recallOr<ReadonlyMap<string, string>>(FLAGS_KEY, new Map()),
      roles: personRoles(this),
    });
    assert.deepEqual(actions.map((a) => COMPONENT_ACTIONS[a]), expected.split(',').map((a) => a.trim()));
  },
);

Then(
  'linking {string} to an incident attaches evidence of type {string} for the component {string}',
  function (name: string, type: string, id: string) {
    const evidence = componentEvidence({ id: name, name });
    assert.deepEqual({ type: evidence.type, componentId: evidence.componentId }, { type, componentId: id });
  },
);

// The side panel

const sectionOf = (label: string): SidePanelSection => {
  const entry = Object.entries(SIDE_PANEL_SECTIONS).find(([, l]) => l === label);
  assert.ok(entry, `'${label}' is not a side panel section`);
  return entry[0] as SidePanelSection;
};

const itemLabel = (item: unknown): string => {
  const record = item as { name?: string; title?: string };
  return record.title ?? record.name ?? '';
};

Given('the component {string} exists with {int} checks', function (this: ConsoleWorld, id: string, count: number) {
  keep(this, { id, name: id });
  port(this).setChecks(id, Array.from({ length: count }, (_, i) => ({ id: `check-${i}`, name: `check ${i + 1}` })));
});

Given('playbooks exist for {string}', function (this: ConsoleWorld, id: string) {
  port(this).setPlaybooksExist(id);
});

Given('{string} has the incidents:', function (this: ConsoleWorld, id: string, table: DataTable) {
  const rows = table.hashes() as { title: string; status: string; type: string }[];
  port(this).setIncidents(id, rows.map((r, i) => ({ id: `inc-${i}`, ...r })));
});

Given('{string} is linked to the configs:', function (this: ConsoleWorld, id: string, table: DataTable) {
  const rows = table.hashes() as { name: string; deleted: string }[];
  port(this).setLinkedConfigs(
    id,
    rows.map((r) => ({ configId: r.name, name: r.name, ...(yes(r.deleted) ? { linkDeleted: true } : {}) })),
  );
});

type Panel = Running<Actor<TopologyMachines['sidePanel']>>;

const panelIdle = (actor: Panel['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));
/** What the opened side panel shows now. */
const panelView = (world: ConsoleWorld) => selectSidePanelView(world.recall<Panel>(PANEL).actor.getSnapshot());

When('the side panel of {string} opens', async function (this: ConsoleWorld, id: string) {
  const running = start(machines(this).sidePanel, { componentId: id });
  await panelIdle(running.actor);
  this.remember(PANEL, running);
});

Then('its sections are {string}', function (this: ConsoleWorld, expected: string) {
  const { playbooksExist } = panelView(this);
  const flags = featureFlags(this);
  assert.deepEqual(sidePanelSections({ playbooksExist, flags }).map((s) => SIDE_PANEL_SECTIONS[s]), parseList(expected));
});

When('the section {string} is opened', async function (this: ConsoleWorld, label: string) {
  const { actor } = this.recall<Panel>(PANEL);
  const section = sectionOf(label);
  if (panelView(this).open !== section) actor.send({ type: 'section.toggle', section });
  await panelIdle(actor);
});

Then('only the section {string} is open', function (this: ConsoleWorld, label: string) {
  assert.equal(panelView(this).open, sectionOf(label));
});

When('the open section is scrolled to {int} px from its bottom', async function (this: ConsoleWorld, distance: number) {
  const { actor } = this.recall<Panel>(PANEL);
  const clientHeight = 500;
  const scrollHeight = 5000;
  actor.send({ type: 'section.scrolled', position: { scrollTop: scrollHeight - clientHeight - distance, clientHeight, scrollHeight } });
  await panelIdle(actor);
});

const sectionItems = (world: ConsoleWorld, label: string): unknown[] => {
  const section = sectionOf(label) as ListSection;
  return [...panelView(world).lists[section].items];
};

Then('the section {string} lists {int} items', function (this: ConsoleWorld, label: string, count: number) {
  assert.equal(sectionItems(this, label).length, count);
});

Then('the section {string} lists {string}', function (this: ConsoleWorld, label: string, expected: string) {
  assert.deepEqual(sectionItems(this, label).map(itemLabel), parseList(expected));
});

// The public view and faults

When('the public view of {string} is opened', async function (this: ConsoleWorld, id: string) {
  await openTopology(this, id, false);
});

Then('the public view says {string}', function (this: ConsoleWorld, message: string) {
  const found = dashboardView(this.recall<Opened>(OPENED)).phase !== 'notFound';
  assert.equal(publicViewMessage(found), message);
});

Then('the public view with size {string} shows cards {int} px wide', function (size: string, width: number) {
  assert.equal(publicViewCardWidth(size), width);
});

Given('the topology answers {string} with two components', function (this: ConsoleWorld, id: string) {
  port(this).setTopologyFor(id, { components: [{ id, name: id }, { id, name: `${id} (copy)` }] });
});

Then('the topology warns {string}', function (this: ConsoleWorld, message: string) {
  const toasts = this.recall<Opened>(OPENED).emitted.filter((e) => e.type === 'toast');
  assert.deepEqual(toasts, [{ type: 'toast', status: 'warning', message }]);
});

// The snapshot modal

When('the snapshot of {string} is opened', function (this: ConsoleWorld, id: string) {
  const { name } = component(this, id);
  this.remember(MODAL, { ...start(machines(this).snapshot, { componentId: id, name }), name });
});

Then('the snapshot modal is titled {string}', function (this: ConsoleWorld, title: string) {
  assert.equal(snapshotTitle(this.recall<{ name: string }>(MODAL).name), title);
});

Then('the time range is {string} and related components are not included', function (this: ConsoleWorld, start: string) {
  const { actor } = this.recall<Running<Actor<TopologyMachines['snapshot']>>>(MODAL);
  assert.deepEqual(selectSnapshotView(actor.getSnapshot()).options, { start, related: false });
});

Given('downloading snapshots fails', function (this: ConsoleWorld) {
  port(this).failNext('downloadSnapshot', new DomainError('server', 'zip failed'));
});

When(
  /^the snapshot of "([^"]*)" is downloaded for "([^"]*)" (with|without) related components$/,
  async function (this: ConsoleWorld, id: string, range: string, related: string) {
    const { name } = component(this, id);
    const running = this.remember(MODAL, { ...start(machines(this).snapshot, { componentId: id, name }), name });
    running.actor.send({ type: 'snapshot.range', start: range });
    running.actor.send({ type: 'snapshot.related', related: related === 'with' });
    running.actor.send({ type: 'snapshot.download' });
    await waitFor(running.actor, (s) => s.matches('downloaded') || (s.matches('editing') && running.emitted.length > 0));
  },
);

Then('the snapshot is asked for at {string}', function (this: ConsoleWorld, path: string) {
  const [id, options] = port(this).callsOf('downloadSnapshot').at(-1) as [string, SnapshotOptions];
  assert.equal(snapshotPath(id, options), path);
});

Then('the file {string} is saved', function (this: ConsoleWorld, fileName: string) {
  assert.deepEqual(downloads(this).saved.map((f) => f.filename), [fileName]);
  assert.equal(snapshotFileName(this.recall<{ name: string }>(MODAL).name), fileName);
});

Then('the snapshot modal says {string}', function (this: ConsoleWorld, message: string) {
  assert.deepEqual(this.recall<Running>(MODAL).emitted, [{ type: 'toast', status: 'error', message }]);
  assert.deepEqual(downloads(this).saved, []);
});

// The link-to-catalog modal

Given(
  'the catalog holds {int} configs named {string} to {string} and {string}',
  function (this: ConsoleWorld, count: number, first: string, _last: string, extra: string) {
    const stem = first.replace(/\d+$/, '');
    const configs: ConfigOption[] = Array.from({ length: count }, (_, i) => ({ id: `${stem}${i + 1}`, name: `${stem}${i + 1}` }));
    port(this).setConfigs([...configs, { id: extra.toLowerCase(), name: extra }]);
  },
);

Given('linking fails with {string}', function (this: ConsoleWorld, message: string) {
  port(this).failNext('linkConfig', new DomainError('conflict', message));
});

When('"Link to catalog" is opened for {string}', async function (this: ConsoleWorld, id: string) {
  const timers = this.remember(TIMERS, new ManualTimers());
  const running = this.remember(MODAL, start(machines(this).catalogLink, { componentId: id }, timers));
  await waitFor(running.actor, (s) => selectCatalogLinkView(s).phase === 'ready');
});

const modal = (world: ConsoleWorld) => world.recall<Running<Actor<TopologyMachines['catalogLink']>>>(MODAL).actor;
/** What the link-to-catalog modal shows now. */
const linkView = (world: ConsoleWorld) => selectCatalogLinkView(modal(world).getSnapshot());

When('the picker is searched for {string}', function (this: ConsoleWorld, text: string) {
  modal(this).send({ type: 'search.query', query: text });
});

When('the picker waits {int} ms', function (this: ConsoleWorld, ms: number) {
  this.recall<ManualTimers>(TIMERS).advance(ms);
});

Then('after {int} ms no result is shown yet', function (this: ConsoleWorld, ms: number) {
  this.recall<ManualTimers>(TIMERS).advance(ms);
  assert.ok(linkView(this).searching, 'the search finished early');
  assert.equal(linkView(this).results.length, 0);
});

Then('after {int} ms more {int} results are shown', function (this: ConsoleWorld, ms: number, count: number) {
  this.recall<ManualTimers>(TIMERS).advance(ms);
  assert.equal(linkView(this).results.length, count);
});

Then('the results are {string}', function (this: ConsoleWorld, expected: string) {
  assert.deepEqual(linkView(this).results.map((c: ConfigOption) => c.name), parseList(expected));
});

Then(/^the Link button reads "([^"]*)" and is (enabled|disabled)$/, function (this: ConsoleWorld, label: string, state: string) {
  const { linkLabel, canLink } = linkView(this);
  assert.deepEqual({ label: linkLabel, enabled: canLink }, { label, enabled: state === 'enabled' });
});

/** Any config of the catalog, searched for or not, as the picker would hand it on. */
When('the config {string} is chosen', function (this: ConsoleWorld, name: string) {
  const config = modal(this).getSnapshot().context.configs.find((c) => c.name === name);
  assert.ok(config, `the catalog has no config '${name}'`);
  modal(this).send({ type: 'config.choose', config });
});

const RELEASE = 'topology.release';

/** The link is held until the next step looks at the outcome, so the busy button can be seen. */
When('Link is pressed', function (this: ConsoleWorld) {
  this.remember(RELEASE, port(this).hold());
  modal(this).send({ type: 'link.submit' });
});

const release = (world: ConsoleWorld) => world.recallOr<() => void>(RELEASE, () => undefined)();

Then('the link modal says {string}', async function (this: ConsoleWorld, message: string) {
  const running = this.recall<Running>(MODAL);
  release(this);
  await waitFor(running.actor, (s) => s.status === 'done');
  assert.deepEqual(running.emitted.filter((e) => e.type === 'toast').map((e) => e.message), [message]);
});

Then('the link modal closes', async function (this: ConsoleWorld) {
  release(this);
  await waitFor(modal(this), (s) => s.status === 'done');
});

const linksOf = (world: ConsoleWorld, id: string) => port(world).linksOf(id);

Then('{string} is linked to {string} by hand', function (this: ConsoleWorld, id: string, name: string) {
  assert.deepEqual(linksOf(this, id).filter((l) => l.name === name).map((l) => l.selectorId), ['manual']);
});

Given(
  '{string} is linked to {string} by hand and to {string} by a selector',
  function (this: ConsoleWorld, id: string, manual: string, automatic: string) {
    port(this).setLinkedConfigs(id, [
      { configId: manual.toLowerCase(), name: manual, selectorId: 'manual' },
      { configId: automatic, name: automatic, selectorId: 'selector-1' },
    ]);
    this.remember(CARD, { id, name: id } satisfies Component);
  },
);

const linkNamed = (world: ConsoleWorld, name: string): ConfigLink => {
  const link = linksOf(world, world.recall<Component>(CARD).id).find((l) => l.name === name);
  assert.ok(link, `no link to '${name}'`);
  return link;
};

Then('unlinking {string} is not offered', function (this: ConsoleWorld, name: string) {
  assert.equal(canUnlink(linkNamed(this, name), true), false);
});

When('unlinking {string} is asked for', function (this: ConsoleWorld, name: string) {
  const link = linkNamed(this, name);
  assert.ok(canUnlink(link, true), `unlinking '${name}' is not offered`);
  const componentId = this.recall<Component>(CARD).id;
  this.remember(MODAL, start(machines(this).configUnlink, { componentId, link, underTopology: true }));
});

const unlinkModal = (world: ConsoleWorld) => world.recall<Running<Actor<TopologyMachines['configUnlink']>>>(MODAL).actor;

Then('nothing is unlinked until it is confirmed', function (this: ConsoleWorld) {
  assert.ok(selectConfigUnlinkView(unlinkModal(this).getSnapshot()).confirming, 'the unlink is not asked to be confirmed');
  assert.deepEqual(port(this).callsOf('unlinkConfig'), []);
});

When('it is confirmed', async function (this: ConsoleWorld) {
  unlinkModal(this).send({ type: 'unlink.confirm' });
  await waitFor(unlinkModal(this), (s) => s.status === 'done');
});

Then('{string} is no longer linked to {string}', function (this: ConsoleWorld, id: string, name: string) {
  assert.deepEqual(linksOf(this, id).map((l) => l.name).filter((n) => n === name), []);
});
