import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnreachable } from '../db/unreachable';
import { PostgrestError } from '../http/errors';

/** PostgREST's own error codes (PGRSTnnn) for problems found before any SQL runs. */
export const parseError = (message: string, details: string | null = null) =>
  new PostgrestError(400, 'PGRST100', message, details);

export const invalidBody = (message: string) => new PostgrestError(400, 'PGRST102', message);

export const unknownRelation = (name: string) =>
  new PostgrestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);

export const unknownFunction = (name: string, args: readonly string[]) =>
  new PostgrestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${args.join(', ')}) in the schema cache`,
    `Searched for the function public.${name} with parameters ${args.join(', ') || 'none'}`,
  );

export const unknownColumn = (relation: string, column: string) =>
  new PostgrestError(400, '42703', `column ${relation}.${column} does not exist`);

export const unknownInsertColumn = (relation: string, column: string) =>
  new PostgrestError(400, 'PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`);

export const noRelationship = (parent: string, child: string) =>
  new PostgrestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}' in the schema 'public', but no matches were found.`,
  );

export const ambiguousRelationship = (parent: string, child: string, names: readonly string[]) =>
  new PostgrestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
    names.join(', '),
    `Try changing '${child}' to one of: ${names.map((n) => `'${child}!${n}'`).join(', ')}.`,
  );

export const notOneRow = (rows: number) =>
  new PostgrestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows} rows`);

export const unacceptable = (accept: string) =>
  new PostgrestError(406, 'PGRST107', `None of these media types are available: ${accept}`);

export const forbidden = (relation: string) =>
  new PostgrestError(403, '42501', `permission denied for table ${relation}`);

export const unauthenticated = () => new PostgrestError(401, 'PGRST302', 'Anonymous access is disabled');

export const bodyTooLarge = (limit: number) =>
  new PostgrestError(413, 'PGRST413', `Request body is larger than ${limit} bytes`);

export const rangeNotSatisfiable = (details: string) =>
  new PostgrestError(416, 'PGRST103', 'Requested range not satisfiable', details);

/** PostgREST's answer while the database is down or restarting: 503, to be tried again. */
export const databaseUnreachable = () =>
  new PostgrestError(503, 'PGRST001', 'The database cannot be reached right now', null, 'Try again in a moment.');

export const unsafeWrite = (method: 'PATCH' | 'DELETE') =>
  new PostgrestError(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`, null, 'Add a filter to the request.');

/** A database error as PostgreSQL reports it: a SQLSTATE and its texts. */
interface DatabaseFailure {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

const isDatabaseFailure = (error: unknown): error is DatabaseFailure =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as DatabaseFailure).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as DatabaseFailure).code) &&
  typeof (error as DatabaseFailure).message === 'string';

// Mirrors PostgREST's SQLSTATE → HTTP table, except that 42883 (no such operator) is a bad request here:
// functions are resolved against the catalog first, so it only comes from a filter on the wrong type;
// and 55000 (a write to a view PostgreSQL cannot update) is the caller's mistake, answered 405 like a
// write in a read-only transaction rather than PostgREST's 500, which reads as a fault of the server.
function statusFor(code: string): ContentfulStatusCode {
  const exact: Record<string, ContentfulStatusCode> = {
    '23503': 409, '23505': 409, '23P01': 409, '25006': 405, '42501': 403, '42P01': 404, '42883': 400,
    '40001': 409, '40P01': 409, '55000': 405, '57014': 504, 'P0001': 400,
  };
  if (exact[code]) return exact[code];
  const family = code.slice(0, 2);
  if (['08', '53', '57', '58'].includes(family)) return 503;
  if (family === '54') return 413;
  if (['09', '0L', '0P', '21', '22', '23', '27', '2F', '39', '3B', '42', '44', 'P0', '0A', '2B', '28', '3F'].includes(family)) return 400;
  return 500;
}

/** Turns whatever a handler threw into PostgREST's error body, without stacks or SQL text. */
export function toPostgrestError(error: unknown): PostgrestError {
  if (error instanceof PostgrestError) return error;
  if (isDatabaseFailure(error)) {
    return new PostgrestError(statusFor(error.code), error.code, error.message, error.detail ?? null, error.hint ?? null);
  }
  if (isDatabaseUnreachable(error)) return databaseUnreachable();
  return new PostgrestError(500, 'PGRST000', 'The request could not be completed');
}
