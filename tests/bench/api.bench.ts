/**
 * `npm run bench:api` (not a test): latency of the console's heaviest list queries on the demo estate at
 * scale 100 (BENCH_SCALE overrides), on PGlite and on a throwaway PostgreSQL 15, through the real app
 * (authentication, PostgREST layer, SQL). BENCH_ONLY=text measures only the queries whose name holds it. Prints p50/p95 per query and engine against the issue's targets:
 * p95 under 100 ms on PostgreSQL and under 300 ms on PGlite. BENCH_ENGINES=postgres (or pglite) runs one engine.
 * Playbooks (issue 20): the runs list at 100,000 runs, and 1,000 queued runs of a three-action HTTP
 * playbook against a loopback target, reported as runs per second end to end and p95 from request to
 * completion (BENCH_PLAYBOOK_RUNS overrides the count; no target).
 * Job history (issue 19): the Jobs History page filtered by name, status and its two-day range at 1,000,000 rows.
 * Export (issue 22): 50,000 job history rows downloaded as one CSV, with the server's heap growth while it streams
 * (no target: the figure shows the file is never held whole).
 * Catalog (issue 18): the flat list of the largest type sorted by each sortable column, the summary, the changes
 * feed and the related configs of the most linked item at depth 10, as the console's catalog policies ask them.
 * Scrapes (issue 19): a file scrape of 10,000 documents, reported as items per second, then the same files
 * with 1,000 documents changed, reported as the time to record the changes (no target).
 * SSE (issue 22): SSE_CLIENTS (500) streams of /api/events held by a child process on loopback while 1,000 check
 * statuses a second are written for SSE_SECONDS (300); delivery p95 from commit to client (target 200 ms) and the
 * server's memory at the start and end. BENCH_ONLY=sse runs that case alone on an empty estate.
 */
import { createApp } from '../../server/app';
import { ensureDemoIdentities } from '../../server/auth/demo-identities';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { PgliteDatabase } from '../../server/db/pglite';
import { PostgresDatabase } from '../../server/db/postgres';
import { LiveHub } from '../../server/live';
import { refreshSchemaCache } from '../../server/postgrest';
import { seedDemoData } from '../../server/seed';
import { startPostgresCluster } from '../server/support/postgres-cluster';
import { testConfig } from '../server/support/test-server';
import { catalogCases, type CatalogCase } from './catalog-queries';
import { measureExport, type ExportResult } from './export';
import { fillJobHistory, jobHistoryListPath, JOB_HISTORY_VOLUME } from './job-history';
import { benchScrape, type ScrapeBenchResult } from './scrape';
import { benchSse, type SseResult } from './sse';
import { fillPlaybookRuns, queueRuns, runsListPath, RUNS_LIST_VOLUME, type QueueResult } from './playbook-runs';

const scale = Number(process.env.BENCH_SCALE ?? 100);
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
/** BENCH_ONLY=catalog: only the queries whose name holds it, without the volumes and runs the others need. */
const only = process.env.BENCH_ONLY;
const PASSWORD = 'bench password 1';
const ADMIN_AUTHORIZATION = `Basic ${Buffer.from(`admin@local:${PASSWORD}`).toString('base64')}`;
const targets = { pglite: 300, postgres: 100 } as const;

interface Query {
  name: string;
  path: (ids: Ids) => string;
  init?: RequestInit;
}
interface Ids {
  checkId: string;
}

const count = { headers: { Prefer: 'count=exact' } };
const QUERIES: Query[] = [
  { name: 'health summary', path: () => '/api/canary/api/summary' },
  {
    name: 'changes page',
    path: () =>
      '/api/db/catalog_changes?select=id,config_id,name,type,change_type,summary,severity,created_at,count,first_observed' +
      '&created_at.filter=>now-7d&order=created_at.desc&limit=200&offset=0',
    init: count,
  },
  {
    name: 'incidents list with responders',
    path: () =>
      '/api/db/incidents?select=*,commander:commander_id(id,name,avatar),responders(id,type,team_id(id,name),person_id(id,name,avatar))' +
      '&order=created_at.desc&limit=50',
    init: count,
  },
  {
    name: 'check history page',
    path: ({ checkId }) =>
      `/api/db/check_statuses?check_id=eq.${checkId}&time=gt.${new Date(Date.now() - 7 * 86_400_000).toISOString()}` +
      '&order=time.desc&limit=50&offset=50',
    init: count,
  },
  { name: `playbook runs (${RUNS_LIST_VOLUME / 1000}k runs)`, path: runsListPath, init: count },
  { name: `job history (${JOB_HISTORY_VOLUME / 1_000_000}M rows)`, path: jobHistoryListPath, init: count },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The SSE case alone (BENCH_ONLY=sse): an empty estate, nothing but the stream and the writes. */
async function measureSseOnly(engine: 'pglite' | 'postgres', db: Database) {
  await migrate(db);
  await ensureDemoIdentities(db, PASSWORD);
  await refreshSchemaCache(db);
  const config = testConfig();
  const live = new LiveHub(db);
  try {
    streamed[engine] = await benchSse(db, createApp({ config, db, live }) as never, ADMIN_AUTHORIZATION);
  } finally {
    await live.close();
    config.cleanup();
  }
  return [];
}

async function measure(engine: 'pglite' | 'postgres', db: Database) {
  if (only === 'sse') return measureSseOnly(engine, db);
  const started = Date.now();
  await migrate(db);
  await seedDemoData(db, { scale, now: new Date() });
  await ensureDemoIdentities(db, PASSWORD);
  await refreshSchemaCache(db);
  if (only === undefined) {
    await fillPlaybookRuns(db);
    await fillJobHistory(db);
  }
  console.log(`${engine}: seeded scale ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const config = testConfig();
  const live = new LiveHub(db);
  const app = createApp({ config, db, live });
    const ids: Ids = {
    checkId: (await db.query<{ id: string }>(
      `SELECT check_id AS id FROM check_statuses GROUP BY check_id ORDER BY count(*) DESC LIMIT 1`,
    )).rows[0]!.id,
  };
  const cases: CatalogCase[] = [
    ...QUERIES.map((query) => ({
      name: query.name,
      run: async () => {
        const response = await app.request(query.path(ids), {
          ...query.init,
          headers: { authorization: ADMIN_AUTHORIZATION, accept: 'application/json', ...(query.init?.headers ?? {}) },
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${query.name}: HTTP ${response.status} ${await response.text()}`);
      },
    })),
    ...(await catalogCases(app, ADMIN_AUTHORIZATION, db)),
  ].filter((measured) => only === undefined || measured.name.includes(only));
  const rows: { query: string; p50: number; p95: number; ok: boolean }[] = [];
  for (const measured of cases) {
    const timings: number[] = [];
    for (let i = 0; i < rounds + 3; i++) {
      const t = performance.now();
      await measured.run();
      // The first runs warm caches (schema cache, credential cache, plans) and are not counted.
      if (i >= 3) timings.push(performance.now() - t);
    }
    timings.sort((a, b) => a - b);
    const p95 = percentile(timings, 95);
    rows.push({ query: measured.name, p50: percentile(timings, 50), p95, ok: p95 < targets[engine] });
  }
  if (only === undefined) {
    exports[engine] = await measureExport(app, ADMIN_AUTHORIZATION);
    queued[engine] = await queueRuns(db, app, ADMIN_AUTHORIZATION, Number(process.env.BENCH_PLAYBOOK_RUNS ?? 1_000));
    scraped[engine] = await benchScrape(db);
    streamed[engine] = await benchSse(db, app as never, ADMIN_AUTHORIZATION);
  }
  await live.close();
  config.cleanup();
  return rows;
}

const queued: Record<string, QueueResult> = {};
const exports: Record<string, ExportResult> = {};
const scraped: Record<string, ScrapeBenchResult> = {};
const streamed: Record<string, SseResult> = {};
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
if (engines.includes('pglite')) {
  const pglite = await PgliteDatabase.open({});
  try {
    results.pglite = await measure('pglite', pglite);
  } finally {
    await pglite.close();
  }
}
if (engines.includes('postgres')) {
  const cluster = await startPostgresCluster();
  try {
    const postgres = await PostgresDatabase.open(cluster.url());
    try {
      results.postgres = await measure('postgres', postgres);
    } finally {
      await postgres.close();
    }
  } finally {
    cluster.stop();
  }
}

console.log(`\nAPI latency at scale ${scale}, ${rounds} requests per query (ms)`);
console.log(`${'query'.padEnd(34)}${'engine'.padEnd(10)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'target'.padStart(9)}  within`);
let allWithin = true;
for (const [engine, rows] of Object.entries(results)) {
  for (const row of rows) {
    allWithin &&= row.ok;
    console.log(
      `${row.query.padEnd(34)}${engine.padEnd(10)}${row.p50.toFixed(1).padStart(8)}${row.p95.toFixed(1).padStart(8)}` +
        `${String(targets[engine as keyof typeof targets]).padStart(9)}  ${row.ok ? 'yes' : 'NO'}`,
    );
  }
}
for (const [engine, result] of Object.entries(queued)) {
  console.log(
    `playbook runs queued on ${engine}: ${result.runs} runs of three loopback calls, ` +
      `${result.perSecond.toFixed(1)} runs/s end to end, p95 request to completion ${result.p95Ms.toFixed(0)} ms`,
  );
}
for (const [engine, result] of Object.entries(exports)) {
  console.log(
    `export on ${engine}: ${result.rows} rows as CSV (${result.megabytes.toFixed(1)} MB) in ${result.seconds.toFixed(1)} s, ` +
      `server heap grew at most ${result.peakHeapGrowthMb.toFixed(1)} MB while streaming`,
  );
}
for (const [engine, result] of Object.entries(scraped)) {
  console.log(
    `file scrape on ${engine}: ${result.documents} documents in ${(result.firstMs / 1000).toFixed(1)} s (${result.itemsPerSecond.toFixed(0)} items/s), ` +
      `then ${result.changes} changed ones recorded in ${(result.changedMs / 1000).toFixed(1)} s`,
  );
}
for (const [engine, result] of Object.entries(streamed)) {
  console.log(
    `SSE on ${engine}: ${result.clients} clients (another process) for ${result.seconds} s, ${result.written} check statuses written ` +
      `(1,000/s), ${result.delivered} deliveries, commit to client p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms ` +
      `(target 200 ms: ${result.p95Ms < 200 ? 'yes' : 'NO'}); server RSS ${result.rssStartMb.toFixed(0)} MB at start, ` +
      `${result.rssEndMb.toFixed(0)} MB at the end (at most ${result.rssMaxMb.toFixed(0)} MB), heap ${result.heapStartMb.toFixed(0)} → ${result.heapEndMb.toFixed(0)} MB`,
  );
}
process.exit(allWithin ? 0 : 1);
