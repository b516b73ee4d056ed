import { IdentityError } from '../errors';

/**
 * The cookie the server keeps beside the session cookie, readable by the console (the session cookie
 * is HttpOnly): not a credential, only a sign that there is a session worth asking about.
 */
export const SESSION_HINT_COOKIE = 'session_hint';

/** The hint among a Cookie header's or `document.cookie`'s `name=value` pairs. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.split('=')[0]!.trim() === SESSION_HINT_COOKIE);
}

/**
 * Asks who is signed in only when the browser holds the hint. Without it the answer is known, no
 * session (401), and asking would only leave a failed request in the browser's console; the probe
 * fails as that 401 would, so what follows is the same.
 */
export function probeSession<T>(hinted: boolean, whoami: () => Promise<T>): Promise<T> {
  if (hinted) return whoami();
  return Promise.reject(new IdentityError({ status: 401, message: 'No session: this browser holds no session hint' }));
}
