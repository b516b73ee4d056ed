import type { LogComponent, LogLine, LogsPort, LogsRequest, LogsResult } from '../../core/logs';
import { DomainError, type ExportTable } from '../../core/shared';
import type { LogSelector } from '../../core/topology';
import type { HttpClient } from './client';
import { decode } from './codecs/decode';
import { LogComponentRowsCodec, LogSelectorRowsCodec, LogsResponseCodec } from './codecs/logs';
import { logsRequestBody } from './logs-body';
import { from } from './postgrest';
import type { PostgrestClient } from './postgrest-client';

const present = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : value);

const labelsOf = (labels: Record<string, unknown> | null | undefined): Record<string, string> | undefined =>
  labels
    ? Object.fromEntries(Object.entries(labels).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]))
    : undefined;

const compact = <T>(record: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;

/** Component logs over PostgREST (which components have logs) and POST /logs (reference §4.5). */
export class HttpLogsAdapter implements LogsPort {
  constructor(
    private readonly http: HttpClient,
    private readonly db: PostgrestClient,
  ) {}

  async componentsWithLogs(): Promise<LogComponent[]> {
    const page = await this.db.select(from('components_with_logs').select('id,name,icon,type,agent_id').order('name'), LogComponentRowsCodec);
    return page.rows.map((row) =>
      compact<LogComponent>({ id: row.id, name: row.name, icon: present(row.icon), type: present(row.type), agentId: present(row.agent_id) }),
    );
  }

  async logSelectors(componentId: string): Promise<LogSelector[]> {
    const page = await this.db.select(from('components').eq('id', componentId).select('log_selectors'), LogSelectorRowsCodec);
    const row = page.rows[0];
    if (!row) throw new DomainError('not_found', `Component ${componentId} not found`);
    return (row.log_selectors ?? []).map((selector) => compact<LogSelector>({ name: selector.name, labels: labelsOf(selector.labels) }));
  }

  async search(request: LogsRequest): Promise<LogsResult> {
    const response = await this.http.request('/logs', { method: 'POST', body: logsRequestBody(request) });
    const body = decode(LogsResponseCodec, response.data, 'POST /logs');
    const lines = (body.results ?? []).map((line) =>
      compact<LogLine>({
        timestamp: line.timestamp ?? '',
        message: line.message,
        labels: labelsOf(line.labels),
        count: line.count ?? undefined,
        firstObserved: present(line.firstObserved),
        lastObserved: present(line.lastObserved),
      }),
    );
    return body.total === null || body.total === undefined ? { lines } : { total: body.total, lines };
  }

  /** The search's fields as parameters of /api/export/logs, and the body of POST /logs where that route does not exist. */
  exportTable(request: LogsRequest): ExportTable {
    return { name: 'logs', relation: 'logs', query: new URLSearchParams(logsRequestBody(request)).toString(), pagedThrough: 'logs' };
  }
}
