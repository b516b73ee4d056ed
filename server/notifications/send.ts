import type { Database, Queryable } from '../db/database';
import { NOTIFICATION_SEND_JOB } from '../jobs/names';
import { beginJob } from '../jobs/recorder';
import { loadConnection, loadEmailConnection, redact, secretsOf, type DeliveryConnection } from './connections';
import { deliver } from './deliver';
import { MAX_ATTEMPTS } from './events';
import { PermanentDeliveryError, type OutgoingMessage } from './message';
import { completeEvent, failEvent, type QueuedEvent } from './queue';

interface SendRow {
  id: string;
  notification_id: string;
  payload: { title?: string; message?: string } | null;
  body: string | null;
  person_id: string | null;
  team_id: string | null;
  connection_id: string | null;
}

/** People and teams are told by email, through the console's email connection. */
async function emailsOf(db: Queryable, send: SendRow): Promise<string[]> {
  const { rows } = send.person_id
    ? await db.query<{ email: string | null }>('SELECT email FROM people WHERE id = $1', [send.person_id])
    : await db.query<{ email: string | null }>(
      `SELECT p.email FROM team_members m JOIN people p ON p.id = m.person_id WHERE m.team_id = $1 AND p.deleted_at IS NULL ORDER BY p.email`,
      [send.team_id],
    );
  return rows.map((row) => row.email).filter((email): email is string => !!email);
}

async function route(db: Queryable, send: SendRow, text: OutgoingMessage): Promise<{ connection: DeliveryConnection; message: OutgoingMessage }> {
  if (send.connection_id) {
    const connection = await loadConnection(db, send.connection_id);
    if (!connection) throw new PermanentDeliveryError('the connection of this send was deleted');
    return { connection, message: text };
  }
  const connection = await loadEmailConnection(db);
  if (!connection) throw new PermanentDeliveryError('People and teams are told by email: add an email connection');
  const to = await emailsOf(db, send);
  if (to.length === 0) throw new PermanentDeliveryError(send.person_id ? 'the person has no email address' : 'the team has no members with an email address');
  return { connection, message: { ...text, to } };
}

export interface SendOptions {
  clock?: () => Date;
  log?: (message: string) => void;
}

/**
 * Stage two: one `notification.send` event delivered. Success marks the send 'sent' with its duration
 * and removes the event; a failure keeps the event for a retry after its backoff, and once its tries
 * are used up (or trying again cannot help) the send is 'error' with the reason, secrets blanked. Each
 * try is a job history row of the notification (DECISIONS §35).
 */
export async function deliverSend(db: Database, event: QueuedEvent, options: SendOptions = {}): Promise<void> {
  const sendId = typeof event.properties?.id === 'string' ? event.properties.id : event.event_id;
  const { rows } = await db.query<SendRow>(
    'SELECT id, notification_id, payload, body, person_id, team_id, connection_id FROM notification_send_history WHERE id = $1',
    [sendId],
  );
  const send = rows[0];
  if (!send) return completeEvent(db, event.id);
  const job = await beginJob(db, NOTIFICATION_SEND_JOB, { resourceId: send.notification_id }, { clock: options.clock, log: options.log });
  const text = { title: send.payload?.title ?? '', message: send.payload?.message ?? send.body ?? '' };
  const started = performance.now();
  let secrets: string[] = [];
  try {
    const { connection, message } = await route(db, send, text);
    secrets = secretsOf(connection);
    await deliver(connection, message);
    const duration = Math.round(performance.now() - started);
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE notification_send_history SET status = 'sent', error = NULL, duration_millis = $2, retries = $3 WHERE id = $1`,
        [send.id, duration, event.attempts - 1],
      );
      await completeEvent(tx, event.id);
    });
    job.run.success();
  } catch (error) {
    const cause = (error as Error & { cause?: { message?: string } }).cause?.message;
    const reason = redact(cause ? `${(error as Error).message}: ${cause}` : (error as Error).message, secrets);
    const final = error instanceof PermanentDeliveryError || event.attempts >= MAX_ATTEMPTS;
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE notification_send_history SET status = CASE WHEN $3 THEN 'error' ELSE status END, error = $2, retries = $4,
           duration_millis = $5 WHERE id = $1`,
        [send.id, reason, final, event.attempts - (final ? 0 : 1), Math.round(performance.now() - started)],
      );
      await failEvent(tx, event, reason, final);
    });
    job.run.error(reason);
  }
  await job.finish();
}
