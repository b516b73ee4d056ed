import type { MiddlewareHandler } from 'hono';
import { contentSecurityPolicy } from './content-security-policy';
import { isSecure } from './request-info';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Headers that keep a browser from framing the console, sniffing types, sending its addresses to other
 * sites or lending it powerful features. The console's index.html brings its own policy (with the hash of
 * its inline script); every other answer gets the policy without one. HSTS only when the request came over
 * TLS (DECISIONS §40), the only way a browser takes it.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', contentSecurityPolicy());
    c.header('X-Frame-Options', 'DENY');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    if (isSecure(c)) c.header('Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}`);
  };
}

/** API answers hold what a person may see: no cache, shared or the browser's own, keeps them. */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };
}
