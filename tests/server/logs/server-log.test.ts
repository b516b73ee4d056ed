import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoIdentities } from '../../../server/auth/demo-identities';
import type { Database } from '../../../server/db/database';
import type { AppEnv } from '../../../server/http/env';
import { captureConsole, followCheckRuns, noteRequestComponent, requestLog, ServerLogBuffer } from '../../../server/logs';
import { engines } from '../support/databases';
import { TEST_PASSWORD } from '../support/test-server';
import { topologyFixture, type TopologyFixture } from '../topology/fixture';

describe("the server's log buffer", () => {
  describe('when more entries arrive than it holds', () => {
    it('keeps only the newest, oldest first', () => {
      const buffer = new ServerLogBuffer(3);
      for (const n of [1, 2, 3, 4, 5]) buffer.record(`line ${n}`);
      expect(buffer.entries().map((e) => e.message)).toEqual(['line 3', 'line 4', 'line 5']);
      expect(buffer.size).toBe(3);
    });

    it('cuts very long messages', () => {
      const buffer = new ServerLogBuffer(1);
      expect(buffer.record('x'.repeat(10_000)).message.length).toBeLessThan(4_200);
    });
  });

  describe('when requests are answered', () => {
    it('records method, path, status and the component the route named', async () => {
      const buffer = new ServerLogBuffer(10);
      const app = new Hono<AppEnv>();
      app.use(requestLog(buffer));
      app.get('/api/thing', (c) => {
        noteRequestComponent(c, 'Payments');
        return c.text('ok');
      });
      await app.request('http://localhost/api/thing?secret=1');
      await app.request('http://localhost/api/missing');
      const [first, second] = buffer.entries();
      expect(first!.message).toMatch(/^GET \/api\/thing 200 \d+ms$/);
      expect(first!.labels).toEqual({ source: 'http', level: 'info', method: 'GET', status: '200', component: 'Payments' });
      expect(second!.labels).toMatchObject({ status: '404', level: 'warn' });
      expect(second!.labels.component).toBeUndefined();
    });
  });

  describe('when the server prints', () => {
    it('copies console messages with their level and puts the console back', () => {
      const buffer = new ServerLogBuffer(10);
      const printed: string[] = [];
      const fake = { log: (m: string) => printed.push(m), info: () => undefined, warn: () => undefined, error: (m: string) => printed.push(m), debug: () => undefined } as unknown as Console;
      const restore = captureConsole(buffer, fake);
      fake.log('started on %d', 8080);
      fake.error('scheduler: boom');
      restore();
      fake.log('after');
      expect(printed).toEqual(['started on %d', 'scheduler: boom', 'after']);
      expect(buffer.entries().map((e) => [e.message, e.labels.level])).toEqual([['started on 8080', 'info'], ['scheduler: boom', 'error']]);
    });
  });
});

describe.each(engines)('following check runs on $name', (engine) => {
  let db: Database;
  let f: TopologyFixture;

  beforeAll(async () => {
    db = await engine.open();
    await ensureDemoIdentities(db, TEST_PASSWORD);
    f = await topologyFixture(db);
  });
  afterAll(() => db?.close());

  it('records each new run once, labelled with its components', async () => {
    const buffer = new ServerLogBuffer(100);
    const follower = followCheckRuns(db, { buffer, intervalMs: 60_000, since: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await db.query(
      `INSERT INTO check_statuses (check_id, time, status, duration, error) VALUES ($1, now() - interval '1 second', false, 40, 'connection refused')`,
      [f.checkHttp],
    );
    await follower.poll();
    await follower.poll();
    await follower.stop();
    const entries = buffer.entries();
    // The fixture's runs were stored before `since`; the one just inserted was not.
    expect(entries.map((e) => e.message)).toEqual(['health check shop-http failed: connection refused (40ms)']);
    expect(entries[0]!.labels).toEqual({ source: 'checks', level: 'warn', check: 'shop-http', component: 'Shop API' });
  });
});
