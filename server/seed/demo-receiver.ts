import type { Queryable } from '../db/database';
import { DEMO_RECEIVER_PORT, demoReceiverUrl } from '../notifications/demo-receiver';
import { stableId } from './random';

const NAMESPACE = 'mission-control';
const CONNECTION = 'demo-receiver';
const CONNECTION_ID = stableId('connection', CONNECTION);

/** The demo's webhook connection to the demo receiver, and its rule on checks turning (DECISIONS §29). */
export function demoReceiverRows(admin: string, createdAt: string) {
  return {
    connection: {
      id: CONNECTION_ID, name: CONNECTION, namespace: NAMESPACE, type: 'webhook', url: demoReceiverUrl(DEMO_RECEIVER_PORT),
      username: null, password: null, properties: {}, insecure_tls: false, source: 'UI', created_by: admin, created_at: createdAt, updated_at: createdAt,
    },
    notification: {
      id: stableId('notification', 'demo-receiver'), name: 'demo-receiver', namespace: NAMESPACE, source: 'UI',
      events: ['check.failed', 'check.passed'], title: 'Check {{.check.name}} is {{.check.status}}', team_id: null, person_id: null,
      repeat_interval: null, custom_services: [{ name: 'demo receiver', connection: `connection://${NAMESPACE}/${CONNECTION}` }],
      created_by: admin, created_at: createdAt, updated_at: createdAt,
    },
  };
}

/**
 * The seed writes the receiver's preferred port; a start whose receiver got another port points the
 * demo connection at it (only while it still points at a demo receiver URL). Answers whether it moved.
 */
export async function pointDemoReceiverAt(db: Queryable, port: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE connections SET url = $2, updated_at = now() WHERE id = $1 AND url ~ '^http://127\\.0\\.0\\.1:[0-9]+/inbox$' AND url <> $2`,
    [CONNECTION_ID, demoReceiverUrl(port)],
  );
  return rowCount > 0;
}
