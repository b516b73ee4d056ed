import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor, type Actor } from 'xstate';
import { HealthMachines, selectConfigChecksView } from '../../core/health';
import { PlaybooksMachines, selectConfigRunsView, type PlaybookRunDetail } from '../../core/playbooks';
import { DomainError } from '../../core/shared';
import { aCheck } from '../../tests/fakes/health';
import type { ConsoleWorld } from '../support/world';

/** The catalog scenarios name configs; the fakes hold them under these ids (as catalog.steps.ts does). */
const idOf = (name: string) => `id-${name}`;

type RunsActor = Actor<PlaybooksMachines['configRuns']>;
type ChecksActor = Actor<HealthMachines['configChecks']>;

const runsTab = (world: ConsoleWorld) => {
  const actor = world.recall<RunsActor>('catalog.configRuns');
  assert.ok(actor, 'no Playbooks tab is open');
  return actor;
};
const runsView = (world: ConsoleWorld) => selectConfigRunsView(runsTab(world).getSnapshot());
const settled = (actor: RunsActor) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('more'), { timeout: 3000 });

const aRun = (n: number, configId: string, playbook: string, status: string, at: Date): PlaybookRunDetail => {
  const time = new Date(at.getTime() - n * 60_000).toISOString();
  return {
    run: {
      id: `run-${configId}-${String(n).padStart(4, '0')}`,
      playbookId: `pb-${playbook}`,
      playbookName: playbook,
      playbookTitle: playbook,
      rawStatus: status,
      resource: { kind: 'config', id: configId, name: configId },
      createdAt: time,
      startTime: time,
      parameters: {},
    },
    actions: [],
  };
};

Given('config {string} has {int} runs of the playbook {string}', function (this: ConsoleWorld, name: string, count: number, playbook: string) {
  const now = this.clock.now();
  const runs = Array.from({ length: count }, (_, n) => aRun(n, idOf(name), playbook, 'completed', now));
  // A run of another config, more recent than all of these: it never shows on this config's tab.
  this.console.playbookRuns.setRuns([aRun(-1, idOf('elsewhere'), playbook, 'failed', now), ...runs]);
});

Given("config {string}'s runs fail with {string}", function (this: ConsoleWorld, _name: string, message: string) {
  this.console.playbookRuns.failNext('list', new DomainError('server', message));
});

When('the Playbooks tab of config {string} opens', async function (this: ConsoleWorld, name: string) {
  const actor = createActor(this.console.get(PlaybooksMachines).configRuns, { input: { configId: idOf(name) } }).start();
  this.remember('catalog.configRuns', actor);
  await waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 3000 });
});

When('the runs are scrolled to {int} px above their bottom', async function (this: ConsoleWorld, distanceToEnd: number) {
  runsTab(this).send({ type: 'list.scrolled', distanceToEnd });
  await settled(runsTab(this));
});

Then('the Playbooks tab shows {int} runs, the first reading:', function (this: ConsoleWorld, count: number, table: DataTable) {
  const view = runsView(this);
  assert.equal(view.rows.length, count);
  const [first] = view.rows;
  assert.deepEqual(
    { id: first?.id, status: first?.status, start_time: first?.startTime, playbook: first?.playbook, link: first?.path },
    table.rowsHash(),
  );
});

Then('the Playbooks tab shows {int} runs', function (this: ConsoleWorld, count: number) {
  assert.equal(runsView(this).rows.length, count);
});

Then('the runs were asked for the pages {string} of {int}', function (this: ConsoleWorld, pages: string, size: number) {
  const calls = this.console.playbookRuns.callsOf('list').map(([query]) => query as { pageIndex: number; pageSize: number; configId?: string });
  assert.deepEqual(
    calls.map((query) => [query.pageIndex, query.pageSize, query.configId]),
    pages.split(',').map((page) => [Number(page.trim()), size, calls[0]?.configId]),
  );
  assert.ok(calls.every((query) => query.configId?.startsWith('id-')), 'the runs were not asked for one config');
});

Then('the Playbooks tab shows the error {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(runsView(this).error, message);
});

// Checks

Given('config {string} is checked by:', function (this: ConsoleWorld, name: string, table: DataTable) {
  const checks = table.hashes().map((row) =>
    aCheck({ id: `check-${row.name}`, name: row.name!, status: row.status === 'healthy' ? 'healthy' : 'unhealthy', uptime: { passed: Number(row.passed), failed: Number(row.failed) } }),
  );
  this.console.health.setChecks([...checks, aCheck({ id: 'check-unrelated', name: 'unrelated' })]);
  this.console.health.setConfigChecks(idOf(name), checks.map((check) => check.id));
});

Given("config {string}'s checks fail with {string}", function (this: ConsoleWorld, _name: string, message: string) {
  this.console.health.failNext('configChecks', new DomainError('server', message));
});

When('the Checks tab of config {string} opens', async function (this: ConsoleWorld, name: string) {
  const actor = createActor(this.console.get(HealthMachines).configChecks, { input: { configId: idOf(name) } }).start();
  this.remember('catalog.configChecks', actor);
  await waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 3000 });
});

const checksView = (world: ConsoleWorld) => {
  const actor = world.recall<ChecksActor>('catalog.configChecks');
  assert.ok(actor, 'no Checks tab is open');
  return selectConfigChecksView(actor.getSnapshot());
};

Then('the Checks tab lists {string}', function (this: ConsoleWorld, expected: string) {
  assert.equal(checksView(this).checks.map((check) => `${check.name} ${check.status}`).join(', '), expected);
});

Then('the checks were asked for config {string}', function (this: ConsoleWorld, name: string) {
  assert.deepEqual(this.console.health.callsOf('configChecks'), [[idOf(name)]]);
});

Then('the Checks tab shows the error {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(checksView(this).error, message);
});
