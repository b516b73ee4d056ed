import type { Queryable } from '../db/database';
import { Params } from '../postgrest/sql/text';
import { filterListCondition, parseFilterList, type FilterList } from './filter-list';
import { badField, RequestFields } from './input';

export const SUMMARY_COSTS = ['1h', '1d', '30d'] as const;
/** Windows with a summary kept per config; any other counts the changes as asked. */
const SUMMARY_WINDOWS: Readonly<Record<string, string>> = {
  '3d': 'config_item_summary_3d',
  '7d': 'config_item_summary_7d',
  '30d': 'config_item_summary_30d',
};
/** Seed 002 §9: the summary's changes and cost cover 30 days unless asked otherwise. */
export const DEFAULT_SUMMARY_WINDOW = '30d';

/** Group keys that are config columns; every other key names a tag (`key__tag` as the console writes it, or `key`). */
const COLUMN_GROUPS = new Set(['type', 'config_class']);
const TAG_SUFFIX = '__tag';

type Cost = (typeof SUMMARY_COSTS)[number];

export interface SummaryQuery {
  groups: { name: string; column?: string; tag?: string }[];
  deleted: boolean;
  labels: { key: string; list: FilterList }[];
  status?: FilterList;
  health?: FilterList;
  changes: { view: string } | { milliseconds: number };
  cost: Cost;
}

const UNITS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** `30d`, `12h`, `1h30m`: a duration in milliseconds, or undefined when it is not one. */
function durationMs(text: string): number | undefined {
  if (!/^(\d+(\.\d+)?(ms|s|m|h|d|w))+$/.test(text)) return undefined;
  let total = 0;
  for (const [, amount, , unit] of text.matchAll(/(\d+(\.\d+)?)(ms|s|m|h|d|w)/g)) total += Number(amount) * UNITS[unit];
  return total > 0 ? total : undefined;
}

function reservedNames(cost: Cost) {
  return new Set(['health', 'count', 'created_at', 'updated_at', 'changes', 'analysis', `cost_${cost}`, `cost_total_${cost}`]);
}

/** Reads a /catalog/summary request (reference §4.4); anything it cannot read is a 400. */
export function parseSummaryRequest(body: Readonly<Record<string, unknown>>): SummaryQuery {
  const fields = new RequestFields(body);
  const cost = (fields.text('cost') ?? DEFAULT_SUMMARY_WINDOW) as Cost;
  if (!SUMMARY_COSTS.includes(cost)) throw badField('cost', cost, `expecting one of ${SUMMARY_COSTS.join(', ')}`);

  const reserved = reservedNames(cost);
  const groups: SummaryQuery['groups'] = [];
  for (const key of [...(fields.strings('groupBy') ?? ['type']), ...(fields.strings('tags') ?? [])]) {
    const name = key.endsWith(TAG_SUFFIX) ? key.slice(0, -TAG_SUFFIX.length) : key;
    if (reserved.has(name)) throw badField('groupBy', key, `"${name}" is a field of every summary row; group by a config column or a tag`);
    if (groups.some((g) => g.name === name)) continue;
    groups.push(COLUMN_GROUPS.has(key) ? { name, column: key } : { name, tag: name });
  }

  const labels = Object.entries(fields.object('filter') ?? {}).map(([key, value]) => {
    if (typeof value !== 'string') throw badField(`filter.${key}`, value, 'expecting a value list such as "a,b,!c"');
    return { key, list: parseFilterList(value) };
  });

  const since = new RequestFields(fields.object('changes') ?? {}).text('since') ?? DEFAULT_SUMMARY_WINDOW;
  const view = SUMMARY_WINDOWS[since];
  const milliseconds = view ? undefined : durationMs(since);
  if (!view && milliseconds === undefined) throw badField('changes.since', since, 'expecting a duration such as 3d, 7d, 30d or 12h');

  const status = fields.text('status');
  const health = fields.text('health');
  return {
    groups,
    deleted: fields.bool('deleted') ?? false,
    labels,
    status: status === undefined ? undefined : parseFilterList(status),
    health: health === undefined ? undefined : parseFilterList(health),
    changes: view ? { view } : { milliseconds: milliseconds! },
    cost,
  };
}

/**
 * The catalog's landing figures (reference §4.4): per group, how many configs, their health,
 * newest creation and update, changes in the window, open insights by type, and the cost summed,
 * both as `cost_<range>` (the real server's name) and `cost_total_<range>` (what the console reads).
 * Rows are ordered by their group values, missing tags last; no configs answers null.
 */
export async function summarizeCatalog(db: Queryable, query: SummaryQuery): Promise<string> {
  const params = new Params();
  const groupExprs = query.groups.map((g) => (g.column ? `ci.${g.column}` : `ci.tags ->> ${params.add(g.tag!)}`));
  const where: string[] = [];
  if (!query.deleted) where.push('ci.deleted_at IS NULL');
  for (const { key, list } of query.labels) {
    const condition = filterListCondition(`(ci.labels ->> ${params.add(key)})`, list, params);
    if (condition) where.push(condition);
  }
  if (query.status) {
    const condition = filterListCondition('ci.status', query.status, params);
    if (condition) where.push(condition);
  }
  if (query.health) {
    const condition = filterListCondition('ci.health', query.health, params);
    if (condition) where.push(condition);
  }
  const changes =
    'view' in query.changes
      ? `SELECT config_id, config_changes_count AS n FROM ${query.changes.view}`
      : `SELECT config_id, count(*) AS n FROM config_changes
         WHERE created_at > now() - ${params.typed(`${query.changes.milliseconds} milliseconds`, 'interval')} GROUP BY config_id`;
  const costColumn = `cost_${query.cost}`;
  const groupFields = query.groups.map((g, i) => `${params.typed(g.name, 'text')}, b.k -> ${i}`);
  const rowFields = [
    ...groupFields,
    `'health', h.health`,
    `'count', b.count`,
    `'created_at', b.created_at`,
    `'updated_at', b.updated_at`,
    `'changes', b.changes`,
    `'analysis', coalesce(a.analysis, '{}'::jsonb)`,
    `${params.typed(costColumn, 'text')}, b.cost`,
    `${params.typed(`cost_total_${query.cost}`, 'text')}, b.cost`,
  ];
  // Group values in order, configs without a grouping tag after those with it.
  const order = query.groups.length ? ` ORDER BY ${query.groups.map((_, i) => `b.k ->> ${i} NULLS LAST`).join(', ')}` : '';
  const sql = `WITH items AS (
      SELECT ci.id, ci.health, ci.created_at, ci.updated_at, jsonb_build_array(${groupExprs.join(', ')}) AS k
      FROM config_items ci${where.length ? ` WHERE ${where.join(' AND ')}` : ''}
    ), base AS (
      SELECT i.k, count(*)::int AS count, max(i.created_at) AS created_at, max(i.updated_at) AS updated_at,
        coalesce(sum(ch.n), 0)::bigint AS changes, sum(cc.${costColumn})::float8 AS cost
      FROM items i
      LEFT JOIN (${changes}) ch ON ch.config_id = i.id
      LEFT JOIN config_cost_totals cc ON cc.config_id = i.id
      GROUP BY i.k
    ), health AS (
      SELECT x.k, jsonb_object_agg(x.health, x.n) AS health
      FROM (SELECT k, health, count(*)::int AS n FROM items WHERE health IS NOT NULL GROUP BY k, health) x
      GROUP BY x.k
    ), analysis AS (
      SELECT x.k, jsonb_object_agg(x.analysis_type, x.n) AS analysis
      FROM (
        SELECT i.k, ca.analysis_type, count(*)::int AS n FROM items i
        JOIN config_analysis ca ON ca.config_id = i.id AND ca.status = 'open' AND ca.analysis_type IS NOT NULL
        GROUP BY i.k, ca.analysis_type
      ) x
      GROUP BY x.k
    )
    SELECT json_agg(json_build_object(${rowFields.join(', ')})${order})::text AS body
    FROM base b
    LEFT JOIN health h ON h.k = b.k
    LEFT JOIN analysis a ON a.k = b.k`;
  const { rows } = await db.query<{ body: string | null }>(sql, params.values);
  return rows[0].body ?? 'null';
}
