import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spreadMissedRuns } from '../../../server/checks/missed-runs';
import { startCheckScheduler, type CheckScheduler } from '../../../server/checks/scheduler';
import { syncCanaryChecks } from '../../../server/checks/sync';
import type { Database } from '../../../server/db/database';
import { engines } from '../support/databases';
import { closedPort, insertCanary, until } from './support';

const MINUTE = 60_000;

describe.each(engines)('runs missed while no server ran the checks, on $name', (engine) => {
  let db: Database;
  let scheduler: CheckScheduler | undefined;

  beforeAll(async () => {
    db = await engine.open();
  });
  afterEach(async () => {
    await scheduler?.stop();
    scheduler = undefined;
    await db.query('DELETE FROM canaries');
  });
  afterAll(async () => {
    await db.close();
  });

  /** A canary of `count` checks of a closed port, synced into check rows whose runs are then set `late` ms overdue. */
  async function canaryOf(name: string, schedule: string, count: number, lateMs: number) {
    const port = await closedPort();
    const id = await insertCanary(db, name, { schedule, tcp: Array.from({ length: count }, (_, i) => ({ name: `${name} ${i}`, endpoint: `127.0.0.1:${port}` })) });
    await syncCanaryChecks(db, new Map());
    await db.query(`UPDATE checks SET next_runtime = now() - $2::int * interval '1 millisecond' WHERE canary_id = $1`, [id, lateMs]);
    await db.query(
      `INSERT INTO checks_unlogged (check_id, canary_id, status, last_runtime, next_runtime)
       SELECT id, canary_id, 'healthy', next_runtime - interval '10 minutes', next_runtime FROM checks WHERE canary_id = $1`,
      [id],
    );
    return id;
  }

  const nextRuns = (canaryId: string) =>
    db
      .query<{ name: string; next: Date | null; shown: Date | null }>(
        `SELECT c.name, c.next_runtime AS next, u.next_runtime AS shown FROM checks c LEFT JOIN checks_unlogged u ON u.check_id = c.id
         WHERE c.canary_id = $1 ORDER BY c.name`,
        [canaryId],
      )
      .then((r) => r.rows.map((row) => ({ ...row, next: row.next && new Date(row.next), shown: row.shown && new Date(row.shown) })));

  it('spreads them up to the canary’s next tick instead of running them all at the start', async () => {
    const missed = await canaryOf('missed', '@every 10m', 18, 2 * 60 * MINUTE);
    const now = new Date();
    expect(await spreadMissedRuns(db, now)).toBe(18);

    const runs = await nextRuns(missed);
    const times = runs.map((run) => run.next!.getTime());
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(now.getTime());
      expect(time).toBeLessThanOrEqual(now.getTime() + 10 * MINUTE);
    }
    // Eighteen points fixed by random ids: all within two minutes of each other is a chance of about 1e-10.
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(2 * MINUTE);
    // The summary's Next Run says the same.
    for (const run of runs) expect(run.shown).toEqual(run.next);
  });

  it('leaves a run that is merely due, one never made, and one whose schedule does not parse', async () => {
    const due = await canaryOf('due', '@every 10m', 1, 10_000);
    // A spec written straight to the table, past the sync that would refuse it, as the scheduler must expect.
    const broken = await canaryOf('broken', '@every 10m', 1, 2 * 60 * MINUTE);
    await db.query(`UPDATE canaries SET spec = jsonb_set(spec, '{schedule}', '"every so often"') WHERE id = $1`, [broken]);
    const fresh = await insertCanary(db, 'fresh', { schedule: '@every 10m', tcp: [{ name: 'fresh 0', endpoint: '127.0.0.1:9' }] });
    await syncCanaryChecks(db, new Map());
    const before = [...(await nextRuns(due)), ...(await nextRuns(broken)), ...(await nextRuns(fresh))];

    expect(await spreadMissedRuns(db)).toBe(0);
    expect([...(await nextRuns(due)), ...(await nextRuns(broken)), ...(await nextRuns(fresh))]).toEqual(before);
    expect(before).toHaveLength(3);
    expect(before.at(-1)!.next).toBeNull();
  });

  it('is done by the scheduler as it starts: the checks merely due run, the missed ones wait their turn', async () => {
    const missed = await canaryOf('missed', '@every 10m', 12, 2 * 60 * MINUTE);
    const due = await canaryOf('due', '@every 10m', 1, 10_000);
    scheduler = await startCheckScheduler(db, { execEnabled: false, pollMs: 50, syncMs: 0, log: () => undefined });
    const ranOf = async (canaryId: string) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM check_statuses s JOIN checks c ON c.id = s.check_id WHERE c.canary_id = $1`, [canaryId])).rows[0]!.n;
    await until(async () => (await ranOf(due)) >= 1, 15_000, 'the run that was due');
    await scheduler.idle();
    // Twelve points over ten minutes: one within the first second is a chance of about 2%, so the test
    // asks only that most of them wait.
    expect(await ranOf(missed)).toBeLessThanOrEqual(3);
  });
});
