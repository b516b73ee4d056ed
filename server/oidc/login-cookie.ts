import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/env';
import { isSecure, requestOrigin } from '../http/request-info';
import type { PendingLogin, RelyingParty, SignInPurpose } from './relying-party';

/** The browser's key to its sign-in under way; the state, nonce and PKCE verifier stay on the server. */
const LOGIN_COOKIE = 'oidc_login';
const COOKIE_PATH = '/api/oidc';
/** The one redirect URI of the console at its provider, for both identity modes. */
export const CALLBACK_PATH = '/api/oidc/callback';

/** Starts a sign-in at the provider and gives the browser its key: the URL to send the browser to. */
export async function startProviderSignIn(
  c: Context<AppEnv>,
  rp: RelyingParty,
  returnTo: string | null,
  purpose?: SignInPurpose,
): Promise<string> {
  const { url, key } = await rp.start(`${requestOrigin(c)}${CALLBACK_PATH}`, returnTo, purpose);
  setCookie(c, LOGIN_COOKIE, key, { path: COOKIE_PATH, httpOnly: true, sameSite: 'Lax', secure: isSecure(c), maxAge: 600 });
  return url;
}

/** The sign-in this browser started, forgotten at once (and its cookie dropped) so a callback works once. */
export function takeProviderSignIn(c: Context<AppEnv>, rp: RelyingParty): PendingLogin | undefined {
  const login = rp.take(getCookie(c, LOGIN_COOKIE));
  deleteCookie(c, LOGIN_COOKIE, { path: COOKIE_PATH });
  return login;
}
