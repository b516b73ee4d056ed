import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_HINT_COOKIE } from '../../core/identity';
import { SESSION_COOKIE } from '../auth/sessions';
import { routedPath } from './paths';
import { isSecure } from './request-info';

const WHOAMI = '/api/.ory/sessions/whoami';

/** The session cookie's Set-Cookie made into the hint's: same lifetime and scope, readable by the console. */
const hintLike = (sessionCookie: string) =>
  sessionCookie.replace(/^[^=]*=[^;]*/, `${SESSION_HINT_COOKIE}=1`).replace(/;\s*HttpOnly/gi, '');

function setHint(c: Context) {
  c.header('Set-Cookie', `${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax${isSecure(c) ? '; Secure' : ''}`, { append: true });
}

function clearSession(c: Context) {
  for (const name of [SESSION_COOKIE, SESSION_HINT_COOKIE]) c.header('Set-Cookie', `${name}=; Max-Age=0; Path=/`, { append: true });
}

/**
 * Keeps the session hint (core/identity rules/session-hint.ts) in step with the session cookie, whoever
 * set that cookie: this server's sign-in flows or, in proxy mode, the Mission Control behind it.
 * - An answer that sets or clears the session cookie sets or clears the hint alike.
 * - A 401 from the session check to a browser holding either cookie means its session is over: both go,
 *   so its next visit does not ask again.
 * - A browser holding a session cookie without the hint (signed in before the hint existed) gets it with
 *   its next answer, so the console asks who it is instead of sending it to sign in.
 */
export function sessionHint(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const setCookies = c.res.headers.getSetCookie();
    if (setCookies.some((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`))) return;
    const session = setCookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    if (session) {
      c.header('Set-Cookie', hintLike(session), { append: true });
      return;
    }
    const holdsSession = getCookie(c, SESSION_COOKIE) !== undefined;
    const holdsHint = getCookie(c, SESSION_HINT_COOKIE) !== undefined;
    if (c.res.status === 401 && routedPath(c.req.path) === WHOAMI) {
      if (holdsSession || holdsHint) clearSession(c);
    } else if (holdsSession && !holdsHint && c.res.status !== 401) {
      setHint(c);
    }
  };
}
