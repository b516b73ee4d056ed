import type { CollectionFilter } from '../../shared';
import type { ChangesQuery } from '../model';

/** Seed 002 §9: the changes list's page size and its default window, now-2d. */
export const CHANGES_PAGE_SIZE = 200;
/** Seed 002 §2.1: the change list's page is the URL parameter `page`, the first being 1. */
export const CHANGES_PAGE_PARAM = { name: 'page', first: 1 } as const;
export const DEFAULT_CHANGES_RANGE = '2d';
/** Seed 002 §9: a config's changes reach linked configs up to this depth. */
export const CHANGES_DEPTH = 5;
/** Seed 002 §2.1: the 'Hide Deleted Config Changes' preference, 'yes' or 'no', stored locally. */
export const HIDE_DELETED_CHANGES_KEY = 'hideDeletedConfigChanges';

/** The change list's URL parameters, with what each is when absent; a config's list adds its direction toggles. */
export const CHANGES_FILTER_DEFAULTS: CollectionFilter = { configTypes: '', changeType: '', severity: '', tags: '', range: DEFAULT_CHANGES_RANGE };
export const CONFIG_CHANGES_FILTER_DEFAULTS: CollectionFilter = { ...CHANGES_FILTER_DEFAULTS, downstream: 'true', upstream: 'false' };

/** Seed 002 §2.1: downstream (default on) and upstream (default off) together make the feed's `recursive`. */
export function recursionOf(downstream: boolean, upstream: boolean): NonNullable<ChangesQuery['recursive']> {
  if (downstream && upstream) return 'all';
  if (downstream) return 'downstream';
  return upstream ? 'upstream' : 'none';
}

const RANGE = /^\d+[mhdwMy]$/;
const present = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/** What the feed is asked for a list's filter, page and sort; a range it cannot read is the default. */
export function changesQuery(
  filter: CollectionFilter,
  page: { readonly pageIndex: number; readonly sortBy: string; readonly desc: boolean },
  options: { readonly configId?: string; readonly hideDeleted: boolean },
): ChangesQuery {
  const range = RANGE.test(filter.range ?? '') ? filter.range! : DEFAULT_CHANGES_RANGE;
  return {
    configId: options.configId,
    recursive: options.configId === undefined ? undefined : recursionOf(filter.downstream !== 'false', filter.upstream === 'true'),
    configTypes: present(filter.configTypes),
    changeTypes: present(filter.changeType),
    severity: present(filter.severity),
    tags: present(filter.tags),
    from: `now-${range}`,
    includeDeletedConfigs: !options.hideDeleted,
    page: page.pageIndex + 1,
    pageSize: CHANGES_PAGE_SIZE,
    sortBy: `${page.desc ? '-' : ''}${page.sortBy}`,
  };
}

/**
 * Seed 002 §2.1: a cell's include and exclude buttons. A filter list holds `value` to include and `!value`
 * to exclude; clicking sets the one asked and drops the other, and clicking it again drops it.
 */
export function toggleInFilterList(list: string | undefined, value: string, exclude: boolean): string {
  const items = (list ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  const wanted = exclude ? `!${value}` : value;
  const others = items.filter((item) => item !== value && item !== `!${value}`);
  return (items.includes(wanted) ? others : [...others, wanted]).join(',');
}

/** The same for a tag selector: `key=value` to include, `key!=value` to exclude. */
export function toggleTag(selector: string | undefined, key: string, value: string, exclude: boolean): string {
  const items = (selector ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  const wanted = `${key}${exclude ? '!=' : '='}${value}`;
  const others = items.filter((item) => item !== `${key}=${value}` && item !== `${key}!=${value}`);
  return (items.includes(wanted) ? others : [...others, wanted]).join(',');
}
