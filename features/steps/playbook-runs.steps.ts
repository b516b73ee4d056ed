import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, SimulatedClock, waitFor, type Actor } from 'xstate';
import {
  ACTION_STATUSES, playbookRunPath, PlaybooksMachines, RUN_STATUS_ICONS, RUN_STATUSES, RUNS_DEFAULT_RANGE, selectRunDetailView, type PlaybookRunAction,
  type PlaybookRunDetail, type PlaybookRunRow, type RunDetailView,
} from '../../core/playbooks';
import type { PlaybooksMachines as Machines } from '../../core/playbooks';
import { relativeRange, timeRangeFilter, timeRangeUrl, type Toast } from '../../core/shared';
import type { FakePlaybookRunPort } from '../../tests/fakes/playbook-runs';
import { personRoles } from '../support/access-context';
import { areaWorld, openCollection, type CollectionScreen } from '../support/collection-screen';
import type { ConsoleWorld } from '../support/world';

type RunDetailActor = Actor<Machines['runDetail']>;

/** A run's page a scenario opened: its machine on a simulated clock, its toasts, and where it sent the console. */
interface RunPage {
  readonly actor: RunDetailActor;
  readonly clock: SimulatedClock;
  readonly toasts: Toast[];
  view(): RunDetailView;
  wentTo?: string;
}

interface RunsWorld {
  readonly port: FakePlaybookRunPort;
  list?: CollectionScreen<PlaybookRunRow>;
  page?: RunPage;
}

const area = (world: ConsoleWorld) => areaWorld<RunsWorld>(world, 'playbook-runs', () => ({ port: world.console.playbookRuns }));
const page = (world: ConsoleWorld) => {
  const { page } = area(world);
  assert.ok(page, 'no run page is open');
  return page;
};
const list = (world: ConsoleWorld) => {
  const { list } = area(world);
  assert.ok(list, 'the runs list is not open');
  return list;
};
const settledPage = (world: ConsoleWorld) => waitFor(page(world).actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'), { timeout: 3000 });

Given('the playbook runs are:', function (this: ConsoleWorld, table: DataTable) {
  area(this).port.setRuns(
    table.hashes().map((row): PlaybookRunDetail => ({
      run: {
        id: row.id!,
        playbookId: row.playbook!,
        playbookName: row.playbook!,
        playbookTitle: row.playbook!,
        rawStatus: row.status!,
        requestedBy: { id: row['requested by']!, name: row['requested by']! },
        createdAt: `${row.created!}:00.000Z`,
        startTime: row.status === 'pending_approval' ? undefined : `${row.created!}:05.000Z`,
        error: row.error || undefined,
        parameters: {},
      },
      actions: [],
    })),
  );
});

const actionsOf = (table: DataTable): PlaybookRunAction[] =>
  table.hashes().map((row, n) => ({
    id: `a-${n + 1}`,
    name: row.name!,
    rawStatus: row.status!,
    error: row.error || undefined,
    result: row.result ? (JSON.parse(row.result) as Record<string, unknown>) : undefined,
  }));

Given('run {string} has the actions:', function (this: ConsoleWorld, id: string, table: DataTable) {
  area(this).port.update(id, (detail) => ({ ...detail, actions: actionsOf(table) }));
});

Given('run {string} started at {string} has the actions:', function (this: ConsoleWorld, id: string, at: string, table: DataTable) {
  area(this).port.update(id, (detail) => ({ run: { ...detail.run, startTime: at }, actions: actionsOf(table) }));
});

Given('run {string} is scheduled for {string}', function (this: ConsoleWorld, id: string, at: string) {
  area(this).port.update(id, (detail) => ({ ...detail, run: { ...detail.run, scheduledTime: at } }));
});

Given('downloads fail', function (this: ConsoleWorld) {
  this.console.download.save = () => {
    throw new Error('the browser refused the download');
  };
});

Given('they are {string}', function (this: ConsoleWorld, person: string) {
  area(this).port.signedInAs(person);
});

Given('the playbook {string} can run', function (this: ConsoleWorld, id: string) {
  area(this).port.setPlaybook(id, [], []);
});

When('they open the playbook runs', async function (this: ConsoleWorld) {
  area(this).list = await openCollection(this, this.console.get(PlaybooksMachines).runs);
});

When(/^they filter the runs by (playbook|status|time range) "([^"]+)"$/, async function (this: ConsoleWorld, filter: string, value: string) {
  const shown = list(this);
  const range = relativeRange(`now-${value}`);
  shown.send({ type: 'filters.set', filter: filter === 'time range' && range ? timeRangeFilter(timeRangeUrl(RUNS_DEFAULT_RANGE), range) : { [filter]: value } });
  await shown.settled();
});

When('they open run {string}', async function (this: ConsoleWorld, runId: string) {
  const clock = new SimulatedClock();
  const actor = createActor(this.console.get(PlaybooksMachines).runDetail, { input: { runId, roles: personRoles(this) }, clock });
  const opened: RunPage = { actor, clock, toasts: [], view: () => selectRunDetailView(actor.getSnapshot()) };
  actor.on('toast', (toast) => opened.toasts.push(toast));
  actor.on('run.started', (event) => (opened.wentTo = playbookRunPath(event.runId)));
  actor.start();
  area(this).page = opened;
  await settledPage(this);
});

When('they download the output of {string}', async function (this: ConsoleWorld, name: string) {
  const step = page(this).view().steps.find((s) => s.name === name);
  assert.ok(step, `no step '${name}'`);
  page(this).actor.send({ type: 'logs.download', actionId: step.id });
  await settledPage(this);
});

When('5 seconds go by on the run page', async function (this: ConsoleWorld) {
  page(this).clock.increment(5_000);
  await settledPage(this);
});

When('run {string} ends as {string}', function (this: ConsoleWorld, id: string, status: string) {
  area(this).port.update(id, (detail) => ({ ...detail, run: { ...detail.run, rawStatus: status } }));
});

When('they approve the run', async function (this: ConsoleWorld) {
  page(this).actor.send({ type: 'run.approve' });
  await settledPage(this);
});

When('they re-run the run', async function (this: ConsoleWorld) {
  page(this).actor.send({ type: 'run.rerun' });
  await settledPage(this);
});

Then('the runs shown are {string}', function (this: ConsoleWorld, ids: string) {
  assert.equal(list(this).view().rows.map((row) => row.id).join(', '), ids);
});

Then('the runs are asked {int} at a time', function (this: ConsoleWorld, size: number) {
  const [query] = area(this).port.callsOf('list').at(-1) as [{ pageSize: number }];
  assert.equal(query.pageSize, size);
});

Then('the run statuses are {string}', function (this: ConsoleWorld, statuses: string) {
  assert.equal(RUN_STATUSES.join(', '), statuses);
});

Then('the action statuses are {string}', function (this: ConsoleWorld, statuses: string) {
  assert.equal(ACTION_STATUSES.join(', '), statuses);
});

Then('the steps are:', function (this: ConsoleWorld, table: DataTable) {
  const shown = page(this).view().steps.map((step) => ({
    name: step.name,
    status: step.status,
    error: step.error ?? '',
    stdout: step.stdout ?? '',
    result: step.noResult ?? '',
  }));
  assert.deepEqual(shown, table.hashes());
});

Then(/^the scheduled time (is shown|is not shown)$/, function (this: ConsoleWorld, shown: string) {
  assert.equal(page(this).view().run?.scheduledTime !== undefined, shown === 'is shown');
});

Then(/^the logs of "([^"]+)" are (a link|text)$/, function (this: ConsoleWorld, name: string, shown: string) {
  const step = page(this).view().steps.find((s) => s.name === name);
  assert.ok(step, `no step '${name}'`);
  assert.equal(step.logsLink !== undefined, shown === 'a link');
  assert.equal(step.logs !== undefined, shown === 'text');
});

Then('the file {string} was saved', function (this: ConsoleWorld, name: string) {
  assert.deepEqual(this.console.download.saved.map((file) => file.filename), [name]);
});

Then('the run page says {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(page(this).toasts.at(-1)?.message, message);
});

Then('run {string} was read {int} time(s)', function (this: ConsoleWorld, id: string, times: number) {
  assert.equal(area(this).port.callsOf('get').filter(([runId]) => runId === id).length, times);
});

Then('run {string} is {string}', function (this: ConsoleWorld, id: string, status: string) {
  assert.equal(area(this).port.runOf(id)?.run.rawStatus, status);
});

Then('they may approve and cancel the run', function (this: ConsoleWorld) {
  const view = page(this).view();
  assert.deepEqual([view.canApprove, view.canCancel], [true, true]);
});

Then('they may not approve, cancel or re-run the run', function (this: ConsoleWorld) {
  const view = page(this).view();
  assert.deepEqual([view.canApprove, view.canCancel, view.canRerun], [false, false, false]);
});

Then('the run page goes to {string}', function (this: ConsoleWorld, path: string) {
  assert.equal(page(this).wentTo, path);
});

Then('each of the statuses {string} has its own icon', function (this: ConsoleWorld, statuses: string) {
  const icons: (string | undefined)[] = statuses.split(', ').map((status) => RUN_STATUS_ICONS[status as keyof typeof RUN_STATUS_ICONS]);
  assert.ok(icons.every((icon) => icon !== undefined), `a status has no icon: ${icons.join(', ')}`);
  assert.equal(new Set(icons).size, icons.length);
});

// What the live stream tells a run's page (features/live-updates.feature).

const ACTION_WORDS: Readonly<Record<string, string>> = { starts: 'running', completes: 'completed', fails: 'failed' };

When(/^the action "([^"]+)" of run "([^"]+)" (starts|completes|fails) on the stream$/, function (this: ConsoleWorld, name: string, runId: string, word: string) {
  const at = this.clock.now().toISOString();
  const status = ACTION_WORDS[word]!;
  this.console.live.emit({
    kind: 'playbook.action', id: `action-${name}`, parent: runId, op: word === 'starts' ? 'insert' : 'update', at,
    row: { id: `action-${name}`, name, status, playbook_run_id: runId, start_time: at, ...(status === 'running' ? {} : { end_time: at }) },
  });
  this.console.liveScheduler.flush();
});

When('run {string} ends as {string} on the stream', function (this: ConsoleWorld, runId: string, status: string) {
  const at = this.clock.now().toISOString();
  this.console.live.emit({ kind: 'playbook.run', id: runId, op: 'update', at, row: { id: runId, status, start_time: at, end_time: at } });
  this.console.liveScheduler.flush();
});

Then('the run page shows the step {string} as {string}', function (this: ConsoleWorld, name: string, status: string) {
  assert.equal(page(this).view().steps.find((step) => step.name === name)?.status, status);
});

Then('the run page shows the run as {string}', function (this: ConsoleWorld, status: string) {
  assert.equal(page(this).view().run?.status, status);
});
