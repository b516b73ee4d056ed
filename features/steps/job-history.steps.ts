import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor } from 'xstate';
import { createHttpClient } from '../../adapters/http/client';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import { HttpJobHistoryAdapter } from '../../adapters/http/settings/job-history.http';
import {
  DEFAULT_JOB_TIME_RANGE, JOB_DETAIL_TABS, JobHistoryPort, JobsMachines, jobFilterBar, jobRow, selectJobNames, type JobDetails,
  type JobHistoryQuery, type JobRun, type JobsMachines as Machines,
} from '../../core/settings/job-history';
import { DomainError, timeRangeFilter, timeRangeUrl, type TimeRangeOption } from '../../core/shared';
import { createTimeRangePickerMachine, timeRangeOptionLabel } from '../../core/shared/time-range-picker';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import type { FakeJobHistoryPort } from '../../tests/fakes/job-history';
import { areaWorld, openCollection, type CollectionScreen } from '../support/collection-screen';
import type { ConsoleWorld } from '../support/world';

/** What the jobs history scenarios hold: the runs, the screen, and Mission Control's fetch when one answers. */
interface JobsWorld {
  readonly port: FakeJobHistoryPort;
  readonly runs: JobRun[];
  screen?: CollectionScreen<JobRun>;
  machines?: Machines;
  missionControl?: FakeFetch;
  /** The run a scenario added to look at. */
  subject?: string;
  /** The job names the name filter was given. */
  namesShown?: readonly string[];
}

const area = (world: ConsoleWorld) => areaWorld<JobsWorld>(world, 'jobs', () => ({ port: world.console.jobHistory, runs: [] }));
const screen = (world: ConsoleWorld) => {
  const { screen } = area(world);
  assert.ok(screen, 'the jobs history is not open');
  return screen;
};
const view = (world: ConsoleWorld) => screen(world).view();
const listed = (world: ConsoleWorld) => view(world).rows.map((run) => `${run.name} ${run.status}`);
const codec = timeRangeUrl(DEFAULT_JOB_TIME_RANGE);

function addRuns(world: ConsoleWorld, runs: readonly JobRun[]) {
  const { port, runs: held } = area(world);
  held.push(...runs);
  port.set(held);
}

function run(world: ConsoleWorld, given: Partial<JobRun> & { minutesAgo?: number }): JobRun {
  const at = new Date(world.console.clock.now().getTime() - (given.minutesAgo ?? 1) * 60_000).toISOString();
  return {
    id: `run-${area(world).runs.length + 1}`,
    name: 'Job',
    status: 'FAILED',
    resourceType: 'system',
    resourceId: 'r',
    resourceName: given.resourceId ?? 'r',
    timeStart: at,
    createdAt: at,
    successCount: 0,
    errorCount: 0,
    details: { errors: [] },
    ...given,
  };
}

Given('the job history holds:', function (this: ConsoleWorld, table: DataTable) {
  addRuns(this, table.hashes().map((row) => run(this, {
    name: row.name!,
    status: row.status!,
    resourceType: row['resource type']!,
    resourceId: row['resource id']!,
    minutesAgo: Number(row['minutes ago']),
    durationMillis: Number(row.duration),
    details: { errors: row.errors ? [row.errors] : [] },
  })));
});

Given('a run of {string} on the resource {string}', function (this: ConsoleWorld, resourceType: string, resourceId: string) {
  const added = run(this, { name: 'Subject', resourceType, resourceId });
  addRuns(this, [added]);
  area(this).subject = added.id;
});

const DETAILS: Readonly<Record<string, JobDetails>> = {
  'errors and a scrape summary': { errors: ['boom'], scrapeSummary: { 'Kubernetes::Pod': { added: 1 } } },
  'a scrape summary and a reconcile summary': { errors: [], scrapeSummary: { 'Kubernetes::Pod': { added: 1 } }, reconcileSummary: { applied: 2 } },
  'a reconcile summary': { errors: [], scrapeSummary: {}, reconcileSummary: { applied: 2 } },
  nothing: { errors: [], scrapeSummary: {}, reconcileSummary: null },
};

Given(/^a run whose details hold (.+)$/, function (this: ConsoleWorld, described: string) {
  const details = DETAILS[described];
  assert.ok(details, `no details described as '${described}'`);
  const added = run(this, { name: 'Subject', details });
  addRuns(this, [added]);
  area(this).subject = added.id;
});

Given('the job history fails with {string}', function (this: ConsoleWorld, message: string) {
  area(this).port.failNext('list', new DomainError('server', message));
});

async function open(world: ConsoleWorld, search: string) {
  area(world).screen = await openCollection(world, world.console.get(JobsMachines).screen, { search: search.replace(/^\?/, '') });
}

When('they open the jobs history', async function (this: ConsoleWorld) {
  await open(this, '');
});

When('they open the jobs history at {string}', async function (this: ConsoleWorld, search: string) {
  await open(this, search);
});

When(/^they set the (name|resource_type|status|runDuration) filter to "([^"]*)"$/, async function (this: ConsoleWorld, param: string, value: string) {
  screen(this).send({ type: 'filters.set', filter: { [param]: value } });
  await screen(this).settled();
});

/** Picks a range through the picker as the page does: the picker emits it, the page takes its six parameters. */
When(/^they pick the (relative|mapped|absolute) time range "([^"]+)"$/, async function (this: ConsoleWorld, kind: string, range: string) {
  const page = screen(this);
  const picker = createActor(createTimeRangePickerMachine(), { input: { value: codec.parse({ get: () => null, getAll: () => [], has: () => false }) } });
  picker.on('timeRange.changed', (event) => page.send({ type: 'filters.set', filter: timeRangeFilter(codec, event.value) }));
  picker.start();
  picker.send({ type: 'picker.open' });
  if (kind === 'relative') picker.send({ type: 'range.relative', range });
  else if (kind === 'mapped') picker.send({ type: 'range.mapped', display: range });
  else {
    const [from, to] = range.split('/');
    picker.send({ type: 'absolute.from', value: from! });
    picker.send({ type: 'absolute.to', value: to! });
    picker.send({ type: 'absolute.submit' });
  }
  picker.stop();
  await page.settled();
});

Then('the filter bar offers {string} and a time range', function (this: ConsoleWorld, params: string) {
  const bar = jobFilterBar(view(this).filter, []);
  assert.deepEqual(bar.filters.map((f) => f.param).join(', '), params);
  assert.ok(bar.timeRange.type, 'the filter bar has no time range');
});

Then('the status filter reads {string}', function (this: ConsoleWorld, value: string) {
  assert.equal(jobFilterBar(view(this).filter, []).filters.find((f) => f.param === 'status')?.value, value);
});

Then('the status filter offers {string}', function (this: ConsoleWorld, statuses: string) {
  const offered = jobFilterBar(view(this).filter, []).filters.find((f) => f.param === 'status')!.options;
  const single = offered.filter((o) => o.value.endsWith(':1')).map((o) => o.label);
  assert.equal(single.join(', '), statuses);
});

Then('the time range reads {string}', function (this: ConsoleWorld, label: string) {
  assert.equal(timeRangeOptionLabel(jobFilterBar(view(this).filter, []).timeRange), label);
});

Then("the page's rangeType is {string}", function (this: ConsoleWorld, kind: string) {
  const value: TimeRangeOption = jobFilterBar(view(this).filter, []).timeRange;
  assert.equal(value.type, kind);
});

Then('the runs listed are {string}', function (this: ConsoleWorld, runs: string) {
  assert.equal(listed(this).join(', '), runs);
});

Then('the runs listed include {string}', function (this: ConsoleWorld, one: string) {
  assert.ok(listed(this).includes(one), `listed: ${listed(this).join(', ')}`);
});

Then("the jobs history's URL is {string}", function (this: ConsoleWorld, search: string) {
  assert.equal(screen(this).search(), search);
});

Then('the job history was asked for page {int} of {int}', function (this: ConsoleWorld, pageIndex: number, pageSize: number) {
  const [query] = area(this).port.callsOf('list').at(-1) as [JobHistoryQuery];
  assert.deepEqual([query.pageIndex, query.pageSize], [pageIndex, pageSize]);
});

const subjectRow = (world: ConsoleWorld) => {
  const found = view(world).rows.find((row) => row.id === area(world).subject);
  assert.ok(found, 'the run is not listed');
  return jobRow(found);
};

Then('that run links to {string}', function (this: ConsoleWorld, link: string) {
  assert.equal(subjectRow(this).link, link);
});

Then("that run's details open on {string} of {string}", function (this: ConsoleWorld, first: string, tabs: string) {
  const row = subjectRow(this);
  assert.equal(row.firstTab && JOB_DETAIL_TABS[row.firstTab], first);
  assert.equal(row.detailTabs.map((tab) => JOB_DETAIL_TABS[tab]).join(', '), tabs);
});

Then("that run's details are not offered", function (this: ConsoleWorld) {
  assert.equal(subjectRow(this).firstTab, undefined);
});

Then('the page shows the error {string}', function (this: ConsoleWorld, message: string) {
  assert.equal(view(this).error, message);
  assert.equal(view(this).ready, false);
});

// Against Mission Control: the HTTP adapter, over a fetch that answers like it and keeps every request.

When('the jobs history is opened at {string} against Mission Control', async function (this: ConsoleWorld, search: string) {
  const fetch = new FakeFetch()
    .on('GET', '/api/db/job_histories', reply(200, [], { 'content-range': '100-119/120' }))
    .on('GET', '/api/db/job_history_names', reply(200, [{ name: 'CleanupJobHistory' }, { name: 'ConfigScraper' }, { name: 'SyncCanaryJobs' }]));
  const db = new PostgrestClient(createHttpClient({ baseURL: 'http://console.test/api', fetch: fetch.fetch }));
  this.console.container.rebind<JobHistoryPort>(JobHistoryPort).toConstantValue(new HttpJobHistoryAdapter(db));
  const machines = this.console.get(JobsMachines);
  Object.assign(area(this), { missionControl: fetch, machines });
  area(this).screen = await openCollection(this, machines.screen, { search: search.replace(/^\?/, '') });
});

const sentTo = (world: ConsoleWorld, relation: string) =>
  (area(world).missionControl?.requests ?? [])
    .filter((r) => r.url.pathname === `/api/db/${relation}`)
    .map((r) => ({ query: decodeURIComponent(r.url.search.slice(1)), prefer: r.headers.get('prefer') ?? '' }));

Then('the page asks job_histories for {string} with an exact count', function (this: ConsoleWorld, query: string) {
  const asked = sentTo(this, 'job_histories').at(-1);
  assert.equal(asked?.query, query);
  assert.match(asked?.prefer ?? '', /count=exact/);
});

Then('the page shows {int} runs in all', function (this: ConsoleWorld, total: number) {
  assert.equal(view(this).total, total);
});

Then('the page asks job_history_names for {string}', async function (this: ConsoleWorld, query: string) {
  const names = createActor(area(this).machines!.names).start();
  await new Promise<void>((resolve) => names.subscribe((s) => s.status === 'done' && resolve()));
  assert.equal(sentTo(this, 'job_history_names').at(-1)?.query, query);
  area(this).namesShown = selectJobNames(names.getSnapshot()).names;
});

Then('the name filter offers {string}', function (this: ConsoleWorld, names: string) {
  const offered = jobFilterBar(view(this).filter, area(this).namesShown ?? []).filters.find((f) => f.param === 'name')!.options;
  assert.equal(offered.filter((o) => o.value !== '').map((o) => o.label).join(', '), names);
});

