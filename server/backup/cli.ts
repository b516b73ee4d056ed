import { chmodSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, type ServerConfig } from '../config';
import { StartupError } from '../db/database';
import { dataDirOwner, lockDataDir } from '../db/lock';
import { openDatabase } from '../db/open';
import { PgliteDatabase } from '../db/pglite';
import { PRIVATE_FILE_MODE } from '../db/private-files';
import { dumpEmbedded, USE_PG_DUMP } from './dump';

const USAGE = 'usage: npm run backup -- <file>   |   npm run restore -- <file>';

/** The Authorization header for asking a running server, from the CLI's own variables (README, CLI). */
function authorization(env: NodeJS.ProcessEnv): string | undefined {
  if (env.MC_TOKEN) return `Bearer ${env.MC_TOKEN}`;
  if (env.MC_USER) return `Basic ${Buffer.from(`${env.MC_USER}:${env.MC_PASSWORD ?? ''}`).toString('base64')}`;
  return undefined;
}

/** The data directory is locked to its server (DECISIONS §9), so the copy is asked from that server. */
async function fromRunningServer(config: ServerConfig, owner: number, env: NodeJS.ProcessEnv): Promise<Buffer> {
  const url = (env.MC_URL ?? `http://127.0.0.1:${config.port || 8080}`).replace(/\/+$/, '');
  const auth = authorization(env);
  if (!auth) {
    throw new StartupError(
      `A server (pid ${owner}) holds ${config.dataDir}, so the backup is asked from it at ${url}: ` +
        'set MC_USER and MC_PASSWORD of an admin, or MC_TOKEN (and MC_URL if it listens elsewhere).',
    );
  }
  const response = await fetch(`${url}/api/backup`, { headers: { authorization: auth } }).catch((error: Error) => {
    throw new StartupError(`A server (pid ${owner}) holds ${config.dataDir} but ${url} did not answer (${error.message}); set MC_URL.`);
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
    throw new StartupError(`${url} refused the backup (${response.status}): ${body.message ?? body.error ?? response.statusText}`);
  }
  return Buffer.from(await response.arrayBuffer());
}

async function fromDataDir(config: ServerConfig): Promise<Buffer> {
  const opened = await openDatabase({ dataDir: config.dataDir });
  try {
    return Buffer.from(await (await dumpEmbedded(opened.db)).arrayBuffer());
  } finally {
    await opened.close();
  }
}

async function backup(file: string, config: ServerConfig, env: NodeJS.ProcessEnv) {
  if (config.databaseUrl) throw new StartupError(USE_PG_DUMP);
  const owner = dataDirOwner(config.dataDir);
  const archive = owner === undefined ? await fromDataDir(config) : await fromRunningServer(config, owner, env);
  writeFileSync(file, archive, { mode: PRIVATE_FILE_MODE });
  // The mode given to writeFileSync applies only to a new file: a copy of every secret stays the owner's.
  chmodSync(file, PRIVATE_FILE_MODE);
  console.log(`Wrote ${archive.length} bytes to ${file}${owner === undefined ? '' : ` (from the server, pid ${owner})`}.`);
}

async function restore(file: string, config: ServerConfig) {
  if (config.databaseUrl) throw new StartupError(USE_PG_DUMP);
  if (!existsSync(file)) throw new StartupError(`${file} does not exist.`);
  const pgdata = join(config.dataDir, 'pgdata');
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    throw new StartupError(`${pgdata} already holds a database. Restore into an empty DATA_DIR, or move that directory aside first.`);
  }
  const release = lockDataDir(config.dataDir);
  try {
    const db = await PgliteDatabase.open({ dataDir: pgdata, loadDataDir: new Blob([readFileSync(file)]) });
    try {
      const tables = await db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
      );
      console.log(`Restored ${file} into ${pgdata}: ${tables.rows[0]?.count ?? 0} tables.`);
    } finally {
      await db.close();
    }
  } catch (error) {
    // Nothing half-restored stays behind to be taken for a database.
    rmSync(pgdata, { recursive: true, force: true });
    throw error instanceof StartupError ? error : new StartupError(`${file} could not be restored: ${(error as Error).message}`);
  } finally {
    release();
  }
}

async function main([command, file]: string[]) {
  if ((command !== 'backup' && command !== 'restore') || !file) throw new StartupError(USAGE);
  const config = loadConfig();
  if (command === 'backup') await backup(file, config, process.env);
  else await restore(file, config);
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exitCode = 1;
});
