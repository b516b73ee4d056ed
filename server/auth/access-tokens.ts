import { hashRaw } from '@node-rs/argon2';
import type { Queryable } from '../db/database';
import { randomToken } from './secrets';

/**
 * Mission Control's access-token format (reference §1.2), v1: `password.salt.time.memory.threads`.
 * Only an argon2id hash of `password` under the token's own parameters is stored, so a token
 * minted by a real instance sharing the database is accepted too.
 */
const TIME = 1;
const MEMORY_KIB = 64 * 1024;
const THREADS = 4;
const KEY_LENGTH = 20;

// Parameters travel inside the token: refuse costs above Mission Control's so a forged token cannot exhaust memory.
const within = (value: number, max: number) => Number.isInteger(value) && value >= 1 && value <= max;

interface ParsedToken {
  password: string;
  salt: string;
  time: number;
  memory: number;
  threads: number;
}

function parse(token: string): ParsedToken | null {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [password, salt, time, memory, threads] = parts as [string, string, string, string, string];
  const parsed = { password, salt, time: Number(time), memory: Number(memory), threads: Number(threads) };
  if (!password || salt.length < 8 || salt.length > 64 || password.length > 128) return null;
  if (!within(parsed.time, 3) || !within(parsed.memory, MEMORY_KIB) || parsed.memory < 8 * parsed.threads || !within(parsed.threads, THREADS)) {
    return null;
  }
  return parsed;
}

async function digest(token: ParsedToken): Promise<string> {
  const raw = await hashRaw(token.password, {
    salt: Buffer.from(token.salt),
    timeCost: token.time,
    memoryCost: token.memory,
    parallelism: token.threads,
    outputLen: KEY_LENGTH,
  });
  return raw.toString('base64url');
}

export interface MintedToken {
  id: string;
  token: string;
}

/** A new token and the hash of it that is stored. */
async function newToken(): Promise<{ token: string; value: string }> {
  const parsed = { password: randomToken(24), salt: randomToken(12), time: TIME, memory: MEMORY_KIB, threads: THREADS };
  return { token: [parsed.password, parsed.salt, parsed.time, parsed.memory, parsed.threads].join('.'), value: await digest(parsed) };
}

export async function mintAccessToken(
  db: Queryable,
  options: { personId: string; name: string; createdBy?: string; expiresAt?: Date | null; autoRenew?: boolean },
): Promise<MintedToken> {
  const { token, value } = await newToken();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO access_tokens (name, person_id, value, auto_renew, created_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [options.name, options.personId, value, options.autoRenew ?? false, options.createdBy ?? options.personId, options.expiresAt ?? null],
  );
  return { id: rows[0]!.id, token };
}

/**
 * A new token in place of the person's token of that name, which stops working: one live token per
 * person and name. In one statement, so two requests at once still leave one row.
 */
export async function replaceAccessToken(
  db: Queryable,
  options: { personId: string; name: string; expiresAt: Date },
): Promise<MintedToken> {
  const { token, value } = await newToken();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO access_tokens (name, person_id, value, created_by, expires_at) VALUES ($1, $2, $3, $2, $4)
     ON CONFLICT (person_id, name) DO UPDATE
       SET value = EXCLUDED.value, created_at = now(), created_by = EXCLUDED.created_by, expires_at = EXCLUDED.expires_at
     RETURNING id`,
    [options.name, options.personId, value, options.expiresAt],
  );
  return { id: rows[0]!.id, token };
}

/** The person an access token belongs to, or null when it is unknown, malformed or expired. */
export async function personForAccessToken(db: Queryable, token: string): Promise<string | null> {
  const parsed = parse(token);
  if (!parsed) return null;
  const { rows } = await db.query<{ person_id: string }>(
    `SELECT person_id FROM access_tokens WHERE value = $1 AND (expires_at IS NULL OR expires_at > now())`,
    [await digest(parsed)],
  );
  return rows[0]?.person_id ?? null;
}
