import type { LogsRequest } from '../../core/logs';

/** The body of POST /api/logs (reference §4.5): id and name, plus the search and its time range. */
export function logsRequestBody(request: LogsRequest): Record<string, string> {
  return {
    id: request.componentId,
    ...(request.selector ? { name: request.selector } : {}),
    ...(request.query ? { query: request.query } : {}),
    start: request.start,
  };
}
