import pg from 'pg';
import { ensureConsoleReader } from '../../db/console-reader';
import type { Database } from '../../db/database';
import { renderSql, type TemplateContext } from '../template';
import { failedWith, succeeded, type ActionOutcome } from './result';

export const SQL_DRIVER_UNSUPPORTED = 'sql actions run only against PostgreSQL connections in the built-in backend';
/** Rows kept in a result. */
const MAX_ROWS = 1_000;

interface SavedConnection {
  type: string;
  url: string | null;
  username: string | null;
  password: string | null;
}

/** `connection://namespace/name`, `connection://name` or a bare name. */
async function findConnection(db: Database, reference: string): Promise<SavedConnection | undefined> {
  const path = reference.replace(/^connection:\/\//, '').split('/');
  const [namespace, name] = path.length > 1 ? [path[0]!, path.slice(1).join('/')] : [undefined, path[0]!];
  const { rows } = await db.query<SavedConnection>(
    `SELECT type, url, username, password FROM connections
     WHERE deleted_at IS NULL AND name = $1 AND ($2::text IS NULL OR namespace = $2) ORDER BY created_at LIMIT 1`,
    [name, namespace ?? null],
  );
  return rows[0];
}

async function throughConnection(connection: SavedConnection, sql: string, values: unknown[], timeoutMs: number) {
  const client = new pg.Client({
    connectionString: connection.url ?? undefined,
    user: connection.username ?? undefined,
    password: connection.password ?? undefined,
    statement_timeout: timeoutMs,
    connectionTimeoutMillis: timeoutMs,
  });
  // A database that drops the connection fails the query in flight; the event alone must not end the server.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const result = await client.query(sql, values);
    return { rows: result.rows as Record<string, unknown>[], count: result.rowCount ?? result.rows.length };
  } finally {
    await client.end();
  }
}

/*
 * The console's own database only as DECISIONS §34 allows: read only, as the reader role, through its
 * SECURITY DEFINER function. That function takes one query text, so the templated values travel as
 * transaction settings the query reads with current_setting: bound, never spliced into the text.
 */
async function againstConsole(db: Database, sql: string, values: unknown[], timeoutMs: number) {
  await ensureConsoleReader(db);
  const query = sql.trim().replace(/;\s*$/, '').replace(/\$(\d+)/g, (_, n: string) => `current_setting('playbook.param_${n}')`);
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION READ ONLY');
    await tx.query(`SELECT set_config('statement_timeout', $1, true)`, [String(Math.max(1, Math.round(timeoutMs)))]);
    for (const [i, value] of values.entries()) await tx.query(`SELECT set_config($1, $2, true)`, [`playbook.param_${i + 1}`, value]);
    const { rows } = await tx.query<{ row: Record<string, unknown> }>(`SELECT r AS row FROM console_sql.read_only_query($1) AS r`, [query]);
    return { rows: rows.map((r) => r.row), count: rows.length };
  });
}

/** One query; templated values become bound parameters (DECISIONS §25). */
export async function runSql(
  db: Database,
  spec: { query: string; connection?: string; driver?: string },
  context: TemplateContext,
  timeoutMs: number,
): Promise<ActionOutcome> {
  if (spec.driver && !/^postgres(ql)?$/i.test(spec.driver)) return failedWith(SQL_DRIVER_UNSUPPORTED);
  const { sql, values } = renderSql(spec.query, context);
  try {
    let answer: { rows: Record<string, unknown>[]; count: number };
    if (spec.connection) {
      const connection = await findConnection(db, spec.connection);
      if (!connection) return failedWith(`connection ${spec.connection} not found`);
      if (!/^postgres(ql)?$/i.test(connection.type)) return failedWith(SQL_DRIVER_UNSUPPORTED);
      answer = await throughConnection(connection, sql, values, timeoutMs);
    } else {
      answer = await againstConsole(db, sql, values, timeoutMs);
    }
    return succeeded({ count: answer.count, rows: answer.rows.slice(0, MAX_ROWS) });
  } catch (error) {
    return failedWith(`query failed: ${(error as Error).message}`);
  }
}
