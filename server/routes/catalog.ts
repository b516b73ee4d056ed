import { Hono } from 'hono';
import { listChanges, parseChangesRequest } from '../catalog/changes';
import { parseSummaryRequest, summarizeCatalog } from '../catalog/summary';
import type { AppEnv } from '../http/env';
import { objectBody } from './object-body';
import { requirePermission } from './require-permission';

/**
 * The catalog's endpoints outside /api/db (reference §4.4), readable with read on catalog:
 * POST /summary, and POST /changes (GET /changes with the same fields as query parameters, which
 * the real server still serves). Bad input answers 400 in PostgREST's shape naming the field.
 */
export function catalogRoutes(options: { now?: () => Date } = {}): Hono<AppEnv> {
  const now = options.now ?? (() => new Date());
  const app = new Hono<AppEnv>();
  app.post('/summary', async (c) => {
    requirePermission(c, 'read', 'catalog');
    const query = parseSummaryRequest(await objectBody(c));
    return c.body(await summarizeCatalog(c.var.db, query), 200, { 'content-type': 'application/json; charset=utf-8' });
  });
  app.post('/changes', async (c) => {
    requirePermission(c, 'read', 'catalog');
    return c.json(await listChanges(c.var.db, parseChangesRequest(await objectBody(c), now())));
  });
  app.get('/changes', async (c) => {
    requirePermission(c, 'read', 'catalog');
    return c.json(await listChanges(c.var.db, parseChangesRequest(c.req.query(), now())));
  });
  return app;
}
