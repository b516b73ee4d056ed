import type { PreferencesPort } from '../session';
import type { CollectionPolicy, CollectionQuery } from '../shared';
import type { CatalogListQuery, ConfigItem } from './model';
import type { CatalogPort } from './ports';
import {
  CATALOG_FILTER_DEFAULTS, DEFAULT_CATALOG_SORT, catalogFilter, serverGroups, showsSummary, summaryLines, type SummaryLine,
} from './rules';
import { CATALOG_EMPTY } from './texts';

/** A config of the flat list, keyed like the summary's lines. */
export type ConfigLine = ConfigItem & { readonly kind: 'config'; readonly key: string };
/** A row of the catalog page: a summary line, or a config of the flat list. */
export type CatalogRow = SummaryLine | ConfigLine;

/** Rows per page of the flat list; the server answers at most 2,000 rows a read. */
export const CATALOG_PAGE_SIZE = 200;
/** Seed 002 §2.1: the Hide Deleted Catalog preference, 'yes' or 'no', stored locally. */
export const HIDE_DELETED_CATALOG_KEY = 'hideDeletedCatalog';

export const catalogKey = (row: CatalogRow): string => row.key;

const page = <T>(rows: readonly T[], query: CollectionQuery) =>
  rows.slice(query.pageIndex * CATALOG_PAGE_SIZE, (query.pageIndex + 1) * CATALOG_PAGE_SIZE);

const never = () => false;

/**
 * The /catalog list (seed 002 §2.1) on the collection kit: its filters, sort and page in the URL; the
 * summary by provider and type while nothing narrows it, otherwise a page of configs filtered, sorted
 * (type first by default, deleted last) and counted by the server. Nothing is edited here: a config
 * opens on its own page, so the kit's forms, and the texts they would show, are never used.
 */
export function catalogPolicy(port: CatalogPort, preferences: PreferencesPort): CollectionPolicy<CatalogRow> {
  const filterOf = (query: CollectionQuery) => catalogFilter(query.filter, preferences.get(HIDE_DELETED_CATALOG_KEY) !== 'no');
  const listQuery = (query: CollectionQuery): CatalogListQuery => {
    const sort = query.sort ?? { column: DEFAULT_CATALOG_SORT, desc: false };
    return { ...filterOf(query), pageIndex: query.pageIndex, pageSize: CATALOG_PAGE_SIZE, sortBy: sort.column, sortOrder: sort.desc ? 'desc' : 'asc' };
  };
  return {
    id: 'catalog',
    key: catalogKey,
    provider: {
      list: async (query) => {
        const filter = filterOf(query);
        if (showsSummary(filter)) {
          const lines = summaryLines(await port.summary({ ...filter, groupBy: serverGroups(filter.groupBy) }), filter.groupBy);
          return { rows: page(lines, query), total: lines.length };
        }
        const found = await port.list(listQuery(query));
        return { rows: found.configs.map((config) => ({ ...config, kind: 'config' as const, key: config.id })), total: found.total };
      },
    },
    // The summary's lines are counts: the export is of the configs they count, with the same filters.
    exportTable: (query) => port.listExport(listQuery(query)),
    query: { pageSize: CATALOG_PAGE_SIZE, sort: { column: DEFAULT_CATALOG_SORT, desc: false }, filter: CATALOG_FILTER_DEFAULTS },
    // Issue 18: the flat list of 50,000 items reads 200 more rows as it scrolls, never all at once.
    scrolls: true,
    permissions: { create: never, edit: never, remove: never },
    texts: {
      empty: CATALOG_EMPTY,
      created: () => '',
      updated: () => '',
      removed: () => '',
      confirmDelete: () => ({ title: '', message: '' }),
    },
  };
}
