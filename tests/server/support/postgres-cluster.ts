import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway PostgreSQL server in a temp dir on a free loopback port, for tests against a real engine. */
export interface PostgresCluster {
  /** A connection string to the `postgres` database of the cluster. */
  url(database?: string): string;
  /** Stops the server and keeps its data, as a database restart or an outage would. */
  halt(): void;
  /** Starts the halted server again on the same port and data. */
  resume(): void;
  stop(): void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

// initdb and pg_ctl refuse to run as root (CI runs as root): run them as the postgres user then.
function run(cmd: string, args: string[]) {
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
}

export function postgresAvailable(): boolean {
  return spawnSync('pg_ctl', ['--version']).status === 0;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'ops-console-pg-'));
  const data = join(dir, 'data');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  let stopped = false;
  let halted = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      if (!halted) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.once('exit', stop);
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    halt: () => {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      halted = true;
    },
    resume: () => {
      run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
      halted = false;
    },
    stop,
  };
}
