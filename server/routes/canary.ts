import { Hono, type Context } from 'hono';
import { parseDuration } from '../../core/shared/durations';
import { isUuid } from '../../core/shared/ids';
import { checkGraph } from '../checks/graph';
import { runCheckNow } from '../checks/run-now';
import { checksSummaryJson, type SummaryFilter } from '../checks/summary';
import type { AppEnv } from '../http/env';
import { requirePermission } from './require-permission';

type Ctx = Context<AppEnv>;

/** `1h`, `3d`, `2w` back from now, or an RFC 3339 time; undefined when it is neither. */
export function parseGraphTime(text: string | undefined, now: Date): Date | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const ms = parseDuration(text.trim());
  if (ms !== undefined) return new Date(now.getTime() - ms);
  const parsed = Date.parse(text.trim());
  return Number.isNaN(parsed) ? undefined : new Date(parsed);
}

async function summaryFilter(c: Ctx): Promise<SummaryFilter | string> {
  const query = c.req.query();
  const filter: SummaryFilter = { checkId: query.check_id ?? query.checkId, sortBy: query.sortBy };
  const text = c.req.method === 'POST' ? (await c.req.text()).trim() : '';
  if (text !== '') {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return 'the body must be JSON';
    }
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const b = body as Record<string, unknown>;
      if (typeof b.CheckID === 'string' && b.CheckID !== '') filter.checkId = b.CheckID;
      if (typeof b.SortBy === 'string') filter.sortBy = b.SortBy;
      if (b.Labels && typeof b.Labels === 'object' && !Array.isArray(b.Labels)) filter.labels = b.Labels as Record<string, string>;
    }
  }
  if (filter.checkId !== undefined && !isUuid(filter.checkId)) return `CheckID must be a UUID, not "${filter.checkId}"`;
  return filter;
}

/** `/api/canary/*`: the Health list summary, a check's graph and Run Now (reference §4.1). */
export function canaryRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const summary = async (c: Ctx) => {
    requirePermission(c, 'read', 'canaries');
    const started = performance.now();
    const filter = await summaryFilter(c);
    if (typeof filter === 'string') return c.json({ error: filter }, 400);
    const rows = await checksSummaryJson(c.var.db, filter);
    const duration = Math.round(performance.now() - started);
    return c.body(`{"duration":${duration},"runnerName":"local","checks_summary":${rows}}`, 200, {
      'Content-Type': 'application/json; charset=UTF-8',
    });
  };
  app.get('/api/summary', summary);
  app.post('/api/summary', summary);

  app.get('/api/graph', async (c) => {
    requirePermission(c, 'read', 'canaries');
    const started = performance.now();
    const query = c.req.query();
    const check = query.check ?? query.checkKey ?? '';
    if (!isUuid(check)) return c.json({ error: 'check must be the id of a check' }, 400);
    const now = new Date();
    const startText = query.start ?? query.since ?? '1h';
    const endText = query.end ?? query.until;
    const start = parseGraphTime(startText, now);
    const end = endText === undefined || endText === '' ? now : parseGraphTime(endText, now);
    if (!start) return c.json({ error: `start "${startText}" is neither a duration such as 1h nor an RFC3339 time` }, 400);
    if (!end) return c.json({ error: `end "${endText}" is neither a duration such as 1h nor an RFC3339 time` }, 400);
    if (start.getTime() > end.getTime()) return c.json({ error: 'start must be before end' }, 400);
    const graph = await checkGraph(c.var.db, check, { start, end });
    return c.json({ duration: Math.round(performance.now() - started), runnerName: 'local', ...graph });
  });

  app.post('/run/check/:id', async (c) => {
    requirePermission(c, 'write', 'canaries');
    const id = c.req.param('id');
    const outcome = await runCheckNow(c.var.db, id, { execEnabled: c.var.config.execEnabled });
    if (outcome.kind === 'not-found') return c.json({ error: `check ${id} not found` }, 404);
    if (outcome.kind === 'not-runnable') return c.json({ error: outcome.reason }, 400);
    const { result } = outcome;
    return c.json({
      name: outcome.name,
      start: result.start.toISOString(),
      pass: result.pass,
      invalid: result.invalid,
      duration: result.duration,
      ...(outcome.description ? { description: outcome.description } : {}),
      message: result.message,
      error: result.error,
      ...(result.details ? { detail: result.details } : {}),
    });
  });

  return app;
}
