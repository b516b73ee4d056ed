import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimDueChecks } from '../../../server/checks/claim';
import { spreadMissedRuns } from '../../../server/checks/missed-runs';
import { startLoopbackDns, type LoopbackDns } from '../../../server/checks/dns-server';
import { pruneCheckStatuses } from '../../../server/checks/retention';
import { runCheck } from '../../../server/checks/run-check';
import { startCheckScheduler, type CheckScheduler } from '../../../server/checks/scheduler';
import { syncCanaryChecks } from '../../../server/checks/sync';
import type { Database } from '../../../server/db/database';
import { PostgresDatabase } from '../../../server/db/postgres';
import { engines, freshPostgres } from '../support/databases';
import { closedPort, insertCanary, until } from './support';

let target: Server;
let port: number;
let dns: LoopbackDns;

beforeAll(async () => {
  target = createServer((_req, res) => res.end('OK'));
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  port = (target.address() as AddressInfo).port;
  dns = await startLoopbackDns({ port: 0 });
});
afterAll(async () => {
  target.closeAllConnections();
  await new Promise((resolve) => target.close(resolve));
  await dns.close();
});

const statusesOf = (db: Database, name: string) =>
  db.query<{ status: boolean; message: string | null; error: string | null; duration: number }>(
    `SELECT s.status, s.message, s.error, s.duration FROM check_statuses s JOIN checks c ON c.id = s.check_id WHERE c.name = $1 ORDER BY s.time`,
    [name],
  ).then((r) => r.rows);

describe.each(engines)('the check scheduler on $name', (engine) => {
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

  describe('when a canary is saved', () => {
    it('creates its checks, runs them on schedule and records every run', async () => {
      const closed = await closedPort();
      await insertCanary(db, 'loopback', {
        schedule: '@every 1s',
        http: [{ name: 'self health', url: `http://127.0.0.1:${port}/health`, responseCodes: [200] }],
        tcp: [{ name: 'closed port', endpoint: `127.0.0.1:${closed}` }],
        dns: [{ name: 'demo dns', server: '127.0.0.1', port: dns.port, query: 'api.demo.local', minrecords: 1 }],
      });
      scheduler = await startCheckScheduler(db, { execEnabled: false, pollMs: 50, syncMs: 0, log: () => undefined });
      await until(async () => (await statusesOf(db, 'self health')).length >= 2, 15_000, 'two runs of the http check');
      await until(async () => (await statusesOf(db, 'demo dns')).length >= 1, 15_000, 'a run of the dns check');
      await scheduler.stop();

      expect((await statusesOf(db, 'self health'))[0]).toMatchObject({ status: true, message: 'HTTP 200 OK', error: null });
      expect((await statusesOf(db, 'demo dns'))[0]).toMatchObject({ status: true, message: 'api.demo.local: 1 record' });
      const [closedRun] = await statusesOf(db, 'closed port');
      expect(closedRun).toMatchObject({ status: false, message: null });
      expect(closedRun!.error).toContain('ECONNREFUSED');

      const { rows } = await db.query<{ name: string; status: string; last_runtime: Date; next_runtime: Date; last_transition_time: Date | null; unlogged: Date | null }>(
        `SELECT c.name, c.status, c.last_runtime, c.next_runtime, c.last_transition_time, u.last_runtime AS unlogged
         FROM checks c LEFT JOIN checks_unlogged u ON u.check_id = c.id ORDER BY c.name`,
      );
      expect(rows.map((r) => [r.name, r.status])).toEqual([['closed port', 'unhealthy'], ['demo dns', 'healthy'], ['self health', 'healthy']]);
      for (const row of rows) {
        expect(row.last_transition_time).not.toBeNull();
        expect(row.unlogged).not.toBeNull();
        // The next run follows the schedule (a second after the run), not the claim lease of minutes.
        const gap = new Date(row.next_runtime).getTime() - new Date(row.last_runtime).getTime();
        expect(gap).toBeGreaterThanOrEqual(1_000);
        expect(gap).toBeLessThan(60_000);
      }
    });

    it('retires the checks that leave the spec', async () => {
      const id = await insertCanary(db, 'shrinking', { schedule: '@every 1h', tcp: [{ name: 'a', endpoint: '127.0.0.1:1' }, { name: 'b', endpoint: '127.0.0.1:2' }] });
      scheduler = await startCheckScheduler(db, { execEnabled: false, pollMs: 50, syncMs: 0, log: () => undefined });
      await until(async () => (await db.query(`SELECT 1 FROM checks WHERE canary_id = $1`, [id])).rows.length === 2, 5_000, 'two checks');
      await db.query(`UPDATE canaries SET spec = $2::jsonb WHERE id = $1`, [id, JSON.stringify({ schedule: '@every 1h', tcp: [{ name: 'a', endpoint: '127.0.0.1:1' }] })]);
      await until(
        async () => (await db.query(`SELECT 1 FROM checks WHERE canary_id = $1 AND name = 'b' AND deleted_at IS NOT NULL`, [id])).rows.length === 1,
        5_000,
        'check b retired',
      );
      expect((await db.query(`SELECT name FROM checks WHERE canary_id = $1 AND deleted_at IS NULL`, [id])).rows).toEqual([{ name: 'a' }]);
    });
  });

  describe('when a check throws or hangs', () => {
    it('records the failure with the reason and keeps running the others', async () => {
      await insertCanary(db, 'faulty', {
        schedule: '@every 1s',
        tcp: [{ name: 'boom', endpoint: '127.0.0.1:1' }, { name: 'fine', endpoint: `127.0.0.1:${port}` }],
        http: [{ name: 'hangs', url: 'http://127.0.0.1:8080/hang', timeout: 200 }],
      });
      scheduler = await startCheckScheduler(db, {
        execEnabled: false,
        pollMs: 50,
        syncMs: 0,
        log: () => undefined,
        run: async (check, options) => {
          if (check.name === 'boom') throw new Error('the runner exploded');
          // A runner that ignores its timeout and never settles.
          if (check.name === 'hangs') return new Promise(() => undefined);
          return runCheck(check.type, check.spec, options);
        },
      });
      await until(async () => (await statusesOf(db, 'fine')).length >= 3, 15_000, 'three runs of the healthy check');
      expect((await statusesOf(db, 'boom'))[0]).toMatchObject({ status: false, error: 'check failed: the runner exploded' });
      expect((await statusesOf(db, 'boom')).length).toBeGreaterThanOrEqual(2);
      await until(async () => (await statusesOf(db, 'hangs')).length >= 1, 5_000, 'the hanging check to be cut');
      expect((await statusesOf(db, 'hangs'))[0]).toMatchObject({ status: false, error: 'timed out after 200ms' });
    });

    it('cuts a hanging target at its timeout', async () => {
      const hang = createServer(() => undefined);
      await new Promise<void>((resolve) => hang.listen(0, '127.0.0.1', resolve));
      const hangPort = (hang.address() as AddressInfo).port;
      try {
        await insertCanary(db, 'hanging', { schedule: '@every 1h', http: [{ name: 'never answers', url: `http://127.0.0.1:${hangPort}/`, timeout: 300 }] });
        scheduler = await startCheckScheduler(db, { execEnabled: false, pollMs: 50, syncMs: 0, log: () => undefined });
        const [run] = await until(async () => {
          const rows = await statusesOf(db, 'never answers');
          return rows.length > 0 ? rows : undefined;
        }, 10_000, 'the timed-out run');
        expect(run).toMatchObject({ status: false, error: 'timed out after 300ms' });
      } finally {
        hang.closeAllConnections();
        await new Promise((resolve) => hang.close(resolve));
      }
    });
  });

  describe('when the scheduler stops mid-run', () => {
    it('gives the claimed check back instead of recording a failure', async () => {
      await insertCanary(db, 'slow', { schedule: '@every 1h', tcp: [{ name: 'waits', endpoint: '127.0.0.1:1' }] });
      let started = false;
      scheduler = await startCheckScheduler(db, {
        execEnabled: false,
        pollMs: 50,
        syncMs: 0,
        log: () => undefined,
        run: (_check, options) =>
          new Promise((resolve) => {
            started = true;
            options.signal!.addEventListener('abort', () => resolve({ start: new Date(), pass: false, invalid: false, duration: 0, message: '', error: 'stopped' }));
          }),
      });
      await until(async () => started, 5_000, 'the run to start');
      await scheduler.stop();
      scheduler = undefined;
      expect(await statusesOf(db, 'waits')).toEqual([]);
      const { rows } = await db.query<{ due: boolean }>(`SELECT next_runtime <= now() AS due FROM checks WHERE name = 'waits'`);
      expect(rows[0]!.due).toBe(true);
    });
  });

  describe('claims', () => {
    it('hide a claimed check until its lease ends', async () => {
      await insertCanary(db, 'leased', { schedule: '@every 1h', tcp: [{ name: 'x', endpoint: '127.0.0.1:1' }] });
      const { syncCanaryChecks } = await import('../../../server/checks/sync');
      await syncCanaryChecks(db, new Map());
      expect((await claimDueChecks(db, 10, 60_000)).map((c) => c.name)).toEqual(['x']);
      expect(await claimDueChecks(db, 10, 60_000)).toEqual([]);
      const lease = await db.query<{ seconds: number }>(`SELECT extract(epoch FROM next_runtime - now())::float8 AS seconds FROM checks WHERE name = 'x'`);
      expect(lease.rows[0]!.seconds).toBeGreaterThan(50);
      expect(lease.rows[0]!.seconds).toBeLessThanOrEqual(60);
      // The lease runs out: moved into the past rather than waited for, so a slow machine cannot blur it.
      await db.query(`UPDATE checks SET next_runtime = now() - interval '1 second' WHERE name = 'x'`);
      expect((await claimDueChecks(db, 10, 60_000)).map((c) => c.name)).toEqual(['x']);
    });
  });

  describe('retention', () => {
    it('prunes statuses older than 30 days and keeps the rest', async () => {
      const canary = await insertCanary(db, 'old', { schedule: '@every 1h' });
      const { rows } = await db.query<{ id: string }>(`INSERT INTO checks (canary_id, type, name) VALUES ($1, 'tcp', 'aged') RETURNING id`, [canary]);
      const check = rows[0]!.id;
      await db.query(
        `INSERT INTO check_statuses (check_id, time, status) VALUES ($1, now() - interval '31 days', true), ($1, now() - interval '29 days', true), ($1, now(), false)`,
        [check],
      );
      expect(await pruneCheckStatuses(db)).toBe(1);
      expect((await db.query(`SELECT count(*)::int AS n FROM check_statuses WHERE check_id = $1`, [check])).rows[0]).toEqual({ n: 2 });
    });
  });

  describe('when runs were missed while no server ran the checks', () => {
    const MINUTE = 60_000;

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
});

describe('two servers on one PostgreSQL', () => {
  let url: string;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    const fresh = await freshPostgres();
    url = fresh.url;
    first = fresh.db;
    second = await PostgresDatabase.open(url);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('never claim the same due check twice', async () => {
    const canary = await insertCanary(first, 'contended', { schedule: '@every 1h', tcp: Array.from({ length: 40 }, (_, i) => ({ name: `c${i}`, endpoint: '127.0.0.1:1' })) });
    const { syncCanaryChecks } = await import('../../../server/checks/sync');
    await syncCanaryChecks(first, new Map());
    const batches = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimDueChecks(i % 2 === 0 ? first : second, 7, 60_000)),
    );
    const claimed = batches.flat().map((c) => c.name);
    expect(claimed).toHaveLength(40);
    expect(new Set(claimed).size).toBe(40);
    await first.query(`DELETE FROM canaries WHERE id = $1`, [canary]);
  });

  it('run each due check exactly once between two schedulers', async () => {
    await insertCanary(first, 'shared', { schedule: '@every 1h', tcp: Array.from({ length: 24 }, (_, i) => ({ name: `s${i}`, endpoint: '127.0.0.1:1' })) });
    const runs: { server: string; name: string }[] = [];
    let bRan = () => undefined as void;
    const bHasRun = new Promise<void>((resolve) => { bRan = resolve; });
    const runner = (server: string) => async (check: { name: string }) => {
      runs.push({ server, name: check.name });
      // a's runs finish only once b has taken one, so both share the work however late b starts.
      if (server === 'b') bRan();
      else await bHasRun;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { start: new Date(), pass: true, invalid: false, duration: 100, message: server, error: '' };
    };
    const options = { execEnabled: false, pollMs: 20, syncMs: 0, log: () => undefined };
    const a = await startCheckScheduler(first, { ...options, run: runner('a') });
    const b = await startCheckScheduler(second, { ...options, run: runner('b') });
    try {
      await until(async () => (await first.query(`SELECT count(*)::int AS n FROM check_statuses`)).rows[0]!.n === 24, 20_000, '24 statuses');
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await a.stop();
      await b.stop();
    }
    expect(runs).toHaveLength(24);
    expect(new Set(runs.map((r) => r.name)).size).toBe(24);
    expect(runs.some((r) => r.server === 'a')).toBe(true);
    expect(runs.some((r) => r.server === 'b')).toBe(true);
    expect((await first.query(`SELECT count(*)::int AS n FROM check_statuses`)).rows[0]).toEqual({ n: 24 });
  });
});
