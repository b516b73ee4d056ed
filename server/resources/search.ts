import { can, type Resource } from '../../core/access';
import type { Queryable } from '../db/database';
import { invalidBody } from '../postgrest/errors';
import { arrayLiteral, Params } from '../postgrest/sql/text';

/**
 * POST /resources/search (reference §4.11) over the kinds this backend keeps: checks, components,
 * configs and playbooks. The other kinds the reference names (canaries, changes, analyses,
 * connections) are accepted and answered with nothing, as the reference omits empty kinds.
 */
export const SEARCH_KINDS = ['checks', 'components', 'configs', 'playbooks'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

const OTHER_KINDS = ['canaries', 'config_changes', 'config_analysis', 'connections'] as const;

/** What each kind needs read on (permissions.md's /api/db map). */
const READ_ON: Record<SearchKind, Resource> = {
  checks: 'canaries',
  components: 'topologies',
  configs: 'catalog',
  playbooks: 'playbooks',
};

export interface ResourceSelector {
  readonly id?: string;
  readonly name?: string;
  readonly namespace?: string;
  readonly types?: readonly string[];
  readonly search?: string;
  readonly limit?: number;
  readonly includeDeleted?: boolean;
}

export interface SearchRequest {
  readonly limit: number;
  readonly kinds: Partial<Record<SearchKind, readonly ResourceSelector[]>>;
}

export const DEFAULT_SEARCH_LIMIT = 50;
/** Selectors one kind may carry: the search is one statement, whose bound parameters PostgreSQL caps. */
const MAX_SELECTORS = 100;
export const MAX_SEARCH_LIMIT = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function limitOf(value: unknown, field: string, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw invalidBody(`${field} must be a positive whole number`);
  return Math.min(value, MAX_SEARCH_LIMIT);
}

function optionalText(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw invalidBody(`${field} must be a string`);
  return value;
}

function parseSelector(raw: unknown, field: string, limit: number): ResourceSelector {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw invalidBody(`${field} must be a resource selector object`);
  const selector = raw as Record<string, unknown>;
  const id = optionalText(selector.id, `${field}.id`);
  if (id !== undefined && !UUID.test(id)) throw invalidBody(`${field}.id must be a UUID`);
  const types = selector.types ?? [];
  if (!Array.isArray(types) || types.some((type) => typeof type !== 'string')) throw invalidBody(`${field}.types must be a list of strings`);
  if (selector.includeDeleted !== undefined && typeof selector.includeDeleted !== 'boolean') throw invalidBody(`${field}.includeDeleted must be true or false`);
  return {
    id,
    name: optionalText(selector.name, `${field}.name`),
    namespace: optionalText(selector.namespace, `${field}.namespace`),
    types: types as string[],
    search: optionalText(selector.search, `${field}.search`)?.trim() || undefined,
    limit: limitOf(selector.limit, `${field}.limit`, limit),
    includeDeleted: selector.includeDeleted === true,
  };
}

/** The request body, or PostgREST's 400 naming the field that is wrong. */
export function parseSearchRequest(body: Record<string, unknown>): SearchRequest {
  const limit = limitOf(body.limit, 'limit', DEFAULT_SEARCH_LIMIT);
  const kinds: Partial<Record<SearchKind, ResourceSelector[]>> = {};
  for (const kind of [...SEARCH_KINDS, ...OTHER_KINDS]) {
    const selectors = body[kind];
    if (selectors === undefined || selectors === null) continue;
    if (!Array.isArray(selectors)) throw invalidBody(`${kind} must be a list of resource selectors`);
    if (selectors.length > MAX_SELECTORS) throw invalidBody(`${kind} may hold at most ${MAX_SELECTORS} resource selectors`);
    const parsed = selectors.map((selector, index) => parseSelector(selector, `${kind}[${index}]`, limit));
    if ((SEARCH_KINDS as readonly string[]).includes(kind)) kinds[kind as SearchKind] = parsed;
  }
  return { limit, kinds };
}

export interface SearchedResource {
  id: string;
  name: string;
  namespace: string | null;
  type: string | null;
  agent: string | null;
  icon: string | null;
  tags: Record<string, unknown> | null;
  health: string | null;
  status: string | null;
  created_at: string | null;
  updated_at: string | null;
}

export type SearchResponse = Partial<Record<SearchKind, SearchedResource[]>>;

/** Where each kind's columns live; `names` are the texts a search matches (a playbook's title too). */
interface KindSource {
  readonly table: string;
  readonly names: readonly string[];
  readonly select: string;
  /** The column holding healthy/unhealthy/warning, for unhealthy-first ordering. */
  readonly health: string;
}

const SOURCES: Record<SearchKind, KindSource> = {
  checks: {
    table: 'checks',
    names: ['name'],
    select: `id, name, namespace, type, agent_id AS agent, icon, labels AS tags, status AS health, status, created_at, updated_at`,
    health: 'status',
  },
  components: {
    table: 'components',
    names: ['name'],
    select: `id, name, namespace, type, agent_id AS agent, icon, labels AS tags, health, status, created_at, updated_at`,
    health: 'health',
  },
  configs: {
    table: 'config_items',
    names: ['name'],
    select: `id, name, NULL::text AS namespace, type, agent_id AS agent, icon, tags, health, status, created_at, updated_at`,
    health: 'health',
  },
  playbooks: {
    table: 'playbooks',
    names: ['title', 'name'],
    select: `id, title AS name, namespace, category AS type, NULL::uuid AS agent, icon, NULL::jsonb AS tags, NULL::text AS health, NULL::text AS status, created_at, updated_at`,
    health: 'NULL::text',
  },
};

/** LIKE's wildcards and escape taken literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Separators that start a word inside a name (`api` is a word prefix of `checkout-api`). */
const SEPARATORS = '-_./:';
const spaced = (text: string) => text.replace(/[-_./:]/g, ' ');

/**
 * Texts shorter than this match only at the start of a name or of a word in it: one or two letters
 * occur inside most names, so a substring match would rank thousands of rows to show noise (and no
 * trigram index can serve it).
 */
const SUBSTRING_MIN_LENGTH = 3;

/** A word a tsquery prefix can take as it is: letters and digits only. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/** 0 exact name, 1 prefix, 2 word prefix, 3 substring, for one name column. */
function rankOf(column: string, search: string, params: Params): string {
  const lower = search.toLowerCase();
  const exact = params.add(lower);
  const prefix = params.add(`${likeEscape(lower)}%`);
  const word = params.add(`% ${likeEscape(spaced(lower))}%`);
  const name = `lower(${column})`;
  const words = `translate(${name}, '${SEPARATORS}', '${' '.repeat(SEPARATORS.length)}')`;
  return `CASE WHEN ${name} = ${exact} THEN 0 WHEN ${name} LIKE ${prefix} THEN 1 WHEN ${words} LIKE ${word} THEN 2 ELSE 3 END`;
}

/**
 * Where a short text may match: the name's prefix, or a prefix of any word in it, written as
 * migration 034's indexes are so the planner uses them.
 */
function startsOf(column: string, search: string, params: Params): string {
  const lower = search.toLowerCase();
  const name = `lower(${column})`;
  const starts = `${name} LIKE ${params.add(`${likeEscape(lower)}%`)}`;
  const word = spaced(lower).trim();
  if (!PLAIN_WORD.test(word)) return starts;
  const words = `to_tsvector('simple', translate(${name}, '${SEPARATORS}', '${' '.repeat(SEPARATORS.length)}'))`;
  return `${starts} OR ${words} @@ to_tsquery('simple', ${params.add(`${word}:*`)})`;
}

/** One selector's best rows with their rank, as a branch of the search's one statement. */
function selectorQuery(kind: SearchKind, selector: ResourceSelector, params: Params, branch: number): string {
  const source = SOURCES[kind];
  const where: string[] = [];
  if (!selector.includeDeleted) where.push('deleted_at IS NULL');
  if (selector.id) where.push(`id = ${params.typed(selector.id, 'uuid')}`);
  if (selector.name) where.push(`(${source.names.map((column) => `${column} = ${params.add(selector.name!)}`).join(' OR ')})`);
  if (selector.namespace && kind !== 'configs') where.push(`namespace = ${params.add(selector.namespace)}`);
  if (selector.types?.length) {
    const typeColumn = kind === 'playbooks' ? 'category' : 'type';
    where.push(`${typeColumn} = ANY(${params.typed(arrayLiteral(selector.types), 'text[]')})`);
  }
  let rank = '0';
  if (selector.search) {
    const search = selector.search;
    if (search.length >= SUBSTRING_MIN_LENGTH) {
      const contains = params.add(`%${likeEscape(search)}%`);
      where.push(`(${source.names.map((column) => `${column} ILIKE ${contains}`).join(' OR ')})`);
    } else where.push(`(${source.names.map((column) => startsOf(column, search, params)).join(' OR ')})`);
    const ranks = source.names.map((column) => rankOf(column, search, params));
    rank = ranks.length > 1 ? `LEAST(${ranks.join(', ')})` : ranks[0]!;
  }
  const healthOrder = `CASE lower(${source.health}) WHEN 'unhealthy' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END`;
  const limit = params.typed(String(selector.limit ?? DEFAULT_SEARCH_LIMIT), 'integer');
  // One level, with no window over a join back: the statement is planned anew for every keystroke, and
  // this shape plans in about half the time (1.3-3 ms against 2.2-4 ms at scale 100).
  return (
    `SELECT * FROM (SELECT ${branch} AS branch, ${rank} AS hit_rank, ${healthOrder} AS hit_health, ${source.select} FROM ${source.table}` +
    (where.length ? ` WHERE ${where.join(' AND ')}` : '') +
    ` ORDER BY 2, 3, updated_at DESC NULLS LAST, id LIMIT ${limit}) AS branch_${branch}`
  );
}

const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : value === null || value === undefined ? null : String(value));

/**
 * Each kind the caller may read and asked for, its selectors' results in order with no repeats, at
 * most `limit` per kind; kinds with nothing (or that the caller may not read) are left out.
 */
export async function searchResources(
  db: Queryable,
  roles: readonly string[],
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const asked = SEARCH_KINDS.filter((kind) => request.kinds[kind]?.length && can(roles, READ_ON[kind], 'read')).flatMap((kind) =>
    request.kinds[kind]!.map((selector) => ({ kind, selector })),
  );
  // A search the person typed past (its connection closed) is not run: on PGlite's one connection it
  // would hold up the search that replaced it.
  if (asked.length === 0 || signal?.aborted) return {};
  // One statement for every kind and selector: each waits its turn on a busy connection only once.
  const params = new Params();
  const sql = `${asked.map(({ kind, selector }, branch) => selectorQuery(kind, selector, params, branch)).join(' UNION ALL ')} ORDER BY branch, hit_rank, hit_health, updated_at DESC NULLS LAST, id`;
  const { rows } = await db.query<SearchedResource & { branch: number; hit_rank: number; hit_health: number }>(sql, params.values);
  const found = new Map<SearchKind, Map<string, SearchedResource>>();
  for (const { branch, hit_rank: _rank, hit_health: _health, ...row } of rows) {
    const { kind } = asked[Number(branch)]!;
    const ofKind = found.get(kind) ?? found.set(kind, new Map()).get(kind)!;
    if (!ofKind.has(row.id)) ofKind.set(row.id, { ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) });
  }
  const response: SearchResponse = {};
  for (const kind of SEARCH_KINDS) {
    const items = [...(found.get(kind)?.values() ?? [])].slice(0, request.limit);
    if (items.length) response[kind] = items;
  }
  return response;
}
