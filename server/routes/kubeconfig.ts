import { Hono } from 'hono';
import { stringify } from 'yaml';
import { replaceAccessToken } from '../auth/access-tokens';
import type { AppEnv } from '../http/env';
import { requestOrigin } from '../http/request-info';

const TOKEN_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
const TOKEN_NAME = 'kubeconfig';

/**
 * GET /api/kubeconfig: a kubeconfig pointing at this server's /kubeproxy (DECISIONS §13). Tokens are
 * stored only as hashes, so the caller's valid token cannot be handed out again: each download
 * replaces it, and the token of an earlier download stops working. A person has at most one live
 * kubeconfig token; servers before this one minted a token per download (`kubeconfig-<time>`),
 * which the next download revokes as well.
 */
export function kubeconfigRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    const principal = c.var.principal!;
    const origin = requestOrigin(c);
    const host = new URL(origin).hostname;
    const { token } = await c.var.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM access_tokens WHERE person_id = $1 AND name LIKE $2`, [principal.personId, `${TOKEN_NAME}-%`]);
      return replaceAccessToken(tx, {
        personId: principal.personId,
        name: TOKEN_NAME,
        expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
      });
    });
    // A revoked token may still be remembered as proven for a few seconds.
    c.var.auth.cache.clear();
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
