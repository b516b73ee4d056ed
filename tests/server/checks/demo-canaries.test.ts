import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackDns, type LoopbackDns } from '../../../server/checks/dns-server';
import { startCheckScheduler } from '../../../server/checks/scheduler';
import { syncCanaryChecks } from '../../../server/checks/sync';
import type { Database } from '../../../server/db/database';
import { freshPglite } from '../support/databases';
import { until } from './support';

describe('when the scheduler meets the seeded demo canaries', () => {
  let db: Database;
  let self: Server;
  let dns: LoopbackDns;
  let port: number;

  beforeAll(async () => {
    db = await freshPglite({ seeded: true });
    // Stands in for the built-in backend's own /health.
    self = createServer((req, res) => {
      res.writeHead(req.url?.startsWith('/health') ? 200 : 404);
      res.end('OK');
    });
    await new Promise<void>((resolve) => self.listen(0, '127.0.0.1', resolve));
    port = (self.address() as AddressInfo).port;
    dns = await startLoopbackDns({ port: 0 });
  });
  afterAll(async () => {
    await db?.close();
    self.closeAllConnections();
    await new Promise((resolve) => self.close(resolve));
    await dns.close();
  });

  it('keeps the seeded checks and adds only the spec entries that had none', async () => {
    const before = (await db.query<{ id: string }>(`SELECT id FROM checks WHERE deleted_at IS NULL ORDER BY id`)).rows.map((r) => r.id);
    await syncCanaryChecks(db, new Map());
    const after = (await db.query<{ id: string; name: string }>(`SELECT id, name FROM checks WHERE deleted_at IS NULL ORDER BY id`)).rows;
    expect(after.map((r) => r.id)).toEqual(expect.arrayContaining(before));
    expect(after.filter((r) => !before.includes(r.id)).map((r) => r.name)).toEqual(['probe-runner']);
  });

  it('runs every demo check on loopback: the deliberately failing ones fail, the rest pass or are merely slow', async () => {
    await db.query(`UPDATE checks SET next_runtime = now() - interval '1 second'`);
    const startedAt = new Date().toISOString();
    const scheduler = await startCheckScheduler(db, { port, execEnabled: false, dnsPort: dns.port, pollMs: 20, log: () => undefined });
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
