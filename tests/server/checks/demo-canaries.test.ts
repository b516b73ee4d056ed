import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackDns, type LoopbackDns } from '../../../server/checks/dns-server';
import { startCheckScheduler } from '../../../server/checks/scheduler';
import { syncCanaryChecks } from '../../../server/checks/sync';
import type { Database } from '../../../server/db/database';
import { demoTargetRoutes } from '../../../server/routes/demo-targets';
import { pointDemoCanariesAt } from '../../../server/seed/demo-targets';
import { freshPglite } from '../support/databases';
import { until } from './support';

describe('when the scheduler meets the seeded demo canaries', () => {
  let db: Database;
  let self: ServerType;
  let dns: LoopbackDns;

  beforeAll(async () => {
    db = await freshPglite({ seeded: true });
    // The built-in backend's demo targets on a port of their own, as a server started elsewhere serves them.
    const app = new Hono().route('/api/demo/targets', demoTargetRoutes());
    const port = await new Promise<number>((resolve) => {
      self = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
    });
    dns = await startLoopbackDns({ port: 0 });
    await pointDemoCanariesAt(db, { httpPort: port, dnsPort: dns.port });
  });
  afterAll(async () => {
    await db?.close();
    await new Promise((resolve) => self.close(resolve));
    await dns.close();
  });

  // A check the sync added at start would run before the Health list held it, and every open list would read itself again.
  it('keeps the seeded checks and adds none: the seed holds a check for every entry of the specs', async () => {
    const before = (await db.query<{ id: string }>(`SELECT id FROM checks WHERE deleted_at IS NULL ORDER BY id`)).rows.map((r) => r.id);
    await syncCanaryChecks(db, new Map());
    const after = (await db.query<{ id: string }>(`SELECT id FROM checks WHERE deleted_at IS NULL ORDER BY id`)).rows.map((r) => r.id);
    expect(after).toEqual(before);
  });

  it('runs every demo check on loopback: the deliberately failing ones fail, the rest pass or are merely slow', async () => {
    await db.query(`UPDATE checks SET next_runtime = now() - interval '1 second'`);
    const startedAt = new Date().toISOString();
    const scheduler = await startCheckScheduler(db, { execEnabled: false, pollMs: 20, log: () => undefined });
    try {
      await until(async () => {
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM checks c WHERE c.deleted_at IS NULL AND NOT coalesce(c.transformed, false)
             AND NOT EXISTS (SELECT 1 FROM check_statuses s WHERE s.check_id = c.id AND s.time >= $1)`,
          [startedAt],
        );
        return rows[0]!.n === 0;
      }, 30_000, 'a fresh run of every runnable check');
    } finally {
      await scheduler.stop();
    }
    const { rows } = await db.query<{ type: string; spec: Record<string, unknown>; status: string; error: string | null }>(
      `SELECT c.type, c.spec, c.status,
         (SELECT s.error FROM check_statuses s WHERE s.check_id = c.id ORDER BY s.time DESC LIMIT 1) AS error
       FROM checks c WHERE c.deleted_at IS NULL AND NOT coalesce(c.transformed, false)`,
    );
    const meantToFail = (r: { spec: Record<string, unknown> }) =>
      /127\.0\.0\.1:(9|1)(\/|$)/.test(String(r.spec.url ?? r.spec.endpoint ?? '')) || r.spec.query === 'legacy-billing.acme.local';
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.filter((r) => meantToFail(r) && r.status !== 'unhealthy')).toEqual([]);
    // The flapping demo checks have tight thresholds; on a busy machine only those may fail, and only for time.
    expect(rows.filter((r) => !meantToFail(r) && r.status === 'unhealthy' && !/exceeded threshold/.test(r.error ?? ''))).toEqual([]);
    expect(rows.some(meantToFail)).toBe(true);
  });
});
