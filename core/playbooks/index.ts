export type {
  Playbook, PlaybookDraft, PlaybookTarget, PlaybookParameter, ResourceOption, LookupKind, LookupQuery, RunRequest, RunTarget,
} from './model';
export { PlaybookPort, PlaybookRunPort, type PlaybookLiveRows } from './ports';
export * from './texts';
export { PLAYBOOK_SPEC_SCHEMA, PARAMETER_TYPES } from './spec-schema';
export { checkSchema, formatSchemaPath, type JsonSchema, type SchemaProblem, type SchemaPath } from './rules/schema-check';
export { readPlaybookSpec, targetsOf, selectorTypes, type SpecProblem } from './rules/spec-text';
export { canWritePlaybooks } from './rules/draft';
export { MEMORY_UNITS, MILLICORE_SUFFIX, splitBytes, joinBytes, joinMillicores, type MemoryUnit } from './rules/parameters';
export { groupPlaybooks, selectRunDialogView, runnableOf, type PlaybookGroup, type RunDialogView, type RunFieldView } from './selectors';
export { RESOURCE_FIELD, runDialogMachine, type RunDialogInput, type RunDialogPlaybook, type RunDialogEvent, type Lookup } from './machines/run-dialog.machine';
export { playbookKey, playbooksPolicy } from './policy';
export { bindPlaybooksPorts, PlaybooksMachines, type PlaybooksPorts } from './bind';
export { PLAYBOOK_RUNS_PATH, playbookRunPath } from './rules/paths';
export type { RunStatus, ActionStatus, PlaybookRunRow, PlaybookRunAction, PlaybookRunDetail, RunListQuery, RunStateChange } from './model';
export { RUN_STATUSES, ACTION_STATUSES, RUN_STATUS_ICONS, shownStatus, runEnded, runStatusColour, type RunStatusIcon } from './rules/run-status';
export { RUNS_PAGE_SIZE, RUNS_DEFAULT_RANGE, runKey } from './runs-policy';
export { selectRunDetailView, resourceText, runDurationText, type RunDetailView, type RunStepView } from './run-views';
export { type RunDetailInput } from './machines/run-detail.machine';
export { selectPlaybookFilterOptions } from './machines/playbook-names.machine';
export { selectApplicablePlaybooksView } from './machines/applicable-playbooks.machine';
export { showsPlaybooksMenu, type PlaybooksMenuContext } from './rules/menu';
export {
  CONFIG_RUNS_PAGE_SIZE, selectConfigRunsView, type ConfigRunsView, type ConfigRunView,
} from './config-runs-selectors';
