import type { Database, Queryable } from '../db/database';
import type { Principal } from '../http/env';
import { can, type Action, type Resource } from '../../core/access';
import { forbidden, invalidBody } from './errors';
import { parseAccept, parsePrefer, type Preferences } from './headers';
import type { Shape } from './sql/statements';

/** What a `/api/db` handler needs from the HTTP request, gathered once. */
export interface DbRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  params: ReadonlyArray<readonly [string, string]>;
  prefer: Preferences;
  shape: Shape;
  range: string | undefined;
  readBody(): Promise<string>;
  principal: Principal;
  db: Database;
}

export interface DbResponse {
  status: 200 | 201 | 204 | 206;
  body: string | null;
  headers: Record<string, string>;
}

export function buildRequest(input: {
  method: DbRequest['method'];
  url: string;
  header(name: string): string | undefined;
  readBody(): Promise<string>;
  principal: Principal;
  db: Database;
}): DbRequest {
  return {
    method: input.method,
    params: [...new URL(input.url).searchParams],
    prefer: parsePrefer(input.header('prefer')),
    shape: parseAccept(input.header('accept')),
    range: input.header('range'),
    readBody: input.readBody,
    principal: input.principal,
    db: input.db,
  };
}

export function authorize(principal: Principal, resource: Resource, action: Action, relation: string) {
  if (!can(principal.roles, resource, action)) throw forbidden(relation);
}

export const jsonHeaders = (shape: Shape) => ({
  'Content-Type': shape === 'object' ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8',
});

/** The request body as JSON; an empty body is `undefined`. */
export async function readJson(request: DbRequest): Promise<unknown> {
  const text = await request.readBody();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalidBody(`Empty or invalid json: ${(error as Error).message}`);
  }
}

/** Triggers read `app.person_id` (acting_person()) to record who made a change. */
export async function actAs(tx: Queryable, principal: Principal) {
  await tx.query(`SELECT set_config('app.person_id', $1, true)`, [principal.personId]);
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
