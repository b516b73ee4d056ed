import type { Queryable } from '../db/database';
import { ASSIGNABLE_ROLES, type Role } from '../../core/access';
import { ApiError } from '../http/errors';

/** Users-screen validation messages (seed 002 §5). */
export const INVITE_MESSAGES = {
  firstName: 'Please provide valid first name',
  lastName: 'Please provide valid last name',
  email: 'Please provide valid email',
  emailFormat: 'Entered value does not match email format',
  role: 'Please select any role',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export interface Invitation {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const isAssignableRole = (value: unknown): value is Role => typeof value === 'string' && (ASSIGNABLE_ROLES as readonly string[]).includes(value);

export function readInvitation(body: Record<string, unknown>): Invitation {
  const firstName = text(body.firstName);
  const lastName = text(body.lastName);
  const email = text(body.email).toLowerCase();
  if (!firstName) throw new ApiError(400, INVITE_MESSAGES.firstName);
  if (!lastName) throw new ApiError(400, INVITE_MESSAGES.lastName);
  if (!email) throw new ApiError(400, INVITE_MESSAGES.email);
  if (!EMAIL.test(email) || email.length > 320) throw new ApiError(400, INVITE_MESSAGES.emailFormat);
  if (!isAssignableRole(body.role)) throw new ApiError(400, INVITE_MESSAGES.role);
  return { firstName, lastName, email, role: body.role };
}

export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM identities WHERE lower(traits ->> 'email') = $1
     UNION ALL SELECT 1 FROM people WHERE lower(email) = $1 AND deleted_at IS NULL`,
    [email],
  );
  return rows.length > 0;
}

/** Adds roles to a person (casbin_rule `g` rows); roles already held stay as they are. */
export async function addRoles(db: Queryable, personId: string, roles: readonly Role[]) {
  for (const role of roles) {
    await db.query(
      `INSERT INTO casbin_rule (ptype, v0, v1) SELECT 'g', $1::text, $2::text
        WHERE NOT EXISTS (SELECT 1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1::text AND v1 = $2::text)`,
      [personId, role],
    );
  }
}

export async function rolesOf(db: Queryable, personId: string): Promise<string[] | null> {
  const { rows } = await db.query<{ roles: string[] }>(
    `SELECT coalesce((SELECT array_agg(r.v1::text ORDER BY r.v1) FROM casbin_rule r WHERE r.ptype = 'g' AND r.v0 = p.id::text), '{}') AS roles
       FROM people p WHERE p.id = $1 AND p.deleted_at IS NULL`,
    [personId],
  );
  return rows[0]?.roles ?? null;
}
