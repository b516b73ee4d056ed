import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../../server/db/database';
import { loadMigrations, migrate } from '../../../server/db/migrate';
import { PgliteDatabase } from '../../../server/db/pglite';
import { PostgresDatabase } from '../../../server/db/postgres';
import { seedDemoData } from '../../../server/seed';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';

/**
 * Cheap per-test databases. Each engine migrates (and, when asked, seeds at scale 1) once per process
 * into a template; every call then gets its own copy of that template.
 */
export interface FreshOptions {
  /** A copy of the demo estate at scale 1 (seeded once per process, at the time of the first call). */
  seeded?: boolean;
}

const pgliteTemplates = new Map<boolean, Promise<Blob>>();

/**
 * A kept template is used only while it is older than now. The rows the migrations insert (the local
 * agent, the System person) are dated when it was built, and a clock set back since (a CI machine, a
 * restored snapshot) made the local agent newer than the agents a test then created: the agents
 * contract's newest-first order failed so under `faketime -f -21000`, as one server test did on CI.
 */
const keptFrom = (file: string) => existsSync(file) && statSync(file).mtimeMs <= Date.now();

/**
 * The migrated (unseeded) PGlite template is kept on disk between test files and runs, keyed by the
 * migrations' content: building it is the slowest part of a server test file's setup.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const key = createHash('sha256')
    .update(loadMigrations().map((m) => `${m.name}:${m.sql}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const dir = join(process.cwd(), '.tmp', 'pglite-templates');
  const file = join(dir, `migrated-${key}.tar`);
  if (keptFrom(file)) return new Blob([readFileSync(file)]);
  const db = await PgliteDatabase.open({});
  try {
    await migrate(db);
    const blob = (await db.pg.dumpDataDir('none')) as Blob;
    mkdirSync(dir, { recursive: true });
    // Written aside then renamed, so a parallel reader never sees half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, file);
    return blob;
  } finally {
    await db.close();
  }
}

function pgliteTemplate(seeded: boolean): Promise<Blob> {
  let template = pgliteTemplates.get(seeded);
  if (!template) {
    template = (async () => {
      if (!seeded) return migratedPgliteTemplate();
      const db = await PgliteDatabase.open({ loadDataDir: await migratedPgliteTemplate() });
      try {
        await seedDemoData(db, { scale: 1, now: new Date() });
        // Uncompressed: unpacking a gzip dump costs more per test than the memory it saves.
        return (await db.pg.dumpDataDir('none')) as Blob;
      } finally {
        await db.close();
      }
    })();
    pgliteTemplates.set(seeded, template);
  }
  return template;
}

export async function freshPglite(options: FreshOptions = {}): Promise<PgliteDatabase> {
  return PgliteDatabase.open({ loadDataDir: await pgliteTemplate(options.seeded ?? false) });
}

let cluster: Promise<PostgresCluster> | undefined;
const postgresTemplates = new Map<boolean, Promise<string>>();
let databaseCount = 0;

function sharedCluster(): Promise<PostgresCluster> {
  cluster ??= startPostgresCluster().then((started) => {
    // startPostgresCluster stops on 'exit'; signals end the process without it, so stop there too.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        started.stop();
        process.exit(130);
      });
    }
    return started;
  });
  return cluster;
}

async function admin<T>(fn: (db: PostgresDatabase) => Promise<T>): Promise<T> {
  const db = await PostgresDatabase.open((await sharedCluster()).url(), 1);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

function postgresTemplate(seeded: boolean): Promise<string> {
  let template = postgresTemplates.get(seeded);
  if (!template) {
    template = (async () => {
      const name = seeded ? 'template_seeded' : 'template_migrated';
      const pg = await sharedCluster();
      await admin((db) => db.exec(`CREATE DATABASE ${name}`));
      // Every connection to the template must be closed before it can be copied.
      const db = await PostgresDatabase.open(pg.url(name), 2);
      try {
        await migrate(db);
        if (seeded) await seedDemoData(db, { scale: 1, now: new Date() });
      } finally {
        await db.close();
      }
      return name;
    })();
    postgresTemplates.set(seeded, template);
  }
  return template;
}

export async function freshPostgres(options: FreshOptions = {}): Promise<{ db: PostgresDatabase; url: string }> {
  const template = await postgresTemplate(options.seeded ?? false);
  const name = `test_${process.pid}_${++databaseCount}`;
  await admin((db) => db.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = (await sharedCluster()).url(name);
  return { db: await PostgresDatabase.open(url), url };
}

export interface EngineCase {
  name: 'pglite' | 'postgres';
  open(options?: FreshOptions): Promise<Database>;
}

/** For `describe.each(engines)`: the same suite on PGlite and on a real PostgreSQL 15. */
export const engines: EngineCase[] = [
  { name: 'pglite', open: (options) => freshPglite(options) },
  { name: 'postgres', open: async (options) => (await freshPostgres(options)).db },
];
