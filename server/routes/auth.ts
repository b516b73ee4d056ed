import { Hono } from 'hono';
import { listCourierMessages } from '../auth/courier';
import { createInvitationFlow } from '../auth/flows/recovery-flow';
import { createIdentity } from '../auth/identities';
import { addRoles, emailTaken, readInvitation } from '../auth/users';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { requestOrigin } from '../http/request-info';
import { jsonObject, requirePermission } from './require-permission';

/** /api/auth: who the caller is, inviting people, and the courier's outbox (reference §4.7, DECISIONS §5). */
export function authRoutes(): Hono<AppEnv> {
  const auth = new Hono<AppEnv>();
  // Mission Control also sends the server's host name; the console does not read it, and it tells a
  // caller about the machine, so it is left out.
  auth.get('/whoami', async (c) => {
    const principal = c.var.principal!;
    const { rows } = await c.var.db.query<{ avatar: string | null }>(`SELECT avatar FROM people WHERE id = $1`, [principal.personId]);
    return c.json({
      message: 'success',
      payload: {
        user: { id: principal.personId, name: principal.name, email: principal.email, avatar: rows[0]?.avatar ?? null },
        roles: principal.roles,
        permissions: [],
      },
    });
  });

  // Creates the identity (without a password), its person and role, and sends a recovery code through
  // the courier; the answer's link opens the recovery flow where the person enters it.
  auth.post('/invite_user', async (c) => {
    const principal = requirePermission(c, 'write', 'identities', 'rbac');
    const invitation = readInvitation(await jsonObject(c));
    const db = c.var.db;
    const link = await db.transaction(async (tx) => {
      if (await emailTaken(tx, invitation.email)) throw new ApiError(409, `A user with the email ${invitation.email} already exists`);
      const identityId = await createIdentity(tx, {
        traits: { email: invitation.email, name: { first: invitation.firstName, last: invitation.lastName } },
        verified: true,
      });
      await addRoles(tx, identityId, [invitation.role]);
      return createInvitationFlow(tx, c.var.auth.courierLog, {
        origin: requestOrigin(c),
        identityId,
        email: invitation.email,
        firstName: invitation.firstName,
        invitedBy: principal.name,
      });
    });
    return c.json({ link });
  });

  // Holds the codes it sent, so only those who may manage identities read it.
  auth.get('/courier', async (c) => {
    requirePermission(c, 'write', 'identities');
    const limit = Math.min(Math.max(Number(c.req.query('limit') ?? 100) || 100, 1), 1000);
    return c.json({ message: 'success', payload: await listCourierMessages(c.var.db, limit) });
  });
  return auth;
}
