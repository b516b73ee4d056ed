import { afterAll, beforeAll, expect, it } from 'vitest';
import { HttpCatalogAdapter } from '../../../adapters/http/catalog.http';
import { EXPORT_PAGE_ROWS, HttpExportAdapter } from '../../../adapters/http/export.http';
import type { ChangesQuery } from '../../../core/catalog';
import { countCsvRecords, CSV_COUNT_START } from '../../../core/shared/export/csv';
import { FakeDownload } from '../../fakes/fake-browser';
import { startContractServer, type ContractServer } from '../contracts/contract-server';

// More than one page of the search on the config, and more on the config it links to.
const OWN = EXPORT_PAGE_ROWS - 300;
const LINKED = 700;

let backend: ContractServer;
let config: string;
beforeAll(async () => {
  backend = await startContractServer();
  const insert = async (name: string) =>
    (await backend.sql<{ id: string }>(`INSERT INTO config_items (name, type, config_class) VALUES ($1, 'Kubernetes::Deployment', 'Deployment') RETURNING id`, [name]))[0]!.id;
  config = await insert('api');
  const linked = await insert('api-db');
  await backend.sql(`INSERT INTO config_relationships (config_id, related_id, relation) VALUES ($1, $2, 'hard')`, [config, linked]);
  for (const [id, count] of [[config, OWN], [linked, LINKED]] as const) {
    await backend.sql(
      `INSERT INTO config_changes (config_id, change_type, severity, summary, created_at)
       SELECT $1, 'diff', 'info', 'change ' || i, now() - i * interval '1 second' FROM generate_series(1, $2::int) AS i`,
      [id, count],
    );
  }
}, 120_000);
afterAll(async () => backend?.close());

it("exports a config's changes with its linked configs' as many as the tab's search counts, paged through that search", async () => {
  const catalog = new HttpCatalogAdapter(backend.http, backend.db);
  const query: ChangesQuery = { configId: config, recursive: 'all', from: 'now-1d', includeDeletedConfigs: true, page: 1, pageSize: 50, sortBy: '-created_at' };
  const { total } = await catalog.changes(query);
  expect(total).toBe(OWN + LINKED);
  const download = new FakeDownload();
  const progress: number[] = [];
  await new HttpExportAdapter(backend.http, download).run(catalog.changesExport(query), 'csv', ({ rows }) => progress.push(rows)).done;
  const [file] = download.saved;
  expect(file?.filename).toBe('catalog_changes.csv');
  const text = await new Response(file!.content as Blob).text();
  expect(countCsvRecords(text, CSV_COUNT_START).records - 1).toBe(total);
  expect(progress.at(-1)).toBe(total);
});
