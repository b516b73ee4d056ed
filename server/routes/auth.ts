import { hostname } from 'node:os';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

/** /api/auth: who the caller is and what roles they hold (reference §4.7). */
export function authRoutes(): Hono<AppEnv> {
  const auth = new Hono<AppEnv>();
  auth.get('/whoami', async (c) => {
    const principal = c.var.principal!;
    const { rows } = await c.var.db.query<{ avatar: string | null }>(`SELECT avatar FROM people WHERE id = $1`, [principal.personId]);
    return c.json({
      message: 'success',
      payload: {
        user: { id: principal.personId, name: principal.name, email: principal.email, avatar: rows[0]?.avatar ?? null },
        roles: principal.roles,
        permissions: [],
        hostname: hostname(),
      },
    });
  });
  return auth;
}
