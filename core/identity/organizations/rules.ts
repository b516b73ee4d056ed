import { isDomainError } from '../../shared';
import { BAD_SESSION_CODE, BAD_SESSION_TEXT, UNKNOWN_ERROR_TEXT } from './texts';
import type { Membership, Organization } from './model';

/** Where a selection or creation lands (seed 000 §2.1, R000-2-2-19). */
export const ORGS_SWITCHED_PATH = '/organizations/orgs-switched';
/** Where the hosted mode sends a person who is not signed in (R000-2-2-20). */
export const HOSTED_LOGIN_PATH = '/login';

/** The organizations the switcher offers: personal ones are hidden (R000-2-2-17). */
export const switcherOrganizations = (organizations: readonly Organization[]): readonly Organization[] =>
  organizations.filter((org) => !org.personal);

/** The organization the session is for, when it is one the switcher offers. */
export function currentOrganization(membership: Membership): Organization | undefined {
  return switcherOrganizations(membership.organizations).find((org) => org.id === membership.currentId);
}

/** An identity lookup failing this way means the instance is still being provisioned (R000-2-2-23). */
export function lookupMeansProvisioning(error: unknown): boolean {
  if (!isDomainError(error)) return false;
  return error.kind === 'server' || error.kind === 'not_found';
}

/** The bad-session page's text for its error_code query parameter (R000-2-3-02, R000-2-3-03). */
export const badSessionText = (errorCode: string | null | undefined): string =>
  errorCode === BAD_SESSION_CODE ? BAD_SESSION_TEXT : UNKNOWN_ERROR_TEXT;

/** A new organization's name, trimmed; empty means none was given. */
export const organizationName = (value: string): string => value.trim();
