import type { ServerConfig } from '../../config';
import type { LogPage, LogQuery } from '../log-query';

/** What a backend is asked to search: the component the selector belongs to, and the query. */
export interface BackendRequest {
  component: { id: string; name: string; externalId: string; type?: string };
  query: LogQuery;
  signal: AbortSignal;
}

export interface LogBackend {
  search(request: BackendRequest): Promise<LogPage>;
}

/** A logging_backends row: its name and the spec whose single key names the backend type. */
export interface BackendRow {
  name: string;
  spec: Record<string, unknown>;
}

export interface BackendContext {
  config: ServerConfig;
}

/** Builds a backend of one type from the settings under its key in the spec. */
export type BackendFactory = (settings: Record<string, unknown>, context: BackendContext, row: BackendRow) => LogBackend;

/** A configuration the backend cannot work with: answered 400-class, naming the backend. */
export class BackendConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackendConfigError';
  }
}

/** The spec key naming the backend type: the first key other than the shared settings. */
export function backendType(spec: Record<string, unknown>): string | undefined {
  return Object.keys(spec).find((key) => key !== 'timeout' && key !== 'labels');
}
