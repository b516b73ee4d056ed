import type { Database, Queryable } from '../db/database';
import { createIdentity, normalizeIdentifier } from '../auth/identities';
import { addRoles } from '../auth/users';
import type { SignedInClaims } from './claims';

/** Why a sign-in through the provider is refused after the provider accepted it. */
export class HostedSignInRefused extends Error {}

export const linkOf = (issuer: string, subject: string) => `${issuer}#${subject}`;

export async function linkedIdentity(db: Queryable, link: string): Promise<string | undefined> {
  const { rows } = await db.query<{ identity_id: string }>(
    `SELECT c.identity_id FROM identity_credential_identifiers ci JOIN identity_credentials c ON c.id = ci.identity_credential_id
      WHERE ci.type = 'oidc' AND ci.identifier = $1`,
    [link],
  );
  return rows[0]?.identity_id;
}

async function identityByVerifiedEmail(db: Queryable, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ identity_id: string }>(
    `SELECT identity_id FROM identity_verifiable_addresses WHERE value = $1 AND verified ORDER BY created_at LIMIT 1`,
    [email],
  );
  return rows[0]?.identity_id;
}

/** Records that the provider's subject is this identity, so a later change of e-mail at the provider keeps the person. */
export async function link(db: Queryable, identityId: string, issuer: string, subject: string) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO identity_credentials (identity_id, type, config) VALUES ($1, 'oidc', '{}')
     ON CONFLICT (identity_id, type) DO UPDATE SET updated_at = now() RETURNING id`,
    [identityId],
  );
  await db.query(
    `INSERT INTO identity_credential_identifiers (identity_credential_id, type, identifier) VALUES ($1, 'oidc', $2)
     ON CONFLICT (type, identifier) DO NOTHING`,
    [rows[0]!.id, linkOf(issuer, subject)],
  );
}

async function identityHolding(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM identity_verifiable_addresses WHERE value = $1 LIMIT 1`, [email]);
  return rows.length > 0;
}

function newIdentity(db: Queryable, email: string, claims: SignedInClaims) {
  const [first = email, ...rest] = (claims.name ?? email).split(' ');
  return createIdentity(db, { traits: { email, name: { first, last: rest.join(' ') } }, verified: claims.emailVerified });
}

async function refuseDisabled(db: Queryable, identityId: string) {
  const { rows } = await db.query<{ state: string }>(`SELECT state FROM identities WHERE id = $1`, [identityId]);
  if (rows[0]?.state !== 'active') throw new HostedSignInRefused('this person is disabled');
}

/**
 * The identity a provider's sign-in opens (issue 24, seed 000 §6): the one linked to the provider's
 * subject, else the one holding the same verified e-mail, else a new one. Roles the claim names are
 * added; a person with none is a viewer (permissions.md). A disabled identity is refused.
 */
export async function signInPerson(db: Database, issuer: string, claims: SignedInClaims): Promise<string> {
  if (!claims.email || !claims.emailVerified) throw new HostedSignInRefused('the provider did not vouch for an e-mail address');
  return db.transaction(async (tx) => {
    const email = normalizeIdentifier(claims.email);
    const identityId = (await linkedIdentity(tx, linkOf(issuer, claims.subject))) ?? (await identityByVerifiedEmail(tx, email)) ?? (await newIdentity(tx, email, claims));
    await refuseDisabled(tx, identityId);
    await link(tx, identityId, issuer, claims.subject);
    await addRoles(tx, identityId, claims.roles);
    return identityId;
  });
}

/** A social sign-in whose e-mail belongs to a person it may not be linked to: they sign in otherwise and link it in their settings. */
export class SocialAccountExists extends Error {}

/**
 * The identity a social sign-in of the self-hosted mode opens (issue 24): the one linked to the
 * provider's subject, else the one holding the e-mail when the provider verified it, else a new one
 * (its address verified only if the provider's was). An e-mail the provider did not verify is never
 * linked to someone else's identity. The provider's role claim is not read: roles are the console's.
 */
export async function socialSignInPerson(db: Database, issuer: string, claims: SignedInClaims): Promise<string> {
  if (!claims.email) throw new HostedSignInRefused('the provider gave no e-mail address');
  return db.transaction(async (tx) => {
    const email = normalizeIdentifier(claims.email);
    let identityId = await linkedIdentity(tx, linkOf(issuer, claims.subject));
    if (!identityId && claims.emailVerified) identityId = await identityByVerifiedEmail(tx, email);
    if (!identityId) {
      if (await identityHolding(tx, email)) throw new SocialAccountExists();
      identityId = await newIdentity(tx, email, claims);
    }
    await refuseDisabled(tx, identityId);
    await link(tx, identityId, issuer, claims.subject);
    return identityId;
  });
}

/** Whether the identity is linked to a subject of this provider (the settings' 'Manage Social Sign In'). */
export async function isLinkedTo(db: Queryable, identityId: string, issuer: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM identity_credential_identifiers ci JOIN identity_credentials c ON c.id = ci.identity_credential_id
      WHERE c.identity_id = $1 AND ci.type = 'oidc' AND starts_with(ci.identifier, $2) LIMIT 1`,
    [identityId, linkOf(issuer, '')],
  );
  return rows.length > 0;
}

/**
 * Unlinks the identity from this provider, unless that would leave it no way to sign in (no password):
 * answers whether it was unlinked.
 */
export async function unlink(db: Database, identityId: string, issuer: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(`SELECT 1 FROM identity_credentials WHERE identity_id = $1 AND type = 'password'`, [identityId]);
    if (rows.length === 0) return false;
    await tx.query(
      `DELETE FROM identity_credential_identifiers ci USING identity_credentials c
        WHERE ci.identity_credential_id = c.id AND c.identity_id = $1 AND ci.type = 'oidc' AND starts_with(ci.identifier, $2)`,
      [identityId, linkOf(issuer, '')],
    );
    return true;
  });
}
