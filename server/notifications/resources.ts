import type { Queryable } from '../db/database';

/** What an event is about, as a notification's filter and template read it. */
export interface EventSubject {
  /** The template and filter variable the subject is under (`.check.name`). */
  kind: 'check' | 'component' | 'config' | 'run';
  id: string;
  fields: Record<string, unknown>;
  health: string | null;
  status: string | null;
  /** The title a notification without its own gets. */
  title: string;
  /** The message a notification without a template gets. */
  message: string;
}

const describe = (fields: Record<string, unknown>) =>
  [fields.message, fields.error, fields.description, fields.status_reason].find((text) => typeof text === 'string' && text !== '') as
    | string
    | undefined;

async function check(db: Queryable, id: string, event: string): Promise<EventSubject | undefined> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT c.id, c.name, c.type, c.status, c.description, c.namespace, c.labels, c.severity, ca.name AS canary_name,
       s.message, s.error, s.time AS last_run
     FROM checks c JOIN canaries ca ON ca.id = c.canary_id
     LEFT JOIN LATERAL (SELECT message, error, time FROM check_statuses WHERE check_id = c.id ORDER BY time DESC LIMIT 1) s ON true
     WHERE c.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const passed = event === 'check.passed';
  return {
    kind: 'check', id, fields: row, health: passed ? 'healthy' : 'unhealthy', status: String(row.status ?? ''),
    title: `Check ${String(row.name)} has ${passed ? 'passed' : 'failed'}`,
    message: describe(row) ?? `The ${String(row.type)} check ${String(row.name)} of ${String(row.canary_name)} is ${passed ? 'passing' : 'failing'}.`,
  };
}

async function component(db: Queryable, id: string): Promise<EventSubject | undefined> {
  const { rows } = await db.query<Record<string, unknown>>(
    'SELECT id, name, type, health, status, status_reason, description, namespace, labels FROM components WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    kind: 'component', id, fields: row, health: (row.health as string) ?? null, status: (row.status as string) ?? null,
    title: `Component ${String(row.name)} is ${String(row.health)}`,
    message: describe(row) ?? `${String(row.type ?? 'Component')} ${String(row.name)} is ${String(row.health)}.`,
  };
}

async function config(db: Queryable, id: string, event: string): Promise<EventSubject | undefined> {
  const { rows } = await db.query<Record<string, unknown>>(
    'SELECT id, name, type, config_class, health, status, description, labels, tags, deleted_at FROM config_items WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const what = event.slice('config.'.length);
  return {
    kind: 'config', id, fields: row, health: (row.health as string) ?? null, status: (row.status as string) ?? null,
    title: `${String(row.type)} ${String(row.name)} ${['created', 'deleted', 'updated'].includes(what) ? `was ${what}` : `is ${what}`}`,
    message: describe(row) ?? `${String(row.type)} ${String(row.name)}: ${event}.`,
  };
}

async function approval(db: Queryable, id: string): Promise<EventSubject | undefined> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT r.id, r.status, r.playbook_id, p.name AS playbook_name, a.person_id, a.team_id, a.created_at AS approved_at
     FROM playbook_approvals a JOIN playbook_runs r ON r.id = a.run_id JOIN playbooks p ON p.id = r.playbook_id
     WHERE a.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    kind: 'run', id, fields: row, health: null, status: (row.status as string) ?? null,
    title: `Run of ${String(row.playbook_name)} approved`,
    message: `A run of the playbook ${String(row.playbook_name)} was approved.`,
  };
}

async function playbookApproval(db: Queryable, id: string): Promise<EventSubject | undefined> {
  const { rows } = await db.query<Record<string, unknown>>('SELECT id, name, title, spec -> \'approval\' AS approval FROM playbooks WHERE id = $1', [id]);
  const row = rows[0];
  if (!row) return undefined;
  return {
    kind: 'run', id, fields: { playbook_id: row.id, playbook_name: row.name, approval: row.approval }, health: null, status: null,
    title: `Approvers of ${String(row.name)} changed`,
    message: `The approval settings of the playbook ${String(row.title ?? row.name)} changed.`,
  };
}

/** The subject of an event of R002-9-20, read now; undefined when it is gone. */
export function loadSubject(db: Queryable, event: string, id: string): Promise<EventSubject | undefined> {
  if (event.startsWith('check.')) return check(db, id, event);
  if (event.startsWith('component.')) return component(db, id);
  if (event.startsWith('config.')) return config(db, id, event);
  if (event === 'playbook.approval.inserted') return approval(db, id);
  return playbookApproval(db, id);
}
