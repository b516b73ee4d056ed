import { Hono } from 'hono';
import { isUuid } from '../../core/shared/ids';
import { testConnection } from '../connections/test';
import type { AppEnv } from '../http/env';
import { requirePermission } from './require-permission';

/** `/api/connection/*` (reference §4.9). */
export function connectionRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // A test uses the connection's stored secrets: as seed 002 §6 gates every other action on a connection, it needs write on connections.
  app.post('/test/:id', async (c) => {
    requirePermission(c, 'write', 'connections');
    const id = c.req.param('id');
    if (!isUuid(id)) return c.json({ error: 'connection was not found' }, 404);
    const answer = await testConnection(c.var.db, id, { databaseUrl: c.var.config.databaseUrl });
    return c.json(answer.body, answer.status);
  });

  return app;
}
