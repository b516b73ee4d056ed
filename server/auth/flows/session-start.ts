import { createSession, type SessionRow } from '../sessions';
import { setSessionCookie } from '../session-cookie';
import { maskCsrfToken, rotateCsrfToken } from './csrf';
import type { FlowContext } from './flow-kind';

/**
 * Starts a session for `identityId` after a completed flow (registration, recovery): sets its cookie and
 * rotates the CSRF token. Returns the session and a masked token for any flow created for the new session.
 */
export async function startSession(ctx: FlowContext, identityId: string, method: string): Promise<{ session: SessionRow; csrfToken: string }> {
  const { token, session } = await createSession(ctx.db, {
    identityId,
    method,
    device: { ipAddress: ctx.address === 'unknown' ? null : ctx.address, userAgent: ctx.c.req.header('user-agent') ?? null },
  });
  setSessionCookie(ctx.c, token, new Date(session.expires_at));
  const csrf = rotateCsrfToken(ctx.c);
  await ctx.db.query(`UPDATE people SET last_login = now() WHERE id = $1`, [identityId]);
  return { session, csrfToken: maskCsrfToken(csrf) };
}
