import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { parseSearchRequest, searchResources } from '../resources/search';
import { objectBody } from './object-body';

/**
 * POST /resources/search (reference §4.11, DECISIONS §32): any signed-in person may ask; each kind is
 * answered only to those who may read it, so a guest gets an empty object rather than a refusal.
 */
export function resourceRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/search', async (c) => {
    const principal = c.var.principal;
    if (!principal) throw new ApiError(401, 'unauthorized');
    const request = parseSearchRequest(await objectBody(c));
    return c.json(await searchResources(c.var.db, principal.roles, request, c.req.raw.signal));
  });
  return app;
}
