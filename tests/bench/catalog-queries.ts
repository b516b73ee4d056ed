import {
  catalogPolicy, changesPolicy, CATALOG_FILTER_DEFAULTS, HIDE_DELETED_CATALOG_KEY, relationsQuery,
} from '../../core/catalog';
import type { PreferencesPort } from '../../core/session';
import { noLiveUpdates, type CollectionPolicy, type CollectionQuery } from '../../core/shared';
import { HttpCatalogAdapter, CONFIG_SORT_COLUMNS } from '../../adapters/http/catalog.http';
import { createHttpClient } from '../../adapters/http/client';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import type { Database } from '../../server/db/database';

type App = { request(path: string, init?: RequestInit): Response | Promise<Response> };

/** One measured catalog read: what the screen asks, through its own policy and the console's HTTP adapter. */
export interface CatalogCase {
  readonly name: string;
  run(): Promise<unknown>;
}

/** The Hide Deleted Catalog preference off, so deleted items are listed and sorted last (the heavier order). */
const showDeleted: PreferencesPort = { get: (key) => (key === HIDE_DELETED_CATALOG_KEY ? 'no' : undefined), set: () => undefined };

/** The first page the screen asks for: the policy's own query with `changed` over it. */
const firstPage = <T>(policy: CollectionPolicy<T>, changed: Partial<CollectionQuery> = {}) =>
  policy.provider.list({ pageIndex: 0, filter: {}, ...policy.query, ...changed });

/**
 * Issue 18's benchmark reads at scale 100 (50,000 items, 500,000 changes): the flat list of the largest
 * type sorted by each sortable column, the summary, the global changes feed and the related configs of
 * the most linked item at depth 10. They go through the catalog's policies and `HttpCatalogAdapter`, so
 * the figure is for the requests the console really sends, answered by the real app.
 */
export async function catalogCases(app: App, authorization: string, db: Database): Promise<CatalogCase[]> {
  const http = createHttpClient({
    fetch: (input, init) => Promise.resolve(app.request(String(input), {
      ...init,
      headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), authorization },
    })),
  });
  const port = new HttpCatalogAdapter(http, new PostgrestClient(http));
  const largestType = (await db.query<{ type: string }>(
    'SELECT type FROM config_items GROUP BY type ORDER BY count(*) DESC LIMIT 1',
  )).rows[0]!.type;
  const mostLinked = (await db.query<{ id: string }>(
    `SELECT id FROM (SELECT config_id AS id FROM config_relationships UNION ALL SELECT related_id FROM config_relationships) AS ends
     GROUP BY id ORDER BY count(*) DESC LIMIT 1`,
  )).rows[0]!.id;
  const catalog = catalogPolicy(port, showDeleted);
  const flat = { ...CATALOG_FILTER_DEFAULTS, configType: largestType };
  return [
    { name: 'catalog summary', run: () => firstPage(catalog) },
    ...[...CONFIG_SORT_COLUMNS].map((column) => ({
      name: `catalog list by ${column}`,
      run: () => firstPage(catalog, { filter: flat, sort: { column, desc: true } }),
    })),
    { name: 'catalog list, search', run: () => firstPage(catalog, { filter: { ...CATALOG_FILTER_DEFAULTS, search: 'pay' }, sort: { column: 'name', desc: false } }) },
    { name: 'catalog changes feed', run: () => firstPage(changesPolicy(port, showDeleted, undefined, noLiveUpdates)) },
    {
      name: 'catalog related, depth 10',
      run: () => port.related(relationsQuery(mostLinked, { outgoing: true, incoming: true, soft: true })),
    },
  ];
}
