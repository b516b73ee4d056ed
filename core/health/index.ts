export type * from './model';
export { HealthPort, type HealthLiveRows } from './ports';
export * from './texts';
export * from './rules';
export {
  healthDashboardMachine, healthUrl, SEARCH_DEBOUNCE_MS,
  type HealthDashboardContext, type HealthDashboardEmitted, type HealthDashboardEvent, type HealthDashboardInput,
} from './machines/health-dashboard.machine';
export {
  checkDetailMachine,
  type CheckDetailContext, type CheckDetailEmitted, type CheckDetailEvent, type CheckDetailInput, type HistoryPage,
  type HistoryRequest, type LoadedCheck,
} from './machines/check-detail.machine';
export { checkDetailPath, selectConfigChecksView, type ConfigChecksView } from './machines/config-checks.machine';
export { bindHealthPorts, HealthMachines, type HealthPorts } from './bind';
export * from './selectors';
