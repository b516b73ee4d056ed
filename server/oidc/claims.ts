import { ASSIGNABLE_ROLES, type Role } from '../../core/access';

/** One organization as the session keeps it (issue 24): what the provider said, nothing added. */
export interface SessionOrganization {
  id: string;
  name: string;
  /** A personal organization is hidden from the switcher (seed 000 §2.2). */
  personal: boolean;
  /** The Mission Control this organization works against; none while it is being provisioned. */
  backend_url?: string;
}

/** Who signed in, from the ID token (and userinfo): only what the console uses. */
export interface SignedInClaims {
  subject: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  roles: Role[];
  organizationId?: string;
  organizations: SessionOrganization[];
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

function organizationOf(value: unknown): SessionOrganization | undefined {
  if (typeof value === 'string') return text(value) ? { id: value.trim(), name: value.trim(), personal: false } : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Record<string, unknown>;
  const id = text(entry.id);
  if (!id) return undefined;
  const backend = text(entry.backend_url);
  return {
    id,
    name: text(entry.name) ?? id,
    personal: entry.personal === true,
    ...(backend && URL.canParse(backend) ? { backend_url: backend } : {}),
  };
}

/** The roles the claim names that permissions.md knows; a value of another shape names none. */
export function rolesOf(claim: unknown): Role[] {
  const values = Array.isArray(claim) ? claim : typeof claim === 'string' ? claim.split(/[\s,]+/) : [];
  const known = values.filter((value): value is Role => typeof value === 'string' && (ASSIGNABLE_ROLES as readonly string[]).includes(value));
  return [...new Set(known)];
}

/**
 * Reads the claims of a sign-in: `org_id` (the organization signed in to) and `organizations` (a list
 * of ids or of `{id, name, personal, backend_url}`), the role claim, and the e-mail with its verification.
 */
export function readClaims(claims: Record<string, unknown>, roleClaim: string): SignedInClaims {
  const organizations = (Array.isArray(claims.organizations) ? claims.organizations : [])
    .map(organizationOf)
    .filter((org): org is SessionOrganization => org !== undefined);
  const organizationId = text(claims.org_id);
  if (organizationId && !organizations.some((org) => org.id === organizationId)) {
    organizations.unshift({ id: organizationId, name: organizationId, personal: false });
  }
  return {
    subject: String(claims.sub),
    email: (text(claims.email) ?? '').toLowerCase(),
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
    roles: rolesOf(claims[roleClaim]),
    organizationId,
    organizations,
  };
}
