import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { fireEvent, screen, waitFor as waitForScreen, within } from '@testing-library/react';
import { createElement } from 'react';
import { createActor, SimulatedClock, waitFor, type Actor } from 'xstate';
import {
  HealthMachines, canRunNow, checkCells, checkDetailHeader, checkEvidence, DURATION_FILTER_ERROR, HEALTH_OVERVIEW, LAYOUT_LABELS, RUN_NOW,
  tableLines, TIME_RANGE_LABEL, toggleGroup, type GraphQuery, type TableLine, disabledRefreshRates, effectiveRefreshRate, groupHealth, healthColour,
  HEALTH_REFRESH_RATE_KEY, HEALTH_SETTINGS_KEY, labelStrip, parseDurationFilter,
  parseHealthQuery, parseHealthSettings, parseRefreshRate, selectCheckDetailView, selectHealthDashboardView,
  serialiseHealthQuery, showsEvidenceControl, STAT_TITLES, type CheckDetailEmitted, type CheckHealthTransition, type CheckStatus, type CheckStatusQuery, type CheckSummary,
  HealthPort, type HealthDashboardEmitted, type HealthQuery, type HealthRow, type HistoryStatus, type RefreshRate,
} from '../../core/health';
import { LINK_TO_INCIDENT } from '../../core/incidents';
import { TIME_RANGE_NAMES } from '../../core/shared';
import { createHttpClient } from '../../adapters/http/client';
import { HttpHealthAdapter } from '../../adapters/http/health.http';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import { aCheck } from '../../tests/fakes/health';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { SignedInProviders } from '../../ui/app/signed-in-app';
import HealthPage from '../../ui/health/health-page';
import { featureFlags, personRoles } from '../support/access-context';
import { parseList } from '../support/lists';
import { offerExport } from '../support/export-source';
import { showScreen } from '../support/screen';
import type { ConsoleWorld } from '../support/world';

type DashboardActor = Actor<HealthMachines['dashboard']>;
type DetailActor = Actor<HealthMachines['checkDetail']>;

const URL = 'health.url';
const RANGE = 'health.range';
const DASHBOARD = 'health.dashboard';
const DASHBOARD_CLOCK = 'health.dashboardClock';
const DASHBOARD_EMITTED = 'health.dashboardEmitted';
const REFRESHING_SIZES = 'health.refreshingSizes';
const RELEASE_SUMMARY = 'health.releaseSummary';
const DETAIL = 'health.detail';
const DETAIL_EMITTED = 'health.detailEmitted';
const CELL_CHECK = 'health.cellCheck';

/** The scenario's fakes: the health port (reading the scenario's clock) and the browser's storage. */
const port = (world: ConsoleWorld) => world.console.health;
const preferences = (world: ConsoleWorld) => world.console.preferences;
const machines = (world: ConsoleWorld) => world.console.get(HealthMachines);
const dashboard = (world: ConsoleWorld) => world.recall<DashboardActor>(DASHBOARD);
const detail = (world: ConsoleWorld) => world.recall<DetailActor>(DETAIL);
/** What the dashboard shows now. */
const view = (world: ConsoleWorld) => selectHealthDashboardView(dashboard(world).getSnapshot());
/** The URL parameters the dashboard last wrote. */
const lastParams = (world: ConsoleWorld): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(world.recallOr<HealthDashboardEmitted[]>(DASHBOARD_EMITTED, []).at(-1)?.search));
const minutesAgo = (world: ConsoleWorld, minutes: number) => new Date(world.clock.now().getTime() - minutes * 60_000).toISOString();
const sortedIds = (checks: readonly { id: string }[]) => checks.map((c) => c.id).sort();

function currentQuery(world: ConsoleWorld): HealthQuery {
  if (world.context.has(DASHBOARD)) return view(world).query;
  return parseHealthQuery(new URLSearchParams(world.recallOr(URL, '')), parseHealthSettings(preferences(world).values.get(HEALTH_SETTINGS_KEY)));
}

function updateCheck(world: ConsoleWorld, id: string, fields: Partial<CheckSummary>) {
  const fake = port(world);
  const known = world.recallOr<CheckSummary[]>('health.checks', []);
  const existing = known.find((check) => check.id === id) ?? aCheck({ id });
  const next = [...known.filter((check) => check.id !== id), { ...existing, ...fields }];
  world.remember('health.checks', next);
  fake.setChecks(next);
  return fake;
}

const labelsOf = (text: string | undefined): Record<string, string> =>
  Object.fromEntries(parseList(text ?? '').map((pair) => pair.split('=') as [string, string]));

// Given: the checks

Given('these checks:', function (this: ConsoleWorld, table: DataTable) {
  const checks = (table.hashes() as Record<string, string>[]).map((row) =>
    aCheck({
      id: row.id!,
      name: row.name ?? row.id!,
      status: (row.status || 'unhealthy') as CheckStatus,
      namespace: 'namespace' in row ? row.namespace || undefined : 'default',
      labels: labelsOf(row.labels),
      ...(row.canary ? { canaryName: row.canary } : {}),
      ...(row.type ? { type: row.type } : {}),
      ...(row.description ? { description: row.description } : {}),
      ...(row.agent ? { agentId: `agent-${row.agent}`, agent: { id: `agent-${row.agent}`, name: row.agent } } : {}),
    }),
  );
  this.remember('health.checks', checks);
  port(this).setChecks(checks);
});

/** The checks as Mission Control's summary answers them, so the dashboard reads them through the console's HTTP adapter. */
Given('the checks are read from the server', function (this: ConsoleWorld) {
  const checks = this.recallOr<CheckSummary[]>('health.checks', []).map((check) => ({
    id: check.id, canary_id: check.canaryId, canary_name: check.canaryName, name: check.name, namespace: check.namespace ?? null,
    type: check.type, status: check.status, labels: check.labels ?? {}, description: check.description ?? null,
  }));
  const server = new FakeFetch().on('GET', '/api/canary/api/summary', reply(200, { checks_summary: checks }));
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: server.fetch });
  this.console.container.rebind<HealthPort>(HealthPort).toConstantValue(new HttpHealthAdapter(http, new PostgrestClient(http)));
});

// The dashboard

Given('the dashboard URL is {string}', function (this: ConsoleWorld, url: string) {
  this.remember(URL, url);
});

Given('the saved refresh choice is {string}', function (this: ConsoleWorld, rate: string) {
  preferences(this).setValue(HEALTH_REFRESH_RATE_KEY, rate);
});

async function openDashboard(world: ConsoleWorld, url: string) {
  const bound = machines(world);
  const clock = world.remember(DASHBOARD_CLOCK, new SimulatedClock());
  const actor = createActor(bound.dashboard, { input: bound.dashboardInput(url), clock });
  const emitted = world.remember<HealthDashboardEmitted[]>(DASHBOARD_EMITTED, []);
  const sizes = world.remember<number[]>(REFRESHING_SIZES, []);
  actor.on('*', (event) => emitted.push(event));
  actor.subscribe((snapshot) => {
    const shown = selectHealthDashboardView(snapshot);
    if (shown.refreshing) sizes.push(shown.checks.length);
  });
  world.remember(DASHBOARD, actor);
  offerExport(world, () => selectHealthDashboardView(actor.getSnapshot()).exported);
  actor.start();
  await waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 2000 });
}

Given('the dashboard is open', async function (this: ConsoleWorld) {
  await openDashboard(this, this.recallOr(URL, ''));
});

When('the dashboard is opened again without parameters', async function (this: ConsoleWorld) {
  dashboard(this).stop();
  await openDashboard(this, '');
});

When('the refresh rate {string} is chosen', function (this: ConsoleWorld, rate: string) {
  dashboard(this).send({ type: 'refreshRate.choose', rate: parseRefreshRate(rate) });
});

When('the time range is {string}', function (this: ConsoleWorld, range: string) {
  this.remember(RANGE, range);
});

When('the time range {string} is chosen', function (this: ConsoleWorld, range: string) {
  dashboard(this).send({ type: 'timeRange.choose', timeRange: range });
});

When(/^(\d+) (?:more )?(seconds?|milliseconds?) go(?:es)? by$/, async function (this: ConsoleWorld, amount: string, unit: string) {
  this.recall<SimulatedClock>(DASHBOARD_CLOCK).increment(Number(amount) * (unit.startsWith('milli') ? 1 : 1000));
  await waitFor(dashboard(this), (s) => !s.hasTag('refreshing'), { timeout: 2000 });
});

When('{string} is typed in the search box', function (this: ConsoleWorld, text: string) {
  dashboard(this).send({ type: 'search.type', text });
});

When('Group By {string} is chosen', function (this: ConsoleWorld, groupBy: string) {
  dashboard(this).send({ type: 'groupBy.choose', groupBy });
});

When('the table is grouped by {string}', function (this: ConsoleWorld, groupBy: string) {
  dashboard(this).send({ type: 'groupBy.choose', groupBy });
});

When('Tab By {string} is chosen', function (this: ConsoleWorld, tabBy: string) {
  dashboard(this).send({ type: 'tabBy.choose', tabBy });
});

When('the tab {string} is chosen', function (this: ConsoleWorld, tab: string) {
  dashboard(this).send({ type: 'tab.choose', tab });
});

When('Hide Passing is turned off', function (this: ConsoleWorld) {
  dashboard(this).send({ type: 'hidePassing.set', hidePassing: false });
});

When(/^"([^"]*)" is clicked to (include|exclude)$/, function (this: ConsoleWorld, id: string, button: string) {
  dashboard(this).send({ type: 'label.toggle', id, clicked: button === 'include' ? 1 : -1 });
});

When('the row of check {string} is clicked', function (this: ConsoleWorld, checkId: string) {
  dashboard(this).send({ type: 'check.open', checkId });
});

When('the check detail is closed', function (this: ConsoleWorld) {
  dashboard(this).send({ type: 'check.close' });
});

// The health page on the screen, over the scenario's checks

When('the health page is shown at {string}', async function (this: ConsoleWorld, path: string) {
  if (!this.context.has('health.checks')) updateCheck(this, 'c1', {});
  showScreen(createElement(SignedInProviders, null, createElement(HealthPage, { virtualized: false })), { container: this.console.container, path });
  await screen.findByRole('heading', { level: 1, name: 'Health' });
});

Given('one check for each {word} from {word} to {word}', function (this: ConsoleWorld, key: string, first: string, last: string) {
  const [, prefix, from] = /^(\D*)(\d+)$/.exec(first)!;
  const to = Number(/\d+$/.exec(last)![0]);
  const checks = Array.from({ length: to - Number(from) + 1 }, (_, i) => {
    const value = `${prefix}${String(Number(from) + i).padStart(from!.length, '0')}`;
    return aCheck({ id: `c-${value}`, name: `check ${value}`, status: 'healthy', labels: { [key]: value } });
  });
  this.remember('health.checks', checks);
  port(this).setChecks(checks);
});

const labelFilter = (key: string) => screen.getByRole('group', { name: `Label ${key}` });
/** Each value listed has its own Include button, named for the label. */
const listedValues = (key: string) =>
  within(labelFilter(key)).getAllByRole('button', { name: /^Include / }).map((button) => button.getAttribute('aria-label')!.slice('Include '.length));

Then(/^the (\S+) filter lists ((?:\w+, )*\w+ and \w+)$/, async function (this: ConsoleWorld, key: string, values: string) {
  await waitForScreen(() => assert.deepEqual(listedValues(key), parseList(values).map((value) => `${key}=${value}`)));
});

Then('the {word} filter lists all {int} values', async function (this: ConsoleWorld, key: string, count: number) {
  await waitForScreen(() => assert.equal(listedValues(key).length, count));
});

When('{string} is pressed in the {word} filter', function (this: ConsoleWorld, button: string, key: string) {
  fireEvent.click(within(labelFilter(key)).getByRole('button', { name: button }));
});

const optionsOf = (select: HTMLElement) => [...select.querySelectorAll('option')].map((option) => option.value);

Then('its Refresh picker offers {}', async function (expected: string) {
  assert.deepEqual(optionsOf(await screen.findByRole('combobox', { name: 'Refresh' })), parseList(expected));
});

Then("its table's columns are {string}", async function (columns: string) {
  const headers = within(await screen.findByRole('grid', { name: 'Health checks' })).getAllByRole('columnheader');
  assert.deepEqual(headers.map((header) => header.textContent), parseList(columns));
});

/** The check's detail as the page shows it once its history has loaded. */
async function detailDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('grid', { name: 'Run history' });
  return dialog;
}

/** Does `act` on the screen, then waits for the history to be asked for again. */
async function askHistoryAgain(world: ConsoleWorld, act: (dialog: HTMLElement) => void) {
  const asked = port(world).callsOf('history').length;
  act(await detailDialog());
  await waitForScreen(() => assert.ok(port(world).callsOf('history').length > asked, 'the history was not asked for again'));
}

Then('the disabled refresh options are {string}', function (this: ConsoleWorld, expected: string) {
  assert.deepEqual([...disabledRefreshRates(this.recall(RANGE))], parseList(expected));
});

Then('the dashboard refreshes every {string}', function (this: ConsoleWorld, rate: string) {
  const actual = this.context.has(DASHBOARD)
    ? view(this).refreshRate
    : effectiveRefreshRate(parseRefreshRate(preferences(this).values.get(HEALTH_REFRESH_RATE_KEY)), this.recall(RANGE));
  assert.equal(actual, rate as RefreshRate);
});

Then('the refresh choice saved in the browser is {string}', function (this: ConsoleWorld, rate: string) {
  assert.equal(preferences(this).values.get(HEALTH_REFRESH_RATE_KEY), rate);
});

Given('the server is slow to answer the Health list', function (this: ConsoleWorld) {
  this.remember(RELEASE_SUMMARY, port(this).hold());
});

When('the server answers the Health list', async function (this: ConsoleWorld) {
  this.recall<() => void>(RELEASE_SUMMARY)();
  await waitFor(dashboard(this), (s) => s.matches({ data: 'ready' }), { timeout: 2000 });
});

Then(/^the summary has been loaded (\d+) times?$/, function (this: ConsoleWorld, times: string) {
  assert.equal(port(this).callsOf('summary').length, Number(times));
});

Then('the checks stayed on screen while reloading', function (this: ConsoleWorld) {
  const sizes = this.recall<number[]>(REFRESHING_SIZES);
  assert.ok(sizes.length > 0, 'the dashboard never reloaded');
  assert.ok(sizes.every((size) => size > 0), `the list emptied while reloading: ${sizes.join(', ')}`);
});

Then('writing the dashboard state back gives the same URL', function (this: ConsoleWorld) {
  const url = this.recall<string>(URL);
  assert.deepEqual(serialiseHealthQuery(parseHealthQuery(new URLSearchParams(url))), Object.fromEntries(new URLSearchParams(url)));
});

Then('the layout is {string}', function (this: ConsoleWorld, layout: string) {
  assert.equal(currentQuery(this).layout, layout);
});

Then('Group By is {string}', function (this: ConsoleWorld, groupBy: string) {
  assert.equal(currentQuery(this).groupBy, groupBy);
});

Then('Tab By is {string}', function (this: ConsoleWorld, tabBy: string) {
  assert.equal(currentQuery(this).tabBy, tabBy);
});

Then(/^Hide Passing is (on|off)$/, function (this: ConsoleWorld, state: string) {
  assert.equal(currentQuery(this).hidePassing, state === 'on');
});

Then(
  /^the browser keeps under "([^"]*)" Group By "([^"]*)", Tab By "([^"]*)" and Hide Passing (on|off)$/,
  function (this: ConsoleWorld, key: string, groupBy: string, tabBy: string, hidePassing: string) {
    assert.deepEqual(parseHealthSettings(preferences(this).values.get(key)), { groupBy, tabBy, hidePassing: hidePassing === 'on' });
  },
);

Then('the dashboard lists {}', function (this: ConsoleWorld, ids: string) {
  assert.deepEqual(sortedIds(view(this).checks), parseList(ids).sort());
});

Then('the URL holds query {string}', function (this: ConsoleWorld, query: string) {
  assert.equal(lastParams(this).query, query);
});

Then('the URL holds labels {string}', function (this: ConsoleWorld, labels: string) {
  assert.equal(lastParams(this).labels, labels);
});

Then('the URL is {string}', function (this: ConsoleWorld, url: string) {
  assert.deepEqual(lastParams(this), Object.fromEntries(new URLSearchParams(url)));
});

Then('the counts read {int} passing and {int} failing', function (this: ConsoleWorld, passing: number, failing: number) {
  assert.deepEqual(view(this).counts, { passing, failing });
});

Then(/^the label filter offers (\S+) with (.+)$/, function (this: ConsoleWorld, key: string, values: string) {
  const group = view(this).labelOptions.groups.find((g) => g.key === key);
  assert.ok(group, `no label group ${key}`);
  assert.deepEqual(group.values.map((v) => v.value), parseList(values));
});

Then('the label filter offers a toggle for {word}', function (this: ConsoleWorld, key: string) {
  assert.ok(view(this).labelOptions.toggles.some((toggle) => toggle.key === key), `no toggle for ${key}`);
});

Then('Tab By offers {}', function (this: ConsoleWorld, options: string) {
  assert.deepEqual(view(this).tabByOptions.map((o) => o.label), parseList(options));
});

Then('Group By offers {}', function (this: ConsoleWorld, options: string) {
  assert.deepEqual(view(this).groupByOptions.map((o) => o.label), parseList(options));
});

Then('the tabs are {string}', function (this: ConsoleWorld, tabs: string) {
  assert.deepEqual(view(this).tabs.map((t) => t.label), parseList(tabs));
});

const describeRow = (row: HealthRow) =>
  row.kind === 'group' ? `group ${row.name}: ${row.checks.map((c) => c.displayName).join(', ')}` : row.displayName;

Then('the rows are {string}', function (this: ConsoleWorld, rows: string) {
  assert.equal(view(this).rows.map(describeRow).join('; '), rows);
});

// How health reads

Then('the health {string} is {word}', function (health: string, colour: string) {
  assert.equal(healthColour(health), colour);
});

Then('a group of {string} checks is {word}', function (statuses: string, health: string) {
  assert.equal(groupHealth(parseList(statuses) as CheckStatus[]), health);
});

Given(
  'a check that last ran {int} ms ago with {int} passed and {int} failed runs and a p99 of {int} ms',
  function (this: ConsoleWorld, ms: number, passed: number, failed: number, p99: number) {
    const lastRuntime = new Date(this.clock.now().getTime() - ms).toISOString();
    this.remember(CELL_CHECK, aCheck({ id: 'cell', lastRuntime, uptime: { passed, failed }, latency: { p99 } }));
  },
);

Then('its Health cell shows {string}', function (this: ConsoleWorld, age: string) {
  assert.equal(checkCells(this.recall(CELL_CHECK), this.clock.now()).lastRunAge ?? '', age);
});

Then('its Uptime shows {string} and its Latency shows {string}', function (this: ConsoleWorld, uptime: string, latency: string) {
  const cells = checkCells(this.recall(CELL_CHECK), this.clock.now());
  assert.deepEqual({ uptime: cells.uptime, latency: cells.latency }, { uptime, latency });
});

// The check detail

Given('check {string} last ran {int} minutes ago', function (this: ConsoleWorld, id: string, minutes: number) {
  updateCheck(this, id, { lastRuntime: minutesAgo(this, minutes) });
});

Given('check {string} has severity {string} and a spec severity {string}', function (this: ConsoleWorld, id: string, severity: string, spec: string) {
  updateCheck(this, id, { severity: severity || undefined }).setCheckDetail({ id, severity: severity || undefined, spec: { severity: spec } });
});

Given(
  'over the range the chart counts {int} passed and {int} failed runs with p95 {int} ms, p97 {int} ms and p99 {int} ms',
  function (this: ConsoleWorld, passed: number, failed: number, p95: number, p97: number, p99: number) {
    port(this).setGraph('c1', { points: [], uptime: { passed, failed }, latency: { p95, p97, p99 } });
  },
);

Given('check {string} is linked to component {string} and config {string}', function (this: ConsoleWorld, id: string, component: string, config: string) {
  updateCheck(this, id, {}).setCheckDetail({
    id,
    relationships: { components: [{ id: `component-${component}`, name: component }], configs: [{ id: `config-${config}`, name: config, type: 'Kubernetes::Pod' }] },
  });
});

Given('check {string} has the spec {}', function (this: ConsoleWorld, id: string, spec: string) {
  updateCheck(this, id, {}).setCheckDetail({ id, spec: JSON.parse(spec) });
});

Given('check {string} of canary {string} was created by {string}', function (this: ConsoleWorld, id: string, canary: string, source: string) {
  updateCheck(this, id, { canaryId: canary }).setCheckDetail({ id, canaryId: canary, canary: { id: canary, name: `${canary}-canary`, source } });
});

Given(/^check "([^"]*)" ran (\d+) times in the last (?:hour|\d+ hours)$/, function (this: ConsoleWorld, id: string, count: string) {
  const runs = Array.from({ length: Number(count) }, (_, i) => ({
    time: minutesAgo(this, i + 1),
    duration: i === 0 ? 1540 : (i + 1) * 100,
    status: i % 2 === 0,
    message: `run ${i + 1}`,
  }));
  updateCheck(this, id, { lastRuntime: runs[0]?.time }).setStatuses(id, runs);
});

Given('running check {string} now fails with {string}', function (this: ConsoleWorld, id: string, error: string) {
  port(this).setRunResult(id, { pass: false, duration: 25, error });
});

const settled = (actor: DetailActor) =>
  waitFor(actor, (s) => s.matches('failed') || s.matches({ loaded: { check: 'idle', graph: 'ready', history: 'ready', run: 'idle' } }), {
    timeout: 2000,
  });

async function openDetail(world: ConsoleWorld, timeRange?: string) {
  if (!world.context.has('health.checks')) updateCheck(world, 'c1', {});
  const actor = createActor(machines(world).checkDetail, { input: { checkId: 'c1', timeRange } });
  const emitted = world.remember<CheckDetailEmitted[]>(DETAIL_EMITTED, []);
  actor.on('*', (event) => emitted.push(event));
  world.remember(DETAIL, actor);
  actor.start();
  await settled(actor);
}

When('its detail opens without a time range', async function (this: ConsoleWorld) {
  await openDetail(this);
});

When('its detail opens with the time range {string}', async function (this: ConsoleWorld, range: string) {
  await openDetail(this, range);
});

When('Run Now is pressed', async function (this: ConsoleWorld) {
  detail(this).send({ type: 'check.runNow' });
  await waitFor(detail(this), (s) => !s.hasTag('running'), { timeout: 2000 });
  await settled(detail(this));
});

When('the history Status {string} is chosen', async function (this: ConsoleWorld, status: string) {
  detail(this).send({ type: 'history.status.choose', status: status as HistoryStatus });
  await settled(detail(this));
});

When('the history Duration {string} is chosen', async function (this: ConsoleWorld, duration: string) {
  detail(this).send({ type: 'history.duration.choose', duration });
  await settled(detail(this));
});

When('the history page {int} is opened', async function (this: ConsoleWorld, page: number) {
  detail(this).send({ type: 'history.page', pageIndex: page - 1 });
  await settled(detail(this));
});

const detailView = (world: ConsoleWorld, shortScreen = false) => selectCheckDetailView(detail(world).getSnapshot(), shortScreen);

Then("the detail's time range is {string}", function (this: ConsoleWorld, range: string) {
  assert.equal(detailView(this).timeRange, range);
});

const STAT_KEYS: Record<string, keyof NonNullable<ReturnType<typeof detailView>['stats']>> = {
  [STAT_TITLES.uptime]: 'uptime',
  [STAT_TITLES.passed]: 'passed',
  [STAT_TITLES.failed]: 'failed',
  [STAT_TITLES.p95]: 'p95',
  [STAT_TITLES.p97]: 'p97',
  [STAT_TITLES.p99]: 'p99',
  [STAT_TITLES.severity]: 'severity',
};

Then('the stats read:', function (this: ConsoleWorld, table: DataTable) {
  const stats = detailView(this).stats;
  assert.ok(stats, 'the check did not load');
  const actual = (table.hashes() as { stat: string; value: string }[]).map(({ stat }) => {
    const key = STAT_KEYS[stat];
    assert.ok(key, `no stat titled '${stat}'`);
    return { stat, value: String(stats[key]) };
  });
  assert.deepEqual(actual, table.hashes());
});

Then('{int} labels of which {int} fit show {string}', function (count: number, fit: number, more: string) {
  const labels = Object.fromEntries(Array.from({ length: count }, (_, i) => [`key${i}`, `value${i}`]));
  assert.equal(labelStrip(labels, fit).more ?? '', more);
});

Then(/^on a (tall|short) screen the tabs are "([^"]*)"$/, function (this: ConsoleWorld, screen: string, tabs: string) {
  const actual = detailView(this, screen === 'short').tabs.map((tab) => (tab.count === undefined ? tab.label : `${tab.label} (${tab.count})`));
  assert.deepEqual(actual, tabs.split(', '));
});

Then('the relationship {string} links to {string}', function (this: ConsoleWorld, name: string, href: string) {
  assert.equal(detailView(this).relationships.find((link) => link.name === name)?.href, href);
});

Then('the Spec tab reads:', function (this: ConsoleWorld, yaml: string) {
  assert.equal(detailView(this).specYaml.trimEnd(), yaml.trimEnd());
});

Then('the footer link reads {string} and goes to {string}', function (this: ConsoleWorld, label: string, href: string) {
  const link = detailView(this).footerLink;
  assert.deepEqual({ label: link?.label, href: link?.href }, { label, href });
});

Then('the notice {string} is shown as a success', function (this: ConsoleWorld, message: string) {
  assert.deepEqual(
    this.recall<CheckDetailEmitted[]>(DETAIL_EMITTED).filter((event) => event.type === 'toast'),
    [{ type: 'toast', status: 'success', message }],
  );
});

Then('the history shows {int} runs, the newest failed with {string}', function (this: ConsoleWorld, count: number, message: string) {
  const history = detailView(this).history;
  assert.equal(history.total, count);
  assert.deepEqual({ passed: history.rows[0]?.passed, message: history.rows[0]?.message }, { passed: false, message });
});

Then('the check, its chart and its history were loaded again', function (this: ConsoleWorld) {
  const fake = port(this);
  assert.deepEqual(
    { check: fake.callsOf('checkDetail').length, graph: fake.callsOf('graph').length, history: fake.callsOf('history').length },
    { check: 2, graph: 2, history: 2 },
  );
});

// The run history

Then("the History tab's Status filter offers {}", async function (options: string) {
  assert.deepEqual(optionsOf(within(await detailDialog()).getByRole('combobox', { name: 'Status' })), parseList(options));
});

Then("the History tab's Duration filter offers {}", async function (options: string) {
  const suggestions = (await detailDialog()).querySelector<HTMLElement>('datalist');
  assert.ok(suggestions, 'the Duration filter suggests nothing');
  assert.deepEqual(optionsOf(suggestions), parseList(options));
});

When("{string} is picked in the History tab's Status filter", async function (this: ConsoleWorld, status: string) {
  await askHistoryAgain(this, (dialog) => fireEvent.change(within(dialog).getByRole('combobox', { name: 'Status' }), { target: { value: status } }));
});

When("{string} is typed in the History tab's Duration filter and Enter is pressed", async function (this: ConsoleWorld, duration: string) {
  await askHistoryAgain(this, (dialog) => {
    const input = within(dialog).getByRole('combobox', { name: 'Duration' });
    fireEvent.change(input, { target: { value: duration } });
    fireEvent.keyDown(input, { key: 'Enter' });
  });
});

Then('the duration {string} filters runs of at least {int} ms', function (typed: string, ms: number) {
  assert.deepEqual(parseDurationFilter(typed), { valid: true, minDuration: ms });
});

Then('the duration {string} is refused with {string}', function (typed: string, message: string) {
  assert.deepEqual(parseDurationFilter(typed), { valid: false, error: message });
});

Then('the history was asked for:', function (this: ConsoleWorld, table: DataTable) {
  const query = port(this).callsOf('history').at(-1)?.[0] as CheckStatusQuery;
  const row = table.hashes()[0]!;
  assert.deepEqual(
    {
      check: query.checkId,
      after: query.since,
      status: String(query.status ?? ''),
      'duration at least': String(query.minDuration ?? ''),
      'page size': String(query.pageSize),
      'page index': String(query.pageIndex),
    },
    row,
  );
});

Then('the history is asked for the runs of the last {int} minutes', function (this: ConsoleWorld, minutes: number) {
  const query = port(this).callsOf('history').at(-1)?.[0] as CheckStatusQuery;
  assert.equal(query.since, minutesAgo(this, minutes));
});

Then(/^the history was asked for (\d+) times?$/, function (this: ConsoleWorld, times: string) {
  assert.equal(port(this).callsOf('history').length, Number(times));
});

Then('the history shows {int} of {int} runs on {int} pages', function (this: ConsoleWorld, shown: number, total: number, pages: number) {
  const history = detailView(this).history;
  assert.deepEqual({ shown: history.rows.length, total: history.total, pages: history.pageCount }, { shown, total, pages });
});

Then('the first history row reads {string}, {string} and {string}', function (this: ConsoleWorld, time: string, duration: string, message: string) {
  const row = detailView(this).history.rows[0];
  assert.deepEqual({ time: row?.time, duration: row?.duration, message: row?.message }, { time, duration, message });
});

Then('the Duration filter says {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(detailView(this).history.durationError, message);
  assert.equal(message, DURATION_FILTER_ERROR);
});

// The footer's evidence or incident control

Then(
  /^the (full-size|embedded) check detail (shows|does not show) the control "([^"]*)"$/,
  function (this: ConsoleWorld, mode: string, shown: string, label: string) {
    assert.equal(label, LINK_TO_INCIDENT);
    const shows = showsEvidenceControl({ embedded: mode === 'embedded', flags: featureFlags(this), roles: personRoles(this) });
    assert.equal(shows, shown === 'shows');
  },
);

Then(
  'linking check {string} named {string} to an incident attaches evidence of type {string} for the check {string} described {string}',
  function (id: string, name: string, type: string, checkId: string, description: string) {
    assert.deepEqual(checkEvidence({ id, name }), { type, checkId, description });
  },
);

// The layouts and the table's lines

When('the layout button {string} is pressed', function (this: ConsoleWorld, label: string) {
  const layout = (Object.keys(LAYOUT_LABELS) as (keyof typeof LAYOUT_LABELS)[]).find((key) => LAYOUT_LABELS[key] === label);
  assert.ok(layout, `no layout button '${label}'; the buttons are ${Object.values(LAYOUT_LABELS).join(', ')}`);
  dashboard(this).send({ type: 'layout.choose', layout });
});

Then(/^the results are shown as (a table|cards)$/, function (this: ConsoleWorld, shown: string) {
  assert.equal(view(this).query.layout, shown === 'cards' ? 'card' : 'table');
});

Then('the URL holds layout {string}', function (this: ConsoleWorld, layout: string) {
  assert.equal(lastParams(this).layout, layout);
});


const OPEN_GROUPS = 'health.openGroups';

When('the group {string} is clicked', function (this: ConsoleWorld, name: string) {
  const group = view(this).rows.find((row) => row.kind === 'group' && row.name === name);
  assert.ok(group, `no group row '${name}'`);
  this.remember(OPEN_GROUPS, toggleGroup(this.recallOr<ReadonlySet<string>>(OPEN_GROUPS, new Set()), group.key));
});

const describeLine = (line: TableLine) =>
  line.kind === 'group'
    ? `group ${line.group.name} (${line.open ? 'open' : 'closed'})`
    : line.nested ? `  ${line.row.displayName}` : line.row.displayName;

Then('the table lines are:', function (this: ConsoleWorld, lines: string) {
  const actual = tableLines(view(this).rows, this.recallOr<ReadonlySet<string>>(OPEN_GROUPS, new Set())).map(describeLine);
  assert.deepEqual(actual, lines.split('\n'));
});

// The check detail's header, chart and footer

Given(
  /^check "([^"]*)" is the "([^"]*)" check "([^"]*)" in namespace "([^"]*)" at "([^"]*)"(?: pushed by agent "([^"]*)")?$/,
  function (this: ConsoleWorld, id: string, type: string, name: string, namespace: string, endpoint: string, agent: string | null) {
    updateCheck(this, id, {
      type, name, namespace, endpoint,
      ...(agent ? { agentId: `agent-${agent}`, agent: { id: `agent-${agent}`, name: agent } } : {}),
    });
  },
);

Then(
  'the header shows the name {string}, the icon of {string}, the namespace {string} and the endpoint {string}',
  function (this: ConsoleWorld, name: string, type: string, namespace: string, endpoint: string) {
    const check = detailView(this).check;
    assert.ok(check, 'the check did not load');
    const { agent: _agent, ...header } = checkDetailHeader(check);
    assert.deepEqual(header, { name, type, namespace, endpoint });
  },
);

Then(/^the header shows (?:the agent badge "([^"]*)"|no agent badge)$/, function (this: ConsoleWorld, agent: string | null) {
  const check = detailView(this).check;
  assert.ok(check, 'the check did not load');
  assert.equal(checkDetailHeader(check).agent?.name, agent ?? undefined);
});

Given('over the range the chart has {int} points', function (this: ConsoleWorld, count: number) {
  const points = Array.from({ length: count }, (_, i) => ({ time: minutesAgo(this, count - i), status: true, duration: 20, passed: 1, failed: 0 }));
  port(this).setGraph('c1', { points, uptime: { passed: count, failed: 0 }, latency: {} });
});

When("the detail's time range {string} is chosen", async function (this: ConsoleWorld, range: string) {
  detail(this).send({ type: 'timeRange.choose', timeRange: range });
  await settled(detail(this));
});

Then(
  'the detail shows a {string} selector on {string} and a {string} chart of {int} points',
  function (this: ConsoleWorld, selector: string, range: string, chart: string, points: number) {
    const shown = detailView(this);
    assert.deepEqual([TIME_RANGE_LABEL, HEALTH_OVERVIEW], [selector, chart]);
    assert.ok((TIME_RANGE_NAMES as readonly string[]).includes(range), `'${range}' is not a choice of the selector`);
    assert.deepEqual({ range: shown.timeRange, points: shown.chart.length, loading: shown.chartLoading }, { range, points, loading: false });
  },
);

Then('the chart was last asked for the range {string} starting {string}', function (this: ConsoleWorld, range: string, since: string) {
  const query = port(this).callsOf('graph').at(-1)?.[0] as GraphQuery | undefined;
  assert.deepEqual({ range: query?.timeRange, since: query?.since }, { range, since });
});

Then(/^the check detail footer (shows|does not show) the button "([^"]*)"$/, function (this: ConsoleWorld, shown: string, label: string) {
  assert.equal(label, RUN_NOW);
  assert.equal(canRunNow(personRoles(this)), shown === 'shows');
});

// Changes on the check chart (issue 22): the related config items' changes over the chart's range.

Given('check {string} passed until {int} minutes ago and has failed since', function (this: ConsoleWorld, id: string, minutes: number) {
  const points = Array.from({ length: 12 }, (_, i) => {
    const ago = 55 - i * 5;
    return { time: minutesAgo(this, ago), status: ago > minutes, duration: 100, passed: ago > minutes ? 1 : 0, failed: ago > minutes ? 0 : 1 };
  });
  updateCheck(this, id, {});
  port(this).setGraph(id, { points, uptime: { passed: 5, failed: 7 }, latency: {} });
});

const relatedChange = (world: ConsoleWorld, config: string, changeType: string, minutes: number, summary: string) => ({
  id: `change-${config}-${minutes}`,
  configId: `config-${config}`,
  configName: config,
  changeType,
  summary,
  at: minutesAgo(world, minutes),
});

Given(
  'config {string} related to check {string} recorded a {string} change {int} minutes ago: {string}',
  function (this: ConsoleWorld, config: string, id: string, changeType: string, minutes: number, summary: string) {
    const held = this.recallOr<ReturnType<typeof relatedChange>[]>('health.relatedChanges', []);
    held.push(relatedChange(this, config, changeType, minutes, summary));
    this.remember('health.relatedChanges', held);
    this.remember('health.relatedCheck', id);
    port(this).setRelatedChanges(id, held);
  },
);

Given(
  'component {string} related to check {string} turned from {string} to {string} {int} minutes ago',
  function (this: ConsoleWorld, component: string, id: string, previous: string, health: string, minutes: number) {
    const held = this.recallOr<CheckHealthTransition[]>('health.relatedTransitions', []);
    held.push({ id: `${component}-${minutes}`, componentId: `component-${component}`, componentName: component, previous, health, at: minutesAgo(this, minutes) });
    this.remember('health.relatedTransitions', held);
    port(this).setRelatedTransitions(id, held);
  },
);

Given('config {string} recorded a {string} change {int} hours ago, before the range', function (this: ConsoleWorld, config: string, changeType: string, hours: number) {
  const held = this.recall<ReturnType<typeof relatedChange>[]>('health.relatedChanges');
  held.push(relatedChange(this, config, changeType, hours * 60, 'an older change'));
  port(this).setRelatedChanges(this.recall<string>('health.relatedCheck'), held);
});

Then('the Health Overview marks {int} change: {string} {int} minutes before the first failure', function (this: ConsoleWorld, count: number, title: string, minutes: number) {
  const { chart, chartChanges } = detailView(this);
  assert.equal(chartChanges.length, count);
  assert.equal(chartChanges[0]!.title, title);
  const firstFailure = chart.find((point) => !point.status);
  assert.ok(firstFailure, 'the chart shows no failure');
  assert.equal(new Date(firstFailure.time).getTime() - chartChanges[0]!.at, minutes * 60_000);
});

Then('the Health Overview marks {string}', function (this: ConsoleWorld, titles: string) {
  assert.deepEqual(detailView(this).chartChanges.map((mark) => mark.title), parseList(titles));
});

Then('the mark\'s hover card reads {string} and links to {string}', function (this: ConsoleWorld, summary: string, href: string) {
  const [mark] = detailView(this).chartChanges;
  assert.equal(mark!.summary, summary);
  assert.equal(mark!.href, href);
});
