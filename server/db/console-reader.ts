import { can } from '../../core/access';
import { exposedRelationNames, relationResource } from '../postgrest/resources';
import { SECRET_COLUMNS } from '../postgrest/secret-columns';
import type { Database, Queryable } from './database';

/** The role SQL against the console's own database runs as (DECISIONS §34). */
export const READER_ROLE = 'console_sql_reader';
const READER_SCHEMA = 'console_sql';
const READER_FUNCTION = `${READER_SCHEMA}.read_only_query`;

/**
 * The relations /api/db serves to a viewer: never identities, credentials, sessions, tokens, courier
 * messages or anything holding connection secrets.
 */
export function readerRelations(): string[] {
  return exposedRelationNames().filter((name) => {
    const resource = relationResource(name);
    return resource !== undefined && can(['viewer'], resource, 'read') && !(name in SECRET_COLUMNS);
  });
}

const ready = new WeakMap<Queryable, Promise<void>>();

/*
 * The query runs inside a SECURITY DEFINER function the reader role owns: it reads with that role's
 * grants only, and PostgreSQL refuses any change of role or session user inside such a function, so a
 * query cannot switch back to the server's own role (set_config('role', ...) included, even through
 * query_to_xml). The function takes one query that must stand as a subquery, so no second statement
 * travels with it.
 */
const FUNCTION_SQL = `CREATE OR REPLACE FUNCTION ${READER_FUNCTION}(query text) RETURNS SETOF jsonb
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_catalog AS $fn$
BEGIN
  RETURN QUERY EXECUTE 'SELECT to_jsonb(r) FROM (' || query || E'\\n) AS r';
END $fn$`;

async function prepare(db: Database): Promise<void> {
  // Roles belong to the whole cluster: another database (or server) may create it at the same moment.
  await db.exec(`DO $$ BEGIN CREATE ROLE ${READER_ROLE} NOLOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7240034)');
    const { rows } = await tx.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relname = ANY($1::text[])`,
      [readerRelations()],
    );
    const statements = [
      `GRANT ${READER_ROLE} TO CURRENT_USER`,
      `CREATE SCHEMA IF NOT EXISTS ${READER_SCHEMA} AUTHORIZATION ${READER_ROLE}`,
      FUNCTION_SQL,
      `ALTER FUNCTION ${READER_FUNCTION}(text) OWNER TO ${READER_ROLE}`,
      `REVOKE ALL ON FUNCTION ${READER_FUNCTION}(text) FROM PUBLIC`,
      `GRANT USAGE ON SCHEMA public TO ${READER_ROLE}`,
      // What a viewer may no longer read goes first, then what they may.
      `REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${READER_ROLE}`,
      ...rows.map((r) => `GRANT SELECT ON "${r.name}" TO ${READER_ROLE}`),
    ];
    for (const statement of statements) await tx.exec(statement);
  });
}

/** Sets up the reader role, its grants and its function once per database handle. */
export function ensureConsoleReader(db: Database): Promise<void> {
  let done = ready.get(db);
  if (!done) {
    done = prepare(db);
    ready.set(db, done);
    done.catch(() => ready.delete(db));
  }
  return done;
}

export interface ReaderQueryOptions {
  /** The query is cancelled after this long. */
  timeoutMs: number;
}

/**
 * Runs one SELECT (or WITH, VALUES, TABLE) against the console's own database as DECISIONS §34 allows:
 * in a READ ONLY transaction, as the reader role, cut at the timeout. Answers its rows as objects.
 */
export async function queryAsReader(db: Database, sql: string, options: ReaderQueryOptions): Promise<Record<string, unknown>[]> {
  await ensureConsoleReader(db);
  const query = sql.trim().replace(/;\s*$/, '');
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION READ ONLY');
    await tx.query(`SELECT set_config('statement_timeout', $1, true)`, [String(Math.max(1, Math.round(options.timeoutMs)))]);
    const { rows } = await tx.query<{ row: Record<string, unknown> }>(`SELECT r AS row FROM ${READER_FUNCTION}($1) AS r`, [query]);
    return rows.map((r) => r.row);
  });
}
