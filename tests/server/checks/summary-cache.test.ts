import { describe, expect, it } from 'vitest';
import { SUMMARY_MAX_AGE_MS, SUMMARY_SERVE_STALE_MS, freshCheckSummaries } from '../../../server/checks/summary-cache';
import type { Database } from '../../../server/db/database';

/** A database whose refreshes finish only when the test says so; its figures count the refreshes. */
function slowRefreshes() {
  const pending: (() => void)[] = [];
  const statements: string[] = [];
  const db = {
    engine: 'postgres',
    exec: (sql: string) => {
      statements.push(sql);
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    query: async () => ({
      rows: [{ id: 'c1', text: `"uptime":{"passed":${statements.length}}`, last_check: 'null' }], rowCount: 1, fields: [],
    }),
  } as unknown as Database;
  const finish = async () => {
    pending.splice(0).forEach((resolve) => resolve());
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { db, statements, finish };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('the freshness of the check summaries', () => {
  describe('when they were never refreshed', () => {
    it('makes the reader wait for one refresh, shared by concurrent readers', async () => {
      const { db, statements, finish } = slowRefreshes();
      const first = freshCheckSummaries(db);
      const second = freshCheckSummaries(db);
      expect(await settled(first)).toBe(false);
      expect(statements).toEqual(['REFRESH MATERIALIZED VIEW CONCURRENTLY check_status_summary']);
      await finish();
      expect(await settled(Promise.all([first, second]))).toBe(true);
    });
  });

  describe('when they are younger than the maximum age', () => {
    it('reads them without refreshing', async () => {
      const { db, statements, finish } = slowRefreshes();
      const first = freshCheckSummaries(db);
      await finish();
      await first;
      expect(await settled(freshCheckSummaries(db, Date.now() + SUMMARY_MAX_AGE_MS - 1_000))).toBe(true);
      expect(statements).toHaveLength(1);
    });
  });

  describe('when they are a little stale', () => {
    it('serves them at once and refreshes behind the reader', async () => {
      const { db, statements, finish } = slowRefreshes();
      const first = freshCheckSummaries(db);
      await finish();
      await first;
      const stale = freshCheckSummaries(db, Date.now() + SUMMARY_MAX_AGE_MS + 1_000);
      expect(await settled(stale)).toBe(true);
      expect((await stale).get('c1')?.text).toBe('"uptime":{"passed":1}');
      expect(statements).toHaveLength(2);
      await finish();
      expect((await freshCheckSummaries(db)).get('c1')?.text).toBe('"uptime":{"passed":2}');
    });
  });

  describe('when they are older than a reader should be served', () => {
    it('makes the reader wait for the refresh', async () => {
      const { db, statements, finish } = slowRefreshes();
      const first = freshCheckSummaries(db);
      await finish();
      await first;
      const late = freshCheckSummaries(db, Date.now() + SUMMARY_SERVE_STALE_MS + 1_000);
      expect(await settled(late)).toBe(false);
      expect(statements).toHaveLength(2);
      await finish();
      expect(await settled(late)).toBe(true);
    });
  });
});
