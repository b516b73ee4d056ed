import type { Queryable } from '../db/database';
import { findIdentity, type AddressRow, type IdentityRow } from './identities';
import { randomToken, sha256Hex } from './secrets';

export const SESSION_COOKIE = 'ory_kratos_session';
export const SESSION_LIFESPAN_MS = 24 * 60 * 60 * 1000;

export type Aal = 'aal1' | 'aal2';

export interface AuthenticationMethod {
  method: string;
  aal: Aal;
  completed_at: string;
}

export interface SessionRow {
  id: string;
  identity_id: string;
  aal: Aal;
  authentication_methods: AuthenticationMethod[];
  devices: { id: string; ip_address: string | null; user_agent: string | null; location: string }[];
  authenticated_at: string;
  issued_at: string;
  expires_at: string;
  active: boolean;
}

const SESSION_COLUMNS = `id, identity_id, aal, authentication_methods, devices, authenticated_at, issued_at, expires_at, active`;

export interface Device {
  ipAddress: string | null;
  userAgent: string | null;
}

/** Starts a session; the returned token is the cookie value and is stored only as a hash. */
export async function createSession(
  db: Queryable,
  options: { identityId: string; method: string; aal?: Aal; device: Device; now?: Date },
): Promise<{ token: string; session: SessionRow }> {
  const token = randomToken();
  const now = options.now ?? new Date();
  const aal = options.aal ?? 'aal1';
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO sessions (token_hash, identity_id, aal, authentication_methods, devices, authenticated_at, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'ip_address', $5::text, 'user_agent', $6::text, 'location', '')), $7, $7, $8)
     RETURNING ${SESSION_COLUMNS}`,
    [
      sha256Hex(token),
      options.identityId,
      aal,
      JSON.stringify([{ method: options.method, aal, completed_at: now.toISOString() }]),
      options.device.ipAddress,
      options.device.userAgent,
      now.toISOString(),
      new Date(now.getTime() + SESSION_LIFESPAN_MS).toISOString(),
    ],
  );
  return { token, session: rows[0]! };
}

/** The active, unexpired session of an active identity that `token` (a cookie value) opens. */
export async function findSessionByToken(db: Queryable, token: string): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS.split(', ').map((c) => `s.${c}`).join(', ')}
       FROM sessions s JOIN identities i ON i.id = s.identity_id
      WHERE s.token_hash = $1 AND s.active AND s.expires_at > now() AND i.state = 'active'`,
    [sha256Hex(token)],
  );
  return rows[0] ?? null;
}

/** Records a fresh authentication in an existing session (a refresh login, or a second factor raising it to aal2). */
export async function reauthenticate(db: Queryable, sessionId: string, method: string, aal: Aal = 'aal1'): Promise<SessionRow> {
  const { rows } = await db.query<SessionRow>(
    `UPDATE sessions
        SET authenticated_at = now(), updated_at = now(),
            aal = CASE WHEN $3 = 'aal2' THEN 'aal2' ELSE aal END,
            authentication_methods = authentication_methods || jsonb_build_array(jsonb_build_object('method', $2::text, 'aal', $3::text, 'completed_at', now()))
      WHERE id = $1 RETURNING ${SESSION_COLUMNS}`,
    [sessionId, method, aal],
  );
  return rows[0]!;
}

/** A logout token bound to the session; only its hash is kept. */
export async function issueLogoutToken(db: Queryable, sessionId: string): Promise<string> {
  const token = randomToken();
  await db.query(`UPDATE sessions SET logout_token_hash = $2, updated_at = now() WHERE id = $1`, [sessionId, sha256Hex(token)]);
  return token;
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`UPDATE sessions SET active = false, logout_token_hash = NULL, updated_at = now() WHERE id = $1`, [sessionId]);
}

export async function sessionLogoutTokenMatches(db: Queryable, sessionId: string, token: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM sessions WHERE id = $1 AND logout_token_hash = $2`, [sessionId, sha256Hex(token)]);
  return rows.length > 0;
}

const iso = (value: string | Date | null | undefined) => (value == null ? undefined : new Date(value).toISOString());

/** The identity as Kratos serialises it (identity-flows.md §7). */
export async function identityJson(db: Queryable, identity: IdentityRow, origin: string) {
  const verifiable = await db.query<AddressRow>(
    `SELECT id, value, via, verified, status, verified_at, created_at, updated_at FROM identity_verifiable_addresses WHERE identity_id = $1 ORDER BY created_at`,
    [identity.id],
  );
  const recovery = await db.query<AddressRow>(
    `SELECT id, value, via, created_at, updated_at FROM identity_recovery_addresses WHERE identity_id = $1 ORDER BY created_at`,
    [identity.id],
  );
  return {
    id: identity.id,
    schema_id: identity.schema_id,
    schema_url: `${origin}/api/.ory/schemas/${encodeURIComponent(identity.schema_id)}`,
    state: identity.state,
    traits: identity.traits,
    verifiable_addresses: verifiable.rows.map((a) => ({
      id: a.id,
      value: a.value,
      verified: a.verified,
      via: a.via,
      status: a.status,
      ...(a.verified_at ? { verified_at: iso(a.verified_at) } : {}),
      created_at: iso(a.created_at),
      updated_at: iso(a.updated_at),
    })),
    recovery_addresses: recovery.rows.map((a) => ({
      id: a.id,
      value: a.value,
      via: a.via,
      created_at: iso(a.created_at),
      updated_at: iso(a.updated_at),
    })),
    metadata_public: identity.metadata_public ?? null,
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
  };
}

/** The session as `/sessions/whoami` answers it. */
export async function sessionJson(db: Queryable, session: SessionRow, origin: string) {
  const identity = await findIdentity(db, session.identity_id);
  return {
    id: session.id,
    active: session.active,
    expires_at: iso(session.expires_at),
    authenticated_at: iso(session.authenticated_at),
    authenticator_assurance_level: session.aal,
    authentication_methods: session.authentication_methods.map((m) => ({ ...m, completed_at: iso(m.completed_at) })),
    issued_at: iso(session.issued_at),
    identity: identity ? await identityJson(db, identity, origin) : null,
    devices: session.devices,
  };
}
