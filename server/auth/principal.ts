import { isRole } from '../../core/access';
import type { Queryable } from '../db/database';
import type { Principal } from '../http/env';
import { personForAccessToken } from './access-tokens';
import type { CredentialCache } from './credential-cache';
import { verifyPasswordLogin } from './identities';
import type { LoginRateLimiter } from './rate-limit';
import { hasSecondFactor } from './second-factor';
import { findSessionByToken } from './sessions';

/** The person behind an id with the roles recorded for them (casbin_rule `g` rows). */
export async function loadPrincipal(
  db: Queryable,
  personId: string,
  via: Principal['via'],
  sessionId?: string,
): Promise<Principal | null> {
  const { rows } = await db.query<{ id: string; name: string; email: string | null; roles: string[] }>(
    `SELECT p.id, p.name, p.email,
            coalesce((SELECT array_agg(r.v1 ORDER BY r.v1) FROM casbin_rule r WHERE r.ptype = 'g' AND r.v0 = p.id::text), '{}') AS roles
       FROM people p WHERE p.id = $1 AND p.deleted_at IS NULL`,
    [personId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    personId: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles.filter(isRole),
    via,
    ...(sessionId ? { sessionId } : {}),
  };
}

export interface CredentialRequest {
  sessionToken?: string;
  authorization?: string;
  address: string;
}

export type CredentialOutcome =
  | { kind: 'none' }
  | { kind: 'principal'; principal: Principal }
  | { kind: 'invalid' }
  | { kind: 'rate-limited'; retryAfterMs: number };

export interface CredentialVerifier {
  db: Queryable;
  cache: CredentialCache;
  limiter: LoginRateLimiter;
}

function decodeBasic(value: string): { user: string; password: string } | null {
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

async function personForAuthorization(
  verifier: CredentialVerifier,
  authorization: string,
  address: string,
): Promise<CredentialOutcome | { kind: 'person'; personId: string; via: Principal['via'] }> {
  const [rawScheme = '', value = ''] = authorization.trim().split(/\s+/, 2);
  const scheme = rawScheme.toLowerCase();
  const credentials = scheme === 'basic' && value ? decodeBasic(value) : null;
  const via: Principal['via'] = credentials && credentials.user.toLowerCase() !== 'token' ? 'basic' : 'token';
  const cached = verifier.cache.get(authorization);
  if (cached) return { kind: 'person', personId: cached, via };

  let personId: string | null;
  if (scheme === 'bearer' && value) {
    personId = await personForAccessToken(verifier.db, value);
  } else if (credentials) {
    if (via === 'token') {
      personId = await personForAccessToken(verifier.db, credentials.password);
    } else {
      const retryAfterMs = verifier.limiter.retryAfter(credentials.user, address);
      if (retryAfterMs > 0) return { kind: 'rate-limited', retryAfterMs };
      personId = await verifyPasswordLogin(verifier.db, credentials.user, credentials.password);
      // A password alone must not get past a second factor: such people script with access tokens.
      if (personId && (await hasSecondFactor(verifier.db, personId))) personId = null;
      if (personId) verifier.limiter.succeeded(credentials.user, address);
      else verifier.limiter.failed(credentials.user, address);
    }
  } else {
    return { kind: 'invalid' };
  }
  if (!personId) return { kind: 'invalid' };
  verifier.cache.set(authorization, personId);
  return { kind: 'person', personId, via };
}

/**
 * Who a request comes from: an Authorization header (Basic or Bearer) when present, else the session cookie.
 * A malformed or wrong Authorization header is an error even when a cookie is present.
 */
export async function resolveCredentials(verifier: CredentialVerifier, request: CredentialRequest): Promise<CredentialOutcome> {
  if (request.authorization) {
    const outcome = await personForAuthorization(verifier, request.authorization, request.address);
    if (outcome.kind !== 'person') return outcome;
    const principal = await loadPrincipal(verifier.db, outcome.personId, outcome.via);
    return principal ? { kind: 'principal', principal } : { kind: 'invalid' };
  }
  if (request.sessionToken) {
    const session = await findSessionByToken(verifier.db, request.sessionToken);
    if (!session) return { kind: 'none' };
    // An aal1 session of someone with a second factor is only good for finishing the sign-in (Kratos' highest_available).
    if (session.aal === 'aal1' && (await hasSecondFactor(verifier.db, session.identity_id))) return { kind: 'none' };
    const principal = await loadPrincipal(verifier.db, session.identity_id, 'session', session.id);
    return principal ? { kind: 'principal', principal } : { kind: 'none' };
  }
  return { kind: 'none' };
}
