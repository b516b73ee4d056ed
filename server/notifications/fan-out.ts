import type { Queryable } from '../db/database';
import { runScript } from '../incidents/cel';
import { render, TemplateError, type TemplateContext } from '../playbooks/template';
import { findConnectionId } from './connections';
import { SEND_EVENT } from './events';
import type { QueuedEvent } from './queue';
import { loadSubject, type EventSubject } from './resources';

interface NotificationRow {
  id: string;
  title: string | null;
  template: string | null;
  filter: string | null;
  person_id: string | null;
  team_id: string | null;
  custom_services: unknown;
}

/** One recipient of a notification: a person, a team or a connection ("Others"). */
type Recipient = { person_id: string } | { team_id: string } | { connection_id: string } | { missing: string };

async function recipientsOf(db: Queryable, notification: NotificationRow): Promise<Recipient[]> {
  const recipients: Recipient[] = [];
  if (notification.person_id) recipients.push({ person_id: notification.person_id });
  if (notification.team_id) recipients.push({ team_id: notification.team_id });
  const services = Array.isArray(notification.custom_services) ? notification.custom_services : [];
  for (const service of services as { connection?: unknown; name?: unknown }[]) {
    const ref = typeof service?.connection === 'string' ? service.connection : '';
    const id = ref ? await findConnectionId(db, ref) : undefined;
    recipients.push(id ? { connection_id: id } : { missing: `connection ${ref || String(service?.name ?? '')} not found` });
  }
  return recipients;
}

const contextOf = (subject: EventSubject): TemplateContext => ({ params: {}, [subject.kind]: subject.fields });

/** The notification's title and message for this subject, from its own title and template or the defaults. */
function compose(notification: NotificationRow, subject: EventSubject): { title: string; message: string } {
  const context = contextOf(subject);
  return {
    title: notification.title ? render(notification.title, context) : subject.title,
    message: notification.template ? render(notification.template, context) : subject.message,
  };
}

/** Whether the notification's CEL filter lets this subject through (no filter: always). */
function passes(notification: NotificationRow, subject: EventSubject): boolean {
  if (!notification.filter?.trim()) return true;
  const variables = { [subject.kind === 'run' ? 'analysis' : subject.kind]: subject.fields };
  return runScript(notification.filter, variables).done;
}

async function record(db: Queryable, event: QueuedEvent, notification: NotificationRow, subject: EventSubject, values: {
  recipient?: Recipient; status: 'pending' | 'error'; title: string; message: string; error?: string;
}): Promise<string> {
  const recipient = values.recipient ?? {};
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO notification_send_history (notification_id, body, payload, status, source_event, resource_id, resource_health,
       resource_status, resource_health_description, person_id, team_id, connection_id, error)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      notification.id, values.message, JSON.stringify({ title: values.title, message: values.message, event: event.name }), values.status,
      event.name, subject.id, subject.health, subject.status, subject.message.slice(0, 500),
      'person_id' in recipient ? recipient.person_id : null, 'team_id' in recipient ? recipient.team_id : null,
      'connection_id' in recipient ? recipient.connection_id : null, values.error ?? null,
    ],
  );
  return rows[0]!.id;
}

/**
 * Stage one of the worker: an event of R002-9-20 is matched against the live notifications on it;
 * each match writes a pending send per recipient (notification_send_history) and a `notification.send`
 * event for it, in the transaction that removes the event, so no send is lost or made twice.
 * What cannot be sent at all (a template naming a missing field, a connection that is gone) is
 * recorded as a failed send at once. Answers how many sends were queued.
 */
export async function fanOut(tx: Queryable, event: QueuedEvent): Promise<number> {
  const subjectId = typeof event.properties?.id === 'string' ? event.properties.id : event.event_id;
  const subject = subjectId ? await loadSubject(tx, event.name, subjectId) : undefined;
  let queued = 0;
  if (subject) {
    const { rows: notifications } = await tx.query<NotificationRow>(
      `SELECT id, title, template, filter, person_id, team_id, custom_services FROM notifications
       WHERE deleted_at IS NULL AND $1 = ANY (events) ORDER BY created_at, id`,
      [event.name],
    );
    for (const notification of notifications) {
      if (!passes(notification, subject)) continue;
      let text: { title: string; message: string };
      try {
        text = compose(notification, subject);
      } catch (error) {
        if (!(error instanceof TemplateError)) throw error;
        await record(tx, event, notification, subject, { status: 'error', title: subject.title, message: subject.message, error: error.message });
        continue;
      }
      for (const recipient of await recipientsOf(tx, notification)) {
        if ('missing' in recipient) {
          await record(tx, event, notification, subject, { status: 'error', ...text, error: recipient.missing });
          continue;
        }
        const sendId = await record(tx, event, notification, subject, { recipient, status: 'pending', ...text });
        await tx.query(`INSERT INTO event_queue (name, event_id, properties) VALUES ($1, $2, $3::jsonb)`, [
          SEND_EVENT, sendId, JSON.stringify({ id: sendId, notification_id: notification.id }),
        ]);
        queued += 1;
      }
    }
  }
  await tx.query('DELETE FROM event_queue WHERE id = $1', [event.id]);
  return queued;
}
