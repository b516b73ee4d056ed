import type { ChangesQuery } from '../../core/catalog';
import { CHANGE_SEVERITY_OPTIONS } from '../../core/catalog';
import { condition, from, quoteValue, type PostgrestQuery } from './postgrest';

/**
 * The change feed's filters (POST /catalog/changes, reference §4.4) as the PostgREST filters of
 * `catalog_changes`, the view the feed reads: an export of /catalog/changes pages or streams that relation,
 * through /api/db on a Mission Control too (DECISIONS §38), so it can only send what PostgREST reads.
 */

/** The columns the feed sorts by, all of them catalog_changes' own. */
const CHANGE_SORTS: ReadonlySet<string> = new Set(['created_at', 'name', 'change_type', 'summary', 'source', 'count']);

const isGlob = (item: string) => item.startsWith('*') || item.endsWith('*');

/** `a,b,!c,*x*` on a column, as the feed reads it: any include may match, no exclude may; a row without the value is not excluded. */
function filterList(column: string, text: string): string[] {
  const items = text.split(',').map((item) => item.trim()).filter((item) => item !== '' && item !== '!');
  const included = items.filter((item) => !item.startsWith('!'));
  const excluded = items.filter((item) => item.startsWith('!')).map((item) => item.slice(1).trim());
  const matches = (values: readonly string[], negate: boolean) => {
    const exact = values.filter((value) => !isGlob(value));
    const not = negate ? 'not.' : '';
    return [
      ...(exact.length ? [`${column}.${not}in.(${exact.map(quoteValue).join(',')})`] : []),
      ...values.filter(isGlob).map((glob) => `${column}.${not}like.${quoteValue(glob)}`),
    ];
  };
  const conditions: string[] = [];
  const anyOf = matches(included, false);
  if (anyOf.length === 1) conditions.push(anyOf[0]!);
  else if (anyOf.length > 1) conditions.push(`or(${anyOf.join(',')})`);
  const noneOf = matches(excluded, true);
  if (noneOf.length) conditions.push(`or(${column}.is.null,${noneOf.length === 1 ? noneOf[0] : `and(${noneOf.join(',')})`})`);
  return conditions;
}

/** `cluster=prod,namespace!=kube-system`: the selector the change list's tag buttons write; `!=` also keeps a config without the tag. */
function tagSelector(text: string): string[] {
  return text.split(',').map((part) => part.trim()).filter(Boolean).map((part) => {
    const excluded = /^([^!=\s]+)\s*!=\s*(.*)$/.exec(part);
    if (excluded) return `or(tags->>${excluded[1]}.is.null,tags->>${excluded[1]}.neq.${quoteValue(excluded[2]!)})`;
    const included = /^([^!=\s]+)\s*==?\s*(.*)$/.exec(part);
    if (included) return condition(`tags->>${included[1]}`, 'eq', included[2]!);
    return part.startsWith('!') ? `tags->>${part.slice(1).trim()}.is.null` : `tags->>${part}.not.is.null`;
  });
}

const UNITS: Record<string, (date: Date, n: number) => void> = {
  m: (date, n) => date.setUTCMinutes(date.getUTCMinutes() - n),
  h: (date, n) => date.setUTCHours(date.getUTCHours() - n),
  d: (date, n) => date.setUTCDate(date.getUTCDate() - n),
  w: (date, n) => date.setUTCDate(date.getUTCDate() - 7 * n),
  M: (date, n) => date.setUTCMonth(date.getUTCMonth() - n),
  y: (date, n) => date.setUTCFullYear(date.getUTCFullYear() - n),
};

/** `now-2d` at `now`, as the feed's date maths reads it. */
export function changesSince(range: string, now: Date): string {
  const match = /^now-(\d+)([mhdwMy])$/.exec(range);
  const since = new Date(now.getTime());
  if (match) UNITS[match[2]!]!(since, Number(match[1]));
  return since.toISOString();
}

/** The severity asked for and every worse one, as the feed's `severity` reads a single name. */
const severities = (least: string) => {
  const index = CHANGE_SEVERITY_OPTIONS.indexOf(least.toLowerCase() as never);
  return index < 0 ? [least] : CHANGE_SEVERITY_OPTIONS.slice(index);
};

/** Every change of /catalog/changes (or of one config's tab without its linked configs) the feed would page through for `query`, in its order, read at `now`. */
export function catalogChangesQuery(query: ChangesQuery, now: Date): PostgrestQuery {
  const conditions = [
    ...(query.configId ? [condition('config_id', 'eq', query.configId)] : []),
    condition('created_at', 'gte', changesSince(query.from, now)),
    ...(query.includeDeletedConfigs ? [] : ['deleted_at.is.null']),
    ...(query.configTypes ? filterList('type', query.configTypes) : []),
    ...(query.changeTypes ? filterList('change_type', query.changeTypes) : []),
    ...(query.severity ? [condition('severity', 'in', severities(query.severity))] : []),
    ...(query.tags ? tagSelector(query.tags) : []),
  ];
  const descending = query.sortBy.startsWith('-');
  const column = descending ? query.sortBy.slice(1) : query.sortBy;
  return from('catalog_changes')
    .select('id,config_id,name,type,tags,change_type,severity,source,summary,created_at,first_observed,count,created_by,external_created_by,deleted_at')
    .and(conditions.join(','))
    .order(CHANGE_SORTS.has(column) ? column : 'created_at', { ascending: !descending })
    .order('id');
}
