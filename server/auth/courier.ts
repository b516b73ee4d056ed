import type { Queryable } from '../db/database';

export type CourierTemplate = 'recovery_code_valid' | 'verification_code_valid' | 'invite_recovery_code';

export interface CourierMessage {
  recipient: string;
  template: CourierTemplate;
  subject: string;
  body: string;
  identityId: string | null;
}

/**
 * The built-in backend's courier: it has no mail server, so a message is "sent" by keeping it in
 * courier_messages (an admin reads them through GET /api/auth/courier) and handing it to `log`
 * (the terminal, see printToTerminal).
 */
export async function sendCourierMessage(db: Queryable, log: (line: string) => void, message: CourierMessage): Promise<void> {
  await db.query(
    `INSERT INTO courier_messages (type, status, recipient, subject, body, template_type, identity_id, send_count)
     VALUES ('email', 'sent', $1, $2, $3, $4, $5, 1)`,
    [message.recipient, message.subject, message.body, message.template, message.identityId],
  );
  log(`courier: ${message.template} to ${message.recipient}: ${message.subject}\n${message.body}`);
}

/**
 * Where the courier's messages go while there is no mail server: the terminal of whoever runs the
 * server. Written to stdout itself, not through `console`, whose output is copied into the server's
 * own log that the console serves: a code read there signs in as the person it was sent to.
 */
export function printToTerminal(line: string): void {
  process.stdout.write(`${line}\n`);
}

export interface CourierRow {
  id: string;
  type: string;
  status: string;
  recipient: string;
  subject: string;
  body: string;
  template_type: string | null;
  identity_id: string | null;
  created_at: string;
}

export async function listCourierMessages(db: Queryable, limit: number): Promise<CourierRow[]> {
  const { rows } = await db.query<CourierRow>(
    `SELECT id, type, status, recipient, subject, body, template_type, identity_id, created_at
       FROM courier_messages ORDER BY created_at DESC, id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}
