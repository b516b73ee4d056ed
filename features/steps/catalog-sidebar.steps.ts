import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import {
  CatalogMachines, CatalogPort, SIDE_PANEL_PAGE_SIZE, canDeleteConfigLink, selectConfigLinksView, selectIncidentsPanelView, selectInsightsPanelView,
  type ConfigLinksMachine, type PanelListView,
} from '../../core/catalog';
import { PlaybooksMachines, selectConfigRunsView, type PlaybookRunDetail } from '../../core/playbooks';
import { DomainError, type Toast } from '../../core/shared';
import { HttpCatalogAdapter } from '../../adapters/http/catalog.http';
import { createHttpClient } from '../../adapters/http/client';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { personRoles } from '../support/access-context';
import type { ConsoleWorld } from '../support/world';

/** The catalog scenarios name configs; the fakes hold them under these ids (as catalog.steps.ts does). */
const idOf = (name: string) => `id-${name}`;
const componentId = (name: string) => `component-${name}`;

type LinksActor = ReturnType<typeof createActor<ConfigLinksMachine>>;

interface LinksPanel {
  readonly actor: LinksActor;
  readonly toasts: Toast[];
}

const LINKS = 'catalog.linksPanel';
const linksPanel = (world: ConsoleWorld) => {
  const panel = world.recall<LinksPanel>(LINKS);
  assert.ok(panel, 'the Topology panel is not open');
  return panel;
};
const linksView = (world: ConsoleWorld) => selectConfigLinksView(linksPanel(world).actor.getSnapshot());
const linksSettled = (world: ConsoleWorld) =>
  waitFor(linksPanel(world).actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'), { timeout: 3000 });

const recordToasts = (actor: AnyActorRef): Toast[] => {
  const toasts: Toast[] = [];
  actor.on('toast', (event: Toast) => toasts.push(event));
  return toasts;
};

Given('config {string} is linked to the components:', function (this: ConsoleWorld, name: string, table: DataTable) {
  for (const row of table.hashes()) {
    this.console.catalog.linkComponent(idOf(name), { id: componentId(row.component!), name: row.component! }, row['made by'] === 'a person' ? 'manual' : row['made by']);
  }
});

Given('deleting a config link fails with {string}', function (this: ConsoleWorld, message: string) {
  this.console.catalog.failNext('unlinkComponent', new DomainError('forbidden', message));
});

When('the Topology panel of config {string} opens', async function (this: ConsoleWorld, name: string) {
  const input = { configId: idOf(name), mayDelete: canDeleteConfigLink(personRoles(this)) };
  const actor = createActor(this.console.get(CatalogMachines).configLinks, { input });
  const toasts = recordToasts(actor);
  actor.start();
  this.remember(LINKS, { actor, toasts });
  await linksSettled(this);
});

Then('the Topology panel lists {string}', function (this: ConsoleWorld, expected: string) {
  assert.equal(linksView(this).links.map((link) => `${link.name}${link.deletable ? ' (can be deleted)' : ''}`).join(', '), expected);
});

When('the link to {string} is deleted', function (this: ConsoleWorld, component: string) {
  linksPanel(this).actor.send({ type: 'link.delete', componentId: componentId(component) });
});

Then('a confirmation asks {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(linksView(this).confirm?.message, message);
});

Then('no confirmation is asked', function (this: ConsoleWorld) {
  assert.equal(linksView(this).confirm, undefined);
});

When('the link deletion is confirmed', async function (this: ConsoleWorld) {
  linksPanel(this).actor.send({ type: 'link.confirm' });
  await linksSettled(this);
});

When('the link deletion is cancelled', function (this: ConsoleWorld) {
  linksPanel(this).actor.send({ type: 'link.cancel' });
});

Then('no config link was deleted', function (this: ConsoleWorld) {
  assert.deepEqual(this.console.catalog.callsOf('unlinkComponent'), []);
});

Then('the links of config {string} were read {int} times', function (this: ConsoleWorld, name: string, times: number) {
  assert.deepEqual(this.console.catalog.callsOf('components'), Array.from({ length: times }, () => [idOf(name)]));
});

Then('the Topology panel toasts {string} {string}', function (this: ConsoleWorld, status: string, message: string) {
  assert.deepEqual(linksPanel(this).toasts, [{ type: 'toast', status, message }]);
});

// What the console sends to delete a link

When('the link from config {string} to component {string} is deleted on the server', async function (this: ConsoleWorld, name: string, component: string) {
  const server = new FakeFetch().on('DELETE', '/api/db/config_component_relationships', reply(200, []));
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: server.fetch });
  this.console.container.rebind<CatalogPort>(CatalogPort).toConstantValue(new HttpCatalogAdapter(http, new PostgrestClient(http)));
  await this.console.get(CatalogPort).unlinkComponent(idOf(name), componentId(component));
  this.remember('catalog.linkServer', server);
});

Then('the server is sent DELETE {string} with:', function (this: ConsoleWorld, path: string, table: DataTable) {
  const server = this.recall<FakeFetch>('catalog.linkServer');
  assert.deepEqual(server.requests.map((request) => `${request.method} ${request.url.pathname}`), [`DELETE ${path}`]);
  assert.deepEqual(Object.fromEntries(server.requests[0]!.url.searchParams), table.rowsHash());
});

// The paged panels: insights, incidents and playbook runs

/** What the steps read of an open panel, whichever list it shows. */
interface PagedPanel {
  readonly view: () => PanelListView<unknown> | { rows: readonly unknown[]; error?: string };
  readonly scroll: (distanceToEnd: number) => void;
  readonly settled: () => Promise<unknown>;
  readonly pages: () => [number, number][];
  readonly toasts: Toast[];
}

const PANEL = 'catalog.pagedPanel';
const pagedPanel = (world: ConsoleWorld) => {
  const panel = world.recall<PagedPanel>(PANEL);
  assert.ok(panel, 'no panel of the sidebar is open');
  return panel;
};

const pagesOf = (calls: unknown[][]) => calls.map(([query]) => query as { pageIndex: number; pageSize: number }).map((q): [number, number] => [q.pageIndex, q.pageSize]);
const quiet = (actor: AnyActorRef) => () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('more'), { timeout: 3000 });

const aRun = (n: number, configId: string, at: Date): PlaybookRunDetail => {
  const time = new Date(at.getTime() - n * 60_000).toISOString();
  return {
    run: {
      id: `run-${String(n).padStart(4, '0')}`, playbookId: 'pb-restart', playbookName: 'Restart', playbookTitle: 'Restart', rawStatus: 'completed',
      resource: { kind: 'config', id: configId, name: configId }, createdAt: time, startTime: time, parameters: {},
    },
    actions: [],
  };
};

Given('config {string} has {int} insights, {int} incidents and {int} playbook runs', function (this: ConsoleWorld, name: string, insights: number, incidents: number, runs: number) {
  const now = this.clock.now().getTime();
  const at = (n: number) => new Date(now - n * 60_000).toISOString();
  this.console.catalog.setInsights(
    Array.from({ length: insights }, (_, n) => ({
      id: `insight-${n}`, configId: idOf(name), configName: name, configType: '', analyzer: `analyzer-${n}`, analysisType: 'security', severity: 'high',
      message: `finding ${n}`, firstObserved: at(n),
    })),
  );
  this.console.catalog.setIncidents(
    Array.from({ length: incidents }, (_, n) => ({ id: `incident-${n}`, configId: idOf(name), title: `incident ${n}`, status: 'open', createdAt: at(n) })),
  );
  this.console.playbookRuns.setRuns(Array.from({ length: runs }, (_, n) => aRun(n, idOf(name), this.clock.now())));
});

Given("config {string}'s insights fail with {string}", function (this: ConsoleWorld, _name: string, message: string) {
  this.console.catalog.failNext('insights', new DomainError('server', message));
});

Given("config {string}'s incidents fail with {string}", function (this: ConsoleWorld, _name: string, message: string) {
  this.console.catalog.failNext('incidents', new DomainError('server', message));
});

When('the sidebar panel {string} of config {string} opens', async function (this: ConsoleWorld, which: string, name: string) {
  const machines = this.console.get(CatalogMachines);
  const configId = idOf(name);
  let panel: PagedPanel;
  if (which === 'Insights' || which === 'Incidents') {
    const actor = which === 'Insights' ? createActor(machines.insightsPanel, { input: { configId } }) : createActor(machines.incidentsPanel, { input: { configId } });
    const toasts = recordToasts(actor);
    actor.start();
    panel = {
      view: () => (which === 'Insights' ? selectInsightsPanelView(actor.getSnapshot() as never) : selectIncidentsPanelView(actor.getSnapshot() as never)),
      scroll: (distanceToEnd) => actor.send({ type: 'list.scrolled', distanceToEnd }),
      settled: quiet(actor),
      pages: () => pagesOf(this.console.catalog.callsOf(which === 'Insights' ? 'insights' : 'incidents')),
      toasts,
    };
  } else {
    assert.equal(which, 'Playbook Runs', `no '${which}' panel`);
    const actor = createActor(this.console.get(PlaybooksMachines).configRuns, { input: { configId, pageSize: SIDE_PANEL_PAGE_SIZE } });
    const toasts = recordToasts(actor);
    actor.start();
    panel = {
      view: () => {
        const view = selectConfigRunsView(actor.getSnapshot());
        return { rows: view.rows, error: view.error };
      },
      scroll: (distanceToEnd) => actor.send({ type: 'list.scrolled', distanceToEnd }),
      settled: quiet(actor),
      pages: () => pagesOf(this.console.playbookRuns.callsOf('list')),
      toasts,
    };
  }
  this.remember(PANEL, panel);
  await panel.settled();
});

When('the panel is scrolled to {int} px above its bottom', async function (this: ConsoleWorld, distanceToEnd: number) {
  pagedPanel(this).scroll(distanceToEnd);
  await pagedPanel(this).settled();
});

Then('the panel shows {int} rows', function (this: ConsoleWorld, count: number) {
  assert.equal(pagedPanel(this).view().rows.length, count);
});

Then('the panel was asked for the pages {string} of {int}', function (this: ConsoleWorld, pages: string, size: number) {
  assert.deepEqual(pagedPanel(this).pages(), pages.split(',').map((page): [number, number] => [Number(page.trim()), size]));
});

Then('each row of the panel is {int} px high, between {int} and {int}, in a panel {int} px high', function (this: ConsoleWorld, height: number, least: number, most: number, panelHeight: number) {
  const view = pagedPanel(this).view() as PanelListView<unknown>;
  assert.equal(view.rowHeight, height);
  assert.ok(view.rowHeight >= least && view.rowHeight <= most, `${view.rowHeight} px is outside ${least} to ${most}`);
  assert.equal(view.height, panelHeight);
});

Then('the panel shows the error {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(pagedPanel(this).view().error, message);
});

Then('the panel toasts the error {string}', function (this: ConsoleWorld, message: string) {
  assert.deepEqual(pagedPanel(this).toasts, [{ type: 'toast', status: 'error', message }]);
});

Then('the panel toasts nothing', function (this: ConsoleWorld) {
  assert.deepEqual(pagedPanel(this).toasts, []);
});
