import { Hono } from 'hono';
import { stringify } from 'yaml';
import { mintAccessToken } from '../auth/access-tokens';
import type { AppEnv } from '../http/env';
import { requestOrigin } from '../http/request-info';

const TOKEN_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/** GET /api/kubeconfig: a kubeconfig pointing at this server's /kubeproxy with a fresh token (DECISIONS §13). */
export function kubeconfigRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    const principal = c.var.principal!;
    const origin = requestOrigin(c);
    const host = new URL(origin).hostname;
    const now = new Date();
    const { token } = await mintAccessToken(c.var.db, {
      personId: principal.personId,
      name: `kubeconfig-${now.toISOString()}`,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
    });
    const user = principal.email ?? principal.personId;
    const kubeconfig = {
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: host, cluster: { server: `${origin}/kubeproxy` } }],
      users: [{ name: user, user: { token } }],
      contexts: [{ name: host, context: { cluster: host, user } }],
      'current-context': host,
    };
    const fileName = `${host.replace(/[^A-Za-z0-9.-]/g, '-')}-kubeconfig.yaml`;
    return c.body(stringify(kubeconfig), 200, {
      'Content-Type': 'text/yaml; charset=utf-8',
      'Content-Disposition': `attachment; filename=${fileName}`,
      'Cache-Control': 'no-store',
    });
  });
}
