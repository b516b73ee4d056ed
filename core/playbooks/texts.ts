/** The playbooks screens' words; the quoted ones are seed 002 §8's. */
export const PLAYBOOKS_TITLE = 'Playbooks';
export const PLAYBOOKS_DESCRIPTION = 'Actions to run on a config item, a component or a health check.';
export const PLAYBOOKS_EMPTY = 'No playbooks yet';
export const ADD_PLAYBOOK = 'Add playbook';
/** Seed 002 §2.3 (gated on write on playbooks, permissions.md). */
export const EDIT_PLAYBOOK = 'Edit Playbook';
export const DELETE_PLAYBOOK_TITLE = 'Delete playbook';
export const deletePlaybookMessage = (name: string): string => `Are you sure you want to delete ${name}?`;
/** Seed 002 §2.3: the group of playbooks that name no category. */
export const OTHER_CATEGORY = 'Other';

export const PLAYBOOK_MESSAGES = {
  created: 'Playbook Spec created successfully',
  updated: 'Playbook Spec updated successfully',
  deleted: 'Playbook Spec deleted successfully',
  updateFailed: 'Unable to update playbook spec: ',
  deleteFailed: 'Unable to delete playbook spec: ',
} as const;

/** A spec problem as the editor shows it, at its line. */
export const specProblemText = (line: number | undefined, path: string, message: string): string =>
  `${line === undefined ? '' : `Line ${line}: `}${path ? `${path} ` : ''}${message}`;

/** The run dialog's words (seed 000 §2.6). */
export const RUN_TEXTS = {
  title: 'Run Playbook',
  resource: 'Resource',
  parameters: 'Playbook Parameters',
  selectResource: 'Please select a resource to see the parameters.',
  noParameters: 'No parameters for this playbook.',
  run: 'Run',
  running: 'Running...',
  search: 'Search',
  noMatches: 'Nothing matches',
} as const;

/** Seed 000 §2.6's names of the resource pickers, by what the spec targets. */
export const TARGET_LABELS = { config: 'Catalog Item', component: 'Component', check: 'Check' } as const;

/** Why a parameter's value is refused (seed 000 §5); an empty required one says REQUIRED_FIELD_MESSAGE. */
export const PARAMETER_MESSAGES = {
  min: (min: string) => `Must be at least ${min}`,
  max: (max: string) => `Must be at most ${max}`,
  minLength: (n: number) => `Must be at least ${n} characters`,
  maxLength: (n: number) => `Must be at most ${n} characters`,
  regex: (regex: string) => `Must match ${regex}`,
  dns1123: 'Must be lowercase alphanumeric labels with hyphens, separated by dots',
  email: 'Must be an email address',
  number: 'Must be a number',
  bytes: 'Must be a size in Mi, Gi or Ti',
  millicores: 'Must be millicores, such as 500m',
  duration: 'Must be a duration such as 30s, 5m or 1h',
  code: (language: string) => `Must be valid ${language.toUpperCase()}`,
  option: 'Must be one of the options',
} as const;

/** The runs screens' words; 'No result' and the download messages are seed 002 §8's. */
export const RUNS_TEXTS = {
  title: 'Playbook Runs',
  description: 'Runs of the playbooks, newest first.',
  empty: 'No runs in this time range',
  allPlaybooks: 'All playbooks',
  allStatuses: 'All statuses',
  initialization: 'Initialization',
  noResult: 'No result',
  downloaded: 'Downloaded logs',
  downloadFailed: 'Failed to download logs',
  approve: 'Approve',
  cancel: 'Cancel',
  rerun: 'Re-run',
  approved: 'Run approved',
  cancelled: 'Run cancelled',
  menu: 'Playbooks',
  noneApply: 'No playbooks apply',
} as const;

/** The runs table's columns, in order. */
export const RUN_COLUMNS = [
  { key: 'playbook', label: 'Playbook' },
  { key: 'status', label: 'Status' },
  { key: 'resource', label: 'Resource' },
  { key: 'requestedBy', label: 'Requested By' },
  { key: 'createdAt', label: 'Created At' },
  { key: 'duration', label: 'Duration' },
] as const;

/** DECISIONS §26: the requester of a run cannot approve it. */
export const OWN_RUN_APPROVAL = 'You cannot approve your own run';
