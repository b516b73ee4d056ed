import type { Queryable } from '../db/database';
import { hashPassword, verifyNothing, verifyPassword } from './passwords';

export interface IdentityTraits {
  email: string;
  name?: { first?: string; last?: string };
}

export interface IdentityRow {
  id: string;
  schema_id: string;
  traits: IdentityTraits;
  state: 'active' | 'inactive';
  metadata_public: unknown;
  created_at: string;
  updated_at: string;
}

export interface AddressRow {
  id: string;
  value: string;
  via: string;
  verified?: boolean;
  status?: string;
  verified_at?: string | null;
  created_at: string;
  updated_at: string;
}

export const normalizeIdentifier = (identifier: string) => identifier.trim().toLowerCase();

export async function findIdentity(db: Queryable, id: string): Promise<IdentityRow | null> {
  const { rows } = await db.query<IdentityRow>(
    `SELECT id, schema_id, traits, state, metadata_public, created_at, updated_at FROM identities WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Checks a password against the identity holding `identifier`. Returns the identity id only for a correct
 * password of an active identity; the time taken does not depend on whether the account exists.
 */
export async function verifyPasswordLogin(db: Queryable, identifier: string, password: string): Promise<string | null> {
  const { rows } = await db.query<{ identity_id: string; hashed_password: string | null; state: string }>(
    `SELECT c.identity_id, c.config ->> 'hashed_password' AS hashed_password, i.state
       FROM identity_credential_identifiers ci
       JOIN identity_credentials c ON c.id = ci.identity_credential_id
       JOIN identities i ON i.id = c.identity_id
      WHERE ci.type = 'password' AND ci.identifier = $1`,
    [normalizeIdentifier(identifier)],
  );
  const row = rows[0];
  if (!row?.hashed_password) return verifyNothing(password).then(() => null);
  const ok = await verifyPassword(row.hashed_password, password);
  return ok && row.state === 'active' ? row.identity_id : null;
}

/** Sets (or replaces) an identity's password credential and its identifier, the lower-cased email. */
export async function setPasswordCredential(
  db: Queryable,
  identityId: string,
  email: string,
  hashedPassword: string,
  extraConfig: Record<string, unknown> = {},
): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO identity_credentials (identity_id, type, config)
     VALUES ($1, 'password', $2)
     ON CONFLICT (identity_id, type) DO UPDATE SET config = EXCLUDED.config, updated_at = now()
     RETURNING id`,
    [identityId, JSON.stringify({ hashed_password: hashedPassword, ...extraConfig })],
  );
  const credentialId = rows[0]!.id;
  await db.query(`DELETE FROM identity_credential_identifiers WHERE identity_credential_id = $1`, [credentialId]);
  await db.query(
    `INSERT INTO identity_credential_identifiers (identity_credential_id, type, identifier) VALUES ($1, 'password', $2)`,
    [credentialId, normalizeIdentifier(email)],
  );
}

export interface NewIdentity {
  id?: string;
  traits: IdentityTraits;
  password?: string;
  /** Whether the email counts as verified from the start (demo people, invited people). */
  verified?: boolean;
}

/** Creates an identity (its person is mirrored by the schema's trigger) with its addresses and password. */
export async function createIdentity(db: Queryable, identity: NewIdentity): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO identities (id, traits) VALUES (coalesce($1::uuid, gen_random_uuid()), $2) RETURNING id`,
    [identity.id ?? null, JSON.stringify(identity.traits)],
  );
  const id = rows[0]!.id;
  const email = normalizeIdentifier(identity.traits.email);
  await db.query(
    `INSERT INTO identity_verifiable_addresses (identity_id, value, verified, status, verified_at)
     VALUES ($1, $2, $3, CASE WHEN $3 THEN 'completed' ELSE 'pending' END, CASE WHEN $3 THEN now() END)`,
    [id, email, identity.verified ?? false],
  );
  await db.query(`INSERT INTO identity_recovery_addresses (identity_id, value) VALUES ($1, $2)`, [id, email]);
  if (identity.password !== undefined) await setPasswordCredential(db, id, email, await hashPassword(identity.password));
  return id;
}
