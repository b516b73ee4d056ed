import { DomainError, type DomainErrorKind } from '../../core/shared';

const kindOf = (status: number): DomainErrorKind => {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  return status >= 500 ? 'server' : 'invalid';
};

const FALLBACK: Record<DomainErrorKind, string> = {
  unauthenticated: 'Your session has ended. Please sign in again.',
  forbidden: 'You are not allowed to do this.',
  not_found: 'Not found',
  conflict: 'This conflicts with the current state; reload and try again.',
  invalid: 'The server refused the request.',
  server: 'The server failed to answer the request.',
  decode: 'The server answered with something unexpected.',
  network: 'The server did not answer. Check that it is running.',
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The server's own words: PostgREST's `message`, Mission Control's `error` (then `message`), a Kratos
 * error object, or a short plain-text body (the /db RBAC check answers 403 in plain text).
 */
export function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const nested = record.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : undefined;
    return text(record.error) ?? text(nested?.message) ?? text(nested?.reason) ?? text(record.message);
  }
  const plain = text(body);
  return plain && plain.length <= 300 && !plain.startsWith('<') ? plain : undefined;
}

/** Maps a failed answer to a domain error that keeps the status and the server's details. */
export function httpError(status: number, body: unknown): DomainError {
  const kind = kindOf(status);
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return new DomainError(kind, serverMessage(body) ?? FALLBACK[kind], {
    status,
    ...(record.code !== undefined ? { code: record.code } : {}),
    ...(record.details !== undefined ? { details: record.details } : {}),
    ...(record.hint !== undefined ? { hint: record.hint } : {}),
  });
}

export const networkError = (cause: unknown): DomainError =>
  new DomainError('network', FALLBACK.network, { cause: cause instanceof Error ? cause.message : String(cause) });
