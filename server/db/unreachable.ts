/** Socket failures of the driver when PostgreSQL is down, restarting or out of reach. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const LOST_CONNECTION = /Connection terminated|connection is closed|Client has encountered a connection error|Client was closed/i;

/**
 * Whether an error says the database cannot be reached now (rather than that a request was wrong): the
 * caller may try again once it is back. PostgreSQL's own shutdown codes (57P01-57P03) and connection
 * class (08) are SQLSTATEs and answered 503 by the PostgREST error table already.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && SOCKET_CODES.has(code)) || (typeof message === 'string' && LOST_CONNECTION.test(message));
}
