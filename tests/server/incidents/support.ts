import { Hono } from 'hono';
import { authenticate } from '../../../server/http/authenticate';
import { ApiError, apiError } from '../../../server/http/errors';
import type { AppEnv } from '../../../server/http/env';
import { incidentRoutes } from '../../../server/incidents';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../support/test-server';
import type { EngineCase } from '../support/databases';

export interface IncidentServer extends TestServer {
  /** A request as a signed-in person (a Cookie header from signIn). */
  as(cookie: string, method: string, path: string, body?: unknown, prefer?: string): Promise<Response>;
  personId(email: string): Promise<string>;
}

/**
 * The test server with the incident routes in front of /api/db, as server/app.ts mounts them:
 * authenticated, before everything else the app answers.
 */
export async function incidentServer(engine: EngineCase): Promise<IncidentServer> {
  const server = await createTestServer(engine);
  const front = new Hono<AppEnv>();
  front.onError((error, c) => (error instanceof ApiError ? apiError(c, error.status, error.message) : c.json({ error: error.message }, 500)));
  front.use(async (c, next) => {
    c.set('db', server.db);
    c.set('config', server.config);
    c.set('auth', server.auth);
    c.set('principal', null);
    await next();
  });
  front.use('/api/*', authenticate());
  front.route('/api', incidentRoutes());
  front.all('*', (c) => server.app.fetch(c.req.raw));
  const request = (path: string, init?: RequestInit) => Promise.resolve(front.request(`${TEST_ORIGIN}${path}`, init));
  return {
    ...server,
    request,
    as: (cookie, method, path, body, prefer = 'return=representation') =>
      request(path, {
        method,
        headers: { cookie, origin: TEST_ORIGIN, accept: 'application/json', 'content-type': 'application/json', prefer },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    personId: async (email) => {
      const { rows } = await server.db.query<{ id: string }>('SELECT id FROM people WHERE email = $1', [email]);
      if (!rows[0]) throw new Error(`no person ${email}`);
      return rows[0].id;
    },
  };
}

export async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${response.status}: ${text}`);
  return JSON.parse(text) as T;
}
