import type { Queryable } from '../db/database';

export interface GraphRange {
  start: Date;
  end: Date;
}

export interface GraphPoint {
  time: string;
  status?: true;
  duration: number;
  passed: number;
  failed: number;
}

export interface CheckGraph {
  status: GraphPoint[] | null;
  latency: { p99: number; p97: number; p95: number; rolling1h: 0 };
  uptime: { passed: number; failed: number };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Reference §4.1: ≤ 2 h → 1 min buckets, ≤ 24 h → 15 min, ≤ 7 d → 1 h, otherwise 4 h. */
export function bucketMillis(rangeMs: number): number {
  if (rangeMs <= 2 * HOUR) return MINUTE;
  if (rangeMs <= 24 * HOUR) return 15 * MINUTE;
  if (rangeMs <= 7 * 24 * HOUR) return HOUR;
  return 4 * HOUR;
}

/** The discrete percentile (the value at rank ⌈p·n⌉), as PostgreSQL's percentile_disc. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

export async function checkGraph(db: Queryable, checkId: string, range: GraphRange): Promise<CheckGraph> {
  const bucketSeconds = bucketMillis(range.end.getTime() - range.start.getTime()) / 1000;
  const { rows } = await db.query<{ bucket: Date | string; passed: string | number; failed: string | number; duration: number | null }>(
    `SELECT to_timestamp(floor(extract(epoch FROM time) / $4) * $4) AS bucket,
       count(*) FILTER (WHERE status) AS passed,
       count(*) FILTER (WHERE status IS NOT TRUE) AS failed,
       avg(duration)::float8 AS duration
     FROM check_statuses
     WHERE check_id = $1 AND time >= $2 AND time <= $3
     GROUP BY 1 ORDER BY 1`,
    [checkId, range.start.toISOString(), range.end.toISOString(), bucketSeconds],
  );
  if (rows.length === 0) return { status: null, latency: { p99: 0, p97: 0, p95: 0, rolling1h: 0 }, uptime: { passed: 0, failed: 0 } };
  const points = rows.map((row): GraphPoint => {
    const passed = Number(row.passed);
    const failed = Number(row.failed);
    return {
      time: new Date(row.bucket).toISOString().replace('.000Z', 'Z'),
      ...(failed === 0 ? { status: true as const } : {}),
      duration: Math.round(row.duration ?? 0),
      passed,
      failed,
    };
  });
  const durations = points.map((p) => p.duration).sort((a, b) => a - b);
  return {
    status: points,
    latency: { p99: percentile(durations, 0.99), p97: percentile(durations, 0.97), p95: percentile(durations, 0.95), rolling1h: 0 },
    uptime: { passed: points.reduce((n, p) => n + p.passed, 0), failed: points.reduce((n, p) => n + p.failed, 0) },
  };
}
