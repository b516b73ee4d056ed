import type { Database } from '../db/database';
import { freshCheckSummaries } from './summary-cache';

export interface SummaryFilter {
  checkId?: string;
  labels?: Record<string, string>;
  sortBy?: string;
}

/**
 * The Health list (reference §4.1): every live row of check_summary, as JSON text built by the database.
 * Each check's row is kept as a document (migration 009) and only its last-hour uptime and latency, and the
 * last run when the check has none of its own, are added per read; rows are joined into the array here.
 * Unlike the real handler we keep p50, p97 and avg (DECISIONS §11); `rolling1h` is 0 as in Mission Control.
 * Empty columns are sent as null (the real server omits them); the console reads both alike.
 */
export async function checksSummaryJson(db: Database, filter: SummaryFilter = {}): Promise<string> {
  await freshCheckSummaries(db);
  const where = ['d.deleted_at IS NULL'];
  const params: unknown[] = [];
  if (filter.checkId) {
    params.push(filter.checkId);
    where.push(`d.check_id = $${params.length}::uuid`);
  }
  if (filter.labels && Object.keys(filter.labels).length > 0) {
    params.push(JSON.stringify(filter.labels));
    where.push(`d.labels @> $${params.length}::jsonb`);
  }
  // Both directions read check_summary_docs_by_name in order. The fallbacks for a check that never ran are
  // check_summary's; the figures come from a subquery so that the rows keep that order.
  const order = filter.sortBy === '-name' ? 'd.name DESC, d.check_id DESC' : 'd.name ASC, d.check_id ASC';
  const { rows } = await db.query<{ doc: string; figures: string }>(
    `SELECT d.doc, coalesce(
       (SELECT '"uptime":' || s.uptime::text || ',"latency":' || s.latency::text || ',"last_runtime":' ||
          coalesce(to_json(coalesce(d.last_runtime, s.last_check))::text, 'null')
        FROM check_status_summary s WHERE s.check_id = d.check_id),
       '"uptime":{"passed":0,"failed":0,"last_pass":null,"last_fail":null},' ||
       '"latency":{"p99":null,"p97":null,"p95":null,"p50":null,"avg":null,"rolling1h":0},' ||
       '"last_runtime":' || coalesce(to_json(d.last_runtime)::text, 'null')
     ) AS figures
     FROM check_summary_docs d
     WHERE ${where.join(' AND ')} ORDER BY ${order}`,
    params,
  );
  const documents = rows.map((r) => `${r.doc.slice(0, -1)},${r.figures}}`);
  return `[${documents.join(',')}]`;
}
