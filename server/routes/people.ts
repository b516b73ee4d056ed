import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { isUuid, requirePermission } from './require-permission';

/** DELETE /api/people/{id}: deletes the identity; the schema's trigger soft-deletes the person (005). */
export function peopleRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().delete('/:id', async (c) => {
    requirePermission(c, 'write', 'identities');
    const id = c.req.param('id');
    if (!isUuid(id)) throw new ApiError(404, 'person not found');
    const deleted = await c.var.db.transaction(async (tx) => {
      const identity = await tx.query(`DELETE FROM identities WHERE id = $1 RETURNING id`, [id]);
      if (identity.rows.length > 0) return true;
      const person = await tx.query(`UPDATE people SET deleted_at = now(), updated_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING id`, [id]);
      return person.rows.length > 0;
    });
    if (!deleted) throw new ApiError(404, 'person not found');
    c.var.auth.cache.clear();
    return c.json({ message: 'success' });
  });
}
