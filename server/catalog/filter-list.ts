import { arrayLiteral, type Params } from '../postgrest/sql/text';

/**
 * Mission Control's filter-list syntax (reference §1.4, §4.4): `a,b,!c,*x*` — values and globs to
 * include (any may match) and, after `!`, values and globs to exclude. A glob has `*` at either end.
 */
export interface FilterList {
  include: string[];
  includeGlobs: string[];
  exclude: string[];
  excludeGlobs: string[];
}

const isGlob = (item: string) => item.startsWith('*') || item.endsWith('*');

export function parseFilterList(text: string): FilterList {
  const list: FilterList = { include: [], includeGlobs: [], exclude: [], excludeGlobs: [] };
  for (const raw of text.split(',')) {
    const item = raw.trim();
    const negated = item.startsWith('!');
    const value = negated ? item.slice(1).trim() : item;
    if (value === '') continue;
    if (negated) (isGlob(value) ? list.excludeGlobs : list.exclude).push(value);
    else (isGlob(value) ? list.includeGlobs : list.include).push(value);
  }
  return list;
}

export const isEmptyFilterList = (list: FilterList) =>
  list.include.length + list.includeGlobs.length + list.exclude.length + list.excludeGlobs.length === 0;

/** `*x*` → `%x%`, with the pattern characters of `x` itself taken literally. */
export const likePattern = (glob: string) => {
  const body = glob.replace(/^\*/, '').replace(/\*$/, '').replace(/[\\%_]/g, (c) => `\\${c}`);
  return `${glob.startsWith('*') ? '%' : ''}${body}${glob.endsWith('*') ? '%' : ''}`;
};

/**
 * The condition `expr` (a text expression) must meet, every value a bound parameter. An excluded
 * value keeps rows where `expr` is null: they do not have the value.
 */
export function filterListCondition(expr: string, list: FilterList, params: Params): string | undefined {
  const parts: string[] = [];
  const alternatives = [
    ...(list.include.length ? [`${expr} = ANY(${params.typed(arrayLiteral(list.include), 'text[]')})`] : []),
    ...list.includeGlobs.map((glob) => `${expr} LIKE ${params.add(likePattern(glob))}`),
  ];
  if (alternatives.length) parts.push(alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`);
  const excluded = [
    ...(list.exclude.length ? [`${expr} = ANY(${params.typed(arrayLiteral(list.exclude), 'text[]')})`] : []),
    ...list.excludeGlobs.map((glob) => `${expr} LIKE ${params.add(likePattern(glob))}`),
  ];
  if (excluded.length) parts.push(`(${expr} IS NULL OR NOT (${excluded.join(' OR ')}))`);
  return parts.length ? parts.join(' AND ') : undefined;
}
