import { fork } from 'node:child_process';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Database } from '../../server/db/database';

export interface SseResult {
  readonly clients: number;
  readonly seconds: number;
  readonly written: number;
  readonly delivered: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  /** Resident memory of the server's process (MB) once the clients were connected, at the end, and the most seen. */
  readonly rssStartMb: number;
  readonly rssEndMb: number;
  readonly rssMaxMb: number;
  readonly heapStartMb: number;
  readonly heapEndMb: number;
}

/** Issue 22: 1,000 check statuses a second, in batches of 100 every 100 ms. */
const BATCH_ROWS = 100;
const BATCH_EVERY_MS = 100;
const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * Issue 22's SSE case: CLIENTS (default 500) streams of /api/events on loopback, held by a child process,
 * while the server writes 1,000 check statuses a second for SSE_SECONDS (default 300); reports delivery
 * p95 from each batch's commit to each client, and the server's memory at the start and end of the run.
 */
export async function benchSse(db: Database, app: Hono<never>, authorization: string): Promise<SseResult> {
  const clients = Number(process.env.SSE_CLIENTS ?? 500);
  const seconds = Number(process.env.SSE_SECONDS ?? 300);
  const [canary] = (await db.query<{ id: string }>(`INSERT INTO canaries (name, namespace, spec) VALUES ('sse-bench', 'bench', '{}'::jsonb) RETURNING id`)).rows;
  const [check] = (await db.query<{ id: string }>(`INSERT INTO checks (canary_id, type, name) VALUES ($1, 'http', 'sse-bench') RETURNING id`, [canary!.id])).rows;

  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const port = (server.address() as { port: number }).port;
  const child = fork(new URL('./sse-clients.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, SSE_URL: `http://127.0.0.1:${port}/api/events`, SSE_AUTH: authorization, SSE_CLIENTS: String(clients) },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let connected = 0;
      child.on('message', (message: { connected?: boolean; failed?: string }) => {
        if (message.failed) reject(new Error(message.failed));
        if (message.connected && ++connected === clients) resolve();
      });
      child.on('exit', (code) => reject(new Error(`the SSE clients exited (${code})`)));
    });
    global.gc?.();
    const start = process.memoryUsage();
    let rssMax = start.rss;
    let written = 0;
    const ends = Date.now() + seconds * 1000;
    for (let batch = 0; Date.now() < ends; batch++) {
      const due = Date.now() + BATCH_EVERY_MS;
      await db.query(
        `INSERT INTO check_statuses (check_id, time, status, duration, message)
         SELECT $1, now() + i * interval '1 microsecond', i % 10 <> 0, i, $2 FROM generate_series(1, $3::int) AS i`,
        [check!.id, `b${batch}`, BATCH_ROWS],
      );
      child.send({ batch: `b${batch}`, at: performance.timeOrigin + performance.now() });
      written += BATCH_ROWS;
      rssMax = Math.max(rssMax, process.memoryUsage().rss);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    }
    // The last batches' events are flushed within the server's 100 ms batching.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // With --expose-gc both ends are measured after a collection, so the heap compares what is kept, not garbage.
    global.gc?.();
    const end = process.memoryUsage();
    const report = await new Promise<{ delivered: number; p50: number; p95: number }>((resolve) => {
      child.on('message', (message: { delivered?: number; p50: number; p95: number }) => {
        if (message.delivered !== undefined) resolve(message as { delivered: number; p50: number; p95: number });
      });
      child.send({ report: true });
    });
    return {
      clients, seconds, written, delivered: report.delivered, p50Ms: report.p50, p95Ms: report.p95,
      rssStartMb: mb(start.rss), rssEndMb: mb(end.rss), rssMaxMb: mb(Math.max(rssMax, end.rss)), heapStartMb: mb(start.heapUsed), heapEndMb: mb(end.heapUsed),
    };
  } finally {
    child.removeAllListeners('exit');
    child.kill();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.query('DELETE FROM check_statuses WHERE check_id = $1', [check!.id]);
  }
}
