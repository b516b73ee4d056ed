import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Queryable } from '../db/database';
import { sameSecret } from './secrets';

/** TOTP and backup recovery codes ("lookup secrets"), kept as identity_credentials rows like Kratos does. */
export interface TotpConfig {
  totp_url: string;
  /** The time step of the last accepted code: a code is accepted once. */
  last_used_step?: number;
}

export interface LookupCode {
  code: string;
  used_at: string | null;
}

export interface LookupConfig {
  recovery_codes: LookupCode[];
}

export async function credentialConfig<T>(db: Queryable, identityId: string, type: 'totp' | 'lookup_secret'): Promise<T | null> {
  const { rows } = await db.query<{ config: T }>(`SELECT config FROM identity_credentials WHERE identity_id = $1 AND type = $2`, [
    identityId,
    type,
  ]);
  return rows[0]?.config ?? null;
}

export async function saveCredential(db: Queryable, identityId: string, type: 'totp' | 'lookup_secret', config: object) {
  await db.query(
    `INSERT INTO identity_credentials (identity_id, type, config) VALUES ($1, $2, $3)
     ON CONFLICT (identity_id, type) DO UPDATE SET config = EXCLUDED.config, updated_at = now()`,
    [identityId, type, JSON.stringify(config)],
  );
}

export async function deleteCredential(db: Queryable, identityId: string, type: 'totp' | 'lookup_secret') {
  await db.query(`DELETE FROM identity_credentials WHERE identity_id = $1 AND type = $2`, [identityId, type]);
}

/** Whether the identity has a second factor, so that its sessions must reach aal2 (Kratos' highest_available). */
export async function hasSecondFactor(db: Queryable, identityId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM identity_credentials
      WHERE identity_id = $1
        AND (type = 'totp' OR (type = 'lookup_secret' AND jsonb_array_length(coalesce(config -> 'recovery_codes', '[]')) > 0))`,
    [identityId],
  );
  return rows.length > 0;
}

export const newTotpSecret = () => generateSecret();

export const totpUrl = (secret: string, issuer: string, account: string) => generateURI({ issuer, label: account, secret });

export const secretOfTotpUrl = (url: string) => new URL(url).searchParams.get('secret') ?? '';

export const totpQrDataUrl = (url: string) => QRCode.toDataURL(url, { width: 256, margin: 1 });

/** The time step of `code` when it is a current code of `secret` (one step of clock drift either way). */
export async function verifyTotp(secret: string, code: string, lastUsedStep?: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code.trim())) return null;
  try {
    const result = await verify({ secret, token: code.trim(), epochTolerance: 30 });
    if (!result.valid) return null;
    const step = (result as { timeStep?: number }).timeStep ?? Math.floor(Date.now() / 30_000);
    if (lastUsedStep !== undefined && step <= lastUsedStep) return null;
    return step;
  } catch {
    return null;
  }
}

const LOOKUP_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Twelve 8-character codes of [a-z0-9], as Kratos generates them. */
export const newLookupCodes = (): LookupCode[] =>
  Array.from({ length: 12 }, () => ({
    code: Array.from({ length: 8 }, () => LOOKUP_ALPHABET[randomInt(LOOKUP_ALPHABET.length)]).join(''),
    used_at: null,
  }));

export type LookupOutcome = 'ok' | 'used' | 'invalid';

/** Spends one backup code; call inside a transaction so two sign-ins cannot spend the same code. */
export async function spendLookupCode(tx: Queryable, identityId: string, submitted: string): Promise<LookupOutcome> {
  const { rows } = await tx.query<{ config: LookupConfig }>(
    `SELECT config FROM identity_credentials WHERE identity_id = $1 AND type = 'lookup_secret' FOR UPDATE`,
    [identityId],
  );
  const config = rows[0]?.config;
  const wanted = submitted.trim().toLowerCase();
  const match = config?.recovery_codes.find((c) => wanted.length > 0 && sameSecret(c.code, wanted));
  if (!config || !match) return 'invalid';
  if (match.used_at) return 'used';
  match.used_at = new Date().toISOString();
  await saveCredential(tx, identityId, 'lookup_secret', config);
  return 'ok';
}

/** Records the step of an accepted TOTP code; false when a concurrent sign-in used it first. */
export async function spendTotpStep(tx: Queryable, identityId: string, step: number): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE identity_credentials SET config = jsonb_set(config, '{last_used_step}', to_jsonb($2::bigint)), updated_at = now()
      WHERE identity_id = $1 AND type = 'totp' AND coalesce((config ->> 'last_used_step')::bigint, -1) < $2
      RETURNING id`,
    [identityId, step],
  );
  return rows.length > 0;
}
