import { serviceIdentifier, type ExportTable } from '../shared';
import type { LogSelector } from '../topology';
import type { LogComponent, LogsResult } from './model';
import type { LogsRequest } from './rules/logs-query';

/**
 * Component logs. Failures reject with a DomainError carrying the backend's message (a log backend
 * that fails or times out).
 */
export const LogsPort = serviceIdentifier<LogsPort>('LogsPort');
export interface LogsPort {
  /** components_with_logs, by name. */
  componentsWithLogs(): Promise<LogComponent[]>;
  /** The component's log selectors (the topology's `logs` of the component). */
  logSelectors(componentId: string): Promise<LogSelector[]>;
  /** POST /api/logs (reference §4.5). */
  search(request: LogsRequest): Promise<LogsResult>;
  /** Where every line of the search is read from, for the table's Export. */
  exportTable(request: LogsRequest): ExportTable;
}
