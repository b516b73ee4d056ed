import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { postgrestError, PostgrestError } from '../http/errors';
import { LogsError, noteRequestComponent, resolveLogsRequest, searchSelector, type LogsOptions } from '../logs';
import { exportLogs } from '../logs/export';
import { exportFormat } from '../postgrest';
import { toPostgrestError } from '../postgrest/errors';
import { contentRange } from '../postgrest/headers';
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

/** The code of a refused logs export: the logs endpoint's own refusals have none. */
const LOGS_ERROR_CODE = 'LOGS';

/**
 * GET /api/export/logs?id=&name=&query=&start=&end= with `Accept: text/csv` or `application/json`: every
 * line of the search the logs page shows (POST /api/logs' fields as parameters), streamed a page at a time.
 * A search the page would be refused is refused with its status and message, in PostgREST's error shape
 * as the other exports answer.
 */
export function logsExportRoutes(options: LogsOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const reader = requirePermission(c, 'read', 'topologies');
    try {
      const format = exportFormat(c.req.header('accept'));
      const search = await resolveLogsRequest(c.var.db, c.req.query(), options.now ?? new Date());
      noteRequestComponent(c, search.component.name);
      const file = await exportLogs({ db: c.var.db, config: c.var.config, roles: reader.roles, search, format, options });
      return new Response(file.body, {
        status: 200,
        headers: {
          'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="logs.${format}"`,
          'Content-Range': contentRange(0, file.total, file.total),
        },
      });
    } catch (error) {
      if (error instanceof LogsError) return postgrestError(c, new PostgrestError(error.status, LOGS_ERROR_CODE, error.message));
      return postgrestError(c, toPostgrestError(error));
    }
  });
  return app;
}
