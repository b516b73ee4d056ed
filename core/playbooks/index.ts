export type {
  Playbook, PlaybookDraft, PlaybookTarget, PlaybookParameter, ResourceOption, LookupKind, LookupQuery, RunRequest, RunTarget,
} from './model';
export { PlaybookPort, PlaybookRunPort } from './ports';
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
