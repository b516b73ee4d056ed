/** Settings → Log Backends' words (seed 002 §2.2: its label in the Settings menu). */
export const LOG_BACKENDS_TITLE = 'Log Backends';
export const LOG_BACKENDS_DESCRIPTION = 'Where the Logs screen reads a component\'s logs: each log selector names one of these.';
export const LOG_BACKENDS_EMPTY = 'No log backends yet';
export const LOG_BACKENDS_LOAD_ERROR = 'Could not load the log backends';
export const ADD_LOG_BACKEND = 'Add Log Backend';
export const EDIT_LOG_BACKEND = 'Edit Log Backend';
export const DELETE_LOG_BACKEND_TITLE = 'Delete Log Backend';
export const deleteLogBackendMessage = (name: string): string => `Are you sure you want to delete ${name}?`;

/** R002-2-2-98 and R002-4-11: Add or Update, and what each reads while it is pending. */
export const LOG_BACKEND_BUTTONS = {
  add: 'Add',
  adding: 'Saving',
  update: 'Update',
  updating: 'Updating',
} as const;

export const LOG_BACKEND_MESSAGES = {
  created: 'Log backend added',
  updated: 'Log backend updated',
  deleted: 'Log backend deleted',
} as const;

/**
 * Seed 002 §2.2's generic list as logging_backends show it: schedule and namespace hidden, and the job
 * columns left out since a log backend runs no job (integrations_with_status leaves them empty); the
 * Type column says whether the built-in backend can serve it.
 */
export const LOG_BACKEND_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'type', label: 'Type' },
  { key: 'source', label: 'Source' },
  { key: 'labels', label: 'Labels' },
  { key: 'createdAt', label: 'Created' },
  { key: 'updatedAt', label: 'Updated' },
  { key: 'createdBy', label: 'Created By' },
] as const;
export type LogBackendColumnKey = (typeof LOG_BACKEND_COLUMNS)[number]['key'];

export const LOG_BACKEND_SPEC_MESSAGES = {
  notYaml: (reason: string) => `The spec is not valid YAML: ${reason}`,
  notMap: 'The spec must be a map with one log backend type',
  noType: (types: string) => `The spec needs one log backend type (${types})`,
  severalTypes: (types: string) => `The spec names several log backend types (${types}): keep one`,
  notServed: (type: string, types: string) => `${type} is not a log backend type the built-in backend serves (${types})`,
  settingsNotMap: (type: string) => `${type} must be a map of its settings`,
  filesPath: 'files.path: This field is required',
  timeout: 'timeout must be a duration such as 5s, or milliseconds',
  labelsNotMap: 'Labels must be a map of names to values',
} as const;

/** What the Type column adds to a type the built-in backend cannot query (the seeded loki and opensearch ones). */
export const notServedHere = (type: string): string => `${type}: not served by the built-in backend`;
