import pg from 'pg';
import { isUuid } from '../../../core/shared/ids';
import { queryAsReader } from '../../db/console-reader';
import { extractItems } from '../extract';
import type { SqlEntry } from '../schema';
import { emptyResult, type ScrapeContext, type SourceResult } from './source';

/** The console's own database, read only as DECISIONS §34 allows. */
export const CONSOLE_DATABASE_CONNECTION = 'builtin://console';

export interface SavedConnection {
  name: string;
  namespace: string;
  type: string;
  url: string | null;
  username: string | null;
  password: string | null;
}

class SqlSourceError extends Error {}

const REFERENCE = /^(secret|configmap):\/\//;

/** `connection://<namespace>/<name>`, `connection://<name>`, `<namespace>/<name>`, a name or an id. */
async function savedConnection(context: ScrapeContext, reference: string): Promise<SavedConnection> {
  const path = reference.replace(/^connection:\/\//, '');
  const [namespace, name] = path.includes('/') ? path.split('/', 2) : [null, path];
  const { rows } = await context.db.query<SavedConnection>(
    `SELECT name, namespace, type, url, username, password FROM connections
     WHERE deleted_at IS NULL AND (($1::uuid IS NOT NULL AND id = $1::uuid) OR (name = $2 AND ($3::text IS NULL OR namespace = $3)))
     ORDER BY namespace = 'default' DESC LIMIT 1`,
    [isUuid(path) ? path : null, name, namespace],
  );
  const connection = rows[0];
  if (!connection) throw new SqlSourceError(`no saved connection ${reference}`);
  return connection;
}

/** Whether two PostgreSQL URLs name the same database on the same server. */
export function sameDatabase(a: URL, b: URL): boolean {
  const key = (u: URL) => [u.hostname.replace(/^localhost$/, '127.0.0.1'), u.port || '5432', u.pathname.replace(/^\//, '')].join('|');
  return key(a) === key(b);
}

export function postgresUrl(connection: SavedConnection): URL {
  const label = `connection ${connection.namespace}/${connection.name}`;
  if (!['postgres', 'postgresql'].includes(connection.type)) {
    throw new SqlSourceError(`${label} is ${connection.type}: sql scrapers here read PostgreSQL only`);
  }
  let url: URL;
  try {
    url = new URL(connection.url ?? '');
  } catch {
    throw new SqlSourceError(`${label} has no postgres:// URL`);
  }
  if (!['postgres:', 'postgresql:'].includes(url.protocol)) throw new SqlSourceError(`${label} has no postgres:// URL`);
  for (const [field, value] of [['username', connection.username], ['password', connection.password]] as const) {
    if (!value) continue;
    if (REFERENCE.test(value)) {
      throw new SqlSourceError(`${label}: its ${field} is ${value}, which the built-in backend cannot resolve`);
    }
    url[field] = encodeURIComponent(value);
  }
  return url;
}

export async function queryElsewhere(url: URL, query: string, timeoutMs: number): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({
    connectionString: url.toString(),
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs,
  });
  // A database that drops the connection fails the query in flight; the event alone must not end the server.
  client.on('error', () => undefined);
  await client.connect();
  try {
    // A scraper reads: its query runs in a transaction that cannot write.
    await client.query('BEGIN READ ONLY');
    const { rows } = await client.query(query);
    await client.query('ROLLBACK');
    return rows as Record<string, unknown>[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** `sql[]`: the rows of a query, one item each, through a saved PostgreSQL connection or the console's own database. */
export async function readSqlEntry(entry: SqlEntry, context: ScrapeContext): Promise<SourceResult> {
  const result = emptyResult();
  const source = entry.connection;
  let rows: Record<string, unknown>[];
  try {
    if (entry.connection === CONSOLE_DATABASE_CONNECTION) {
      rows = await queryAsReader(context.db, entry.query, { timeoutMs: context.timeoutMs });
    } else {
      const url = postgresUrl(await savedConnection(context, entry.connection));
      // A saved connection to the console's own database gets no more than the reader role either.
      const own = context.databaseUrl ? sameDatabase(url, new URL(context.databaseUrl)) : false;
      rows = own
        ? await queryAsReader(context.db, entry.query, { timeoutMs: context.timeoutMs })
        : await queryElsewhere(url, entry.query, context.timeoutMs);
    }
  } catch (error) {
    result.errors.push(`${source}: ${(error as Error).message}`);
    result.failedSources.push(source);
    return result;
  }
  for (const row of rows) {
    const extracted = extractItems(entry, row, source);
    result.items.push(...extracted.items);
    if (extracted.errors.length > 0) {
      result.errors.push(...extracted.errors);
      result.failedSources.push(source);
    }
  }
  return result;
}
