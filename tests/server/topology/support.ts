import { Hono } from 'hono';
import { createIdentity } from '../../../server/auth/identities';
import { ensureDemoIdentities } from '../../../server/auth/demo-identities';
import { createAuthServices } from '../../../server/auth/services';
import type { ServerConfig } from '../../../server/config';
import type { Database } from '../../../server/db/database';
import { authenticate } from '../../../server/http/authenticate';
import type { AppEnv } from '../../../server/http/env';
import { ApiError, apiError, PostgrestError, postgrestError } from '../../../server/http/errors';
import { postgrestRoutes, refreshSchemaCache } from '../../../server/postgrest';
import type { LogsOptions } from '../../../server/logs';
import { logsExportRoutes, logsRoutes } from '../../../server/routes/logs';
import { snapshotRoutes } from '../../../server/routes/snapshot';
import { topologyRoutes } from '../../../server/routes/topology';
import { demoPerson, type DemoPerson } from '../../../server/seed/demo-people';
import { testConfig, TEST_PASSWORD } from '../support/test-server';

export type Caller = DemoPerson['role'] | 'guest' | 'agent';

/**
 * The topology, snapshot and logs routes mounted the way server/app.ts mounts the others: the same
 * authentication in front, the same error envelopes, and /api/db beside them.
 */
export async function topologyApp(db: Database, config: Partial<ServerConfig> = {}, logs: LogsOptions = {}) {
  await refreshSchemaCache(db);
  await ensureDemoIdentities(db, TEST_PASSWORD);
  for (const role of ['guest', 'agent'] as const) {
    const known = await db.query('SELECT 1 FROM identity_verifiable_addresses WHERE value = $1', [`${role}@local`]);
    if (known.rows.length > 0) continue;
    const person = await createIdentity(db, {
      traits: { email: `${role}@local`, name: { first: role } },
      password: TEST_PASSWORD,
      verified: true,
    });
    await db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, $2)`, [person, role]);
  }
  const settings = testConfig(config);
  const auth = createAuthServices();
  const app = new Hono<AppEnv>();
  app.onError((error, c) => {
    if (error instanceof PostgrestError) return postgrestError(c, error);
    if (error instanceof ApiError) return apiError(c, error.status, error.message);
    return c.json({ error: 'internal error', message: error.message }, 500);
  });
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('config', settings);
    c.set('auth', auth);
    c.set('principal', null);
    await next();
  });
  app.use('/api/*', authenticate());
  app.route('/api/canary/api/topology', topologyRoutes());
  app.route('/api/topology', topologyRoutes());
  app.route('/api/snapshot', snapshotRoutes(logs));
  app.route('/api/logs', logsRoutes(logs));
  app.route('/api/export/logs', logsExportRoutes(logs));
  app.route('/api/db', postgrestRoutes());

  const email = (caller: Caller) => (caller === 'guest' || caller === 'agent' ? `${caller}@local` : demoPerson(caller).email);
  const authorization = (caller: Caller) => `Basic ${Buffer.from(`${email(caller)}:${TEST_PASSWORD}`).toString('base64')}`;
  const request = (path: string, init: RequestInit = {}) => Promise.resolve(app.request(`http://localhost${path}`, init));
  const as = (caller: Caller, path: string, init: RequestInit = {}) =>
    request(path, {
      ...init,
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: authorization(caller), ...(init.headers ?? {}) },
    });
  return { app, config: settings, request, as, cleanup: () => settings.cleanup() };
}

export type TopologyApp = Awaited<ReturnType<typeof topologyApp>>;

/** Inserts a component; `parent` and `values` fill the rest. */
export async function insertComponent(
  db: Database,
  name: string,
  values: { parent?: string; status?: string; type?: string; labels?: Record<string, string>; hidden?: boolean; properties?: unknown[]; logSelectors?: unknown[]; owner?: string; agentId?: string; path?: string } = {},
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO components (external_id, name, status, type, parent_id, labels, hidden, properties, log_selectors, owner, agent_id, path)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb, $9::jsonb, $10, coalesce($11::uuid, '00000000-0000-0000-0000-000000000000'), $12) RETURNING id`,
    [
      `test/${name}`, name, values.status ?? 'healthy', values.type ?? 'Service', values.parent ?? null,
      JSON.stringify(values.labels ?? {}), values.hidden ?? false, JSON.stringify(values.properties ?? []),
      values.logSelectors ? JSON.stringify(values.logSelectors) : null, values.owner ?? null, values.agentId ?? null, values.path ?? null,
    ],
  );
  return rows[0]!.id;
}
