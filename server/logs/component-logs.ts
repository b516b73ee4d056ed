import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { effectiveRoles } from '../../core/access';
import { parseDuration } from '../../core/shared/durations';
import { isUuid } from '../../core/shared/ids';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { logSelectors, type LogSelectorRow } from '../topology';
import { BackendConfigError, backendType, type BackendFactory, type BackendRow } from './backends/backend';
import { filesBackendFactory } from './backends/files-backend';
import { serverBackendFactory } from './backends/server-backend';
import type { LogPage, LogQuery } from './log-query';
import { parseTimeWindow } from './time-window';

/** The backend types the built-in backend can query, by their key in a logging_backends spec. */
export const BACKEND_FACTORIES: Readonly<Record<string, BackendFactory>> = {
  builtin: serverBackendFactory,
  files: filesBackendFactory,
};

/**
 * Backend types only admins read: the server's own log tells of everyone's requests, sign-ins and
 * failures. Others are answered 403 'forbidden', which the logs page shows in its error panel.
 */
const ADMIN_ONLY_BACKEND_TYPES: ReadonlySet<string> = new Set(['builtin']);

export const DEFAULT_LOGS_TIMEOUT_MS = 10_000;
export const DEFAULT_LOGS_LIMIT = 1_000;
export const MAX_LOGS_LIMIT = 10_000;
export const DEFAULT_LOGS_START = '15m';

/** A refusal or failure with the status and `{error}` message the endpoint answers. */
export class LogsError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'LogsError';
  }
}

export interface LogsOptions {
  factories?: Readonly<Record<string, BackendFactory>>;
  /** Used when the backend's spec names no `timeout`. */
  timeoutMs?: number;
  now?: Date;
}

export interface ComponentRef {
  id: string;
  name: string;
  externalId: string;
  type?: string;
  selectors: LogSelectorRow[];
}

export async function findComponent(db: Queryable, id: string): Promise<ComponentRef | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<{ id: string; name: string; external_id: string; type: string | null; log_selectors: unknown }>(
    'SELECT id, name, external_id, type, log_selectors FROM components WHERE id = $1 AND deleted_at IS NULL',
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    externalId: row.external_id,
    ...(row.type ? { type: row.type } : {}),
    selectors: logSelectors(row),
  };
}

/** The selector named `name`, or the component's first; reference §4.5's 404 otherwise. */
export function chooseSelector(component: ComponentRef, name: string | undefined): LogSelectorRow {
  if (component.selectors.length === 0) throw new LogsError(404, `component '${component.name}' has no log selectors`);
  if (!name) return component.selectors[0]!;
  const found = component.selectors.find((selector) => selector.name === name);
  if (!found) {
    const names = component.selectors.map((selector) => selector.name).join(', ');
    throw new LogsError(404, `log selector with the name '${name}' was not found. Available names: [${names}]`);
  }
  return found;
}

export async function findBackend(db: Queryable, name: string): Promise<BackendRow | undefined> {
  const { rows } = await db.query<{ name: string; spec: unknown }>(
    'SELECT name, spec FROM logging_backends WHERE name = $1 AND deleted_at IS NULL ORDER BY created_at LIMIT 1',
    [name],
  );
  const row = rows[0];
  if (!row) return undefined;
  const spec = row.spec && typeof row.spec === 'object' && !Array.isArray(row.spec) ? (row.spec as Record<string, unknown>) : {};
  return { name: row.name, spec };
}

/** A spec's `timeout`: milliseconds as a number or `250ms`, or a duration such as `5s`. */
function timeoutOf(backend: BackendRow, settings: Record<string, unknown>, fallback: number): number {
  const value = settings.timeout ?? backend.spec.timeout;
  let ms: number | undefined;
  if (typeof value === 'number') ms = value;
  else if (typeof value === 'string') ms = /^\d+ms$/.test(value.trim()) ? Number.parseInt(value, 10) : parseDuration(value);
  return ms !== undefined && Number.isFinite(ms) && ms > 0 ? ms : fallback;
}

export interface SelectorSearch {
  component: ComponentRef;
  selector: LogSelectorRow;
  query: LogQuery;
}

/**
 * Runs a selector's search, for a reader holding `readerRoles`, on the logging backend it names
 * (`backend`, else a backend with the selector's own name). Never waits longer than the backend's
 * timeout: a backend that does not answer is abandoned with a 504 naming it.
 */
export async function searchSelector(
  db: Queryable,
  config: ServerConfig,
  readerRoles: readonly string[],
  { component, selector, query }: SelectorSearch,
  options: LogsOptions = {},
): Promise<LogPage & { backend: string; backendType: string }> {
  const backendName = selector.backend ?? selector.name;
  const backend = await findBackend(db, backendName);
  if (!backend) throw new LogsError(404, `no logging backend named '${backendName}' (log selector '${selector.name}')`);
  const type = backendType(backend.spec);
  if (type && ADMIN_ONLY_BACKEND_TYPES.has(type) && !effectiveRoles(readerRoles).includes('admin')) {
    throw new LogsError(403, 'forbidden');
  }
  const factory = type ? (options.factories ?? BACKEND_FACTORIES)[type] : undefined;
  if (!type || !factory) {
    throw new LogsError(501, `log backend '${backend.name}' is of type '${type ?? 'none'}', which the built-in backend cannot query`);
  }
  const settings = backend.spec[type] && typeof backend.spec[type] === 'object' ? (backend.spec[type] as Record<string, unknown>) : {};
  let instance;
  try {
    instance = factory(settings, { config }, backend);
  } catch (error) {
    if (error instanceof BackendConfigError) throw new LogsError(500, error.message);
    throw error;
  }
  const timeoutMs = timeoutOf(backend, settings, options.timeoutMs ?? DEFAULT_LOGS_TIMEOUT_MS);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new LogsError(504, `log backend '${backend.name}' did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    const page = await Promise.race([
      instance.search({ component, query, signal: controller.signal }),
      timedOut,
    ]);
    return { ...page, backend: backend.name, backendType: type };
  } catch (error) {
    if (error instanceof LogsError) throw error;
    throw new LogsError(502, `log backend '${backend.name}' failed: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

const stringField = (body: Record<string, unknown>, key: string): string | undefined => {
  const value = body[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

function wholeNumber(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < 0 || number > max) throw new LogsError(400, `${name} must be a whole number from 0 to ${max}`);
  return number;
}

const labelsOf = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
    : {};

/** The search a POST /api/logs body asks for (reference §4.5 plus query, start, end, limit, page). */
export async function resolveLogsRequest(db: Queryable, body: Record<string, unknown>, now: Date): Promise<SelectorSearch> {
  const id = stringField(body, 'id');
  if (!id) throw new LogsError(400, 'id is required: the component whose logs to read');
  const component = await findComponent(db, id);
  if (!component) throw new LogsError(404, `component ${id} was not found`);
  const selector = chooseSelector(component, stringField(body, 'name'));
  const window = parseTimeWindow(stringField(body, 'start'), stringField(body, 'end'), now, DEFAULT_LOGS_START);
  if (typeof window === 'string') throw new LogsError(400, window);
  const limit = wholeNumber(body.limit, 'limit', DEFAULT_LOGS_LIMIT, MAX_LOGS_LIMIT) || DEFAULT_LOGS_LIMIT;
  const offset = wholeNumber(body.page ?? body.nextPage, 'page', 0, Number.MAX_SAFE_INTEGER);
  const text = stringField(body, 'query');
  return {
    component,
    selector,
    query: {
      start: window.start.getTime(),
      end: window.end.getTime(),
      ...(text ? { text } : {}),
      labels: { ...selector.labels, ...labelsOf(body.labels) },
      limit,
      offset,
    },
  };
}
