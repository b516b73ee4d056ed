import { format } from 'node:util';
import type { Context, MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../http/env';
import { serverLogs, type ServerLogBuffer } from './server-log-buffer';

const requestComponents = new WeakMap<Request, string>();

/** Lets the request log name the component a request was about (its `component` label). */
export function noteRequestComponent(c: Context<AppEnv>, componentName: string): void {
  requestComponents.set(c.req.raw, componentName);
}

const levelOf = (status: number) => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info');

/** Records every request answered: method, path (never the query string), status and duration. */
export function requestLog(buffer: ServerLogBuffer = serverLogs): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const component = requestComponents.get(c.req.raw);
    buffer.record(`${c.req.method} ${c.req.path} ${status} ${Math.round(performance.now() - started)}ms`, {
      source: 'http',
      level: levelOf(status),
      method: c.req.method,
      status: String(status),
      ...(component ? { component } : {}),
    });
  };
}

const CONSOLE_LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' } as const;

/**
 * Copies what the server prints (startup, scheduler messages, failures) into the buffer while still
 * printing it. Returns the function that puts the console back.
 */
export function captureConsole(buffer: ServerLogBuffer = serverLogs, target: Console = console): () => void {
  const originals = new Map<keyof typeof CONSOLE_LEVELS, (...args: unknown[]) => void>();
  for (const [method, level] of Object.entries(CONSOLE_LEVELS) as [keyof typeof CONSOLE_LEVELS, string][]) {
    const original = target[method].bind(target);
    originals.set(method, target[method]);
    target[method] = (...args: unknown[]) => {
      buffer.record(format(...args), { source: 'console', level });
      original(...args);
    };
  }
  return () => {
    for (const [method, original] of originals) target[method] = original;
  };
}

interface CheckRunRow {
  check_id: string;
  time: string;
  created_at: string;
  status: boolean | null;
  duration: number | null;
  message: string | null;
  error: string | null;
  name: string;
  components: string | null;
}

/** Runs are looked for among those started this recently (the time index keeps each poll small). */
const RECENT_RUN_MS = 15 * 60_000;
/** Rows stored by a transaction that committed late are still picked up within this margin. */
const LATE_COMMIT_MS = 60_000;

/**
 * Records each check run as it is stored (check_statuses), labelled with the check and the names of
 * the components it is linked to. Polls; `stop` ends it.
 */
export function followCheckRuns(db: Queryable, options: { buffer?: ServerLogBuffer; intervalMs?: number; since?: Date } = {}) {
  const buffer = options.buffer ?? serverLogs;
  const seen = new Map<string, number>();
  const floor = (options.since ?? new Date()).getTime();
  let watermark = floor;
  let running: Promise<void> | undefined;
  const poll = async () => {
    const { rows } = await db.query<CheckRunRow>(
      `SELECT s.check_id, to_json(s.time) #>> '{}' AS time, to_json(s.created_at) #>> '{}' AS created_at,
         s.status, s.duration, s.message, s.error, c.name,
         (SELECT string_agg(DISTINCT co.name, ',') FROM check_component_relationships r
            JOIN components co ON co.id = r.component_id
           WHERE r.check_id = s.check_id AND r.deleted_at IS NULL AND co.deleted_at IS NULL) AS components
       FROM check_statuses s JOIN checks c ON c.id = s.check_id
       WHERE s.time > $1 AND s.created_at > $2
       ORDER BY s.created_at, s.check_id, s.time LIMIT 5000`,
      [new Date(Date.now() - RECENT_RUN_MS).toISOString(), new Date(watermark - LATE_COMMIT_MS).toISOString()],
    );
    for (const row of rows) {
      const created = Date.parse(row.created_at);
      const key = `${row.check_id}/${row.time}`;
      if (seen.has(key) || created <= floor) continue;
      seen.set(key, created);
      watermark = Math.max(watermark, created);
      const passed = row.status === true;
      const outcome = passed ? 'passed' : `failed${row.error ? `: ${row.error}` : row.message ? `: ${row.message}` : ''}`;
      buffer.record(`health check ${row.name} ${outcome}${row.duration != null ? ` (${row.duration}ms)` : ''}`, {
        source: 'checks',
        level: passed ? 'info' : 'warn',
        check: row.name,
        ...(row.components ? { component: row.components } : {}),
      }, Date.parse(row.time));
    }
    for (const [key, created] of seen) if (created < watermark - 2 * LATE_COMMIT_MS) seen.delete(key);
  };
  const timer = setInterval(() => {
    running ??= poll()
      .catch((error: Error) => {
        buffer.record(`check run log: ${error.message}`, { source: 'checks', level: 'error' });
      })
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs ?? 5_000);
  timer.unref();
  return {
    /** One poll now (tests, and a final one on stop). */
    poll: () => poll(),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
