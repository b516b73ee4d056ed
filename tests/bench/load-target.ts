import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgresCluster, type PostgresCluster } from '../server/support/postgres-cluster';
import { PROCESS_PASSWORD, startProcess, stopped, type Started } from '../server/support/server-process';

export type Engine = 'pglite' | 'postgres';

/** A real server process (schedulers on, demo estate) on one engine, as `npm start` runs it. */
export interface LoadTarget {
  engine: Engine;
  url: string;
  authorization: string;
  /** The server process's resident memory, in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

export const benchEngines = (): Engine[] =>
  (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim()).filter((e): e is Engine => e === 'pglite' || e === 'postgres');

export async function startLoadTarget(engine: Engine): Promise<LoadTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-console-load-'));
  let cluster: PostgresCluster | undefined;
  let server: Started | undefined;
  try {
    if (engine === 'postgres') cluster = await startPostgresCluster();
    server = startProcess({ DATA_DIR: dataDir, ...(cluster ? { DATABASE_URL: cluster.url() } : {}) });
    const ready = await server.ready;
    if (!('url' in ready)) throw new Error(`the server did not start:\n${server.output()}`);
    const child = server.child;
    return {
      engine,
      url: ready.url,
      authorization: `Basic ${Buffer.from(`admin@local:${PROCESS_PASSWORD}`).toString('base64')}`,
      rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
      stop: async () => {
        await stopped(child);
        cluster?.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (server) await stopped(server.child);
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
