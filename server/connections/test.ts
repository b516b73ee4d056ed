import { HTTP_TESTED_CONNECTION_TYPES, SQL_TESTED_CONNECTION_TYPES } from '../../core/settings/connections';
import type { Database } from '../db/database';
import { queryAsReader } from '../db/console-reader';
import { postgresUrl, queryElsewhere, sameDatabase, type SavedConnection } from '../scrapers/sources/sql';

/** Issue 21: a test that hangs is cut here. */
export const CONNECTION_TEST_TIMEOUT_MS = 10_000;

/** The saved connection an sql scraper reads, with the properties a webhook's target and method are in. */
interface StoredConnection extends SavedConnection {
  properties: Record<string, string> | null;
}

/** What the endpoint answers (reference §4.9). */
export interface TestAnswer {
  readonly status: 200 | 400 | 404 | 501;
  readonly body: Record<string, unknown>;
}

export interface TestOptions {
  /** The console's own database, whose connections get the read-only reader role (DECISIONS §34). */
  readonly databaseUrl?: string;
  readonly timeoutMs?: number;
}

const REFERENCE = /^(secret|configmap):\/\//;
const refused = (error: string): TestAnswer => ({ status: 400, body: { error } });
const passed = (payload: Record<string, unknown>): TestAnswer => ({ status: 200, body: { message: 'ok', payload } });

/** A URL as an error may show it: never its user information (DECISIONS §30). */
function shown(target: URL): string {
  const copy = new URL(target.href);
  copy.username = '';
  copy.password = '';
  return copy.href;
}

function literal(value: string | null, field: string): string | undefined {
  if (!value) return undefined;
  if (REFERENCE.test(value)) throw new Error(`its ${field} is ${value}, which the built-in backend cannot resolve`);
  return value;
}

/** An HTTP-like connection or a generic webhook: one request to its address, which must answer 2xx. */
async function testHttp(connection: StoredConnection, timeoutMs: number): Promise<TestAnswer> {
  const properties = connection.properties ?? {};
  const webhook = connection.type === 'generic_webhook';
  let target: URL;
  try {
    target = new URL(webhook ? (properties.url ?? '') : (connection.url ?? ''));
  } catch {
    return refused('the connection has no valid http(s) URL');
  }
  if (!['http:', 'https:'].includes(target.protocol)) return refused(`${target.protocol} is not an http(s) URL`);
  const method = webhook ? (properties.requestMethod === 'GET' ? 'GET' : 'POST') : 'GET';
  const headers: Record<string, string> = {};
  let username: string | undefined;
  let password: string | undefined;
  try {
    username = literal(connection.username, 'username');
    password = literal(connection.password, 'password');
  } catch (error) {
    return refused((error as Error).message);
  }
  // fetch refuses a URL holding credentials, and its error would repeat them: they travel as Basic auth.
  if (target.username || target.password) {
    username ??= decodeURIComponent(target.username);
    password ??= decodeURIComponent(target.password);
    target.username = '';
    target.password = '';
  }
  if (username || password) headers.authorization = `Basic ${Buffer.from(`${username ?? ''}:${password ?? ''}`).toString('base64')}`;
  let body: string | undefined;
  if (method === 'POST') {
    headers['content-type'] = properties.contentType || 'application/json';
    body = JSON.stringify({ [properties.titleKey || 'title']: 'Connection test', [properties.messageKey || 'message']: 'A test from Mission Control' });
  }
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(target, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000}s` : ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
    return refused(`${method} ${shown(target)} failed: ${cause}`);
  }
  await response.body?.cancel();
  const duration = Math.round(performance.now() - started);
  if (response.status >= 200 && response.status < 400) return passed({ status: response.status, duration });
  return refused(`${method} ${shown(target)} answered ${response.status}`);
}

/** A PostgreSQL connection: `select 1` in a read-only transaction; the console's own database as the reader role (DECISIONS §34). */
async function testPostgres(db: Database, connection: StoredConnection, options: TestOptions, timeoutMs: number): Promise<TestAnswer> {
  try {
    const url = postgresUrl(connection);
    const own = options.databaseUrl ? sameDatabase(url, new URL(options.databaseUrl)) : false;
    const started = performance.now();
    if (own) await queryAsReader(db, 'select 1', { timeoutMs });
    else await queryElsewhere(url, 'select 1', timeoutMs);
    return passed({ duration: Math.round(performance.now() - started) });
  } catch (error) {
    return refused((error as Error).message);
  }
}

/** POST /connection/test/{id}: really tests what the built-in backend can reach; any other type is not implemented. */
export async function testConnection(db: Database, id: string, options: TestOptions = {}): Promise<TestAnswer> {
  const { rows } = await db.query<StoredConnection>(
    `SELECT name, namespace, type, url, username, password, properties FROM connections WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  const connection = rows[0];
  if (!connection) return { status: 404, body: { error: 'connection was not found' } };
  const timeoutMs = options.timeoutMs ?? CONNECTION_TEST_TIMEOUT_MS;
  if (HTTP_TESTED_CONNECTION_TYPES.includes(connection.type)) return testHttp(connection, timeoutMs);
  if (SQL_TESTED_CONNECTION_TYPES.includes(connection.type)) return testPostgres(db, connection, options, timeoutMs);
  return { status: 501, body: { error: `testing ${connection.type} connections is not implemented` } };
}
