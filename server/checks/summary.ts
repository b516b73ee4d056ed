import type { Database } from '../db/database';
import { freshCheckSummaries } from './summary-cache';

export interface SummaryFilter {
  checkId?: string;
  labels?: Record<string, string>;
  sortBy?: string;
}

/**
 * The Health list (reference §4.1): every live row of check_summary, as JSON text built by the database
 * (thousands of rows are not parsed and serialised again in JavaScript). Unlike the real handler we keep
 * p50, p97 and avg (DECISIONS §11); `rolling1h` is 0 as in Mission Control. Empty columns are sent as null
 * (the real server omits them); the console reads both alike.
 */
export async function checksSummaryJson(db: Database, filter: SummaryFilter = {}): Promise<string> {
  await freshCheckSummaries(db);
  const where = ['deleted_at IS NULL'];
  const params: unknown[] = [];
  if (filter.checkId) {
    params.push(filter.checkId);
    where.push(`id = $${params.length}::uuid`);
  }
  if (filter.labels && Object.keys(filter.labels).length > 0) {
    params.push(JSON.stringify(filter.labels));
    where.push(`labels @> $${params.length}::jsonb`);
  }
  const order = filter.sortBy === '-name' ? 'name DESC, id' : 'name ASC, id';
  const { rows } = await db.query<{ summary: string }>(
    `SELECT coalesce(json_agg(t ORDER BY ${order}), '[]')::text AS summary
     FROM (
       SELECT s.id, s.canary_id, s.agent_id, s.last_transition_time, s.type, s.icon, s.name, s.status, s.description,
         s.namespace, s.canary_namespace, s.canary_name, s.labels, s.severity, s.owner, s.last_runtime, s.created_at,
         s.updated_at, s.deleted_at, s.silenced_at,
         json_build_object('passed', coalesce((s.uptime ->> 'passed')::int, 0), 'failed', coalesce((s.uptime ->> 'failed')::int, 0),
           'last_pass', s.uptime -> 'last_pass', 'last_fail', s.uptime -> 'last_fail') AS uptime,
         json_build_object('p99', s.latency -> 'p99', 'p97', s.latency -> 'p97', 'p95', s.latency -> 'p95', 'p50', s.latency -> 'p50',
           'avg', round((s.latency ->> 'avg')::numeric, 2), 'rolling1h', 0) AS latency
       FROM check_summary s WHERE ${where.join(' AND ')}
     ) t`,
    params,
  );
  return rows[0]!.summary;
}
