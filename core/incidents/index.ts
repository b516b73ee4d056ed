export * from './model';
export * from './texts';
export * from './rules';
export * from './selectors';
export {
  IncidentPort, HypothesisPort, EvidencePort, CommentPort, ResponderPort, IncidentHistoryPort, PeopleDirectoryPort,
} from './ports';
export type { IncidentLiveRows } from './ports';
export type { IncidentToast, IncidentRefetch } from './machines/emitted';
export {
  incidentStatusMachine, type IncidentStatusContext, type IncidentStatusEvent, type IncidentStatusEmitted, type IncidentStatusInput,
} from './machines/incident-status.machine';
export {
  hypothesisNodeMachine, HYPOTHESIS_MENU, type HypothesisNodeContext, type HypothesisNodeEvent, type HypothesisNodeEmitted,
  type HypothesisNodeInput, type ChildForm,
} from './machines/hypothesis-node.machine';
export {
  createCommentsMachine, saveCommentWith, type CommentsContext, type CommentsEvent, type CommentsEmitted, type CommentsInput,
  type CommentsMachine, type SaveCommentInput,
} from './machines/comments.machine';
export {
  createIncidentMachine, type CreateIncidentContext, type CreateIncidentEvent, type CreateIncidentEmitted, type CreateIncidentInput,
} from './machines/create-incident.machine';
export {
  incidentDetailsMachine, type IncidentDetailsContext, type IncidentDetailsEvent, type IncidentDetailsEmitted,
  type IncidentDetailsInput,
} from './machines/incident-details.machine';
export { bindIncidentPorts, IncidentMachines, type IncidentPorts } from './bind';
export { ConfigLookupPort, EvidenceSearchPort } from './ports';
export {
  incidentListMachine, type IncidentListContext, type IncidentListEvent, type IncidentListEmitted, type IncidentListInput,
} from './machines/incident-list.machine';
export {
  incidentPageMachine, type IncidentPageContext, type IncidentPageEvent, type IncidentPageEmitted, type IncidentPageInput, type IncidentPageParts,
  type DetailTabName,
} from './machines/incident-page.machine';
export {
  definitionOfDoneMachine, type DefinitionOfDoneContext, type DefinitionOfDoneEvent, type DefinitionOfDoneEmitted,
  type DefinitionOfDoneInput,
} from './machines/definition-of-done.machine';
export {
  responderWizardMachine, type ResponderWizardContext, type ResponderWizardEvent, type ResponderWizardEmitted,
  type ResponderWizardInput,
} from './machines/responder-wizard.machine';
export {
  evidenceWizardMachine, type EvidenceWizardContext, type EvidenceWizardEvent, type EvidenceWizardEmitted,
  type EvidenceWizardInput,
} from './machines/evidence-wizard.machine';
export {
  attachToIncidentMachine, type AttachToIncidentContext, type AttachToIncidentEvent, type AttachToIncidentEmitted,
  type AttachToIncidentInput,
} from './machines/attach-to-incident.machine';
export {
  configLookupMachine, NO_LOOKUP, type ConfigLookupEvent, type ConfigLookupInput, type ConfigLookupReport, type ConfigLookupState,
} from './machines/config-lookup.machine';
export { bindIncidentScreenPorts, IncidentScreenMachines, type IncidentScreenPorts } from './screens-bind';
