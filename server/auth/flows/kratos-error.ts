import type { ContentfulStatusCode } from 'hono/utils/http-status';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

const DEFAULT_MESSAGE: Record<number, string> = {
  400: 'The request was malformed or contained invalid parameters',
  401: 'The request could not be authorized',
  403: 'The requested action was forbidden',
  404: 'The requested resource could not be found',
  410: 'The requested resource is no longer available because it has been permanently deleted',
  422: 'The request was well-formed but was unable to be followed due to semantic errors',
};

/** An error in Kratos' envelope `{error: {id?, code, status, reason?, message, details?}}` (herodot). */
export class KratosError extends Error {
  /** Where a plain browser is sent instead of the error page (e.g. the login page when there is no session). */
  browserRedirect?: string;

  constructor(
    readonly code: ContentfulStatusCode,
    readonly options: { id?: string; reason?: string; message?: string; details?: Record<string, unknown> } = {},
    /** Fields next to `error` in the body (e.g. `redirect_browser_to`, `use_flow_id`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(options.reason ?? options.message ?? DEFAULT_MESSAGE[code] ?? 'error');
    this.name = 'KratosError';
  }

  body() {
    const { id, reason, details } = this.options;
    return {
      error: {
        ...(id ? { id } : {}),
        code: this.code,
        status: STATUS_TEXT[this.code] ?? 'Error',
        ...(reason ? { reason } : {}),
        message: this.options.message ?? DEFAULT_MESSAGE[this.code] ?? 'An error occurred',
        ...(details ? { details } : {}),
      },
      ...this.extra,
    };
  }
}

export const csrfViolation = (rejectReason: string) =>
  new KratosError(403, {
    id: 'security_csrf_violation',
    message: 'the request was rejected to protect you from Cross-Site-Request-Forgery',
    reason:
      'Please retry the flow and optionally clear your cookies. The request was rejected to protect you from Cross-Site-Request-Forgery (CSRF) which could cause account takeover, leaking personal information, and other serious security issues.',
    details: { reject_reason: rejectReason },
  });

export const returnToForbidden = (returnTo: string) =>
  new KratosError(400, {
    id: 'self_service_flow_return_to_forbidden',
    reason: `Requested return_to URL ${JSON.stringify(returnTo)} is not allowed.`,
  });

export const flowNotFound = (type: string) =>
  new KratosError(404, { reason: `The ${type} flow could not be found. Please restart the flow.` });

export const sessionInactive = () =>
  new KratosError(401, { id: 'session_inactive', reason: 'No active session was found in this request.' });

export const noSession = () =>
  new KratosError(401, { reason: 'No valid session credentials found in the request.' });

export const sessionAlreadyAvailable = () =>
  new KratosError(400, {
    id: 'session_already_available',
    message: 'A valid session was detected and thus login is not possible. Did you forget to set `?refresh=true`?',
    reason: 'A valid session was detected and thus login is not possible.',
  });

export const badRequest = (reason: string) => new KratosError(400, { reason });

const ORY = '/api/.ory';

function loginUrl(origin: string, query: Record<string, string | null | undefined>) {
  const url = new URL(`${origin}${ORY}/self-service/login/browser`);
  for (const [key, value] of Object.entries(query)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

/** 403: the identity has a second factor and the session has not used it yet. */
export function aal2Required(origin: string, returnTo?: string | null) {
  const redirect = loginUrl(origin, { aal: 'aal2', return_to: returnTo });
  return new KratosError(
    403,
    {
      id: 'session_aal2_required',
      reason:
        'An active session was found but it does not fulfill the Authenticator Assurance Level, implying that the session must first be upgraded to a higher AAL.',
      message: 'Session does not fulfill the requested Authenticator Assurance Level (AAL2)',
      details: { redirect_browser_to: redirect },
    },
    { redirect_browser_to: redirect },
  );
}

/** 403: a privileged settings change with a sign-in older than the privileged window. */
export function refreshRequired(origin: string, returnTo: string) {
  const redirect = loginUrl(origin, { refresh: 'true', return_to: returnTo });
  return new KratosError(
    403,
    {
      id: 'session_refresh_required',
      reason: 'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
      details: { redirect_browser_to: redirect },
    },
    { redirect_browser_to: redirect },
  );
}

/** 422: a JSON caller must move the browser on (second factor, recovery → settings). */
export const locationChange = (to: string) =>
  new KratosError(
    422,
    {
      id: 'browser_location_change_required',
      reason: 'In order to complete this flow please redirect the browser to: ' + to,
      message: 'browser location change required',
      details: { redirect_browser_to: to },
    },
    { redirect_browser_to: to },
  );

export const identityMismatch = () =>
  new KratosError(403, {
    id: 'security_identity_mismatch',
    reason: 'The flow was interrupted because the session changed.',
    message: 'Requested identity does not match the identity of this flow.',
  });

/** 401 for a flow that needs a session; a plain browser is sent to sign in first. */
export function sessionRequired(origin: string, returnTo: string) {
  const error = sessionInactive();
  error.browserRedirect = loginUrl(origin, { return_to: returnTo });
  return error;
}
