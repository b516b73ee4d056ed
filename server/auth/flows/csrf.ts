import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isSecure, requestOrigin } from '../../http/request-info';
import { sameSecret, sha256Hex } from '../secrets';
import { csrfViolation } from './kratos-error';

/**
 * Double-submit CSRF like Kratos (nosurf): an HttpOnly cookie holds the token; the flow's `csrf_token` node
 * holds it masked with a one-time pad, so the value posted back differs from the cookie on every flow.
 */
const TOKEN_BYTES = 32;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const csrfCookieName = (c: Context) => `csrf_token_${sha256Hex(`${requestOrigin(c)}/api/.ory/`)}`;

const decode = (value: string | undefined) => {
  if (!value) return null;
  const bytes = Buffer.from(value, 'base64url');
  return bytes.length === TOKEN_BYTES ? bytes : null;
};

function setCsrfCookie(c: Context, token: Buffer) {
  setCookie(c, csrfCookieName(c), token.toString('base64url'), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(c),
    maxAge: ONE_YEAR_SECONDS,
  });
}

/** The raw token of this browser, set as a cookie when it has none yet. */
export function ensureCsrfToken(c: Context): Buffer {
  const existing = decode(getCookie(c, csrfCookieName(c)));
  if (existing) return existing;
  const token = randomBytes(TOKEN_BYTES);
  setCsrfCookie(c, token);
  return token;
}

/** A new token after a privilege change (sign in, sign out). */
export function rotateCsrfToken(c: Context): Buffer {
  const token = randomBytes(TOKEN_BYTES);
  setCsrfCookie(c, token);
  return token;
}

export function maskCsrfToken(token: Buffer): string {
  const pad = randomBytes(TOKEN_BYTES);
  const masked = Buffer.alloc(TOKEN_BYTES);
  for (let i = 0; i < TOKEN_BYTES; i++) masked[i] = pad[i]! ^ token[i]!;
  return Buffer.concat([pad, masked]).toString('base64url');
}

function unmask(value: string): Buffer | null {
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length !== TOKEN_BYTES * 2) return null;
  const token = Buffer.alloc(TOKEN_BYTES);
  for (let i = 0; i < TOKEN_BYTES; i++) token[i] = bytes[i]! ^ bytes[TOKEN_BYTES + i]!;
  return token;
}

/** Throws Kratos' 403 security_csrf_violation unless `submitted` is a mask of the cookie's token. */
export function assertCsrf(c: Context, submitted: string | undefined) {
  const cookie = decode(getCookie(c, csrfCookieName(c)));
  if (!cookie) {
    throw csrfViolation('The HTTP Cookie Header was set but did not include the anti-CSRF cookie. We are unable to verify the integrity of the request.');
  }
  const posted = submitted ?? c.req.header('x-csrf-token');
  if (!posted) {
    throw csrfViolation('The anti-CSRF cookie was found but the CSRF token was not included in the HTTP request body (csrf_token) nor in the HTTP Header (X-CSRF-Token).');
  }
  const token = unmask(posted);
  if (!token || !sameSecret(token.toString('base64url'), cookie.toString('base64url'))) {
    throw csrfViolation('The HTTP Cookie Header was set and a CSRF token was sent but they do not match. We recommend deleting all cookies for this domain and retrying the flow.');
  }
}
