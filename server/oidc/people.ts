import type { Database, Queryable } from '../db/database';
import { createIdentity, normalizeIdentifier } from '../auth/identities';
import { addRoles } from '../auth/users';
import type { SignedInClaims } from './claims';

/** Why a sign-in through the provider is refused after the provider accepted it. */
export class HostedSignInRefused extends Error {}

const linkOf = (issuer: string, subject: string) => `${issuer}#${subject}`;

async function linkedIdentity(db: Queryable, link: string): Promise<string | undefined> {
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
async function link(db: Queryable, identityId: string, issuer: string, subject: string) {
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

/**
 * The identity a provider's sign-in opens (issue 24, seed 000 §6): the one linked to the provider's
 * subject, else the one holding the same verified e-mail, else a new one. Roles the claim names are
 * added; a person with none is a viewer (permissions.md). A disabled identity is refused.
 */
export async function signInPerson(db: Database, issuer: string, claims: SignedInClaims): Promise<string> {
  if (!claims.email || !claims.emailVerified) throw new HostedSignInRefused('the provider did not vouch for an e-mail address');
  return db.transaction(async (tx) => {
    const email = normalizeIdentifier(claims.email);
    let identityId = (await linkedIdentity(tx, linkOf(issuer, claims.subject))) ?? (await identityByVerifiedEmail(tx, email));
    if (!identityId) {
      const [first = email, ...rest] = (claims.name ?? email).split(' ');
      identityId = await createIdentity(tx, { traits: { email, name: { first, last: rest.join(' ') } }, verified: true });
    }
    const { rows } = await tx.query<{ state: string }>(`SELECT state FROM identities WHERE id = $1`, [identityId]);
    if (rows[0]?.state !== 'active') throw new HostedSignInRefused('this person is disabled');
    await link(tx, identityId, issuer, claims.subject);
    await addRoles(tx, identityId, claims.roles);
    return identityId;
  });
}
