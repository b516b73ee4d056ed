import type { MiddlewareHandler } from 'hono';
import { resolveCredentials } from '../auth/principal';
import { tooManyAttemptsText } from '../auth/rate-limit';
import { readSessionCookie } from '../auth/session-cookie';
import type { AppEnv } from './env';
import { clientAddress } from './request-info';

/** Paths under /api answered without credentials: the sign-in flows themselves, and the hosted mode's sign-in. */
const isPublic = (path: string) =>
  path === '/api/.ory' || path.startsWith('/api/.ory/') || path === '/api/oidc/login' || path === '/api/oidc/callback';

/**
 * Resolves who is calling once per request (c.var.principal) and turns away anyone without a session
 * or credentials: `401 {"error": "unauthorized"}`, as Mission Control answers API clients.
 */
export function authenticate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isPublic(c.req.path)) return next();
    const outcome = await resolveCredentials(
      { db: c.var.db, cache: c.var.auth.cache, limiter: c.var.auth.limiter },
      { sessionToken: readSessionCookie(c), authorization: c.req.header('authorization'), address: clientAddress(c) },
    );
    if (outcome.kind === 'rate-limited') {
      c.header('Retry-After', String(Math.ceil(outcome.retryAfterMs / 1000)));
      return c.json({ error: tooManyAttemptsText(outcome.retryAfterMs) }, 429);
    }
    if (outcome.kind !== 'principal') return c.json({ error: 'unauthorized' }, 401);
    c.set('principal', outcome.principal);
    return next();
  };
}
