import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/** The console's own sign-in pages: in the hosted mode, signing in and signing up are the provider's (seed 002 §2.4, issue 24). */
const PROVIDER_PAGES = new Set(['/login', '/registration']);

/**
 * In the hosted identity mode a browser opening /login or /registration signs in (or up) at the OpenID
 * provider, coming back to its return_to; the self-hosted mode's pages are the console's own.
 */
export function hostedPages(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!PROVIDER_PAGES.has(new URL(c.req.url).pathname) || c.var.config.identityMode !== 'hosted' || c.req.method !== 'GET' || !(c.req.header('accept') ?? '').includes('text/html')) {
      return next();
    }
    const returnTo = c.req.query('return_to');
    return c.redirect(`/api/oidc/login${returnTo ? `?${new URLSearchParams({ return_to: returnTo })}` : ''}`, 303);
  };
}
