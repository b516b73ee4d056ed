import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requirePermission } from '../routes/require-permission';
import type { DemoInbox } from './demo-receiver';

/**
 * `GET /api/demo/inbox`: what the demo receiver took (DECISIONS §29), newest first. Admins only (read
 * on rbac, which only admins hold): the messages may tell of any resource.
 */
export function demoInboxRoutes(inbox: DemoInbox): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    requirePermission(c, 'read', 'rbac');
    return c.json({ messages: [...inbox.list()].reverse() });
  });
  return app;
}
