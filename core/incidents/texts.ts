/** The exact user-facing strings of the incident screens (seed 001 §2, §5, §8). */

// List and create (§2.1, §2.2)
export const INCIDENTS_TITLE = 'Incidents';
export const NO_INCIDENTS = 'There are no incidents matching this criteria.';
export const CREATE_INCIDENT_TITLE = 'Create New Incident';
export const INCIDENT_LIST_COLUMNS = ['Id', 'Type', 'Severity', 'Status', 'Name', 'Age', 'Responders'] as const;
/** Seed 001 §5 names the rule but not its words; a missing value says the shared REQUIRED_FIELD_MESSAGE. */
export const UNKNOWN_SEVERITY_MESSAGE = 'Please choose one of the listed severities';

// Detail (§2.3)
export const INCIDENT_NOT_FOUND = 'Incident not found';
export const DETAIL_TABS = ['Comments', 'Action Plan'] as const;
export const DETAIL_PANELS = ['Details', 'Definition of done', 'Changelog'] as const;

// Hypothesis tree (§2.4)
export const DELETE_HYPOTHESIS_MENU = 'Delete hypothesis';
export const EDIT_TITLE_MENU = 'Edit title';
export const DELETE_HYPOTHESIS_DIALOG = 'Delete hypothesis?';
export const DISPROVE_HYPOTHESIS = 'Disprove Hypothesis';
export const DELETE_HYPOTHESIS = 'Delete Hypothesis';
export const HYPOTHESIS_TITLE_PLACEHOLDER = 'Type name';
export const CREATE_BUTTON = 'Create';
export const addChildLabel = (childType: string) => `Add ${childType}`;
export const createChildTitle = (childType: string) => `Create ${childType}`;

// Comments (§5, §8)
export const SELECT_HYPOTHESIS_MESSAGE = 'Please select any hypothesis';
export const ADD_COMMENT_DETAILS_MESSAGE = 'Please add comment details';

// Definition of done (§2.5)
export const NO_EVIDENCE = 'There are no evidences provided for this incident';
export const NO_EVIDENCE_OUTSIDE_DEFINITION_OF_DONE = 'There are no evidences which are not part of definition of done';
export const LOADING_EVIDENCE = 'Loading evidences please wait....';
export const MARK_AS_RESOLVED = 'Mark as resolved';
export const MARK_AS_NOT_RESOLVED = 'Mark as not resolved';

// Changelog (§2.6)
export const NO_CHANGELOG = 'No changelog found';

// Responders (§2.7, §5, §8)
export const RESPONDER_STEPS = ['Created', 'Acknowledged', 'Resolved', 'Closed'] as const;
export const RESPONDER_WIZARD_STEPS = ['Select Responder', 'Responder Type', 'Save Team Responder'] as const;
export const NO_TEAM_RESPONDERS = 'There were no responders configured for this team.';
export const RESPONDER_FIELD_MESSAGE = 'Please provide valid value';
export const RESPONDER_ADDED = 'Responder added successfully';
export const RESPONDER_DELETED = 'Responder deleted successfully';
/** The select labels of the Jira and planner forms, as the reference console names them. */
export const RESPONDER_LOOKUP_LABELS = {
  jira: { instance: 'Jira Instance', project: 'Project', issueType: 'Issue Type', priority: 'Priority' },
  ms_planner: { instance: 'Microsoft Planner Instance', plan_id: 'Plan', bucket_id: 'Bucket', priority: 'Priority' },
} as const;

// Status change (§2.8, §8)
export const CONTRIBUTING_FACTORS_DIALOG = 'Add contributing factors to definition of done';
export const SELECT_EVIDENCE_MESSAGE = 'Please select atleast one evidence';
export const STATUS_UPDATED = 'Incident status updated successfully';
export const STATUS_UPDATE_FAILED = 'Incident status updated failed';

// Evidence (§4, §8)
export const EVIDENCE_WIZARD_STEPS = ['Evidence type', 'Search', 'Select'] as const;
export const EVIDENCE_DELETE_FAILED = 'Evidence delete failed';
export const REMOVE_FROM_DEFINITION_OF_DONE_FAILED = 'Removing evidence from definition of done failed';
export const ADD_TO_DEFINITION_OF_DONE_FAILED = 'Marking evidence as part of definition of done failed';

/** Seed 001 §9. */
export const DEBOUNCE_MS = {
  search: 400,
  incidentUpdate: 500,
  configLookup: 500,
  hypothesisStatus: 200,
  hypothesisTitle: 1000,
} as const;
export const RESPONDER_HOVER_DELAY_MS = 1000;
export const DEFINITION_OF_DONE_EDITOR_MAX_HEIGHT_PX = 400;
export const MAX_AVATARS = 5;
/** A list of more responder types than this scrolls. */
export const RESPONDER_TYPES_BEFORE_SCROLL = 6;

// Screens (issue 6): words the seed leaves to the console
export const INCIDENT_LIST_DESCRIPTION = 'Incidents under investigation, newest first.';
export const SEARCH_INCIDENTS_PLACEHOLDER = 'Search incidents';
export const ADD_DEFINITION_OF_DONE_ITEM_PLACEHOLDER = 'Add a definition of done item';
export const SCRIPT_LABEL = 'Script (optional CEL expression)';
export const NO_EVIDENCE_FOUND = 'Nothing matches this search';
export const LINK_TO_INCIDENT = 'Link to Incident';
export const NEW_INCIDENT_CHOICE = 'Create a new incident';
export const evidenceAttached = (incidentId: string) => `Evidence added to ${incidentId}`;
export const NO_ROOT_HYPOTHESIS = 'The incident has no root hypothesis to attach evidence to';
export const DONE_LABEL = 'Done';
export const NOT_DONE_LABEL = 'Not done';
