import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { PostgrestError, postgrestError } from './errors';
import { requestOrigin } from './request-info';

/** Methods that change nothing: a forged one only reads, and the browser keeps the answer from the forger. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const crossOriginWrite = () =>
  new PostgrestError(
    403,
    'PGRST403',
    'Cross-origin request refused: a write signed in by the session cookie must come from the console itself',
    null,
    'Send it from the console, or sign it with HTTP Basic or a bearer token.',
  );

/**
 * CSRF: the browser attaches the session cookie to a form or fetch another site makes it send, so a
 * write signed in by that cookie must say it comes from the console: an Origin equal to the origin the
 * request was sent to (worked out behind trusted proxies as DECISIONS §40 says), or `Sec-Fetch-Site:
 * same-origin`. A request that says neither is refused too, since a browser always says one of them on a
 * write. Basic and bearer credentials are never attached by a browser on its own, so those pass; the
 * sign-in flows under /api/.ory carry their own anti-CSRF token.
 */
export function sameOriginWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.var.principal?.via !== 'session') return next();
    if (c.req.header('sec-fetch-site') === 'same-origin' || c.req.header('origin') === requestOrigin(c)) return next();
    return postgrestError(c, crossOriginWrite());
  };
}
