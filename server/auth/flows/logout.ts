import type { Context } from 'hono';
import type { AppEnv } from '../../http/env';
import { wantsJson } from '../../http/request-info';
import { issueLogoutToken, revokeSession, sessionLogoutTokenMatches } from '../sessions';
import { clearSessionCookie } from '../session-cookie';
import { rotateCsrfToken } from './csrf';
import { flowContext, ORY_PREFIX, respondError } from './flow-handlers';
import { badRequest, KratosError, sessionInactive } from './kratos-error';
import { checkReturnTo } from './return-to';

/** GET /self-service/logout/browser → `{logout_url, logout_token}` for the current session. */
export async function createLogoutFlow(c: Context<AppEnv>) {
  const ctx = await flowContext(c);
  try {
    const returnTo = checkReturnTo(ctx.origin, c.req.query('return_to'));
    if (!ctx.session) throw sessionInactive();
    const token = await issueLogoutToken(ctx.db, ctx.session.row.id);
    const url = new URL(`${ctx.origin}${ORY_PREFIX}/self-service/logout`);
    url.searchParams.set('token', token);
    if (returnTo) url.searchParams.set('return_to', returnTo);
    return c.json({ logout_url: url.toString(), logout_token: token });
  } catch (error) {
    return respondError(ctx, error);
  }
}

/** GET /self-service/logout?token=&return_to= → revokes the session: 204 for JSON, 303 for a browser. */
export async function performLogout(c: Context<AppEnv>) {
  const ctx = await flowContext(c);
  try {
    const returnTo = checkReturnTo(ctx.origin, c.req.query('return_to'));
    const token = c.req.query('token');
    if (!token) throw badRequest('Please include a token in the URL query.');
    if (!ctx.session) throw sessionInactive();
    if (!(await sessionLogoutTokenMatches(ctx.db, ctx.session.row.id, token))) {
      throw new KratosError(403, { reason: 'The provided logout token does not match the session.' });
    }
    await revokeSession(ctx.db, ctx.session.row.id);
    c.var.auth.cache.clear();
    clearSessionCookie(c);
    rotateCsrfToken(c);
    if (wantsJson(c)) return c.body(null, 204);
    return c.redirect(returnTo ?? `${ctx.origin}/`, 303);
  } catch (error) {
    return respondError(ctx, error);
  }
}
