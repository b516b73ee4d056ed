import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor } from 'xstate';
import { createHttpClient } from '../../adapters/http/client';
import { EXPORT_PAGE_ROWS, HttpExportAdapter } from '../../adapters/http/export.http';
import type { ExportTable, Toast } from '../../core/shared';
import { countCsvRecords, CSV_COUNT_START, csvRecord, csvRecords, createExportMachine } from '../../core/shared/export';
import { FakeDownload } from '../../tests/fakes/fake-browser';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { collectionScreen } from '../support/collection-screen';
import { offeredExport } from '../support/export-source';
import type { ConsoleWorld } from '../support/world';

/** An export a scenario started from the list it opened: what the server saw and what was saved. */
interface ExportWorld {
  readonly fetch: FakeFetch;
  readonly download: FakeDownload;
  readonly toasts: readonly Toast[];
  readonly table: ExportTable;
}

const EXPORT = 'export';
const exported = (world: ConsoleWorld) => world.recall<ExportWorld>(EXPORT);

const runs = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({ id: `run-${from + i}`, name: 'ConfigScraper', status: 'FAILED', details: { errors: ['a, "b"'] } }));

/** The table the list on screen offers to export, as its Export button reads it. */
function offered(world: ConsoleWorld): ExportTable {
  const source = offeredExport(world);
  const table = source ? source() : collectionScreen(world).view().exported;
  assert.ok(table, 'the list offers no export');
  return table;
}

/** The export of the list on screen, as its Export button starts it, through the HTTP adapter over the fetch its table is served by. */
async function exportList(world: ConsoleWorld, serve: (table: ExportTable) => FakeFetch) {
  const table = offered(world);
  const fetch = serve(table);
  const download = new FakeDownload();
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: fetch.fetch });
  const actor = createActor(createExportMachine(new HttpExportAdapter(http, download)));
  const toasts: Toast[] = [];
  actor.on('toast', (toast) => toasts.push(toast));
  actor.start();
  actor.send({ type: 'export.start', table, format: 'csv' });
  await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  world.remember(EXPORT, { fetch, download, toasts, table });
}

const csvOf = (count: number) => {
  const all = runs(count);
  return csvRecord(Object.keys(all[0]!)) + csvRecords(Object.keys(all[0]!), all);
};

When('they export it as CSV from a server that streams exports holding {int} runs/rows', async function (this: ConsoleWorld, count: number) {
  await exportList(this, (table) =>
    new FakeFetch().on('GET', `/api/export/${table.relation}`, () =>
      reply(200, csvOf(count), { 'content-type': 'text/csv', 'content-range': `0-${count - 1}/${count}` })));
});

When('they export it as CSV from a Mission Control holding {int} runs/rows', async function (this: ConsoleWorld, count: number) {
  await exportList(this, (table) =>
    new FakeFetch()
      .on('GET', `/api/export/${table.relation}`, reply(404, { error: 'not found' }))
      .on('GET', `/api/db/${table.relation}`, (request) => {
        const offset = Number(request.url.searchParams.get('offset'));
        const limit = Number(request.url.searchParams.get('limit'));
        const page = runs(Math.max(0, Math.min(limit, count - offset)), offset);
        return reply(200, page, { 'content-range': `${offset}-${offset + page.length - 1}/${count}` });
      }));
});

When('they export it as CSV from a Mission Control whose logs hold {int} lines', async function (this: ConsoleWorld, count: number) {
  // Mission Control answers a component's lines at once, without a next page (reference §4.5).
  await exportList(this, (table) =>
    new FakeFetch()
      .on('GET', `/api/export/${table.relation}`, reply(404, { error: 'not found' }))
      .on('POST', '/api/logs', reply(200, { total: count, results: runs(count) })));
});

When('they export it as CSV from a server whose change search holds {int} changes', async function (this: ConsoleWorld, count: number) {
  await exportList(this, () =>
    new FakeFetch().on('POST', '/api/catalog/changes', (request) => {
      const { page, page_size: size } = request.body as { page: number; page_size: number };
      const from = (page - 1) * size;
      return reply(200, { total: count, changes: runs(Math.max(0, Math.min(size, count - from)), from) });
    }));
});

Then(
  'the export searched the changes {int} times, {int} at a time, for the tab\'s config, following its links both ways with severity {string}',
  function (this: ConsoleWorld, times: number, size: number, severity: string) {
    const sent = exported(this).fetch.requests.filter((r) => r.url.pathname === '/api/catalog/changes');
    assert.deepEqual(
      sent.map((request) => {
        const body = request.body as Record<string, unknown>;
        return { page: body.page, size: body.page_size, recursive: body.recursive, severity: body.severity, config: typeof body.id };
      }),
      Array.from({ length: times }, (_, i) => ({ page: i + 1, size, recursive: 'all', severity, config: 'string' })),
    );
  },
);

When('they export it as CSV from a server that refuses it with {string}', async function (this: ConsoleWorld, message: string) {
  await exportList(this, (table) =>
    new FakeFetch().on('GET', `/api/export/${table.relation}`, reply(400, { code: '42703', message, details: null, hint: null })));
});

/** The list's own filters: its last request to /api/db without offset and limit. */
const listFilters = (world: ConsoleWorld) => {
  const query = new URLSearchParams(exported(world).table.query);
  assert.equal(query.has('offset') || query.has('limit'), false, 'the export table still pages');
  return [...query].filter(([key]) => key !== 'offset' && key !== 'limit');
};

Then('the export asked {string} for the page\'s filters without its paging, as text\\/csv', function (this: ConsoleWorld, path: string) {
  const sent = exported(this).fetch.requests.filter((r) => r.url.pathname === path);
  assert.equal(sent.length, 1);
  assert.deepEqual([...sent[0]!.url.searchParams], listFilters(this));
  assert.ok(listFilters(this).some(([key, value]) => key === 'status' && value === 'in.(FAILED)'), 'the status filter is exported');
  assert.equal(sent[0]!.headers.get('accept'), 'text/csv');
});

Then('the export asked {word} for the page\'s filters {int} times, {int} rows at a time', function (this: ConsoleWorld, relation: string, times: number, size: number) {
  assert.equal(size, EXPORT_PAGE_ROWS);
  const sent = exported(this).fetch.requests.filter((r) => r.url.pathname === `/api/db/${relation}`);
  assert.equal(sent.length, times);
  sent.forEach((request, i) => {
    const params = [...request.url.searchParams];
    assert.deepEqual(params.filter(([key]) => key !== 'offset' && key !== 'limit'), listFilters(this));
    assert.equal(request.url.searchParams.get('offset'), String(i * size));
    assert.equal(request.url.searchParams.get('limit'), String(size));
  });
});

Then('the export asked {string} for the list\'s filters:', function (this: ConsoleWorld, path: string, table: DataTable) {
  const sent = exported(this).fetch.requests.filter((r) => r.url.pathname === path);
  assert.equal(sent.length, 1);
  assert.equal(sent[0]!.headers.get('accept'), 'text/csv');
  assert.deepEqual([...sent[0]!.url.searchParams], listFilters(this));
  const filters = listFilters(this);
  for (const { parameter, value } of table.hashes()) {
    assert.ok(filters.some(([key, held]) => key === parameter && held.includes(value!)), `no ${parameter} holding ${value} in ${JSON.stringify(filters)}`);
  }
});

Then('the export posted the list\'s search to {string} once', function (this: ConsoleWorld, path: string) {
  const sent = exported(this).fetch.requests.filter((r) => r.url.pathname === path);
  assert.equal(sent.length, 1);
  const search = Object.fromEntries(listFilters(this));
  assert.deepEqual(sent[0]!.body, { ...search, limit: EXPORT_PAGE_ROWS });
});

Then('a file {string} was saved with {int} runs/rows under a header', async function (this: ConsoleWorld, name: string, count: number) {
  const { download, toasts } = exported(this);
  assert.equal(download.saved.length, 1);
  const [file] = download.saved;
  assert.equal(file!.filename, name);
  const text = await (file!.content as Blob).text();
  assert.deepEqual(countCsvRecords(text, CSV_COUNT_START), { records: count + 1, quoted: false });
  assert.ok(text.startsWith('id,name,status,details\r\n'));
  assert.deepEqual(toasts.map((t) => t.message), [`Exported ${count} rows`]);
});


Then('the export failed with {string}', function (this: ConsoleWorld, message: string) {
  assert.deepEqual(exported(this).toasts.map((t) => `${t.status}: ${t.message}`), [`error: ${message}`]);
});

Then('no file was saved', function (this: ConsoleWorld) {
  assert.equal(exported(this).download.saved.length, 0);
});
