import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor, type Actor } from 'xstate';
import {
  ADD_SCRAPER, ConfigScraperMachines, EMPTY_SCRAPER, SCRAPER_TYPES, SETTINGS_SCRAPER_COLUMNS, changeScraperFormField, chooseScraperFormType,
  parseSpec, scraperCells, scraperFormView, selectScraperPageView, type ConfigScraper, type ConfigScraperDraft,
} from '../../core/settings/config-scraper';
import { JobsMachines, jobHistoryTabSearch, type JobHistoryQuery, type JobRun } from '../../core/settings/job-history';
import type { Toast } from '../../core/shared';
import { aScraper, type FakeConfigScraperPort } from '../../tests/fakes/config-scraper';
import { personRoles } from '../support/access-context';
import { areaWorld, openCollection, type CollectionScreen } from '../support/collection-screen';
import type { ConsoleWorld } from '../support/world';

type PageActor = Actor<ConfigScraperMachines['page']>;

/** What the scraper scenarios hold: the scrapers, the list, a scraper's page and what it said. */
interface ScrapersWorld {
  readonly port: FakeConfigScraperPort;
  list?: CollectionScreen<ConfigScraper, ConfigScraperDraft>;
  page?: PageActor;
  readonly toasts: Toast[];
  tab?: CollectionScreen<JobRun>;
}

const area = (world: ConsoleWorld) => areaWorld<ScrapersWorld>(world, 'config-scrapers', () => ({ port: world.console.configScrapers, toasts: [] }));
const list = (world: ConsoleWorld) => {
  const { list } = area(world);
  assert.ok(list, 'the catalog scrapers are not open');
  return list;
};
const page = (world: ConsoleWorld) => {
  const { page } = area(world);
  assert.ok(page, "no scraper's page is open");
  return page;
};
const pageView = (world: ConsoleWorld) => selectScraperPageView(page(world).getSnapshot());

Given('the scrapers are:', function (this: ConsoleWorld, table: DataTable) {
  area(this).port.set(table.hashes().map((row) => aScraper({ id: row.id!, name: row.name!, source: row.source!, spec: JSON.parse(row.spec!) })));
});

Given('the scraper {string} ran {int} times and the scraper {string} once', function (this: ConsoleWorld, a: string, times: number, b: string) {
  const at = this.console.clock.now().toISOString();
  const run = (resourceId: string, n: number): JobRun => ({
    id: `${resourceId}-${n}`, name: 'ConfigScraper', status: 'SUCCESS', resourceType: 'config_scraper', resourceId, resourceName: resourceId,
    timeStart: at, createdAt: at, successCount: 1, errorCount: 0, details: { errors: [] },
  });
  this.console.jobHistory.set([...Array.from({ length: times }, (_, n) => run(a, n)), run(b, 0)]);
});

When('they open the catalog scrapers', async function (this: ConsoleWorld) {
  area(this).list = await openCollection(this, this.console.get(ConfigScraperMachines).screen, { buttons: { [ADD_SCRAPER]: 'create' }, fields: { name: 'name' } });
});

When('they open the page of the scraper {string}', async function (this: ConsoleWorld, id: string) {
  const actor = createActor(this.console.get(ConfigScraperMachines).page, { input: { id, search: '', roles: personRoles(this) } });
  actor.on('toast', (toast) => area(this).toasts.push(toast));
  actor.start();
  area(this).page = actor;
  await waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 2000 });
});

When('they open its Job History tab', async function (this: ConsoleWorld) {
  page(this).send({ type: 'tab.select', tab: 'jobs' });
  assert.equal(pageView(this).tab, 'jobs');
  // The tab's table: the job history opened on this scraper, every status, as the tab opens it.
  area(this).tab = await openCollection(this, this.console.get(JobsMachines).screen, { search: jobHistoryTabSearch(pageView(this).id) });
});

When('they add the scraper {string} with the spec {string}', async function (this: ConsoleWorld, name: string, spec: string) {
  const shown = list(this);
  shown.send({ type: 'item.create' });
  shown.send({ type: 'item.save', draft: { name, spec } });
  await shown.settled();
});

When('they run it now', async function (this: ConsoleWorld) {
  page(this).send({ type: 'scraper.run' });
  await waitFor(page(this), (s) => !s.hasTag('running') && !s.hasTag('loading'), { timeout: 2000 });
});

Then("the page's tabs are {string}", function (this: ConsoleWorld, tabs: string) {
  assert.equal(pageView(this).tabs.map((tab) => tab.label).join(', '), tabs);
});

Then('its Spec tab shows the spec with {string}', function (this: ConsoleWorld, text: string) {
  assert.equal(pageView(this).tab, 'spec');
  assert.ok(pageView(this).specYaml.includes(text), pageView(this).specYaml);
});

Then('the tab lists {int} runs', function (this: ConsoleWorld, count: number) {
  const tab = area(this).tab;
  assert.ok(tab, 'the Job History tab is not open');
  assert.deepEqual(tab.view().rows.map((run) => run.resourceId), Array(count).fill(pageView(this).id));
});

Then('the tab asked for page {int} of {int} runs of this scraper', function (this: ConsoleWorld, pageIndex: number, pageSize: number) {
  const [query] = this.console.jobHistory.callsOf('list').at(-1) as [JobHistoryQuery];
  assert.deepEqual([query.pageIndex, query.pageSize, query.resourceId], [pageIndex, pageSize, pageView(this).id]);
});

Then(/^Run Now is (offered|not offered)$/, function (this: ConsoleWorld, offered: string) {
  assert.equal(pageView(this).canRun, offered === 'offered');
});

Then("the catalog scrapers' columns are {string}", function (this: ConsoleWorld, columns: string) {
  assert.equal(SETTINGS_SCRAPER_COLUMNS.map((c) => c.label).join(', '), columns);
});

Then('the scraper {string} reads {string} as its source', function (this: ConsoleWorld, name: string, source: string) {
  const scraper = list(this).view().rows.find((row) => row.name === name);
  assert.ok(scraper, `no scraper ${name} listed`);
  assert.equal(scraperCells(scraper).source, source);
});

Then('the scraper types are {string}', function (this: ConsoleWorld, types: string) {
  assert.equal(SCRAPER_TYPES.map((t) => t.type).join(', '), types);
});

Then('no scraper was sent', function (this: ConsoleWorld) {
  assert.deepEqual(area(this).port.callsOf('create'), []);
});

Then("the scraper's page says {string}", function (this: ConsoleWorld, message: string) {
  assert.deepEqual(area(this).toasts.map((t) => t.message), [message]);
});

/** The spec a scenario built through the scraper form, as the editor's YAML holds it. */
const formSpecs = new WeakMap<ConsoleWorld, string>();
const formSpec = (world: ConsoleWorld) => {
  const spec = formSpecs.get(world);
  assert.ok(spec !== undefined, 'no scraper type was chosen in the form');
  return spec;
};

When('they choose the scraper type {string} in the form of a new scraper', function (this: ConsoleWorld, type: string) {
  list(this).send({ type: 'item.create' });
  formSpecs.set(this, chooseScraperFormType(EMPTY_SCRAPER.spec, type));
});

When(/^they fill the form's (.+)$/, function (this: ConsoleWorld, fills: string) {
  for (const [, name, value] of fills.matchAll(/"([^"]+)" with "([^"]*)"/g)) formSpecs.set(this, changeScraperFormField(formSpec(this), name!, value!));
});

When('they save the scraper {string} from the form', async function (this: ConsoleWorld, name: string) {
  const shown = list(this);
  shown.send({ type: 'item.save', draft: { name, spec: formSpec(this) } });
  await shown.settled();
});

Then('the form shows {string} as {string} and the schedule {string}', function (this: ConsoleWorld, field: string, value: string, schedule: string) {
  const view = scraperFormView(formSpec(this));
  assert.equal(view.kind, 'form');
  if (view.kind !== 'form') return;
  assert.equal(view.fields.find((f) => f.field.name === field)?.value, value);
  assert.equal(view.schedule, schedule);
});

const sentSpec = (world: ConsoleWorld) => {
  const [draft] = area(world).port.callsOf('create').at(-1) as [ConfigScraperDraft];
  return parseSpec(draft.spec).spec!;
};

Then(/^the scraper sent has (?:the schedule "([^"]+)" and )?the entry (\w+)\[0\] "(.+)"$/, function (this: ConsoleWorld, schedule: string | null, type: string, entry: string) {
  const spec = sentSpec(this);
  if (schedule !== null) assert.equal(spec.schedule, schedule);
  assert.deepEqual((spec[type] as unknown[])[0], JSON.parse(entry.replace(/\\"/g, '"')));
});
