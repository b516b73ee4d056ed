import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import {
  beginJob,
  cleanupJobHistory,
  CLEANUP_JOB_HISTORY_JOB,
  recordJob,
  startJobHistoryCleanup,
  type JobKind,
} from '../../server/jobs';
import { engines } from './support/databases';

const NIL = '00000000-0000-0000-0000-000000000000';
const SCRAPE: JobKind = { name: 'TestScrape', resourceType: 'config_scraper', retention: { success: 2, failed: 3 }, announce: true };
const HOUSEKEEPING: JobKind = { name: 'TestHousekeeping', resourceType: 'system', retention: { success: 1, failed: 1 } };

/** A clock that moves only when told. */
function fakeClock(start = '2026-03-01T10:00:00Z') {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

interface JobRow {
  id: string;
  name: string;
  status: string;
  success_count: number;
  error_count: number;
  details: Record<string, unknown>;
  duration_millis: number | null;
  resource_type: string;
  resource_id: string | null;
  agent_id: string;
  hostname: string;
  time_start: Date;
  time_end: Date | null;
  created_at: Date;
}

describe.each(engines)('the job history recorder on $name', (engine) => {
  let db: Database;
  const rows = async (name: string) =>
    (await db.query<JobRow>(`SELECT * FROM job_history WHERE name = $1 ORDER BY created_at, time_end NULLS LAST`, [name])).rows;

  beforeAll(async () => {
    db = await engine.open();
  });
  beforeEach(async () => {
    await db.query('TRUNCATE job_history CASCADE');
  });
  afterAll(async () => {
    await db.close();
  });

  describe('when a job finishes', () => {
    it('writes one row with what the job told it, its duration by the clock and this host', async () => {
      const clock = fakeClock();
      const value = await recordJob(db, HOUSEKEEPING, {}, async (run) => {
        run.success(4);
        run.details.pruned = 4;
        clock.advance(1_500);
        return 'done';
      }, { clock: clock.now });
      expect(value).toBe('done');
      const [row] = await rows('TestHousekeeping');
      expect(row).toMatchObject({
        status: 'SUCCESS', success_count: 4, error_count: 0, details: { pruned: 4 }, duration_millis: 1_500,
        resource_type: 'system', resource_id: null, agent_id: NIL,
      });
      expect(row!.hostname).not.toBe('');
      expect(row!.time_start.toISOString()).toBe('2026-03-01T10:00:00.000Z');
      expect(row!.time_end!.toISOString()).toBe('2026-03-01T10:00:01.500Z');
    });

    it('says WARNING when errors come beside successes and FAILED when only errors come', async () => {
      await recordJob(db, HOUSEKEEPING, { resourceId: 'a' }, async (run) => {
        run.success(2);
        run.error('one file did not parse');
      });
      await recordJob(db, HOUSEKEEPING, { resourceId: 'b' }, async (run) => run.error('nothing answered'));
      const byResource = Object.fromEntries((await rows('TestHousekeeping')).map((r) => [r.resource_id, r]));
      expect(byResource.a).toMatchObject({ status: 'WARNING', success_count: 2, error_count: 1, details: { errors: ['one file did not parse'] } });
      expect(byResource.b).toMatchObject({ status: 'FAILED', success_count: 0, error_count: 1, details: { errors: ['nothing answered'] } });
    });

    it('records a job that throws as FAILED with its message and throws on', async () => {
      const failing = recordJob(db, HOUSEKEEPING, {}, async (run) => {
        run.success();
        throw new Error('connection reset');
      });
      await expect(failing).rejects.toThrow('connection reset');
      expect(await rows('TestHousekeeping')).toMatchObject([{ status: 'FAILED', success_count: 1, details: { errors: ['connection reset'] } }]);
    });

    it('records a skipped job with its reason', async () => {
      await recordJob(db, HOUSEKEEPING, {}, async (run) => run.skip('This scraper type does not run in the built-in backend'));
      expect(await rows('TestHousekeeping')).toMatchObject([
        { status: 'SKIPPED', details: { errors: ['This scraper type does not run in the built-in backend'] } },
      ]);
    });
  });

  describe('when a long job runs', () => {
    it('shows it RUNNING at once and finishes that same row', async () => {
      const clock = fakeClock();
      const job = await beginJob(db, SCRAPE, { resourceId: 'scraper-1' }, { clock: clock.now });
      expect(await rows('TestScrape')).toMatchObject([{ status: 'RUNNING', time_end: null, duration_millis: null }]);
      clock.advance(250);
      job.run.success(3);
      expect(await job.finish()).toBe('SUCCESS');
      const finished = await rows('TestScrape');
      expect(finished).toHaveLength(1);
      expect(finished[0]).toMatchObject({ status: 'SUCCESS', success_count: 3, duration_millis: 250 });
    });
  });

  describe('when a job has run more often than its retention', () => {
    it('keeps the newest successes and the newest failures of each resource', async () => {
      const clock = fakeClock();
      const run = async (resourceId: string, ok: boolean) => {
        clock.advance(60_000);
        await recordJob(db, SCRAPE, { resourceId }, async (r) => (ok ? r.success() : r.error('timeout')), { clock: clock.now });
      };
      for (const ok of [true, false, true, false, true, false, true, false, true]) await run('kept-apart', ok);
      await run('other', false);
      const kept = await rows('TestScrape');
      const ofFirst = kept.filter((r) => r.resource_id === 'kept-apart');
      expect(ofFirst.filter((r) => r.status === 'SUCCESS').map((r) => r.created_at.toISOString())).toEqual([
        '2026-03-01T10:07:00.000Z', '2026-03-01T10:09:00.000Z',
      ]);
      expect(ofFirst.filter((r) => r.status === 'FAILED').map((r) => r.created_at.toISOString())).toEqual([
        '2026-03-01T10:04:00.000Z', '2026-03-01T10:06:00.000Z', '2026-03-01T10:08:00.000Z',
      ]);
      expect(kept.filter((r) => r.resource_id === 'other')).toHaveLength(1);
    });
  });

  describe('when the summary views are read', () => {
    const summary = async () =>
      (await db.query(`SELECT * FROM job_history_summary WHERE name LIKE 'Sum%' ORDER BY name`)).rows;
    const aggregated = async () =>
      (await db.query(
        `SELECT name, count(*) AS total,
           count(*) FILTER (WHERE status = 'RUNNING') AS running, count(*) FILTER (WHERE status = 'SUCCESS') AS success,
           count(*) FILTER (WHERE status = 'WARNING') AS warning, count(*) FILTER (WHERE status = 'FAILED') AS failed,
           count(*) FILTER (WHERE status = 'STALE') AS stale, count(*) FILTER (WHERE status = 'SKIPPED') AS skipped,
           max(created_at) AS last_run_at, round(avg(duration_millis), 2) AS average_duration
         FROM job_history WHERE name LIKE 'Sum%' GROUP BY name ORDER BY name`,
      )).rows;

    it('counts each name by status as the rows say, through inserts, updates, deletes and truncation', async () => {
      await db.query(
        `INSERT INTO job_history (name, status, duration_millis, created_at)
         SELECT CASE WHEN i % 3 = 0 THEN 'SumA' ELSE 'SumB' END,
           (ARRAY['SUCCESS', 'FAILED', 'WARNING', 'RUNNING', 'SKIPPED', 'STALE'])[1 + i % 6],
           CASE WHEN i % 5 = 0 THEN NULL ELSE i * 10 END,
           '2026-03-01T00:00:00Z'::timestamptz + i * interval '1 minute'
         FROM generate_series(1, 200) AS i`,
      );
      expect(await summary()).toEqual(await aggregated());
      await db.query(`UPDATE job_history SET status = 'SUCCESS', duration_millis = 5 WHERE status = 'RUNNING' AND name = 'SumA'`);
      expect(await summary()).toEqual(await aggregated());
      await db.query(`DELETE FROM job_history WHERE created_at > '2026-03-01T03:00:00Z'`);
      expect(await summary()).toEqual(await aggregated());
      await db.query(`DELETE FROM job_history WHERE name = 'SumB'`);
      expect(await summary()).toEqual(await aggregated());
      expect((await db.query(`SELECT name FROM job_history_names WHERE name LIKE 'Sum%'`)).rows).toEqual([{ name: 'SumA' }]);
      await db.query('TRUNCATE job_history CASCADE');
      expect(await summary()).toEqual([]);
    });

    it('names the resource of each row and its agent in job_histories', async () => {
      const { rows: [scraper] } = await db.query<{ id: string }>(
        `INSERT INTO config_scrapers (name, spec) VALUES ('demo files', '{}') RETURNING id`,
      );
      await recordJob(db, SCRAPE, { resourceId: scraper!.id }, async (run) => run.success());
      await recordJob(db, HOUSEKEEPING, {}, async (run) => run.success());
      const { rows: listed } = await db.query(`SELECT name, resource_name, agent FROM job_histories ORDER BY name`);
      expect(listed).toEqual([
        { name: 'TestHousekeeping', resource_name: null, agent: { id: NIL, name: 'local' } },
        { name: 'TestScrape', resource_name: 'demo files', agent: { id: NIL, name: 'local' } },
      ]);
    });

    it('gives the latest row of each job and resource in job_history_latest_status', async () => {
      const clock = fakeClock();
      for (const outcome of ['ok', 'bad', 'ok']) {
        clock.advance(1_000);
        await recordJob(db, HOUSEKEEPING, { resourceId: 'r1' }, async (run) => (outcome === 'ok' ? run.success() : run.error('x')), { clock: clock.now });
      }
      clock.advance(1_000);
      await recordJob(db, HOUSEKEEPING, { resourceId: 'r2' }, async (run) => run.error('x'), { clock: clock.now });
      const { rows: latest } = await db.query(
        `SELECT resource_id, status FROM job_history_latest_status WHERE name = 'TestHousekeeping' ORDER BY resource_id`,
      );
      expect(latest).toEqual([{ resource_id: 'r1', status: 'SUCCESS' }, { resource_id: 'r2', status: 'FAILED' }]);
    });
  });

  describe('when job history is cleaned up', () => {
    it('marks abandoned RUNNING rows STALE, deletes rows past the retention and records itself', async () => {
      const now = new Date('2026-03-31T12:00:00Z');
      await db.query(
        `INSERT INTO job_history (name, status, time_start, created_at) VALUES
           ('Old', 'SUCCESS', '2026-02-20T00:00:00Z', '2026-02-20T00:00:00Z'),
           ('Abandoned', 'RUNNING', '2026-03-31T09:00:00Z', '2026-03-31T09:00:00Z'),
           ('Busy', 'RUNNING', '2026-03-31T11:50:00Z', '2026-03-31T11:50:00Z')`,
      );
      expect(await cleanupJobHistory(db, { now })).toEqual({ stale: 1, deleted: 1 });
      const { rows: left } = await db.query(`SELECT name, status FROM job_history ORDER BY name`);
      expect(left).toEqual([{ name: 'Abandoned', status: 'STALE' }, { name: 'Busy', status: 'RUNNING' }]);

      const cleanup = startJobHistoryCleanup(db, { clock: () => now, everyMs: 3_600_000 });
      await cleanup.stop();
      expect(await rows(CLEANUP_JOB_HISTORY_JOB.name)).toMatchObject([{ status: 'SUCCESS', resource_type: 'system', details: { stale: 0, deleted: 0 } }]);
    });
  });
});
