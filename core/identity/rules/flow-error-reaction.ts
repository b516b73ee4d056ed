import { IdentityErrorId, type IdentityFailure } from '../errors';
import type { FlowKind } from '../model';
import { CSRF_VIOLATION_TOAST, FLOW_EXPIRED_TOAST, RETURN_TO_FORBIDDEN_TOAST } from '../texts';
import { loginUrl, queryString } from './urls';

/** Where the flow stands when the service refuses a call. */
export interface FlowErrorContext {
  readonly kind: FlowKind;
  /** The console address the person is on (path and query), for return targets. */
  readonly currentUrl: string;
}

/**
 * What a flow page does about a refused call (seed 002 §8):
 * - `redirect`: leave the page; `document` for a full page load (addresses of the identity service,
 *   or wherever the service sends the browser), otherwise an in-app navigation;
 * - `restart`: drop the flow and create a new one, `dropReturnTo` when the return target was refused;
 * - `unhandled`: the caller shows the error.
 */
export type FlowErrorReaction =
  | { readonly type: 'redirect'; readonly to: string; readonly document: boolean }
  | { readonly type: 'restart'; readonly toast?: string; readonly dropReturnTo?: boolean }
  | { readonly type: 'unhandled' };

function withReturnTo(url: string, returnTo: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}${queryString({ return_to: returnTo }).slice(1)}`;
}

export function reactToFlowError(failure: IdentityFailure, context: FlowErrorContext): FlowErrorReaction {
  switch (failure.id) {
    case IdentityErrorId.aal2Required: {
      if (!failure.redirectBrowserTo) return { type: 'redirect', to: loginUrl({ aal: 'aal2' }), document: true };
      const to = context.kind === 'settings' ? withReturnTo(failure.redirectBrowserTo, context.currentUrl) : failure.redirectBrowserTo;
      return { type: 'redirect', to, document: true };
    }
    case IdentityErrorId.alreadyAvailable:
      return { type: 'redirect', to: '/', document: false };
    case IdentityErrorId.refreshRequired:
      return {
        type: 'redirect',
        to: failure.redirectBrowserTo ?? loginUrl({ refresh: true, returnTo: context.currentUrl }),
        document: true,
      };
    case IdentityErrorId.returnToForbidden:
      return { type: 'restart', toast: RETURN_TO_FORBIDDEN_TOAST, dropReturnTo: true };
    case IdentityErrorId.flowExpired:
      return { type: 'restart', toast: FLOW_EXPIRED_TOAST };
    case IdentityErrorId.csrfViolation:
      return { type: 'restart', toast: CSRF_VIOLATION_TOAST };
    case IdentityErrorId.identityMismatch:
      return { type: 'restart' };
    case IdentityErrorId.locationChangeRequired:
      return failure.redirectBrowserTo ? { type: 'redirect', to: failure.redirectBrowserTo, document: true } : { type: 'unhandled' };
    case IdentityErrorId.sessionInactive:
      return { type: 'redirect', to: loginUrl({ returnTo: context.currentUrl }), document: true };
  }
  if (failure.status === 410) return { type: 'restart' };
  return { type: 'unhandled' };
}
