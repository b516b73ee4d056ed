export { ServerLogBuffer, serverLogs, DEFAULT_SERVER_LOG_CAPACITY } from './server-log-buffer';
export { requestLog, captureConsole, followCheckRuns, noteRequestComponent } from './capture';
export {
  BACKEND_FACTORIES, DEFAULT_LOGS_LIMIT, DEFAULT_LOGS_START, DEFAULT_LOGS_TIMEOUT_MS, MAX_LOGS_LIMIT, LogsError,
  chooseSelector, findComponent, resolveLogsRequest, searchSelector, type ComponentRef, type LogsOptions, type SelectorSearch,
} from './component-logs';
export { parseTimePoint, parseTimeWindow, type TimeWindow } from './time-window';
export type { LogEntry, LogPage, LogQuery } from './log-query';
export type { BackendFactory, LogBackend } from './backends/backend';
export { logFileName } from './backends/files-backend';
