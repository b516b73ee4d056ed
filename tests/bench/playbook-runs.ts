import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import type { Database } from '../../server/db/database';
import type { AppEnv } from '../../server/http/env';
import { startPlaybookWorker } from '../../server/playbooks';

/** The runs list's volume (issue 20); the benchmark inserts what the demo lacks itself (DECISIONS §37). */
export const RUNS_LIST_VOLUME = 100_000;

/** Tops playbook_runs up to RUNS_LIST_VOLUME finished runs of the seeded playbooks, spread over 30 days. */
export async function fillPlaybookRuns(db: Database): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM playbook_runs');
  const missing = RUNS_LIST_VOLUME - rows[0]!.n;
  if (missing <= 0) return;
  await db.query(
    `WITH p AS (SELECT array_agg(id ORDER BY name) AS ids FROM playbooks WHERE deleted_at IS NULL)
     INSERT INTO playbook_runs (playbook_id, spec, status, created_at, scheduled_time, start_time, end_time, parameters)
     SELECT p.ids[1 + i % array_length(p.ids, 1)], '{}'::jsonb, CASE WHEN i % 9 = 0 THEN 'failed' ELSE 'completed' END,
            t, t, t + interval '1 second', t + interval '20 seconds', '{}'::jsonb
     FROM p, generate_series(1, $1::int) AS i, LATERAL (SELECT now() - (i * interval '30 days' / $1::int) AS t) AS at`,
    [missing],
  );
  await db.exec('ANALYZE playbook_runs');
}

/** What the runs page asks for (adapters/http/playbook-runs.http.ts): the last 7 days, newest first, 150 a page. */
export const runsListPath = () =>
  '/api/db/playbook_runs?select=id,playbook_id,status,created_at,scheduled_time,start_time,end_time,error,parameters,' +
  'playbooks(id,name,title),component:components(id,name),config:config_items(id,name),check:checks(id,name),created_by(id,name)' +
  `&created_at=gte.${new Date(Date.now() - 7 * 86_400_000).toISOString()}&order=created_at.desc,id.asc&limit=150&offset=0`;

export interface QueueResult {
  runs: number;
  perSecond: number;
  p95Ms: number;
}

/**
 * Queues `count` runs of a three-action HTTP playbook against a target on loopback through
 * POST /api/playbook/run, with a worker claiming them as they come, and measures end to end: runs per
 * second from the first request to the last run's end, and the p95 from request to completion.
 */
export async function queueRuns(db: Database, app: Hono<AppEnv>, authorization: string, count = 1_000): Promise<QueueResult> {
  const target = createServer((_, res) => res.end('ok'));
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO playbooks (name, title, spec) VALUES ('bench-three-calls', 'Bench: three calls', $1::jsonb) RETURNING id`,
    [JSON.stringify({ actions: ['first', 'second', 'third'].map((name) => ({ name, http: { url: `${base}/${name}` } })) })],
  );
  const playbookId = rows[0]!.id;
  const worker = await startPlaybookWorker(db, { execEnabled: false, pollMs: 20, concurrency: 8, log: () => undefined });
  const started = Date.now();
  try {
    for (let i = 0; i < count; i++) {
      const response = await app.request('/api/playbook/run', {
        method: 'POST',
        headers: { authorization, accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ id: playbookId }),
      });
      if (response.status !== 201) throw new Error(`queueing a run answered ${response.status}: ${await response.text()}`);
      worker.wake();
    }
    const pending = async () =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM playbook_runs WHERE playbook_id = $1 AND end_time IS NULL`, [playbookId])).rows[0]!.n;
    while ((await pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    await worker.stop();
    target.closeAllConnections();
    await new Promise((resolve) => target.close(resolve));
  }
  const { rows: done } = await db.query<{ completed: number; last_end: number; p95: number }>(
    `SELECT count(*) FILTER (WHERE status = 'completed')::int AS completed, (extract(epoch FROM max(end_time)) * 1000)::float AS last_end,
            percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM end_time - created_at) * 1000)::float AS p95
     FROM playbook_runs WHERE playbook_id = $1`,
    [playbookId],
  );
  const result = done[0]!;
  if (result.completed !== count) throw new Error(`${count - result.completed} of ${count} bench runs did not complete`);
  return { runs: count, perSecond: count / ((result.last_end - started) / 1000), p95Ms: result.p95 };
}
