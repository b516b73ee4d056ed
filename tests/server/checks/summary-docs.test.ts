import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checksSummaryJson } from '../../../server/checks/summary';
import { refreshCheckSummaries } from '../../../server/checks/summary-cache';
import type { Database } from '../../../server/db/database';
import { engines } from '../support/databases';

type Row = Record<string, unknown> & { id: string };

/**
 * The Health list reads each check's row from check_summary_docs, kept by triggers; whatever was written,
 * it must say what the check_summary view says.
 */
describe.each(engines)('the Health list documents on $name', (engine) => {
  let db: Database;

  const summary = async () => JSON.parse(await checksSummaryJson(db)) as Row[];
  const view = async () =>
    (
      await db.query<{ row: Row }>(
        `SELECT row_to_json(v) AS row FROM check_summary v WHERE deleted_at IS NULL ORDER BY name, id`,
      )
    ).rows.map((r) => r.row);
  const expectSameAsView = async () => {
    await refreshCheckSummaries(db);
    expect(await summary()).toEqual(await view());
  };
  const someCheck = async () =>
    (await db.query<{ id: string; canary_id: string }>(`SELECT id, canary_id FROM checks WHERE deleted_at IS NULL ORDER BY name LIMIT 1`)).rows[0]!;

  beforeAll(async () => {
    db = await engine.open({ seeded: true });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('matches check_summary for the whole demo estate', async () => {
    const rows = await summary();
    expect(rows.length).toBeGreaterThan(50);
    await expectSameAsView();
  });

  it('follows a check’s new status, run and silence', async () => {
    const check = await someCheck();
    await db.query(`UPDATE checks SET status = 'unhealthy', silenced_at = now(), description = 'a "quoted" text' WHERE id = $1`, [check.id]);
    await db.query(
      `INSERT INTO checks_unlogged (check_id, canary_id, status, last_runtime) VALUES ($1, $2, 'unhealthy', '2030-01-01T00:00:00Z')
       ON CONFLICT (check_id) DO UPDATE SET last_runtime = excluded.last_runtime`,
      [check.id, check.canary_id],
    );
    const row = (await summary()).find((r) => r.id === check.id)!;
    expect(row).toMatchObject({ status: 'unhealthy', description: 'a "quoted" text', last_runtime: '2030-01-01T00:00:00+00:00' });
    await expectSameAsView();
  });

  it('follows its canary’s labels and name', async () => {
    const check = await someCheck();
    await db.query(`UPDATE canaries SET name = 'renamed-canary', labels = labels || '{"zone":"eu-1"}' WHERE id = $1`, [check.canary_id]);
    const row = (await summary()).find((r) => r.id === check.id)!;
    expect(row).toMatchObject({ canary_name: 'renamed-canary', labels: expect.objectContaining({ zone: 'eu-1' }) });
    await expectSameAsView();
  });

  it('drops a deleted check, and keeps new checks that never ran with empty figures', async () => {
    const check = await someCheck();
    await db.query(`UPDATE checks SET deleted_at = now() WHERE id = $1`, [check.id]);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO checks (canary_id, type, name) VALUES ($1, 'http', 'brand new') RETURNING id`,
      [check.canary_id],
    );
    const list = await summary();
    expect(list.map((r) => r.id)).not.toContain(check.id);
    expect(list.find((r) => r.id === rows[0]!.id)).toMatchObject({
      uptime: { passed: 0, failed: 0, last_pass: null, last_fail: null },
      latency: { p99: null, p50: null, rolling1h: 0 },
      last_runtime: null,
    });
    await db.query(`DELETE FROM checks WHERE id = $1`, [rows[0]!.id]);
    await expectSameAsView();
  });

  it('reads the whole list again when a check is renamed, so the list stays in name order', async () => {
    const check = await someCheck();
    await summary();
    await db.query(`UPDATE checks SET name = 'zzz last of all' WHERE id = $1`, [check.id]);
    expect((await summary()).at(-1)).toMatchObject({ id: check.id, name: 'zzz last of all' });
    await expectSameAsView();
  });

  it.runIf(engine.name === 'postgres')(
    'sees a write whose transaction began before a later one that committed first',
    async () => {
      const [early, late] = (await db.query<{ id: string }>(
        `SELECT id FROM checks WHERE deleted_at IS NULL ORDER BY name LIMIT 2`,
      )).rows;
      await summary();
      let commitEarly!: () => void;
      const held = new Promise<void>((resolve) => (commitEarly = resolve));
      let written!: () => void;
      const wrote = new Promise<void>((resolve) => (written = resolve));
      const slow = db.transaction(async (tx) => {
        await tx.query(`UPDATE checks SET description = 'written early, committed late' WHERE id = $1`, [early!.id]);
        written();
        await held;
      });
      await wrote;
      await db.query(`UPDATE checks SET description = 'written late, committed first' WHERE id = $1`, [late!.id]);
      expect((await summary()).find((r) => r.id === late!.id)).toMatchObject({ description: 'written late, committed first' });
      commitEarly();
      await slow;
      expect((await summary()).find((r) => r.id === early!.id)).toMatchObject({ description: 'written early, committed late' });
    },
  );

  it('writes timestamps in UTC whatever the writer’s time zone', async () => {
    const check = await someCheck();
    await db.transaction(async (tx) => {
      await tx.exec(`SET LOCAL TimeZone = 'Asia/Kolkata'`);
      await tx.query(`UPDATE checks SET silenced_at = '2030-01-01T00:00:00Z' WHERE id = $1`, [check.id]);
    });
    expect((await summary()).find((r) => r.id === check.id)).toMatchObject({ silenced_at: '2030-01-01T00:00:00+00:00' });
  });
});
