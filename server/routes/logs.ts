import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { LogsError, noteRequestComponent, resolveLogsRequest, searchSelector, type LogsOptions } from '../logs';
import { jsonObject, requirePermission } from './require-permission';

/**
 * POST /api/logs (reference §4.5): a component's logs through one of its log selectors, from the
 * logging backend the selector names. Answers `{total, results: [{id, timestamp, message, labels}],
 * nextPage?}`; failures answer `{error}` naming the backend.
 */
export function logsRoutes(options: LogsOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    const reader = requirePermission(c, 'read', 'topologies');
    const body = await jsonObject(c);
    try {
      const search = await resolveLogsRequest(c.var.db, body, options.now ?? new Date());
      noteRequestComponent(c, search.component.name);
      const page = await searchSelector(c.var.db, c.var.config, reader.roles, search, options);
      return c.json({
        total: page.total,
        results: page.entries.map((entry) => ({
          id: entry.id,
          timestamp: new Date(entry.time).toISOString(),
          message: entry.message,
          labels: entry.labels,
        })),
        ...(page.nextOffset !== undefined ? { nextPage: String(page.nextOffset) } : {}),
      });
    } catch (error) {
      if (error instanceof LogsError) return c.json({ error: error.message }, error.status);
      throw error;
    }
  });
  return app;
}
