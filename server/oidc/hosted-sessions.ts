import type { Database, Queryable } from '../db/database';
import { createSession, revokeSession, type Device } from '../auth/sessions';
import type { SessionOrganization } from './claims';

export interface HostedSession {
  organizationId: string | null;
  organizations: SessionOrganization[];
}

/** A session signed in through the provider, for one of the person's organizations (or none yet). */
export async function startHostedSession(
  db: Database,
  options: { identityId: string; device: Device; organizations: SessionOrganization[]; organizationId: string | null; replaces?: string },
) {
  return db.transaction(async (tx) => {
    const started = await createSession(tx, { identityId: options.identityId, method: 'oidc', device: options.device });
    await tx.query(`UPDATE sessions SET organization_id = $2, organizations = $3 WHERE id = $1`, [
      started.session.id,
      options.organizationId,
      JSON.stringify(options.organizations),
    ]);
    if (options.replaces) await revokeSession(tx, options.replaces);
    return started;
  });
}

export async function hostedSession(db: Queryable, sessionId: string): Promise<HostedSession | null> {
  const { rows } = await db.query<{ organization_id: string | null; organizations: SessionOrganization[] }>(
    `SELECT organization_id, organizations FROM sessions WHERE id = $1 AND active`,
    [sessionId],
  );
  const row = rows[0];
  return row ? { organizationId: row.organization_id, organizations: row.organizations } : null;
}
