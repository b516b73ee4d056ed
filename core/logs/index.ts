export type { LogLine, LogsResult, LogComponent } from './model';
export { LOGS_TEXTS } from './texts';
export { LogsPort } from './ports';
export {
  DEFAULT_LOGS_START, LOGS_SEARCH_DEBOUNCE_MS, parseLogsQuery, serialiseLogsQuery, sameLogsQuery, logsRequest,
  type LogsQuery, type LogsRequest,
} from './rules/logs-query';
export { componentOptions, selectorOptions, chooseSelector, type PickerOption } from './rules/pickers';
export {
  LOGS_COLUMNS, DEFAULT_COLUMN_SIZES, LOGS_ROW_ESTIMATE_PX, LOGS_COLUMN_SIZES_KEY,
  LOGS_COLUMN_SIZES_DEBOUNCE_MS, readColumnSizes, writeColumnSizes, columnSizes,
  type LogsColumn, type ColumnSize, type ColumnSizes,
} from './rules/table';
export {
  LOG_CONTEXT_LINES, canSelectLogRows, toggleRow, withContext, logEvidence, type LogEvidence, type LogEvidencePayload,
} from './rules/evidence';
export { logsTableMessage } from './rules/messages';
export {
  logsPageMachine, LOGS_URL, type LogsPageContext, type LogsPageEvent, type LogsPageEmitted, type LogsPageInput,
} from './machines/logs-page.machine';
export { selectLogsPageView, type LogsPageView } from './selectors';
export { bindLogsPorts, LogsMachines, type LogsPorts } from './bind';
