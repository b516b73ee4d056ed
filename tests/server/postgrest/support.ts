import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../../../server/db/database';
import { PgliteDatabase } from '../../../server/db/pglite';
import { PostgresDatabase } from '../../../server/db/postgres';
import type { AppEnv, Principal } from '../../../server/http/env';
import { postgrestRoutes, refreshSchemaCache } from '../../../server/postgrest';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';

export const FIXTURE_SQL = readFileSync(new URL('./fixture.sql', import.meta.url), 'utf8');

export const ADMIN: Principal = {
  personId: 'a0000000-0000-0000-0000-000000000001', name: 'Alice Admin', email: 'alice@example.com', roles: ['admin'], via: 'basic',
};
export const VIEWER: Principal = {
  personId: 'a0000000-0000-0000-0000-000000000002', name: 'Bob Builder', email: 'bob@example.com', roles: ['viewer'], via: 'basic',
};
export const RESPONDER: Principal = { ...VIEWER, roles: ['responder'] };

export interface FixtureEngine {
  name: 'pglite' | 'postgres';
  /** A database of its own holding fixture.sql. */
  open(): Promise<Database>;
}

let pgliteTemplate: Promise<Blob> | undefined;
let cluster: Promise<PostgresCluster> | undefined;
let postgresTemplate: Promise<string> | undefined;
let databases = 0;

async function openPglite(): Promise<Database> {
  pgliteTemplate ??= (async () => {
    const db = await PgliteDatabase.open({});
    await db.exec(FIXTURE_SQL);
    const dump = await db.dump();
    await db.close();
    return dump;
  })();
  return PgliteDatabase.open({ loadDataDir: await pgliteTemplate });
}

async function openPostgres(): Promise<Database> {
  cluster ??= startPostgresCluster();
  const pg = await cluster;
  postgresTemplate ??= (async () => {
    const admin = await PostgresDatabase.open(pg.url(), 1);
    await admin.exec('CREATE DATABASE postgrest_fixture');
    await admin.close();
    const db = await PostgresDatabase.open(pg.url('postgrest_fixture'), 1);
    await db.exec(FIXTURE_SQL);
    await db.close();
    return 'postgrest_fixture';
  })();
  const template = await postgresTemplate;
  const name = `postgrest_${process.pid}_${++databases}`;
  const admin = await PostgresDatabase.open(pg.url(), 1);
  await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.close();
  return PostgresDatabase.open(pg.url(name), 4);
}

export const fixtureEngines: FixtureEngine[] = [
  { name: 'pglite', open: openPglite },
  { name: 'postgres', open: openPostgres },
];

export async function stopFixtureCluster() {
  if (cluster) (await cluster).stop();
}

/** A tiny app with only /api/db mounted, as the real app mounts it, for a fixed principal. */
export function appFor(db: Database, principal: Principal | null = ADMIN): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('principal', principal);
    await next();
  });
  app.route('/api/db', postgrestRoutes());
  return app;
}

export async function openFixture(engine: FixtureEngine): Promise<Database> {
  const db = await engine.open();
  await refreshSchemaCache(db);
  return db;
}

/** postgrest-js talking to the app without a socket. */
export function clientFor(app: Hono<AppEnv>) {
  const fetcher: typeof fetch = async (input, init) => app.request(input instanceof Request ? input : String(input), init);
  return new PostgrestClient('http://localhost/api/db', { fetch: fetcher });
}

export interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request to the app; the body is parsed when it is JSON. */
export async function send(app: Hono<AppEnv>, request: Sent) {
  const response = await app.request(`http://localhost/api/db/${request.path}`, {
    method: request.method,
    headers: { 'content-type': 'application/json', ...request.headers },
    body: request.body,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}
