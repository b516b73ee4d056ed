import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { invalidBody } from '../postgrest/errors';

/** A JSON object body (an empty one is `{}`); anything else is PostgREST's 400 for a body it cannot read. */
export async function objectBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalidBody('The request body must be a JSON object');
  return parsed as Record<string, unknown>;
}
