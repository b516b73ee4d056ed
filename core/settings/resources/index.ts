export type {
  ResourceKind, ResourceKindDefinition, ResourceTab, ResourceColumnKey, ResourceAgent, ResourceAuthor, SettingsResource, ResourceDraft,
  ResourceWrite, TeamPerson,
} from './model';
export { RESOURCE_KINDS } from './model';
export {
  RESOURCE_TEXTS, RESOURCE_COLUMNS, SCHEDULE_OPTIONS, TOPOLOGY_NOT_RUN_NOTE, TEAM_TEXTS, addResourceTitle, moreTags, emptyResourceList,
} from './texts';
export { RESOURCE_KIND_DEFINITIONS, resourceKind, resourceEditPath, specEditorOf } from './rules/kinds';
export { resourceColumns, sourceLabel, resourceAgent, tagsSummary } from './rules/columns';
export { applyEditorText, labelsOf } from './rules/editor-text';
export { DEFAULT_NAMESPACE, emptyResourceDraft, draftOf, validateResourceDraft, resourceWrite, canWriteResource } from './rules/draft';
export { SettingsResourcePort, TeamMemberPort } from './ports';
export { resourceKey, resourcesPolicy } from './policy';
export {
  createResourceEditorMachine, type ResourceEditorMachine, type ResourceEditorInput, type ResourceEditorEvent, type ResourceEditorEmitted,
  type ResourceNavigate, type ResourceTextField,
} from './machines/resource-editor.machine';
export {
  selectResourceEditorView, selectTeamMembersView, resourceFieldsView, type ResourceEditorView, type ResourceFieldsView, type TeamMembersView,
} from './selectors';
export { createTeamMembersMachine, type TeamMembersMachine, type TeamMembersEvent, type TeamMembersInput } from './machines/team-members.machine';
export { bindSettingsResourcePorts, SettingsResourceMachines, type SettingsResourcePorts, type ResourceListMachine } from './bind';
export {
  CANARY_TYPES, CUSTOM_CANARY_TYPE, canaryTypeOf, canarySpecFor, type CanaryType, type CanaryFormFamily,
} from './rules/canary-types';
export {
  CANARY_FORMS, HTTP_METHODS, HTTP_RESPONSE_CODES, HTTP_AUTHENTICATION, canaryEntry, canaryFieldValue, setCanaryField, canaryFieldShown,
  validateCanaryForm, type CanaryFormField,
} from './rules/canary-forms';
