import * as t from 'io-ts';
import type { CollectionPage, ExportTable, TriStateMap } from '../../../core/shared';
import type { JobHistoryPort, JobHistoryQuery, JobRun, JobSortColumn } from '../../../core/settings/job-history';
import { optional } from '../codecs/decode';
import { condition, exportTableOf, from, type PostgrestQuery } from '../postgrest';
import type { PostgrestClient } from '../postgrest-client';

const count = t.union([t.number, t.string]);
const RowCodec = t.intersection([
  t.type({ id: t.string }),
  t.partial({
    name: optional(t.string),
    status: optional(t.string),
    resource_type: optional(t.string),
    resource_id: optional(t.string),
    resource_name: optional(t.string),
    agent: optional(t.type({ id: t.string, name: optional(t.string) })),
    time_start: optional(t.string),
    created_at: optional(t.string),
    duration_millis: optional(count),
    success_count: optional(count),
    error_count: optional(count),
    details: optional(t.unknown),
  }),
]);
const RowsCodec = t.array(RowCodec, 'JobHistories');
type Row = t.TypeOf<typeof RowCodec>;
const NamesCodec = t.array(t.type({ name: optional(t.string) }), 'JobHistoryNames');

const number = (value: number | string | null | undefined) => (value === null || value === undefined ? undefined : Number(value));

function detailsOf(details: unknown): JobRun['details'] {
  const d = (typeof details === 'object' && details !== null ? details : {}) as Record<string, unknown>;
  const errors = Array.isArray(d.errors) ? d.errors.map((e) => (typeof e === 'string' ? e : JSON.stringify(e))) : [];
  return { errors, scrapeSummary: d.scrape_summary ?? undefined, reconcileSummary: d.summary ?? undefined };
}

const toRun = (row: Row): JobRun => ({
  id: row.id,
  name: row.name ?? '',
  status: row.status ?? '',
  resourceType: row.resource_type ?? '',
  resourceId: row.resource_id ?? '',
  resourceName: row.resource_name ?? row.resource_id ?? '',
  agent: row.agent ? { id: row.agent.id, name: row.agent.name ?? row.agent.id } : undefined,
  timeStart: row.time_start ?? row.created_at ?? '',
  createdAt: row.created_at ?? '',
  durationMillis: number(row.duration_millis),
  successCount: number(row.success_count) ?? 0,
  errorCount: number(row.error_count) ?? 0,
  details: detailsOf(row.details),
});

const SORT_COLUMNS: Readonly<Record<JobSortColumn, string>> = {
  name: 'name',
  resourceName: 'resource_name',
  resourceType: 'resource_type',
  status: 'status',
  timeStart: 'time_start',
  durationMillis: 'duration_millis',
  createdAt: 'created_at',
};

/** A tri-state filter (seed 002 §5's `key:1`, `key:-1`) as `in.(…)` and `not.in.(…)` on one column. */
function triState(query: PostgrestQuery<Row>, column: string, map: TriStateMap): PostgrestQuery<Row> {
  const included = Object.keys(map).filter((key) => map[key] === 1);
  const excluded = Object.keys(map).filter((key) => map[key] === -1);
  let next = query;
  if (included.length > 0) next = next.filter(column, 'in', included);
  if (excluded.length > 0) next = next.filter(column, 'in', excluded, true);
  return next;
}

/** The job history over PostgREST: `job_histories` and `job_history_names` (reference §2.7, seed 002 §7.2). */
export class HttpJobHistoryAdapter implements JobHistoryPort {
  constructor(private readonly db: PostgrestClient) {}

  /** The filtered, ordered runs, before paging: the list pages through them, the export reads them all. */
  private filtered(query: JobHistoryQuery): PostgrestQuery<Row> {
    let q = from<Row>('job_histories').select('*');
    q = triState(q, 'name', query.names);
    q = triState(q, 'resource_type', query.resourceTypes);
    q = triState(q, 'status', query.statuses);
    if (query.resourceId !== undefined) q = q.eq('resource_id', query.resourceId);
    if (query.minDurationMs !== undefined) q = q.gte('duration_millis', query.minDurationMs);
    q = q.and([condition('created_at', 'gte', query.from.toISOString()), condition('created_at', 'lte', query.to.toISOString())].join(','));
    // The id keeps the order stable across pages when the sort column ties.
    return q.order(SORT_COLUMNS[query.sort.column], { ascending: !query.sort.desc, nulls: 'last' }).order('id');
  }

  async list(query: JobHistoryQuery): Promise<CollectionPage<JobRun>> {
    const page = await this.db.select(this.filtered(query).page(query.pageIndex, query.pageSize), RowsCodec, { count: true });
    return { rows: page.rows.map(toRun), total: page.total ?? page.rows.length };
  }

  exportTable(query: JobHistoryQuery): ExportTable {
    return exportTableOf(this.filtered(query));
  }

  async names(): Promise<string[]> {
    const { rows } = await this.db.select(from('job_history_names').order('name'), NamesCodec);
    return rows.flatMap((row) => (row.name ? [row.name] : []));
  }
}
