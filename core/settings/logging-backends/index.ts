export type { LogBackend, LogBackendDraft } from './model';
export { LoggingBackendPort } from './ports';
export {
  LOG_BACKENDS_TITLE, LOG_BACKENDS_DESCRIPTION, LOG_BACKENDS_LOAD_ERROR, ADD_LOG_BACKEND, EDIT_LOG_BACKEND, LOG_BACKEND_COLUMNS,
  type LogBackendColumnKey,
} from './texts';
export { logBackendSpecProblem, parseLogBackendSpec, parseLogBackendLabels } from './rules';
export { logBackendCells, logBackendSubmitLabel, type LogBackendCells } from './selectors';
export { logBackendKey } from './policy';
export { bindLoggingBackendsPorts, LoggingBackendsMachines, type LoggingBackendsPorts } from './bind';
