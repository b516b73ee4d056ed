import { rolesOf } from '../../auth/users';
import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { LogsError, resolveLogsRequest, searchSelector } from '../../logs';
import type { ActionSpec } from '../spec';
import { render, type TemplateContext } from '../template';
import { failedWith, keepTail, succeeded, type ActionOutcome } from './result';

export const LOGS_NEED_COMPONENT = 'logs actions collect a component’s logs: run the playbook on a component';
export const LOGS_NEED_CONFIG = 'this worker was started without the server’s settings, so it reads no log backend';

export interface LogsActionOptions {
  config: ServerConfig | undefined;
  requestedBy: string | null;
  timeoutMs: number;
  now?: Date;
}

/**
 * Collects the target component's log lines through the logs backend, as POST /api/logs reads them:
 * its selector (`selector`, else its first), the window from `start` (default 15m) to `end`, the
 * search `query` and at most `limit` lines, newest first. The lines are read with the requester's
 * roles, so a run shows no more than its requester could read on the logs page.
 */
export async function runLogs(db: Queryable, spec: NonNullable<ActionSpec['logs']>, context: TemplateContext, options: LogsActionOptions): Promise<ActionOutcome> {
  const componentId = context.component?.id;
  if (typeof componentId !== 'string') return failedWith(LOGS_NEED_COMPONENT);
  if (!options.config) return failedWith(LOGS_NEED_CONFIG);
  const text = (value: string | undefined) => (value === undefined ? undefined : render(value, context));
  try {
    const search = await resolveLogsRequest(
      db,
      { id: componentId, name: text(spec.selector), query: text(spec.query), start: text(spec.start), end: text(spec.end), limit: spec.limit },
      options.now ?? new Date(),
    );
    const roles = options.requestedBy ? ((await rolesOf(db, options.requestedBy)) ?? []) : [];
    const page = await searchSelector(db, options.config, roles, search, { timeoutMs: options.timeoutMs });
    const lines = page.entries.map((entry) => `${new Date(entry.time).toISOString()} ${entry.message}`);
    return succeeded({ selector: search.selector.name, backend: page.backend, count: page.entries.length, total: page.total, logs: keepTail(lines.join('\n')) });
  } catch (error) {
    return failedWith(error instanceof LogsError ? `logs: ${error.message}` : (error as Error).message);
  }
}
