import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../http/env';
import { apiError } from '../http/errors';

/** How long a restarted component shows as warning. */
export const RESTART_WINDOW_MS = 2 * 60_000;
export const RESTART_CHANGE_TYPE = 'PlaybookRestart';
const RESTARTING = 'Restarting';

interface Previous {
  status: string;
  health: string | null;
  status_reason: string | null;
}

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

function peer(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * Puts every restarted component whose window has passed back to what it was before its first restart
 * in the window. The server calls it at start too, so a restart it did not outlive ends as well.
 */
export async function endDemoRestarts(db: Queryable, now = new Date()): Promise<number> {
  const { rows } = await db.query<{ id: string; previous: Previous }>(
    `SELECT c.id, ch.details -> 'previous' AS previous
     FROM components c
     JOIN LATERAL (
       SELECT details FROM config_changes
       WHERE config_id = c.config_id AND change_type = $1 AND details ->> 'component_id' = c.id::text
       ORDER BY created_at DESC LIMIT 1
     ) ch ON true
     WHERE c.status_reason LIKE $2 AND (ch.details ->> 'until')::timestamptz <= $3`,
    [RESTART_CHANGE_TYPE, `${RESTARTING}%`, now.toISOString()],
  );
  for (const row of rows) {
    await db.query(`UPDATE components SET status = $2, health = $3, status_reason = $4, updated_at = now() WHERE id = $1 AND status_reason LIKE $5`, [
      row.id, row.previous.status, row.previous.health, row.previous.status_reason, `${RESTARTING}%`,
    ]);
  }
  return rows.length;
}

/**
 * `POST /api/demo/targets/restart?component=<id>&reason=…&requested_by=…`: what the demo playbook
 * 'Restart component' calls. It records the restart as a change of the component's config item and shows
 * the component as warning for two minutes. Harmless by design: it only marks and notes, only for
 * callers on this machine, and never for a browser (a page elsewhere cannot make one call it: browsers
 * send an Origin with every cross-site POST).
 */
export async function restartDemoComponent(c: Context<AppEnv>) {
  if (!isLoopback(peer(c)) || c.req.header('origin') !== undefined) return apiError(c, 403, 'Only a process on this machine may restart a demo component');
  const id = c.req.query('component') ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(id)) return apiError(c, 400, 'component must be a component id');
  const reason = (c.req.query('reason') ?? '').slice(0, 200);
  const requestedBy = (c.req.query('requested_by') ?? '').slice(0, 200) || null;
  const db = c.var.db;
  const now = new Date();
  const until = new Date(now.getTime() + RESTART_WINDOW_MS);
  const restarted = await db.transaction(async (tx) => {
    const { rows } = await tx.query<Previous & { name: string; config_id: string | null }>(
      `SELECT name, config_id, status, health, status_reason FROM components WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
      [id],
    );
    const component = rows[0];
    if (!component?.config_id) return component ? 'no-config' : undefined;
    // A restart within another's window keeps what the component was before the first one.
    const earlier = component.status_reason?.startsWith(RESTARTING)
      ? (await tx.query<{ previous: Previous }>(
          `SELECT details -> 'previous' AS previous FROM config_changes WHERE config_id = $1 AND change_type = $2 AND details ->> 'component_id' = $3 ORDER BY created_at DESC LIMIT 1`,
          [component.config_id, RESTART_CHANGE_TYPE, id],
        )).rows[0]?.previous
      : undefined;
    const previous = earlier ?? { status: component.status, health: component.health, status_reason: component.status_reason };
    const summary = `${component.name} restarted${reason ? `: ${reason}` : ''}`;
    await tx.query(
      `INSERT INTO config_changes (config_id, change_type, severity, source, summary, details, external_created_by, created_at, first_observed)
       VALUES ($1, $2, 'info', 'Playbook', $3, $4::jsonb, $5, $6, $6)`,
      [component.config_id, RESTART_CHANGE_TYPE, summary, JSON.stringify({ component_id: id, reason, until: until.toISOString(), previous }), requestedBy, now.toISOString()],
    );
    await tx.query(`UPDATE components SET status = 'warning', health = 'warning', status_reason = $2, updated_at = now() WHERE id = $1`, [
      id, `${RESTARTING} until ${until.toISOString().slice(11, 19)} UTC`,
    ]);
    return { name: component.name, config_id: component.config_id };
  });
  if (restarted === undefined) return apiError(c, 404, `No component has the id ${id}`);
  if (restarted === 'no-config') return apiError(c, 400, `Component ${id} has no config item to record the restart on`);
  // Ends this window (and any other due) once it passes; a stopped server ends it at its next start.
  setTimeout(() => void endDemoRestarts(db).catch(() => undefined), RESTART_WINDOW_MS + 1_000).unref();
  return c.json({ component: restarted.name, config_id: restarted.config_id, warning_until: until.toISOString() });
}
