import { FALLBACK_ERROR_MESSAGE } from './messages';

/** What went wrong, in domain terms; adapters translate HTTP statuses and payloads into these. */
export type DomainErrorKind =
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409
  | 'invalid' // other 4xx: the request was refused as malformed
  | 'server' // 5xx
  | 'decode' // the answer did not have the expected shape
  | 'network'; // no answer at all

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Extra context: the path that failed to decode, the server's details, the HTTP status... */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown, fallback = FALLBACK_ERROR_MESSAGE): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return fallback;
}
