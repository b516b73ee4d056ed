import type { Database } from '../../server/db/database';

/** The job history volume; the benchmark inserts what the demo lacks itself (DECISIONS §37). */
export const JOB_HISTORY_VOLUME = 1_000_000;

const NAMES = ['ConfigScraper', 'Canary', 'SyncCanaryJobs', 'CleanupCheckStatuses', 'PlaybookRun', 'AgentPush', 'CleanupJobHistory'];
const STATUSES = ['SUCCESS', 'SUCCESS', 'SUCCESS', 'WARNING', 'FAILED', 'SKIPPED'];

/** Tops job_history up to JOB_HISTORY_VOLUME rows of the background jobs' names and statuses, spread over 30 days. */
export async function fillJobHistory(db: Database): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_history');
  const missing = JOB_HISTORY_VOLUME - rows[0]!.n;
  if (missing <= 0) return;
  await db.query(
    `INSERT INTO job_history (name, status, resource_type, resource_id, success_count, error_count, duration_millis, time_start, time_end, created_at, details)
     SELECT ($2::text[])[1 + i % array_length($2::text[], 1)], ($3::text[])[1 + (i / 7) % array_length($3::text[], 1)], 'system',
            'bench-' || (i % 500), i % 40, i % 3, i % 90000, t, t + interval '1 second', t, '{}'::jsonb
     FROM generate_series(1, $1::int) AS i, LATERAL (SELECT now() - (i * interval '30 days' / $1::int) AS t) AS at`,
    [missing, NAMES, STATUSES],
  );
  await db.exec('ANALYZE job_history');
}

/** What the Jobs History page asks for filtered by name, status and its default range (adapters/http/settings/job-history.http.ts). */
export const jobHistoryListPath = () => {
  const to = new Date();
  const from = new Date(to.getTime() - 2 * 86_400_000);
  return (
    '/api/db/job_histories?select=*&name=eq.ConfigScraper&status=in.(FAILED,WARNING)' +
    `&and=(created_at.gte.${from.toISOString()},created_at.lte.${to.toISOString()})&order=created_at.desc.nullslast,id.asc&offset=0&limit=50`
  );
};
