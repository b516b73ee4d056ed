import { Hono } from 'hono';
import { addRoles, INVITE_MESSAGES, isAssignableRole, rolesOf } from '../auth/users';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { isUuid, jsonObject, requirePermission } from './require-permission';

const notFound = () => new ApiError(404, 'person not found');

/** /api/rbac: roles per person (reference §4.7; DECISIONS §5: update_role adds roles). */
export function rbacRoutes(): Hono<AppEnv> {
  const rbac = new Hono<AppEnv>();

  rbac.post('/:id/update_role', async (c) => {
    requirePermission(c, 'write', 'rbac');
    const id = c.req.param('id');
    const body = await jsonObject(c);
    const roles = body.roles;
    if (!Array.isArray(roles) || roles.length === 0 || !roles.every(isAssignableRole)) throw new ApiError(400, INVITE_MESSAGES.role);
    if (!isUuid(id)) throw notFound();
    await c.var.db.transaction(async (tx) => {
      if ((await rolesOf(tx, id)) === null) throw notFound();
      await addRoles(tx, id, roles);
    });
    return c.json({ message: 'Role updated successfully' });
  });

  rbac.get('/:id/roles', async (c) => {
    const id = c.req.param('id');
    // Anyone may read their own roles; other people's need read on rbac.
    if (c.var.principal?.personId !== id) requirePermission(c, 'read', 'rbac');
    const roles = isUuid(id) ? await rolesOf(c.var.db, id) : null;
    if (roles === null) throw notFound();
    return c.json({ payload: roles });
  });
  return rbac;
}
