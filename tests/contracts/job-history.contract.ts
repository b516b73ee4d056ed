import { beforeEach, describe, expect, it } from 'vitest';
import type { JobHistoryPort, JobHistoryQuery } from '../../core/settings/job-history';
import type { ContractSetup } from './contract';

/** One run as a case writes it; the server's runner inserts it into `job_history`. */
export interface JobRunSeed {
  readonly name: string;
  readonly status: string;
  readonly resourceType: string;
  readonly resourceId: string;
  /** Minutes before the case's now. */
  readonly minutesAgo: number;
  readonly durationMillis?: number;
  readonly successCount?: number;
  readonly errorCount?: number;
  readonly details?: { errors?: string[]; scrape_summary?: unknown; summary?: unknown };
}

export interface JobsArrange {
  add(runs: readonly JobRunSeed[]): Promise<void>;
}

const HOUR = 3_600_000;

/** The job history as the built-in backend serves it (reference §2.7 `job_histories`, seed 002 §7.2). */
export function describeJobsContract(name: string, setup: ContractSetup<JobHistoryPort, JobsArrange>) {
  describe(`the job history port (${name})`, () => {
    let port: JobHistoryPort;
    let arrange: JobsArrange;
    const now = Date.now();
    const query = (given: Partial<JobHistoryQuery> = {}): JobHistoryQuery => ({
      pageIndex: 0,
      pageSize: 50,
      sort: { column: 'createdAt', desc: true },
      names: {},
      resourceTypes: {},
      statuses: {},
      from: new Date(now - 48 * HOUR),
      to: new Date(now + HOUR),
      ...given,
    });
    const run = (name: string, status: string, minutesAgo: number, extra: Partial<JobRunSeed> = {}): JobRunSeed => ({
      name, status, resourceType: 'system', resourceId: `${name}-resource`, minutesAgo, ...extra,
    });

    beforeEach(async () => {
      ({ port, arrange } = await setup());
      await arrange.add([
        run('SyncCanaryJobs', 'SUCCESS', 5, { durationMillis: 120, successCount: 3 }),
        run('ConfigScraper', 'FAILED', 10, { resourceType: 'config_scraper', durationMillis: 65_000, errorCount: 1, details: { errors: ['file.yaml:3: bad indent'] } }),
        run('ConfigScraper', 'WARNING', 20, { resourceType: 'config_scraper', durationMillis: 2_000, details: { scrape_summary: { 'Kubernetes::Pod': { added: 2 } } } }),
        run('CleanupJobHistory', 'SKIPPED', 30),
        run('SyncCanaryJobs', 'SUCCESS', 3 * 24 * 60),
      ]);
    });

    it('lists the runs within the range newest first, with the total', async () => {
      const page = await port.list(query());
      expect(page.rows.map((r) => `${r.name} ${r.status}`)).toEqual([
        'SyncCanaryJobs SUCCESS', 'ConfigScraper FAILED', 'ConfigScraper WARNING', 'CleanupJobHistory SKIPPED',
      ]);
      expect(page.total).toBe(4);
    });

    it('pages, the total counting every matching run', async () => {
      const page = await port.list(query({ pageIndex: 1, pageSize: 3 }));
      expect(page.rows.map((r) => r.name)).toEqual(['CleanupJobHistory']);
      expect(page.total).toBe(4);
    });

    it('leaves out excluded statuses and keeps only included ones', async () => {
      expect((await port.list(query({ statuses: { SUCCESS: -1 } }))).rows.map((r) => r.status)).toEqual(['FAILED', 'WARNING', 'SKIPPED']);
      expect((await port.list(query({ statuses: { FAILED: 1, SKIPPED: 1 } }))).rows.map((r) => r.status)).toEqual(['FAILED', 'SKIPPED']);
    });

    it('filters by name, resource type and a least duration', async () => {
      expect((await port.list(query({ names: { ConfigScraper: 1 } }))).total).toBe(2);
      expect((await port.list(query({ resourceTypes: { system: -1 } }))).rows.map((r) => r.status)).toEqual(['FAILED', 'WARNING']);
      expect((await port.list(query({ minDurationMs: 60_000 }))).rows.map((r) => r.status)).toEqual(['FAILED']);
    });

    it("keeps one resource's runs (a Job History tab)", async () => {
      expect((await port.list(query({ resourceId: 'CleanupJobHistory-resource' }))).rows.map((r) => r.name)).toEqual(['CleanupJobHistory']);
    });

    it('sorts by another column when asked', async () => {
      const page = await port.list(query({ sort: { column: 'durationMillis', desc: true }, names: { ConfigScraper: 1 } }));
      expect(page.rows.map((r) => r.durationMillis)).toEqual([65_000, 2_000]);
    });

    it('reads each run with its resource, counts and details', async () => {
      const [failed, warning] = (await port.list(query({ names: { ConfigScraper: 1 } }))).rows;
      expect(failed).toMatchObject({
        name: 'ConfigScraper', status: 'FAILED', resourceType: 'config_scraper', resourceId: 'ConfigScraper-resource',
        durationMillis: 65_000, errorCount: 1, successCount: 0, details: { errors: ['file.yaml:3: bad indent'] },
      });
      expect(warning?.details).toEqual({ errors: [], scrapeSummary: { 'Kubernetes::Pod': { added: 2 } }, reconcileSummary: undefined });
      // Written ten minutes before the case ran (the case's own clock, not the suite's).
      const age = Date.now() - new Date(failed!.createdAt).getTime();
      expect(age).toBeGreaterThan(9 * 60_000);
      expect(age).toBeLessThan(11 * 60_000);
    });

    it('names every job with a run, sorted', async () => {
      expect(await port.names()).toEqual(['CleanupJobHistory', 'ConfigScraper', 'SyncCanaryJobs']);
    });
  });
}
