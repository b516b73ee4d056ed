import type { Queryable } from '../db/database';
import { insertRows } from './bulk';
import { DEMO_PEOPLE } from './demo-people';
import { stableId } from './random';

/** A component's log selector as seeded: `backend` names the logging_backends row that serves it. */
export interface SeedLogSelector {
  name: string;
  backend?: string;
  labels?: Record<string, string>;
}

/** The two log backends the built-in server can query, as the demo configures them. */
export const DEMO_LOG_BACKENDS = {
  server: 'server-logs',
  files: 'demo-files',
} as const;

/** Relative to DATA_DIR; the demo log files are written there when the server starts. */
export const DEMO_LOG_DIRECTORY = 'demo-logs';

export async function seedLogBackends(db: Queryable, now: Date): Promise<number> {
  const at = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  return insertRows(
    db,
    'logging_backends',
    [
      { name: DEMO_LOG_BACKENDS.server, spec: { builtin: {}, timeout: '5s' }, labels: {} },
      { name: DEMO_LOG_BACKENDS.files, spec: { files: { path: DEMO_LOG_DIRECTORY }, timeout: '10s' }, labels: { demo: 'true' } },
    ].map((backend) => ({
      id: stableId('logging-backend', backend.name),
      source: 'UI',
      created_by: DEMO_PEOPLE[0].id,
      created_at: at,
      updated_at: at,
      ...backend,
    })),
  );
}
