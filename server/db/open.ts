import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError, type Database } from './database';
import { lockDataDir } from './lock';
import { PgliteDatabase } from './pglite';
import { PostgresDatabase } from './postgres';

export interface OpenedDatabase {
  db: Database;
  /** Where the data lives, for the start banner. */
  location: string;
  close(): Promise<void>;
}

export async function openDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const db = await PostgresDatabase.open(options.databaseUrl).catch((error: Error) => {
      throw new StartupError(`Could not connect to DATABASE_URL (${redact(options.databaseUrl!)}): ${error.message}`);
    });
    return { db, location: redact(options.databaseUrl), close: () => db.close() };
  }
  const release = lockDataDir(options.dataDir);
  const pgdata = join(options.dataDir, 'pgdata');
  const existed = existsSync(pgdata) && readdirSync(pgdata).length > 0;
  try {
    const db = await PgliteDatabase.open({ dataDir: pgdata });
    await db.query('SELECT 1');
    return {
      db,
      location: pgdata,
      close: async () => {
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    if (!existed) throw error;
    throw new StartupError(
      `The database in ${pgdata} could not be opened (${(error as Error).message}). ` +
        'It may have been damaged when a server was killed while writing. To recover, stop every server, ' +
        `move the directory aside (mv ${pgdata} ${pgdata}.broken) and start again: a fresh database with demo data is created. ` +
        'Nothing was changed in the damaged directory.',
    );
  }
}

/** A connection string without its password, fit for printing. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
