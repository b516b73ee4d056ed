import type { Context } from 'hono';
import { can, type Action, type Resource } from '../../core/access';
import type { AppEnv, Principal } from '../http/env';
import { ApiError } from '../http/errors';

/** The caller, when their roles allow `action` on every one of `resources` (permissions.md); else 401/403. */
export function requirePermission(c: Context<AppEnv>, action: Action, ...resources: Resource[]): Principal {
  const principal = c.var.principal;
  if (!principal) throw new ApiError(401, 'unauthorized');
  const denied = resources.find((resource) => !can(principal.roles, resource, action));
  if (denied) throw new ApiError(403, `forbidden: ${action} on ${denied} is not allowed`);
  return principal;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

/** A JSON object body, or a 400. */
export async function jsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  let parsed: unknown;
  try {
    parsed = await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ApiError(400, 'The request body must be a JSON object.');
  return parsed as Record<string, unknown>;
}
