import { decodeLabelFilters, encodeLabelFilters, type CollectionFilter, type LabelFilter } from '../../shared';
import type { CatalogFilter } from '../model';

/** Seed 002 §2.1: the summary opens grouped by provider and then type; the flat list only by what the URL asks. */
export const DEFAULT_GROUP_BY = 'config_class,type';
/** Seed 002 §2.1: the list's default order is by type. */
export const DEFAULT_CATALOG_SORT = 'type';
/** Seed 002 §2.1: a tag key is offered for grouping as `key__tag`. */
export const TAG_GROUP_SUFFIX = '__tag';

/** The catalog's URL parameters besides sortBy and sortOrder (seed 002 §2.1), with what each is when absent. */
export const CATALOG_FILTER_DEFAULTS: CollectionFilter = {
  configType: '', labels: '', search: '', status: '', health: '', groupBy: '',
};

/** Seed 002 §2.1: 'All' and 'all' are no config type. */
export const configTypeParam = (value: string | undefined): string | undefined => {
  const type = value?.trim();
  return type === undefined || type === '' || type.toLowerCase() === 'all' ? undefined : type;
};

const present = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/** The catalog's filter read from the collection's (URL) filter; what cannot be read is left out. */
export function catalogFilter(filter: CollectionFilter, hideDeleted: boolean): CatalogFilter {
  const groupBy = groupsOf(filter.groupBy);
  const read = {
    configType: configTypeParam(filter.configType),
    labels: decodeLabelFilters(filter.labels),
    search: present(filter.search),
    status: present(filter.status),
    health: present(filter.health),
    hideDeleted,
  };
  return { ...read, groupBy: groupBy.length === 0 && showsSummary(read) ? groupsOf(DEFAULT_GROUP_BY) : groupBy };
}

const groupsOf = (groupBy: string | undefined) => (groupBy ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');

/** Seed 002 §2.1: without a config type, labels or search, the catalog shows its summary; with one, the flat list. */
export const showsSummary = (filter: Pick<CatalogFilter, 'configType' | 'labels' | 'search'>): boolean =>
  filter.configType === undefined && filter.labels.length === 0 && filter.search === undefined;

/**
 * R002-3-01: a config type is `provider::kind`, and the provider (config_class) is what comes before
 * the first '::'; a type without one is its own provider.
 */
export const providerOf = (type: string): string => {
  const at = type.indexOf('::');
  return at < 0 ? type : type.slice(0, at);
};

/** A tag key as the group-by list offers it, and back. */
export const tagGroup = (key: string): string => `${key}${TAG_GROUP_SUFFIX}`;
export const tagOfGroup = (group: string): string | undefined =>
  group.endsWith(TAG_GROUP_SUFFIX) ? group.slice(0, -TAG_GROUP_SUFFIX.length) : undefined;

/** The URL's labels with one more (a summary row of a tag group), each key once. */
export const withLabel = (labels: string | undefined, label: LabelFilter): string =>
  encodeLabelFilters([...decodeLabelFilters(labels).filter((held) => held.key !== label.key), label]);
