import { NIL_UUID } from '../../core/shared/ids';
import type { Queryable } from '../db/database';
import { evaluateDateMath } from '../postgrest/parser/date-math';
import { arrayLiteral, Params } from '../postgrest/sql/text';
import { filterListCondition, parseFilterList, type FilterList } from './filter-list';
import { badField, isBadField, RequestFields } from './input';
import { parseTagSelector, tagSelectorCondition, TagSelectorError, type TagRequirement } from './tag-selector';

/** Change severities, least to most severe: `severity` asks for this one or worse (reference §4.4, §5). */
export const CHANGE_SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const;
export const CHANGE_SORTS = ['created_at', 'name', 'change_type', 'summary', 'source', 'count'] as const;
export const RECURSIVE_DIRECTIONS = ['downstream', 'upstream', 'all', 'none'] as const;

export const DEFAULT_CHANGES_PAGE_SIZE = 50;
/** As on the real server, a read returns at most this many rows (reference §1.4, `db-max-rows`). */
export const MAX_CHANGES_PAGE_SIZE = 2000;
export const DEFAULT_CHANGES_DEPTH = 5;
const MAX_DEPTH = 20;
/** The window when neither `from` nor `to` is given. */
export const DEFAULT_CHANGES_FROM = 'now-2d';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Sort = (typeof CHANGE_SORTS)[number];
type Direction = (typeof RECURSIVE_DIRECTIONS)[number];

export interface ChangesQuery {
  /** Exactly one config: its changes and its linked configs' through related_changes_recursive. */
  config?: { id: string; recursive: Direction; depth: number; soft: boolean };
  configIds: string[];
  excludedConfigIds: string[];
  configTypes?: FilterList;
  changeTypes?: FilterList;
  severities?: FilterList;
  summary?: FilterList;
  source?: FilterList;
  createdBy?: { people: FilterList; names: FilterList };
  externalCreatedBy?: FilterList;
  from?: Date;
  to?: Date;
  fromInsertedAt?: Date;
  toInsertedAt?: Date;
  tags?: TagRequirement[];
  agentId?: string;
  includeDeletedConfigs: boolean;
  page: number;
  pageSize: number;
  sort: Sort;
  descending: boolean;
}

function parseIds(text: string) {
  const list = parseFilterList(text);
  const ids = [...list.include, ...list.exclude];
  if (list.includeGlobs.length || list.excludeGlobs.length || ids.some((id) => !UUID.test(id))) {
    throw badField('id', text, 'expecting config ids, separated by commas, each may start with !');
  }
  return list;
}

function parseSeverity(text: string): FilterList {
  const list = parseFilterList(text);
  const named = [...list.include, ...list.exclude].map((s) => s.toLowerCase());
  const known = (s: string) => (CHANGE_SEVERITIES as readonly string[]).includes(s);
  if (list.includeGlobs.length || list.excludeGlobs.length || list.include.length > 1 || !named.every(known)) {
    throw badField('severity', text, `expecting one of ${CHANGE_SEVERITIES.join(', ')}, or !<severity> to leave one out`);
  }
  const least = list.include.length ? CHANGE_SEVERITIES.indexOf(list.include[0].toLowerCase() as never) : -1;
  return {
    include: least >= 0 ? CHANGE_SEVERITIES.slice(least) : [],
    includeGlobs: [],
    exclude: list.exclude.map((s) => s.toLowerCase()),
    excludeGlobs: [],
  };
}

function parseTime(field: string, text: string, now: Date): Date {
  const date = evaluateDateMath(text, now);
  if (!date) throw badField(field, text, 'expecting date maths such as now-2d, or an RFC 3339 time');
  return date;
}

function parseCreatedBy(text: string) {
  const list = parseFilterList(text);
  const person = (item: string) => UUID.test(item);
  return {
    people: { include: list.include.filter(person), includeGlobs: [], exclude: list.exclude.filter(person), excludeGlobs: [] },
    names: {
      include: list.include.filter((item) => !person(item)),
      includeGlobs: list.includeGlobs,
      exclude: list.exclude.filter((item) => !person(item)),
      excludeGlobs: list.excludeGlobs,
    },
  };
}

function parseSort(text: string | undefined): { sort: Sort; descending: boolean } {
  if (text === undefined) return { sort: 'created_at', descending: true };
  const descending = text.startsWith('-');
  const name = descending ? text.slice(1) : text;
  if (!(CHANGE_SORTS as readonly string[]).includes(name)) {
    throw badField('sort_by', text, `expecting one of ${CHANGE_SORTS.join(', ')}, with a leading - for descending`);
  }
  return { sort: name as Sort, descending };
}

/**
 * Reads a /catalog/changes request (reference §4.4). With `lenient`, a filter that cannot be read is
 * left out; paging, sorting and the walk of linked configs must always be valid.
 */
export function parseChangesRequest(body: Readonly<Record<string, unknown>>, now: Date): ChangesQuery {
  const fields = new RequestFields(body);
  const lenient = fields.bool('lenient') ?? false;
  const filter = <T>(field: string, read: (text: string) => T): T | undefined => {
    try {
      const text = fields.text(field);
      return text === undefined ? undefined : read(text);
    } catch (error) {
      if (lenient && isBadField(error)) return undefined;
      throw error;
    }
  };

  const recursiveText = fields.text('recursive') ?? 'downstream';
  if (!(RECURSIVE_DIRECTIONS as readonly string[]).includes(recursiveText)) {
    throw badField('recursive', recursiveText, `expecting one of ${RECURSIVE_DIRECTIONS.join(', ')}`);
  }
  const depth = fields.int('depth', 0, MAX_DEPTH) ?? DEFAULT_CHANGES_DEPTH;
  const soft = fields.bool('soft') ?? false;
  const ids = filter('id', parseIds);
  const config =
    ids && ids.include.length === 1 ? { id: ids.include[0], recursive: recursiveText as Direction, depth, soft } : undefined;

  const from = filter('from', (text) => parseTime('from', text, now));
  const to = filter('to', (text) => parseTime('to', text, now));
  const window = from === undefined && to === undefined ? { from: parseTime('from', DEFAULT_CHANGES_FROM, now) } : { from, to };

  return {
    config,
    configIds: config ? [] : (ids?.include ?? []),
    excludedConfigIds: ids?.exclude ?? [],
    configTypes: filter('config_type', parseFilterList),
    changeTypes: filter('type', parseFilterList),
    severities: filter('severity', parseSeverity),
    summary: filter('summary', parseFilterList),
    source: filter('source', parseFilterList),
    createdBy: filter('created_by', parseCreatedBy),
    externalCreatedBy: filter('external_created_by', parseFilterList),
    ...window,
    fromInsertedAt: filter('from_inserted_at', (text) => parseTime('from_inserted_at', text, now)),
    toInsertedAt: filter('to_inserted_at', (text) => parseTime('to_inserted_at', text, now)),
    tags: filter('tags', (text) => {
      try {
        return parseTagSelector(text);
      } catch (error) {
        if (error instanceof TagSelectorError) throw badField('tags', text, `${error.message}; expecting key=value, key!=value, key in (a,b), key notin (a,b), key or !key, separated by commas`);
        throw error;
      }
    }),
    agentId: filter('agent_id', (text) => {
      if (text === 'local') return NIL_UUID;
      if (!UUID.test(text)) throw badField('agent_id', text, 'expecting an agent id or local');
      return text;
    }),
    includeDeletedConfigs: fields.bool('include_deleted_configs') ?? false,
    page: fields.int('page', 1, 1_000_000) ?? 1,
    pageSize: fields.int('page_size', 1, MAX_CHANGES_PAGE_SIZE) ?? DEFAULT_CHANGES_PAGE_SIZE,
    ...parseSort(fields.text('sort_by')),
  };
}

/** A change as the feed answers it: the change and its config's name, type and tags; empty fields left out. */
const CHANGE_FIELDS = [
  'id', 'config_id', 'name', 'type', 'tags', 'change_type', 'severity', 'source', 'summary', 'created_at',
  'first_observed', 'count', 'created_by', 'external_created_by', 'agent_id', 'external_change_id', 'deleted_at',
  'path', 'inserted_at',
] as const;

function conditions(query: ChangesQuery, params: Params): string[] {
  const where: string[] = [];
  const add = (condition: string | undefined) => {
    if (condition) where.push(condition);
  };
  if (query.configIds.length) where.push(`c.config_id = ANY(${params.typed(arrayLiteral(query.configIds), 'uuid[]')})`);
  if (query.excludedConfigIds.length) where.push(`NOT (c.config_id = ANY(${params.typed(arrayLiteral(query.excludedConfigIds), 'uuid[]')}))`);
  // related_changes_recursive leaves deleted linked configs out itself, and keeps the config asked for.
  if (!query.config && !query.includeDeletedConfigs) where.push('c.deleted_at IS NULL');
  if (query.configTypes) add(filterListCondition('c.type', query.configTypes, params));
  if (query.changeTypes) add(filterListCondition('c.change_type', query.changeTypes, params));
  if (query.severities) add(filterListCondition('c.severity', query.severities, params));
  if (query.summary) add(filterListCondition('c.summary', query.summary, params));
  if (query.source) add(filterListCondition('c.source', query.source, params));
  if (query.externalCreatedBy) add(filterListCondition('c.external_created_by', query.externalCreatedBy, params));
  if (query.createdBy) {
    const { people, names } = query.createdBy;
    const included = [
      ...(people.include.length ? [`c.created_by = ANY(${params.typed(arrayLiteral(people.include), 'uuid[]')})`] : []),
      ...(names.include.length || names.includeGlobs.length
        ? [filterListCondition('c.external_created_by', { ...names, exclude: [], excludeGlobs: [] }, params)!]
        : []),
    ];
    if (included.length) where.push(`(${included.join(' OR ')})`);
    if (people.exclude.length) where.push(`(c.created_by IS NULL OR NOT (c.created_by = ANY(${params.typed(arrayLiteral(people.exclude), 'uuid[]')})))`);
    add(filterListCondition('c.external_created_by', { ...names, include: [], includeGlobs: [] }, params));
  }
  if (query.from) where.push(`c.created_at >= ${params.typed(query.from.toISOString(), 'timestamptz')}`);
  if (query.to) where.push(`c.created_at <= ${params.typed(query.to.toISOString(), 'timestamptz')}`);
  if (query.fromInsertedAt) where.push(`c.inserted_at >= ${params.typed(query.fromInsertedAt.toISOString(), 'timestamptz')}`);
  if (query.toInsertedAt) where.push(`c.inserted_at <= ${params.typed(query.toInsertedAt.toISOString(), 'timestamptz')}`);
  if (query.tags) add(tagSelectorCondition('c.tags', query.tags, params));
  if (query.agentId) where.push(`c.agent_id = ${params.typed(query.agentId, 'uuid')}`);
  return where;
}

function source(query: ChangesQuery, params: Params): string {
  if (!query.config) return 'catalog_changes c';
  const { id, recursive, depth, soft } = query.config;
  return `related_changes_recursive(${params.typed(id, 'uuid')}, ${params.typed(recursive, 'text')}, ${params.typed(
    String(query.includeDeletedConfigs),
    'boolean',
  )}, ${params.typed(String(depth), 'integer')}, ${params.typed(String(soft), 'boolean')}) c`;
}

export interface ChangesPage {
  total?: number;
  summary?: Record<string, number>;
  changes?: Record<string, unknown>[];
}

/**
 * One page of changes, newest first unless sorted otherwise (ties by time, newest first, then id),
 * with the total matching and the count of each change type on the page. As on the real server,
 * empty keys are left out: nothing matching answers `{}`.
 */
export async function listChanges(db: Queryable, query: ChangesQuery): Promise<ChangesPage> {
  const params = new Params();
  const from = source(query, params);
  const where = conditions(query, params);
  const filtered = `FROM ${from}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
  const countParams = [...params.values];
  const direction = query.descending ? 'DESC' : 'ASC';
  const keys = query.sort === 'created_at' ? [`created_at ${direction}`, 'id'] : [`${query.sort} ${direction}`, 'created_at DESC', 'id'];
  const orderBy = (alias: string) => keys.map((key) => `${alias}.${key}`).join(', ');
  const limit = params.typed(String(query.pageSize), 'integer');
  const offset = params.typed(String((query.page - 1) * query.pageSize), 'bigint');
  const fields = CHANGE_FIELDS.map((name) => `'${name}', p.${name}`).join(', ');
  const pageSql = `WITH page AS (
      SELECT ${CHANGE_FIELDS.map((name) => `c.${name}`).join(', ')} ${filtered}
      ORDER BY ${orderBy('c')} LIMIT ${limit} OFFSET ${offset}
    )
    SELECT (SELECT json_agg(json_strip_nulls(json_build_object(${fields})) ORDER BY ${orderBy('p')}) FROM page p)::text AS changes,
      (SELECT json_object_agg(t.change_type, t.n ORDER BY t.change_type) FROM (
        SELECT change_type, count(*)::int AS n FROM page WHERE change_type IS NOT NULL GROUP BY change_type) t)::text AS summary`;
  const [total, page] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${filtered}`, countParams),
    db.query<{ changes: string | null; summary: string | null }>(pageSql, params.values),
  ]);
  const result: ChangesPage = {};
  if (total.rows[0].n > 0) result.total = total.rows[0].n;
  if (page.rows[0].summary) result.summary = JSON.parse(page.rows[0].summary) as Record<string, number>;
  if (page.rows[0].changes) result.changes = JSON.parse(page.rows[0].changes) as Record<string, unknown>[];
  return result;
}
