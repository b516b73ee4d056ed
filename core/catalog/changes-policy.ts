import type { PreferencesPort } from '../session';
import type { CollectionLive, CollectionPolicy, CollectionQuery, LiveEvent } from '../shared';
import type { ConfigChange } from './model';
import type { CatalogPort } from './ports';
import { CHANGES_FILTER_DEFAULTS, CHANGES_PAGE_PARAM, CHANGES_PAGE_SIZE, CONFIG_CHANGES_FILTER_DEFAULTS, HIDE_DELETED_CHANGES_KEY, changesQuery } from './rules';
import { CHANGES_EMPTY } from './texts';

const never = () => false;

/**
 * The 'Live' toggle's tail: a recorded change reads the first page again (its filters are the
 * server's: range, severity, types, tags, deleted configs), once per batch however many changes came.
 * A config's tab without Downstream or Upstream hears only its own config's changes; a later page, or
 * another order than newest first, is left as it is.
 */
function tailsChanges(configId: string | undefined) {
  return (rows: readonly ConfigChange[], changes: readonly LiveEvent[], query: CollectionQuery) => {
    const newestFirst = query.pageIndex === 0 && (query.sort === undefined || (query.sort.column === 'created_at' && query.sort.desc));
    const related = query.filter.downstream === 'true' || query.filter.upstream === 'true';
    const ours = changes.some((change) => configId === undefined || related || change.parent === configId);
    return { rows, refetch: newestFirst && ours };
  };
}

/**
 * The change history (seed 002 §2.1) on the collection kit: /catalog/changes, or one config's Changes
 * tab with its Downstream and Upstream toggles; filters and page (`page`, from 1) in the URL, newest first, a page of 200
 * from the feed, deleted configs' changes left out while the preference says so. Changes are not edited
 * here: the kit's forms, and the texts they would show, are never used.
 */
export function changesPolicy(
  port: CatalogPort,
  preferences: PreferencesPort,
  configId: string | undefined,
  feed: CollectionLive<ConfigChange>['subscription'],
): CollectionPolicy<ConfigChange> {
  const asked = (query: CollectionQuery) => {
    const sort = query.sort ?? { column: 'created_at', desc: true };
    return changesQuery(
      query.filter,
      { pageIndex: query.pageIndex, sortBy: sort.column, desc: sort.desc },
      { configId, hideDeleted: preferences.get(HIDE_DELETED_CHANGES_KEY) !== 'no' },
    );
  };
  return {
    id: configId === undefined ? 'catalogChanges' : 'configChanges',
    key: (change) => change.id,
    provider: {
      list: async (query) => {
        const page = await port.changes(asked(query));
        return { rows: page.changes, total: page.total };
      },
    },
    exportTable: (query) => port.changesExport(asked(query)),
    query: {
      pageSize: CHANGES_PAGE_SIZE,
      sort: { column: 'created_at', desc: true },
      filter: configId === undefined ? CHANGES_FILTER_DEFAULTS : CONFIG_CHANGES_FILTER_DEFAULTS,
    },
    pageParam: CHANGES_PAGE_PARAM,
    live: { subscription: feed, kinds: ['config.change'], apply: tailsChanges(configId), toggle: true },
    permissions: { create: never, edit: never, remove: never },
    texts: {
      empty: CHANGES_EMPTY,
      created: () => '',
      updated: () => '',
      removed: () => '',
      confirmDelete: () => ({ title: '', message: '' }),
    },
  };
}
