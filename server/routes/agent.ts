import { Hono } from 'hono';
import { AgentNameTaken, generateAgent } from '../agents/generate';
import type { AppEnv } from '../http/env';
import { requirePermission } from './require-permission';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `/api/agent/*` (reference §4.6). */
export function agentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/generate', async (c) => {
    const principal = requirePermission(c, 'write', 'agents');
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'the body must be JSON: {name, properties}' }, 400);
    }
    if (!isObject(body)) return c.json({ error: 'the body must be JSON: {name, properties}' }, 400);
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name === '') return c.json({ error: 'name is required' }, 400);
    if (name.length > 255) return c.json({ error: 'name is longer than 255 characters' }, 400);
    if (body.properties !== undefined && body.properties !== null && !isObject(body.properties)) {
      return c.json({ error: 'properties must be an object of names to values' }, 400);
    }
    if (body.auto_renew !== undefined && typeof body.auto_renew !== 'boolean') return c.json({ error: 'auto_renew must be true or false' }, 400);
    try {
      const agent = await generateAgent(c.var.db, {
        name,
        properties: (body.properties as Record<string, unknown> | undefined) ?? {},
        autoRenew: (body.auto_renew as boolean | undefined) ?? false,
        createdBy: principal.personId,
      });
      return c.json({ id: agent.id, username: agent.username, access_token: agent.access_token }, 201);
    } catch (error) {
      if (error instanceof AgentNameTaken) return c.json({ error: error.message }, 409);
      throw error;
    }
  });

  return app;
}
