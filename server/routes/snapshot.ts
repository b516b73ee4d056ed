import { Hono } from 'hono';
import { Readable } from 'node:stream';
import { isUuid } from '../../core/shared/ids';
import type { AppEnv } from '../http/env';
import { noteRequestComponent, parseTimeWindow, type LogsOptions } from '../logs';
import { buildSnapshot, type LogFormat } from '../snapshot';
import { requirePermission } from './require-permission';

const DEFAULT_SNAPSHOT_START = '15m';

/** `attachment; filename=...` with a plain fallback and the exact name in RFC 5987 form. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * GET /api/snapshot/topology/{id}?start=&end=&related=&logFormat= (reference §4.2): a zip streamed
 * as it is built. Unknown component: 404 `{error}`; a failure before the first byte: 500 `{error, message}`.
 */
export function snapshotRoutes(options: LogsOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/topology/:id', async (c) => {
    const reader = requirePermission(c, 'read', 'topologies');
    const id = c.req.param('id');
    const query = c.req.query();
    const window = parseTimeWindow(query.start, query.end, options.now ?? new Date(), DEFAULT_SNAPSHOT_START);
    if (typeof window === 'string') return c.json({ error: window }, 400);
    const logFormat = (query.logFormat?.trim() || 'log') as LogFormat;
    if (logFormat !== 'log' && logFormat !== 'json') return c.json({ error: `logFormat must be log or json, not "${query.logFormat}"` }, 400);
    if (!isUuid(id)) return c.json({ error: `component ${id} was not found` }, 404);
    let snapshot;
    try {
      snapshot = await buildSnapshot(
        c.var.db,
        c.var.config,
        { componentId: id, ...window, related: query.related?.trim().toLowerCase() === 'true', logFormat, readerRoles: reader.roles },
        options,
      );
    } catch (error) {
      return c.json({ error: 'the snapshot could not be built', message: (error as Error).message }, 500);
    }
    if (!snapshot) return c.json({ error: `component ${id} was not found` }, 404);
    noteRequestComponent(c, snapshot.componentName);
    return new Response(Readable.toWeb(snapshot.stream) as ReadableStream, {
      status: 200,
      headers: {
        'content-type': 'application/zip',
        'content-disposition': attachment(snapshot.fileName),
        'cache-control': 'no-store',
      },
    });
  });
  return app;
}
