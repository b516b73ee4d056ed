import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { ensureDemoIdentities } from '../../../server/auth/demo-identities';
import { createAuthServices } from '../../../server/auth/services';
import type { Database } from '../../../server/db/database';
import { authenticate } from '../../../server/http/authenticate';
import type { AppEnv } from '../../../server/http/env';
import { ApiError, apiError } from '../../../server/http/errors';
import { agentRoutes } from '../../../server/routes/agent';
import { canaryRoutes } from '../../../server/routes/canary';
import { pushRoutes } from '../../../server/routes/push';
import { demoPerson } from '../../../server/seed/demo-people';
import { testConfig, TEST_PASSWORD } from '../support/test-server';

/** A port on 127.0.0.1 nobody listens on. */
export async function closedPort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 15_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function insertCanary(db: Database, name: string, spec: Record<string, unknown>, createdBy?: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO canaries (name, namespace, spec, source, created_by) VALUES ($1, 'tests', $2::jsonb, 'UI', $3) RETURNING id`,
    [name, JSON.stringify(spec), createdBy ?? null],
  );
  return rows[0]!.id;
}

/**
 * The routes of this area mounted the way server/app.ts mounts the others: the same authentication
 * middleware in front of /api/canary, /api/agent and /api/push, and a refusal they throw answered with its status.
 */
export async function routesApp(db: Database, options: { port?: number } = {}) {
  await ensureDemoIdentities(db, TEST_PASSWORD);
  const config = testConfig({ port: options.port ?? 0 });
  const auth = createAuthServices();
  const app = new Hono<AppEnv>();
  app.onError((error, c) => {
    if (error instanceof ApiError) return apiError(c, error.status, error.message);
    throw error;
  });
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('auth', auth);
    c.set('principal', null);
    await next();
  });
  app.use('/api/*', authenticate());
  app.route('/api/canary', canaryRoutes());
  app.route('/api/agent', agentRoutes());
  app.route('/api/push', pushRoutes());
  const basic = (role: Parameters<typeof demoPerson>[0]) =>
    `Basic ${Buffer.from(`${demoPerson(role).email}:${TEST_PASSWORD}`).toString('base64')}`;
  return {
    app,
    auth,
    basic,
    request: (path: string, init?: RequestInit) => Promise.resolve(app.request(`http://localhost${path}`, init)),
    cleanup: () => config.cleanup(),
  };
}
