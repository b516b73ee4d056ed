import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  /** The file name without `.sql`, e.g. `001_schema`: the key a database records it under (DECISIONS §33). */
  name: string;
  sql: string;
}

/** Migrations are `NNN_name.sql` files, applied in name order, each once. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ name: file.slice(0, -4), sql: readFileSync(join(dir, file), 'utf8') }));
}

// An arbitrary constant: the advisory lock that keeps two servers on one PostgreSQL from migrating at once.
const MIGRATION_LOCK = 7_240_017;

/*
 * Databases migrated before migrations were keyed by name recorded only the 3-digit number as the
 * version; they take the full name the first time this runner sees them, so nothing is applied twice.
 */
const KEY_BY_FULL_NAME = `UPDATE schema_migrations SET version = version || '_' || name WHERE version ~ '^[0-9]{3}$'`;

export async function migrate(db: Database, migrations = loadMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(KEY_BY_FULL_NAME);
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
    );
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $1)', [migration.name]);
      applied.push(migration.name);
    }
  });
  return applied;
}
