import { DomainError, FALLBACK_ERROR_MESSAGE, type DomainErrorKind } from '../shared';

/** The error ids of the identity service the console reacts to (seed 002 §8). */
export const IdentityErrorId = {
  aal2Required: 'session_aal2_required',
  alreadyAvailable: 'session_already_available',
  refreshRequired: 'session_refresh_required',
  returnToForbidden: 'self_service_flow_return_to_forbidden',
  flowExpired: 'self_service_flow_expired',
  csrfViolation: 'security_csrf_violation',
  identityMismatch: 'security_identity_mismatch',
  locationChangeRequired: 'browser_location_change_required',
  sessionInactive: 'session_inactive',
} as const;

/** A refused identity call: the service's error id (when it gave one), the HTTP status and where it wants the browser. */
export interface IdentityFailure {
  readonly id?: string;
  /** 0 when there was no answer at all. */
  readonly status: number;
  readonly message: string;
  readonly reason?: string;
  readonly redirectBrowserTo?: string;
}

function kindOf(status: number): DomainErrorKind {
  if (status === 0) return 'network';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status >= 500) return 'server';
  return 'invalid';
}

/** Thrown by the identity port when creating or fetching a flow, checking the session or signing out fails. */
export class IdentityError extends DomainError {
  constructor(readonly failure: IdentityFailure) {
    super(kindOf(failure.status), failure.message, { ...failure });
    this.name = 'IdentityError';
  }
}

/** Any thrown value as an identity failure, so machines react to one shape. */
export function toIdentityFailure(error: unknown): IdentityFailure {
  if (error instanceof IdentityError) return error.failure;
  if (error instanceof DomainError) {
    const status = typeof error.details?.status === 'number' ? error.details.status : 0;
    return { status, message: error.message };
  }
  if (error instanceof Error && error.message) return { status: 0, message: error.message };
  return { status: 0, message: FALLBACK_ERROR_MESSAGE };
}
