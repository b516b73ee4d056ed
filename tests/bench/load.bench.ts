/**
 * `npm run bench:load` (not a test): the mixed workload of tests/bench/workload.ts against a real server
 * process with its schedulers on, at 50 and 200 connections, on PGlite and on a throwaway PostgreSQL 15
 * (BENCH_ENGINES picks one; BENCH_SECONDS sets each run's length, 30 by default). Prints requests per
 * second, p50/p95/p99 and errors against the targets: no errors, and p95 under 100 ms at 50 connections
 * on PostgreSQL.
 */
import { benchEngines, startLoadTarget } from './load-target';
import { driveLoad } from './workload';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const P95_TARGET_MS = 100;

const rows: string[] = [];
let missed = 0;
for (const engine of benchEngines()) {
  const target = await startLoadTarget(engine);
  try {
    // A short warm-up: the first requests pay for the schema cache and the credential check.
    await driveLoad(target, 10, 5);
    for (const connections of [50, 200]) {
      const figures = await driveLoad(target, connections, seconds);
      const bound = engine === 'postgres' && connections === 50;
      const ok = figures.errors === 0 && (!bound || figures.p95 < P95_TARGET_MS);
      if (!ok) missed++;
      rows.push(
        [engine.padEnd(9), String(connections).padStart(5), String(figures.perSecond).padStart(7), String(figures.p50).padStart(6),
          String(figures.p95).padStart(6), String(figures.p99).padStart(6), String(figures.errors).padStart(6),
          `${Math.round(target.rssMb())} MB`.padStart(8), ok ? '' : bound ? `  MISSED (p95 < ${P95_TARGET_MS} ms, 0 errors)` : '  MISSED (0 errors)',
          figures.errors > 0 ? ` ${JSON.stringify(figures.errorKinds)}` : ''].join(' '),
      );
    }
  } finally {
    await target.stop();
  }
}
console.log(`\nmixed workload, ${seconds} s per run (latencies in ms)`);
console.log('engine    conns   req/s    p50    p95    p99 errors      rss');
for (const row of rows) console.log(row);
if (missed > 0) process.exitCode = 1;
