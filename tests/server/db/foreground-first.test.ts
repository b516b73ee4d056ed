import { describe, expect, it } from 'vitest';
import { PgliteDatabase } from '../../../server/db/pglite';
import { BACKGROUND_MAX_WAIT_MS, ForegroundFirst } from '../../../server/db/foreground-first';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('requests before the server’s own work on one connection', () => {
  it('a request that arrives behind queued background work runs after at most one of it', async () => {
    const turns = new ForegroundFirst();
    const done: string[] = [];
    const background = Array.from({ length: 10 }, (_, index) =>
      turns.background(async () => {
        await sleep(5);
        done.push(`background ${index}`);
      }),
    );
    await sleep(1);
    await turns.foreground(async () => {
      done.push('request');
    });
    await Promise.all(background);
    expect(done.indexOf('request')).toBeLessThanOrEqual(1);
    expect(done).toHaveLength(11);
  });

  it('background work waits while a request runs and goes once it is over', async () => {
    const turns = new ForegroundFirst();
    const done: string[] = [];
    const request = turns.foreground(async () => {
      await sleep(40);
      done.push('request');
    });
    await turns.background(async () => {
      done.push('background');
    });
    await request;
    expect(done).toEqual(['request', 'background']);
  });

  it('a steady stream of requests does not stop the background work for longer than its longest wait', async () => {
    const turns = new ForegroundFirst();
    const started = performance.now();
    const request = turns.foreground(() => sleep(BACKGROUND_MAX_WAIT_MS * 4));
    await turns.background(async () => undefined);
    expect(performance.now() - started).toBeLessThan(BACKGROUND_MAX_WAIT_MS * 3);
    await request;
  });

  it('what a background operation runs itself does not wait for it', async () => {
    const turns = new ForegroundFirst();
    const inner = await turns.background(() => turns.background(async () => 'inner'));
    expect(inner).toBe('inner');
  });

  it('on PGlite a request’s statement overtakes the queued statements of the server’s own work', async () => {
    const db = await PgliteDatabase.open();
    try {
      const done: string[] = [];
      const background = Array.from({ length: 20 }, (_, index) =>
        db.background.query('SELECT pg_sleep(0.005)').then(() => done.push(`background ${index}`)),
      );
      const inTransaction = db.background.transaction(async (tx) => {
        await tx.query('SELECT 1');
        return 'committed';
      });
      await sleep(1);
      await db.query('SELECT 1').then(() => done.push('request'));
      await Promise.all(background);
      expect(done.indexOf('request')).toBeLessThanOrEqual(1);
      expect(await inTransaction).toBe('committed');
    } finally {
      await db.close();
    }
  });
});
