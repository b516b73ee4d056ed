import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requirePermission } from '../routes/require-permission';
import type { LiveHub } from './hub';

/** The id a reconnecting reader saw last: the browser's header, or the query of a stream the console recreates itself. */
function lastEventId(header: string | undefined, query: string | undefined): number | undefined {
  const raw = header ?? query;
  if (raw === undefined || raw === '') return undefined;
  // An id that is no id is one the window no longer holds: the reader resyncs.
  return /^\d{1,15}$/.test(raw) ? Number(raw) : -1;
}

/**
 * GET /api/events (DECISIONS §31): a text/event-stream of the changes the reader may read. Anyone
 * who may read the console gets one; a guest or an agent (no reads) gets a 403.
 */
export function liveEventRoutes(hub: LiveHub): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    const principal = requirePermission(c, 'read', 'database');
    const body = await hub.open(principal.roles, lastEventId(c.req.header('last-event-id'), c.req.query('lastEventId')));
    return new Response(body, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Reverse proxies (nginx) would otherwise hold the batches back.
        'x-accel-buffering': 'no',
      },
    });
  });
}
