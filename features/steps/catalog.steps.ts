import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor, type Actor } from 'xstate';
import {
  CatalogMachines, CatalogPort, HIDE_DELETED_CATALOG_KEY, HIDE_DELETED_CHANGES_KEY, HIDE_DELETED_CONFIG_CHANGES, configPath, healthBar, isDeleted,
  INSIGHT_MESSAGE_LIMIT, catalogRoute, catalogTabs, repeatText, selectCatalogListView, truncateMessage, selectCatalogOptionsView, selectChangeDetailsView, selectChangesListView, selectConfigPageView, toggleInFilterList,
  type CatalogMachines as Machines, type CatalogRow, type ChangeDetail, type ChangesQuery, type ConfigChange, type ConfigDetail, type ConfigItem,
  type ChangeDetailsMachine, type ConfigPageMachine, type Insight, type InsightsQuery, type RelationsQuery, type RelationshipsMachine,
} from '../../core/catalog';
import { graphLayout, graphPositions, relationshipGraph, selectRelationshipsView, type GraphDirection } from '../../core/catalog';
import { ROUTE_REDIRECTS, pageAreaForPath } from '../../core/session';
import { DomainError } from '../../core/shared';
import { isHealth } from '../../core/shared';
import { HttpCatalogAdapter } from '../../adapters/http/catalog.http';
import { createHttpClient } from '../../adapters/http/client';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import { aConfig, type FakeCatalogPort } from '../../tests/fakes/catalog';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { areaWorld, openCollection, type CollectionScreen } from '../support/collection-screen';
import type { ConsoleWorld } from '../support/world';

interface ConfigScreen {
  readonly actor: Actor<ConfigPageMachine>;
  search: string;
}

/** What the catalog scenarios hold: the console's catalog, the server when it is read over HTTP, and the screens opened. */
interface CatalogWorld {
  readonly port: FakeCatalogPort;
  server?: FakeFetch;
  list?: CollectionScreen<CatalogRow>;
  config?: ConfigScreen;
  changes?: CollectionScreen<ConfigChange>;
  insights?: CollectionScreen<Insight>;
}

const catalog = (world: ConsoleWorld) => areaWorld<CatalogWorld>(world, 'catalog', () => ({ port: world.console.catalog }));

/** The catalog's machines as the container binds them: over the fake, or, once a scenario's server is set, over the HTTP adapter talking to it. */
function machines(world: ConsoleWorld): Machines {
  const { server } = catalog(world);
  if (server) {
    const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: server.fetch });
    world.console.container.rebind<CatalogPort>(CatalogPort).toConstantValue(new HttpCatalogAdapter(http, new PostgrestClient(http)));
  }
  return world.console.get(CatalogMachines);
}

const pairs = (text: string): Record<string, string> =>
  Object.fromEntries(
    text.split(',').map((pair) => pair.trim()).filter(Boolean).map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    }),
  );

const idOf = (name: string) => `id-${name}`;

const configNamed = (world: ConsoleWorld, name: string): ConfigItem => {
  const config = catalog(world).port.all().find((held) => held.name === name);
  assert.ok(config, `the catalog holds no config '${name}'`);
  return config;
};

const detail = (world: ConsoleWorld, name: string, fields: Partial<ConfigDetail>) => catalog(world).port.mergeDetail(idOf(name), fields);

Given('the catalog holds:', function (this: ConsoleWorld, table: DataTable) {
  catalog(this).port.setConfigs(
    table.hashes().map((row) =>
      aConfig({
        id: idOf(row.name!),
        name: row.name!,
        type: row.type!,
        configClass: row.class!,
        status: row.status || undefined,
        health: row.health && isHealth(row.health) ? row.health : undefined,
        tags: pairs(row.tags ?? ''),
        labels: pairs(row.labels ?? ''),
        changes: Number(row.changes ?? 0),
        createdAt: this.clock.now().toISOString(),
      }),
    ),
  );
});

Given('the catalog also holds the deleted {string} {string}', function (this: ConsoleWorld, type: string, name: string) {
  catalog(this).port.add(aConfig({ id: idOf(name), name, type, deletedAt: this.clock.now().toISOString(), status: 'Terminated' }));
});

Given('deleted configs are not hidden', function (this: ConsoleWorld) {
  this.console.preferences.setValue(HIDE_DELETED_CATALOG_KEY, 'no');
});

Given('the catalog is read from the server', function (this: ConsoleWorld) {
  catalog(this).server = new FakeFetch()
    .on('POST', '/api/catalog/summary', reply(200, [{ type: 'Kubernetes::Pod', count: 2, health: { healthy: 2 }, changes: 1, analysis: {} }]))
    .on('GET', '/api/db/configs', reply(200, [], { 'content-range': '*/0' }))
    .on('POST', '/api/catalog/changes', reply(200, {}))
    .on('GET', '/api/db/config_analysis_items', reply(200, [], { 'content-range': '*/0' }))
    .on('GET', '/api/db/rpc/related_configs_recursive', reply(200, []));
});

Given('the catalog holds {int} configs of type {string}', function (this: ConsoleWorld, count: number, type: string) {
  catalog(this).port.setConfigs(
    Array.from({ length: count }, (_, i) => aConfig({ id: idOf(`pod-${i}`), name: `pod-${String(i).padStart(4, '0')}`, type, createdAt: this.clock.now().toISOString() })),
  );
});

Given('the catalog is read from the server, holding {int} configs', function (this: ConsoleWorld, total: number) {
  const rows = Array.from({ length: 200 }, (_, i) => ({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `pod-${i}`, type: 'Kubernetes::Pod' }));
  catalog(this).server = new FakeFetch().on('GET', '/api/db/configs', reply(200, rows, { 'content-range': `0-199/${total}` }));
});

When('the catalog list is scrolled to within {int} px of its end', async function (this: ConsoleWorld, distanceToEnd: number) {
  listScreen(this).send({ type: 'page.scrolled', distanceToEnd });
  await listScreen(this).settled();
});

Then('the catalog lists {int} of its {int} configs, with no pager', function (this: ConsoleWorld, shown: number, total: number) {
  const { view } = listScreen(this);
  assert.deepEqual([view().rows.length, view().total, view().paged], [shown, total, false]);
});

When('the catalog opens with {string}', async function (this: ConsoleWorld, search: string) {
  catalog(this).list = await openCollection(this, machines(this).list, { search });
});

const listScreen = (world: ConsoleWorld) => {
  const { list } = catalog(world);
  assert.ok(list, 'the catalog is not open');
  return list;
};
const listView = (world: ConsoleWorld) => selectCatalogListView(listScreen(world).view());

Then('the catalog shows its summary', function (this: ConsoleWorld) {
  assert.equal(listView(this).mode, 'summary');
});

Then('the summary reads:', function (this: ConsoleWorld, table: DataTable) {
  const shown = listView(this).lines.map((line) => ({ line: line.name, kind: line.kind, count: String(line.count), changes: String(line.changes) }));
  assert.deepEqual(shown, table.hashes());
});

Then('the catalog is grouped by {string}', function (this: ConsoleWorld, groups: string) {
  assert.equal(listView(this).groupBy.join(','), groups);
});

Then('the health bar of {string} is {string}', function (this: ConsoleWorld, name: string, expected: string) {
  const line = listView(this).lines.find((held) => held.name === name);
  assert.ok(line, `no summary line '${name}'`);
  assert.equal(healthBar(line.health).map((segment) => `${segment.health} ${segment.count} ${segment.colour}`).join(', '), expected);
});

When('the summary line {string} is clicked', async function (this: ConsoleWorld, name: string) {
  const view = listView(this);
  const line = view.lines.find((held) => held.name === name);
  assert.ok(line, `no summary line '${name}'`);
  for (const [filter, value] of view.clickOf(line) ?? []) listScreen(this).send({ type: 'filter.set', name: filter, value });
  await listScreen(this).settled();
});

Then("the catalog's URL is {string}", function (this: ConsoleWorld, search: string) {
  assert.equal(listScreen(this).search(), search);
});

Then('the catalog lists {string}', function (this: ConsoleWorld, names: string) {
  const view = listView(this);
  assert.equal(view.mode, 'list');
  assert.equal(view.configs.map((config) => config.name).join(', '), names);
});

Then("the catalog's rows read {string}", function (this: ConsoleWorld, expected: string) {
  const view = listView(this);
  assert.equal(view.mode, 'list');
  assert.equal(view.listRows.map((line) => (line.kind === 'heading' ? line.title : line.name)).join(' | '), expected);
});

Then("the catalog's table draws rows {int} px high and keeps {int} drawn beyond each edge", function (this: ConsoleWorld, height: number, overscan: number) {
  assert.deepEqual(listView(this).tableRows, { height, overscan });
});

Then('the catalog can be grouped by {string}', async function (this: ConsoleWorld, groups: string) {
  const actor = createActor(machines(this).options).start();
  const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 2000 });
  const tagGroups = selectCatalogOptionsView(snapshot).groupBy.map((option) => option.value).filter((value) => value.endsWith('__tag'));
  assert.equal(tagGroups.join(', '), groups);
  actor.stop();
});

Then('the server is asked for the summary grouped by {string} over {string}', function (this: ConsoleWorld, groups: string, window: string) {
  const request = catalog(this).server!.requests.find((held) => held.method === 'POST' && held.url.pathname === '/api/catalog/summary');
  assert.ok(request, 'no summary was asked for');
  const body = request.body as { groupBy: string[]; changes: { since: string }; analysis: { since: string }; cost: string };
  assert.deepEqual([body.groupBy.join(','), body.changes.since, body.analysis.since, body.cost], [groups, window, window, window]);
});

Then(
  'the catalog is asked for type {string}, status {string}, health {string}, search {string}, sorted by {string} {string}',
  function (this: ConsoleWorld, type: string, status: string, health: string, search: string, sortBy: string, sortOrder: string) {
    const [query] = catalog(this).port.callsOf('list').at(-1) as [Record<string, unknown>];
    assert.deepEqual(
      { configType: query.configType, status: query.status, health: query.health, search: query.search, sortBy: query.sortBy, sortOrder: query.sortOrder },
      { configType: type, status, health, search, sortBy, sortOrder },
    );
  },
);

Then('{string} is shown as deleted', function (this: ConsoleWorld, name: string) {
  const config = listView(this).configs.find((held) => held.name === name);
  assert.ok(config && isDeleted(config), `'${name}' is not shown as deleted`);
});

Then("the catalog's breadcrumb is {string}", function (this: ConsoleWorld, breadcrumb: string) {
  assert.equal(listView(this).breadcrumb.join(' > '), breadcrumb);
});

Then('the config {string} opens at {string}', function (this: ConsoleWorld, name: string, path: string) {
  const config = listView(this).configs.find((held) => held.name === name);
  assert.ok(config, `the list shows no '${name}'`);
  assert.equal(configPath(config.id), path);
});

Then('the server is asked for configs with:', function (this: ConsoleWorld, table: DataTable) {
  const request = catalog(this).server!.requests.filter((held) => held.url.pathname === '/api/db/configs').at(-1);
  assert.ok(request, 'configs were not asked for');
  for (const { parameter, value } of table.hashes()) assert.equal(request.url.searchParams.get(parameter!), value, parameter);
});

// A config's page

Given('config {string} holds {string}', function (this: ConsoleWorld, name: string, json: string) {
  detail(this, name, { content: JSON.parse(json) });
});

Given('config {string} holds the text {string}', function (this: ConsoleWorld, name: string, text: string) {
  detail(this, name, { content: text });
});

Given(
  'config {string} has {int} changes, {int} insight(s), {int} relationships, {int} playbook runs and {int} checks',
  function (this: ConsoleWorld, name: string, changes: number, analysis: number, relationships: number, playbookRuns: number, checks: number) {
    detail(this, name, { summary: { changes, analysis, relationships, playbookRuns, checks } });
  },
);

Given('config {string} was last scraped {int} minutes ago', function (this: ConsoleWorld, name: string, minutes: number) {
  detail(this, name, { lastScrapedTime: new Date(this.clock.now().getTime() - minutes * 60_000).toISOString() });
});

Given('config {string} has the properties {string}', function (this: ConsoleWorld, name: string, properties: string) {
  detail(this, name, { properties: Object.entries(pairs(properties)).map(([key, text]) => ({ name: key, text })) });
});

Given('config {string} has the labels {string}', function (this: ConsoleWorld, name: string, labels: string) {
  catalog(this).port.add({ ...configNamed(this, name), labels: pairs(labels) });
});

Given('config {string} cost {float} yesterday and {int} over 30 days', function (this: ConsoleWorld, name: string, day: number, month: number) {
  detail(this, name, { cost1d: day, cost30d: month });
});

Given(
  'config {string} cost {float} yesterday, {float} over 7 days and {float} over 30 days',
  function (this: ConsoleWorld, name: string, day: number, week: number, month: number) {
    detail(this, name, { cost1d: day, cost7d: week, cost30d: month });
  },
);

async function openConfig(world: ConsoleWorld, name: string, search = '') {
  const actor = createActor(machines(world).config, { input: { id: idOf(name), search } });
  const screen: ConfigScreen = { actor, search };
  actor.on('url.write', (event) => (screen.search = event.search));
  actor.start();
  catalog(world).config = screen;
  await waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 2000 });
}

When('the page of config {string} opens', async function (this: ConsoleWorld, name: string) {
  await openConfig(this, name);
});

When('the page of config {string} opens with {string}', async function (this: ConsoleWorld, name: string, search: string) {
  await openConfig(this, name, search);
});

const configScreen = (world: ConsoleWorld) => {
  const { config } = catalog(world);
  assert.ok(config, 'no config page is open');
  return config;
};
const configView = (world: ConsoleWorld) => selectConfigPageView(configScreen(world).actor.getSnapshot());
const sidebar = (world: ConsoleWorld) => {
  const shown = configView(world).sidebar;
  assert.ok(shown, 'the config page shows no sidebar');
  return shown;
};

When('YAML is asked for', function (this: ConsoleWorld) {
  configScreen(this).actor.send({ type: 'format.set', format: 'yaml' });
});

When('line {int} of the config is clicked', function (this: ConsoleWorld, line: number) {
  configScreen(this).actor.send({ type: 'line.toggle', line });
});

Then("the config's content reads:", function (this: ConsoleWorld, content: string) {
  assert.equal(configView(this).lines.join('\n'), content);
});

Then("the config's URL is {string}", function (this: ConsoleWorld, search: string) {
  assert.equal(configScreen(this).search, search);
});

Then('linking to an incident attaches lines {int} and {int} of config {string}', function (this: ConsoleWorld, first: number, second: number, name: string) {
  const { evidence } = configView(this);
  const lines = configView(this).lines;
  assert.deepEqual(evidence?.configId, idOf(name));
  assert.deepEqual(evidence?.evidence?.selected_lines, { [first]: lines[first - 1], [second]: lines[second - 1] });
});

Then("the Config tab's actions both take config {string}", function (this: ConsoleWorld, name: string) {
  const view = configView(this);
  assert.deepEqual([view.evidence?.configId, view.playbookTarget?.kind, view.playbookTarget?.id], [idOf(name), 'config', idOf(name)]);
});

Then("the config's tabs read {string}", function (this: ConsoleWorld, tabs: string) {
  const shown = configView(this).tabs.map((tab) => [tab.label, tab.countText, tab.high ? '(red)' : undefined].filter(Boolean).join(' '));
  assert.equal(shown.join(', '), tabs);
});

Then('the config page says it is missing', function (this: ConsoleWorld) {
  assert.equal(configView(this).missing, true);
});

Then(/^the sidebar (warns|does not warn) 'Last scraped'$/, function (this: ConsoleWorld, warns: string) {
  assert.equal(sidebar(this).staleSince !== undefined, warns === 'warns');
});

Then('the sidebar shows the class {string}', function (this: ConsoleWorld, configClass: string) {
  assert.equal(sidebar(this).configClass ?? '', configClass);
});

Then("the sidebar's properties read {string}", function (this: ConsoleWorld, expected: string) {
  const groups = sidebar(this).properties.map((group) =>
    `${group.name ? `${group.name}: ` : ''}${group.rows.map((row) => `${row.label}=${row.value}`).join(', ')}`,
  );
  assert.equal(groups.join(' | '), expected);
});

Then("the sidebar's labels read {string}", function (this: ConsoleWorld, expected: string) {
  assert.equal(sidebar(this).labels.map(([key, value]) => `${key}=${value}`).join(', '), expected);
});

Then("the sidebar's cost reads {string}", function (this: ConsoleWorld, expected: string) {
  const cost = sidebar(this).cost;
  assert.ok(cost, 'the sidebar shows no cost');
  const marker = cost.trend ? ` (marked ${cost.trend})` : '';
  assert.equal(`1d ${cost.day}${marker}, 7d ${cost.week}, 30d ${cost.month}`, expected);
});

Then('the cost is marked {string}', function (this: ConsoleWorld, marker: string) {
  assert.equal(sidebar(this).cost?.trend ?? '', marker);
});

// Changes

Given("the catalog's changes:", function (this: ConsoleWorld, table: DataTable) {
  const hoursAgo = (hours: string) => new Date(this.clock.now().getTime() - Number(hours) * 3_600_000).toISOString();
  catalog(this).port.setChanges(
    table.hashes().map((row): ChangeDetail => ({
      id: row.id!,
      configId: idOf(row.config!),
      configName: '',
      configType: '',
      tags: {},
      changeType: row.type!,
      severity: row.severity,
      summary: row.summary,
      createdAt: hoursAgo(row['hours ago']!),
      firstObserved: hoursAgo(row['first seen hours ago']!),
      count: Number(row.count),
    })),
  );
});

Given('config {string} has {int} changes in the last hour', function (this: ConsoleWorld, name: string, count: number) {
  const at = (n: number) => new Date(this.clock.now().getTime() - n * 1000).toISOString();
  catalog(this).port.setChanges(
    Array.from({ length: count }, (_, n): ChangeDetail => ({
      id: `change-${n}`, configId: idOf(name), configName: name, configType: '', tags: {}, changeType: 'diff', summary: `change ${n}`, createdAt: at(n), count: 1,
    })),
  );
});

Given('change {string} has the diff:', function (this: ConsoleWorld, id: string, diff: string) {
  const { port } = catalog(this);
  port.setChanges(port.allChanges().map((change) => (change.id === id ? { ...change, diff } : change)));
});

const PREFERENCES: Readonly<Record<string, string>> = { [HIDE_DELETED_CONFIG_CHANGES]: HIDE_DELETED_CHANGES_KEY };

Given('the preference {string} is {string}', function (this: ConsoleWorld, name: string, value: string) {
  this.console.preferences.setValue(PREFERENCES[name]!, value);
});

When('the change history opens with {string}', async function (this: ConsoleWorld, search: string) {
  catalog(this).changes = await openCollection(this, machines(this).changes(), { search });
});

When('the changes of config {string} open with {string}', async function (this: ConsoleWorld, name: string, search: string) {
  catalog(this).changes = await openCollection(this, machines(this).changes(idOf(name)), { search });
});

const changesScreen = (world: ConsoleWorld) => {
  const { changes } = catalog(world);
  assert.ok(changes, 'no change history is open');
  return changes;
};
const lastAsked = (world: ConsoleWorld) => (catalog(world).port.callsOf('changes').at(-1) as [ChangesQuery])[0];
const changeWith = (world: ConsoleWorld, summary: string) => {
  const change = changesScreen(world).view().rows.find((held) => held.summary === summary);
  assert.ok(change, `the change history shows no '${summary}'`);
  return change;
};

Then(
  'the changes are asked from {string}, page {int} of {int}, sorted {string}, deleted configs left out',
  function (this: ConsoleWorld, from: string, page: number, pageSize: number, sortBy: string) {
    const asked = lastAsked(this);
    assert.deepEqual([asked.from, asked.page, asked.pageSize, asked.sortBy, asked.includeDeletedConfigs], [from, page, pageSize, sortBy, false]);
  },
);

Then('the changes are asked for page {int}', function (this: ConsoleWorld, page: number) {
  assert.equal(lastAsked(this).page, page);
});

When('the change history goes to its page {int}', async function (this: ConsoleWorld, page: number) {
  const screen = changesScreen(this);
  screen.send({ type: 'page.go', pageIndex: page - 1 });
  await screen.settled();
});

Then("the change history's URL is {string}", function (this: ConsoleWorld, search: string) {
  assert.equal(changesScreen(this).search(), search);
});

Then('the changes are asked with deleted configs included', function (this: ConsoleWorld) {
  assert.equal(lastAsked(this).includeDeletedConfigs, true);
});

Then('the change history lists {string}', function (this: ConsoleWorld, summaries: string) {
  assert.equal(changesScreen(this).view().rows.map((change) => change.summary).join(', '), summaries);
});

Then('the last seen of {string} adds {string}', function (this: ConsoleWorld, summary: string, text: string) {
  assert.equal(repeatText(changeWith(this, summary)), text);
});

Then('the last seen of {string} adds nothing', function (this: ConsoleWorld, summary: string) {
  assert.equal(repeatText(changeWith(this, summary)), undefined);
});

When('the change type {string} is excluded from a cell', async function (this: ConsoleWorld, type: string) {
  const screen = changesScreen(this);
  const { changeType } = selectChangesListView(screen.view());
  screen.send({ type: 'filter.set', name: 'changeType', value: toggleInFilterList(changeType, type, true) });
  await screen.settled();
});

Then('the change filters show the chips {string}', function (this: ConsoleWorld, chips: string) {
  assert.equal(selectChangesListView(changesScreen(this).view()).chips.map((chip) => chip.label).join(', '), chips);
});

Then('the change filters show no chips', function (this: ConsoleWorld) {
  assert.deepEqual(selectChangesListView(changesScreen(this).view()).chips, []);
});

When('the chip {string} is removed', async function (this: ConsoleWorld, label: string) {
  const screen = changesScreen(this);
  const chip = selectChangesListView(screen.view()).chips.find((held) => held.label === label);
  assert.ok(chip, `no chip '${label}'`);
  screen.send({ type: 'filter.set', name: chip.name, value: '' });
  await screen.settled();
});

Then('the changes of config {string} are asked looking {string}', function (this: ConsoleWorld, name: string, recursive: string) {
  const asked = lastAsked(this);
  assert.deepEqual([asked.configId, asked.recursive], [idOf(name), recursive]);
});

Then(
  'the server is asked for the changes of config {string} looking {string} {int} deep, page {int} of {int}',
  function (this: ConsoleWorld, name: string, recursive: string, depth: number, page: number, pageSize: number) {
    const request = catalog(this).server!.requests.filter((held) => held.url.pathname === '/api/catalog/changes').at(-1);
    assert.ok(request, 'the changes were not asked for');
    const body = request.body as Record<string, unknown>;
    assert.deepEqual([body.id, body.recursive, body.depth, body.page, body.page_size], [idOf(name), recursive, depth, page, pageSize]);
  },
);

When('the details of change {string} open', async function (this: ConsoleWorld, id: string) {
  const actor = createActor(machines(this).changeDetails).start();
  actor.send({ type: 'change.open', id });
  await waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 2000 });
  this.remember('catalog.changeDetails', actor);
});

Then('the diff reads side by side:', function (this: ConsoleWorld, table: DataTable) {
  const actor = this.recall<Actor<ChangeDetailsMachine>>('catalog.changeDetails');
  const view = selectChangeDetailsView(actor.getSnapshot());
  const side = (line?: { kind: string; text: string; oldLine?: number; newLine?: number }, old = true) =>
    line ? `${old ? line.oldLine : line.newLine} ${line.kind === 'added' ? '+' : line.kind === 'removed' ? '-' : ' '}${line.text}` : '';
  const rows = view.split.filter((row) => row.hunk === undefined).map((row) => ({ old: side(row.left), new: side(row.right, false) }));
  assert.deepEqual(rows, table.hashes());
});

// Insights

Given("the catalog's insights:", function (this: ConsoleWorld, table: DataTable) {
  catalog(this).port.setInsights(
    table.hashes().map((row): Insight => ({
      id: row.id!,
      configId: idOf(row.config!),
      configName: '',
      configType: '',
      analyzer: row.analyzer!,
      analysisType: row.type!,
      severity: row.severity,
      status: 'open',
      message: row.message,
      firstObserved: new Date(this.clock.now().getTime() - Number(row['hours ago']) * 3_600_000).toISOString(),
    })),
  );
});

Given('the insights fail with {string}', function (this: ConsoleWorld, message: string) {
  catalog(this).port.failNext('insights', new DomainError('server', message));
});

When('the insights open with {string}', async function (this: ConsoleWorld, search: string) {
  catalog(this).insights = await openCollection(this, machines(this).insights(), { search });
});

When('the insights of config {string} open with {string}', async function (this: ConsoleWorld, name: string, search: string) {
  catalog(this).insights = await openCollection(this, machines(this).insights(idOf(name)), { search });
});

const insightsScreen = (world: ConsoleWorld) => {
  const { insights } = catalog(world);
  assert.ok(insights, 'the insights are not open');
  return insights;
};

Then('the insights are asked for page {int} of {int} sorted by {string} {string}', function (this: ConsoleWorld, page: number, size: number, sortBy: string, order: string) {
  const [asked] = catalog(this).port.callsOf('insights').at(-1) as [InsightsQuery];
  assert.deepEqual([asked.pageIndex, asked.pageSize, asked.sortBy, asked.sortOrder], [page, size, sortBy, order]);
});

Then('the insights list {string}', function (this: ConsoleWorld, analyzers: string) {
  assert.equal(insightsScreen(this).view().rows.map((insight) => insight.analyzer).join(', '), analyzers);
});

Then('the server is asked for insights with {string} {string}', function (this: ConsoleWorld, parameter: string, value: string) {
  const request = catalog(this).server!.requests.filter((held) => held.url.pathname === '/api/db/config_analysis_items').at(-1);
  assert.ok(request, 'the insights were not asked for');
  assert.equal(request.url.searchParams.get(parameter), value);
});

Then('a message of {int} characters shows as {int} characters', function (length: number, shown: number) {
  const message = 'm'.repeat(length);
  const cut = truncateMessage(message);
  assert.equal(cut.length, shown);
  assert.equal(cut.startsWith('m'.repeat(Math.min(length, INSIGHT_MESSAGE_LIMIT))), true);
});

Then('the insights show the error {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(insightsScreen(this).view().error, message);
});

// The catalog's pages

Then(/^the catalog path "([^"]*)" shows (.+)$/, function (path: string, page: string) {
  const route = catalogRoute(path);
  const config = /^the config "([^"]+)" on its (\w+) tab$/.exec(page);
  const expected = config
    ? { page: 'config', id: config[1], tab: config[2] }
    : { page: { 'the list': 'list', 'the change history': 'changes', 'the insights': 'insights' }[page] };
  assert.deepEqual(route, expected);
});

// Relationships

Given(/^"([^"]+)" links (softly )?to "([^"]+)"$/, function (this: ConsoleWorld, from: string, softly: string | undefined, to: string) {
  catalog(this).port.relate(idOf(from), idOf(to), !softly);
});

async function openRelationships(world: ConsoleWorld, configId: string) {
  const actor = createActor(machines(world).relationships, { input: { configId } }).start();
  await waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 2000 });
  world.remember('catalog.relationships', actor);
}

When('the relationships of {string} open', async function (this: ConsoleWorld, name: string) {
  await openRelationships(this, idOf(name));
});

When('the relationships of config id {string} open', async function (this: ConsoleWorld, id: string) {
  await openRelationships(this, id);
});

const relationships = (world: ConsoleWorld) => world.recall<Actor<RelationshipsMachine>>('catalog.relationships');

When(/^"(outgoing|incoming|soft)" is turned (on|off)$/, async function (this: ConsoleWorld, which: 'outgoing' | 'incoming' | 'soft', state: string) {
  const actor = relationships(this);
  actor.send({ type: 'relations.toggle', which, on: state === 'on' });
  await waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 2000 });
});

Then('the toggles read {string}', function (this: ConsoleWorld, expected: string) {
  const { toggles } = selectRelationshipsView(relationships(this).getSnapshot());
  assert.equal(`outgoing ${toggles.outgoing ? 'on' : 'off'}, incoming ${toggles.incoming ? 'on' : 'off'}, soft ${toggles.soft ? 'on' : 'off'}`, expected);
});

Then('the related configs are {string}', function (this: ConsoleWorld, expected: string) {
  const { related } = selectRelationshipsView(relationships(this).getSnapshot());
  assert.equal(related.map((config) => `${config.name} ${config.direction} ${config.depth}`).join(', '), expected);
});

Then('the relationships were asked with deleted configs hidden', function (this: ConsoleWorld) {
  const [asked] = catalog(this).port.callsOf('related').at(-1) as [RelationsQuery];
  assert.equal(asked.includeDeleted, false);
});

Then('the server is asked for related configs with {string} {string}', function (this: ConsoleWorld, parameter: string, value: string) {
  const request = catalog(this).server!.requests.filter((held) => held.url.pathname === '/api/db/rpc/related_configs_recursive').at(-1);
  assert.ok(request, 'related configs were not asked for');
  assert.equal(request.url.searchParams.get(parameter), value);
});

// The relationship graph

Given('{string} links to {int} configs of type {string}', function (this: ConsoleWorld, name: string, count: number, type: string) {
  const { port } = catalog(this);
  for (let n = 1; n <= count; n++) {
    port.add(aConfig({ id: idOf(`subnet-${n}`), name: `subnet-${n}`, type }));
    port.relate(idOf(name), idOf(`subnet-${n}`));
  }
});

const GROUPS = 'catalog.graphGroups';
const graphOf = (world: ConsoleWorld) =>
  relationshipGraph(selectRelationshipsView(relationships(world).getSnapshot()).withSelf, world.recallOr<ReadonlySet<string>>(GROUPS, new Set()));

When("the graph's group {string} is clicked", function (this: ConsoleWorld, type: string) {
  const group = graphOf(this).nodes.find((node) => node.kind === 'group' && node.label === type);
  assert.ok(group, `the graph has no group '${type}'`);
  const toggled = new Set(this.recallOr<ReadonlySet<string>>(GROUPS, new Set()));
  if (!toggled.delete(group.id)) toggled.add(group.id);
  this.remember(GROUPS, toggled);
});

Then(/^the graph shows (?:no group|the (open|closed) group "([^"]+)") and (\d+) subnets$/, function (this: ConsoleWorld, state: string | undefined, type: string | undefined, configs: string) {
  const graph = graphOf(this);
  const groups = graph.nodes.filter((node) => node.kind === 'group');
  if (!state) assert.deepEqual(groups, []);
  else assert.deepEqual(groups.map((node) => [node.label, node.expanded]), [[type, state === 'open']]);
  const subnets = graph.nodes.filter((node) => node.kind === 'config' && node.label.startsWith('subnet-'));
  assert.equal(subnets.length, Number(configs));
  // Every shown subnet hangs from the group when there is one, else from the config.
  for (const subnet of subnets) assert.ok(graph.edges.some((edge) => edge.target === subnet.id && edge.source === (groups[0]?.id ?? idOf('orders'))));
});

Then(
  /^laid out (LR|TB) the graph places "([^"]+)" at (\S+), "([^"]+)" at (\S+) and "([^"]+)" at (\S+)$/,
  function (this: ConsoleWorld, direction: GraphDirection, root: string, rootAt: string, child: string, childAt: string, grandchild: string, grandchildAt: string) {
    const positions = graphPositions(graphOf(this), direction);
    const placed = [root, rootAt, child, childAt, grandchild, grandchildAt];
    for (let i = 0; i < placed.length; i += 2) {
      const position = positions.get(idOf(placed[i]!));
      assert.equal(position && `${position.x},${position.y}`, placed[i + 1], placed[i]);
    }
  },
);

Then(/^laid out (LR|TB) the graph's (\d+) nodes move to their places over (\d+) ms$/, function (this: ConsoleWorld, direction: GraphDirection, nodes: string, ms: string) {
  const layout = graphLayout(graphOf(this), direction);
  assert.equal(Object.keys(layout.positions).length, Number(nodes));
  assert.deepEqual([layout.animate, layout.animationDuration], [true, Number(ms)]);
});

Then("with the config type {string} the catalog's tabs lead to {string}", function (type: string, paths: string) {
  assert.equal(catalogTabs(type, true).map((tab) => tab.path).join(', '), paths);
});

Then(/^the catalog's tabs read "([^"]*)"( while the scrapers area is off)?$/, function (labels: string, off: string | undefined) {
  assert.equal(catalogTabs(undefined, !off).map((tab) => `${tab.label} ${tab.path}`).join(', '), labels);
});

Then('the route {string} is the page of the {string} area', function (path: string, label: string) {
  assert.equal(pageAreaForPath(path)?.label, label);
});

Then('the route {string} redirects to {string}', function (from: string, to: string) {
  assert.equal(ROUTE_REDIRECTS[from], to);
});

Then(
  'the sidebar reads health {string}, status {string}, deleted {string} and the type links to {string}',
  function (this: ConsoleWorld, health: string, status: string, deleted: string, typePath: string) {
    const shown = sidebar(this);
    assert.deepEqual([shown.health ?? 'unknown', shown.status, shown.deletedAt, shown.typePath], [health, status, deleted, typePath]);
  },
);

// The changes table's 'Live' toggle (features/live-updates.feature).

When('the Live toggle of the change history is turned on', async function (this: ConsoleWorld) {
  const screen = changesScreen(this);
  screen.send({ type: 'live.follow', on: true });
  await screen.settled();
});

When(/^config "([^"]+)" records the changes? "(.+)"$/, async function (this: ConsoleWorld, name: string, summaries: string) {
  const { port } = catalog(this);
  const held = port.allChanges().length;
  // Each recorded after the last: a second apart, after the scenario's changes.
  const recorded = summaries.split('", "').map((summary, n): ChangeDetail => {
    const at = new Date(this.clock.now().getTime() + (held + n) * 1000).toISOString();
    return { id: `recorded-${held + n}`, configId: idOf(name), configName: name, configType: '', tags: {}, changeType: 'diff', summary, createdAt: at, count: 1 };
  });
  port.setChanges([...port.allChanges(), ...recorded]);
  this.console.live.emit(...recorded.map((change) => ({
    kind: 'config.change' as const, id: change.id, parent: change.configId, op: 'insert' as const, at: change.createdAt,
    row: { id: change.id, config_id: change.configId, change_type: change.changeType, summary: change.summary, created_at: change.createdAt },
  })));
  this.console.liveScheduler.flush();
  await changesScreen(this).settled();
});

Then('the changes were read {int} time(s)', function (this: ConsoleWorld, times: number) {
  assert.equal(catalog(this).port.callsOf('changes').length, times);
});
