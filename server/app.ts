import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getPath } from 'hono/utils/url';
import { createAuthServices, type AuthServices } from './auth/services';
import { backupRoutes } from './backup/routes';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { isDatabaseUnreachable } from './db/unreachable';
import { HostedIdentity } from './oidc/hosted-identity';
import { authenticate } from './http/authenticate';
import { consoleMiddleware } from './http/console';
import { hostedPages } from './http/hosted-pages';
import type { AppEnv } from './http/env';
import { ApiError, apiError, PostgrestError, postgrestError } from './http/errors';
import { proxyToMissionControl } from './http/mission-control-proxy';
import { routedPath } from './http/paths';
import { sameOriginWrites } from './http/same-origin-writes';
import { noStore, securityHeaders } from './http/security-headers';
import { sessionHint } from './http/session-hint';
import { incidentRoutes } from './incidents';
import { LiveHub, liveEventRoutes } from './live';
import { DemoInbox, demoInboxRoutes } from './notifications';
import { exportRoutes, postgrestRoutes } from './postgrest';
import { bodyTooLarge, databaseUnreachable } from './postgrest/errors';
import { playbookRoutes, playbookSchemaRoutes } from './playbooks';
import { scraperRoutes } from './scrapers';
import { requestLog } from './logs';
import { aboutRoutes } from './routes/about';
import { agentRoutes } from './routes/agent';
import { canaryRoutes } from './routes/canary';
import { catalogRoutes } from './routes/catalog';
import { connectionRoutes } from './routes/connection';
import { demoTargetRoutes } from './routes/demo-targets';
import { pushRoutes } from './routes/push';
import { authRoutes } from './routes/auth';
import { kubeconfigRoutes } from './routes/kubeconfig';
import { kubeproxyRoutes } from './routes/kubeproxy';
import { logsExportRoutes, logsRoutes } from './routes/logs';
import { oidcRoutes } from './routes/oidc';
import { oryRoutes } from './routes/ory';
import { peopleRoutes } from './routes/people';
import { propertiesRoutes } from './routes/properties';
import { rbacRoutes } from './routes/rbac';
import { resourceRoutes } from './routes/resources';
import { snapshotRoutes } from './routes/snapshot';
import { topologyRoutes } from './routes/topology';

export interface AppDeps {
  config: ServerConfig;
  /** Required unless the config names a Mission Control to proxy to. */
  db?: Database;
  auth?: AuthServices;
  /** Where unexpected errors are reported; never given credentials or bodies. */
  log?: (message: string) => void;
  /** What the demo receiver took (DECISIONS §29); an empty one when the server runs none. */
  demoInbox?: DemoInbox;
  /** The OpenID provider (issue 24) of the hosted mode or of the self-hosted mode's social sign-in, set once it is known. */
  hosted?: HostedIdentity;
  /** The live-updates fan-out; one is made for the database when not given. */
  live?: LiveHub;
}

function baseApp(deps: AppDeps) {
  const app = new Hono<AppEnv>({ getPath: (request) => routedPath(getPath(request)) });
  const log = deps.log ?? ((message: string) => console.error(message));
  app.onError((error, c) => {
    if (error instanceof PostgrestError) return postgrestError(c, error);
    if (error instanceof ApiError) return apiError(c, error.status, error.message);
    if (isDatabaseUnreachable(error)) return postgrestError(c, databaseUnreachable());
    log(`${c.req.method} ${c.req.path} failed: ${error.message}`);
    return c.json({ error: 'internal error', message: 'The server could not answer this request; see its log.' }, 500);
  });
  app.notFound((c) => c.json({ error: 'not found', message: `${c.req.method} ${c.req.path} does not exist` }, 404));
  app.use(async (c, next) => {
    c.set('config', deps.config);
    await next();
  });
  app.use(securityHeaders());
  app.use(sessionHint());
  app.use(hostedPages());
  app.use(consoleMiddleware(deps.config.distDir, deps.config.identityMode));
  // Everything past the console's files is an API answer (DECISIONS §10).
  app.use(noStore());
  const maxSize = deps.config.maxBodyBytes;
  app.use(bodyLimit({ maxSize, onError: (c) => postgrestError(c, bodyTooLarge(maxSize)) }));
  app.get('/health', (c) => c.text('OK'));
  return app;
}

/** The built-in backend's HTTP application: the console, the API under /api and at the root (DECISIONS §10). */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config } = deps;
  const app = baseApp(deps);
  if (config.missionControlUrl) {
    app.all('*', proxyToMissionControl(config.missionControlUrl));
    return app;
  }
  const db = deps.db;
  if (!db) throw new Error('createApp needs a database unless MISSION_CONTROL_URL is set');
  const auth = deps.auth ?? createAuthServices();
  const oidc = deps.hosted ?? new HostedIdentity();

  app.use(async (c, next) => {
    c.set('db', db);
    c.set('auth', auth);
    c.set('oidc', oidc);
    c.set('principal', null);
    await next();
  });
  // Public and unlogged: the demo checks call them every few seconds and carry no credentials.
  app.route('/api/demo/targets', demoTargetRoutes());
  // Before authentication, so refused requests are in the server's own log too.
  app.use('/api/*', requestLog());
  for (const path of ['/api/*', '/api', '/kubeproxy/*', '/kubeproxy']) app.use(path, authenticate(), sameOriginWrites());

  app.route('/api/.ory', oryRoutes());
  app.route('/api/oidc', oidcRoutes(oidc, deps.log ?? ((message) => console.error(message))));
  app.route('/api/auth', authRoutes());
  app.route('/api/about', aboutRoutes());
  app.route('/api/properties', propertiesRoutes());
  app.route('/api/kubeconfig', kubeconfigRoutes());
  app.route('/api/rbac', rbacRoutes());
  app.route('/api/people', peopleRoutes());
  app.route('/api/canary/api/topology', topologyRoutes());
  app.route('/api/topology', topologyRoutes());
  app.route('/api/canary', canaryRoutes());
  app.route('/api/catalog', catalogRoutes());
  app.route('/api/connection', connectionRoutes());
  app.route('/api/resources', resourceRoutes());
  app.route('/api/snapshot', snapshotRoutes());
  app.route('/api/logs', logsRoutes());
  app.route('/api/agent', agentRoutes());
  app.route('/api/playbook', playbookRoutes());
  app.route('/api/schemas', playbookSchemaRoutes());
  app.route('/api/push', pushRoutes());
  app.route('/api/backup', backupRoutes());
  app.route('/api/events', liveEventRoutes(deps.live ?? new LiveHub(db, { log: deps.log })));
  app.route('/api/demo/inbox', demoInboxRoutes(deps.demoInbox ?? new DemoInbox()));
  // Before /api/db: it checks definition-of-done scripts on their way to the evidences table.
  app.route('/api', incidentRoutes());
  // Before /api/db: it checks scraper specs on their way to the config_scrapers table.
  app.route('/api', scraperRoutes());
  app.route('/api/db', postgrestRoutes());
  // Before the relations' exports: logs are not a relation.
  app.route('/api/export/logs', logsExportRoutes());
  app.route('/api/export', exportRoutes());
  app.route('/kubeproxy', kubeproxyRoutes());
  return app;
}
