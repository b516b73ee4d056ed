import type { UrlCodec } from '../url-state';
import type { CollectionFilter, CollectionPage, CollectionQuery } from './model';
import type { CollectionOpenParams, CollectionPageParam } from './policy';

/** The query a page opens with when its URL says nothing: the first page, unfiltered unless the screen says. */
export const defaultQuery = (given: Partial<CollectionQuery> = {}): CollectionQuery => ({
  pageIndex: 0,
  pageSize: given.pageSize,
  sort: given.sort,
  filter: given.filter ?? {},
});

const whole = (text: string | null, minimum: number): number | undefined => {
  const value = text === null ? Number.NaN : Number(text);
  return Number.isInteger(value) && value >= minimum ? value : undefined;
};

/**
 * A collection's query in the URL (seed 000 §2.7's parameters): pageIndex, pageSize, sortBy, sortOrder
 * and each of the screen's filters by its own name. What equals the screen's default is left out, and
 * what cannot be read falls back to it.
 */
export function collectionUrl(defaults: CollectionQuery, page: CollectionPageParam = { name: 'pageIndex', first: 0 }): UrlCodec<CollectionQuery> {
  const filterNames = Object.keys(defaults.filter);
  return {
    parse(params) {
      const sortBy = params.get('sortBy');
      const filter: Record<string, string> = {};
      for (const name of filterNames) filter[name] = params.get(name) ?? defaults.filter[name] ?? '';
      return {
        pageIndex: (whole(params.get(page.name), page.first) ?? page.first) - page.first,
        pageSize: defaults.pageSize === undefined ? undefined : (whole(params.get('pageSize'), 1) ?? defaults.pageSize),
        sort: sortBy ? { column: sortBy, desc: params.get('sortOrder') !== 'asc' } : defaults.sort,
        filter,
      };
    },
    serialise(query) {
      const params: Record<string, string> = {};
      if (query.pageIndex !== 0) params[page.name] = String(query.pageIndex + page.first);
      if (query.pageSize !== undefined && query.pageSize !== defaults.pageSize) params.pageSize = String(query.pageSize);
      if (query.sort && (query.sort.column !== defaults.sort?.column || query.sort.desc !== defaults.sort.desc)) {
        params.sortBy = query.sort.column;
        params.sortOrder = query.sort.desc ? 'desc' : 'asc';
      }
      for (const name of filterNames) {
        const value = query.filter[name] ?? '';
        if (value !== (defaults.filter[name] ?? '')) params[name] = value;
      }
      return params;
    },
  };
}

/** The form the URL opens: a row's edit form by its key, or the create form. */
export interface CollectionOpened {
  readonly row?: string;
  readonly create?: boolean;
}

/** The open form in the URL, after the query's parameters; nothing open, nothing written. */
export const openedUrl = (params: CollectionOpenParams): UrlCodec<CollectionOpened> => ({
  parse(query) {
    const row = query.get(params.row);
    if (row) return { row };
    return params.create !== undefined && query.get(params.create) === 'true' ? { create: true } : {};
  },
  serialise(opened) {
    if (opened.row !== undefined) return { [params.row]: opened.row };
    return opened.create && params.create !== undefined ? { [params.create]: 'true' } : {};
  },
});

export const sameOpened = (a: CollectionOpened, b: CollectionOpened): boolean => a.row === b.row && Boolean(a.create) === Boolean(b.create);

const sameFilter = (a: CollectionFilter, b: CollectionFilter) => {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => (a[name] ?? '') === (b[name] ?? ''));
};

export const sameQuery = (a: CollectionQuery, b: CollectionQuery): boolean =>
  a.pageIndex === b.pageIndex &&
  a.pageSize === b.pageSize &&
  a.sort?.column === b.sort?.column &&
  a.sort?.desc === b.sort?.desc &&
  sameFilter(a.filter, b.filter);

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The page of a list held whole in memory (a port that answers everything at once): rows whose
 * filtered fields equal the filter's values, in the query's order, cut to the page.
 */
export function localPage<T>(all: readonly T[], query: CollectionQuery): CollectionPage<T> {
  const field = (row: T, name: string) => text((row as Record<string, unknown>)[name]);
  const wanted = Object.entries(query.filter).filter(([, value]) => value !== '');
  const matching = all.filter((row) => wanted.every(([name, value]) => field(row, name) === value));
  const { sort } = query;
  const sorted = sort
    ? [...matching].sort((a, b) => field(a, sort.column).localeCompare(field(b, sort.column)) * (sort.desc ? -1 : 1))
    : matching;
  const rows = query.pageSize === undefined ? sorted : sorted.slice(query.pageIndex * query.pageSize, (query.pageIndex + 1) * query.pageSize);
  return { rows, total: matching.length };
}
