import type { Database } from '../db/database';
import { freshCheckSummaries } from './summary-cache';

export interface SummaryFilter {
  checkId?: string;
  labels?: Record<string, string>;
  sortBy?: string;
}

export interface CheckSummaryRow {
  id: string;
  uptime: { passed: number; failed: number; last_pass?: string | null; last_fail?: string | null };
  latency: { p99?: number | null; p97?: number | null; p95?: number | null; p50?: number | null; avg?: number | null; rolling1h: number };
  [column: string]: unknown;
}

const stripNulls = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null));

/**
 * The Health list (reference §4.1): every live row of check_summary. Unlike the real handler we keep
 * p50, p97 and avg (DECISIONS §11); `rolling1h` is 0 as in Mission Control.
 */
export async function checksSummary(db: Database, filter: SummaryFilter = {}): Promise<CheckSummaryRow[]> {
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
  const { rows } = await db.query<Record<string, unknown>>(`SELECT * FROM check_summary WHERE ${where.join(' AND ')} ORDER BY ${order}`, params);
  return rows.map((row) => {
    const uptime = (row.uptime ?? { passed: 0, failed: 0 }) as CheckSummaryRow['uptime'];
    const latency = (row.latency ?? {}) as Record<string, number | null>;
    return {
      ...stripNulls(row),
      id: row.id as string,
      uptime: { ...uptime, passed: Number(uptime.passed ?? 0), failed: Number(uptime.failed ?? 0) },
      latency: {
        p99: latency.p99 ?? null,
        p97: latency.p97 ?? null,
        p95: latency.p95 ?? null,
        p50: latency.p50 ?? null,
        avg: latency.avg === null || latency.avg === undefined ? null : Math.round(latency.avg * 100) / 100,
        rolling1h: 0,
      },
    };
  });
}
