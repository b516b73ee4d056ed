import { TIME_RANGE_NAMES, type ParamReader } from '../../shared';

/** Seed 001 §2.9: what the logs page keeps in its URL. */
export interface LogsQuery {
  readonly topologyId?: string;
  readonly logsSelector?: string;
  readonly query?: string;
  /** How far back the logs go; the first preset by default. */
  readonly start: string;
}

export const DEFAULT_LOGS_START: string = TIME_RANGE_NAMES[0]!;

/** Seed 001 §2.9 and §9: the search waits this long after the last keystroke. */
export const LOGS_SEARCH_DEBOUNCE_MS = 500;

const kept = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

export function parseLogsQuery(params: ParamReader): LogsQuery {
  const query: Record<string, string | undefined> = {
    topologyId: kept(params.get('topologyId')),
    logsSelector: kept(params.get('logsSelector')),
    query: params.get('query') || undefined,
  };
  return {
    ...(Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Partial<LogsQuery>),
    start: kept(params.get('start')) ?? DEFAULT_LOGS_START,
  };
}

/** The URL parameters of a query; empty values and the default start are left out. */
export function serialiseLogsQuery(query: LogsQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.topologyId) params.topologyId = query.topologyId;
  if (query.logsSelector) params.logsSelector = query.logsSelector;
  if (query.query) params.query = query.query;
  if (query.start && query.start !== DEFAULT_LOGS_START) params.start = query.start;
  return params;
}

export const sameLogsQuery = (a: LogsQuery, b: LogsQuery): boolean =>
  a.topologyId === b.topologyId && a.logsSelector === b.logsSelector && (a.query ?? '') === (b.query ?? '') && a.start === b.start;

/** What the console asks a log backend for. */
export interface LogsRequest {
  readonly componentId: string;
  /** The log selector; the backend uses the component's first when absent. */
  readonly selector?: string;
  readonly query?: string;
  readonly start: string;
}

export function logsRequest(query: LogsQuery): LogsRequest | undefined {
  if (!query.topologyId) return undefined;
  return {
    componentId: query.topologyId,
    ...(query.logsSelector ? { selector: query.logsSelector } : {}),
    ...(query.query ? { query: query.query } : {}),
    start: query.start,
  };
}
