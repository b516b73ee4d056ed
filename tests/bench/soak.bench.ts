/**
 * `npm run bench:soak` (not a test): the mixed workload of tests/bench/workload.ts at 50 connections for
 * 10 minutes (BENCH_MINUTES) against a real server process with its schedulers on, on PGlite by default
 * (BENCH_ENGINES=postgres for PostgreSQL), printing the server's memory after a one-minute warm-up and
 * after every minute. Target: memory at the end within 10 % of after the warm-up, with no errors.
 */
import { benchEngines, startLoadTarget } from './load-target';
import { driveLoad } from './workload';

const minutes = Number(process.env.BENCH_MINUTES ?? 10);
const GROWTH_LIMIT = 0.1;
const [engine = 'pglite'] = process.env.BENCH_ENGINES ? benchEngines() : ['pglite' as const];

const target = await startLoadTarget(engine);
try {
  await driveLoad(target, 50, 60);
  const warm = target.rssMb();
  console.log(`${engine}: ${Math.round(warm)} MB after a minute of warm-up`);
  let errors = 0;
  for (let minute = 1; minute <= minutes; minute++) {
    const figures = await driveLoad(target, 50, 60);
    errors += figures.errors;
    console.log(
      `minute ${String(minute).padStart(2)}: ${Math.round(target.rssMb())} MB, ${figures.perSecond} req/s, p95 ${figures.p95} ms, ${figures.errors} errors`,
    );
  }
  const growth = (target.rssMb() - warm) / warm;
  const ok = growth <= GROWTH_LIMIT && errors === 0;
  console.log(`growth ${(growth * 100).toFixed(1)} % (limit ${GROWTH_LIMIT * 100} %), ${errors} errors: ${ok ? 'ok' : 'MISSED'}`);
  if (!ok) process.exitCode = 1;
} finally {
  await target.stop();
}
