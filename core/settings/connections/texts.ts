/** Settings → Connections' words (seed 002 §2.2, §8). */
export const CONNECTIONS_TITLE = 'Connections';
export const CONNECTIONS_DESCRIPTION = 'The credentials and addresses health checks, scrapers, playbooks and notifications use to reach other systems.';
export const CONNECTIONS_EMPTY = 'No connections found';
export const CONNECTIONS_LOAD_ERROR = 'Could not load the connections';
export const ADD_CONNECTION = 'Add Connection';
export const EDIT_CONNECTION = 'Edit Connection';
export const DELETE_CONNECTION_TITLE = 'Delete Connection';
export const deleteConnectionMessage = (name: string): string => `Are you sure you want to delete ${name}?`;
export const CHOOSE_CONNECTION_TYPE = 'Choose a connection type';
export const CONNECTION_FORM_BUTTONS = { save: 'Save', back: 'Back', test: 'Test Connection' } as const;

/** R002-8-01..03. */
export const CONNECTION_MESSAGES = {
  created: 'Connection added successfully',
  updated: 'Connection updated successfully',
  deleted: 'Connection deleted successfully',
} as const;

/** R002-8-17, R002-8-29..31: what the connection test dialog says. */
export const CONNECTION_TEST_MESSAGES = {
  title: 'Test Connection',
  testing: 'Testing connection…',
  passed: 'Connection successful',
  failed: 'Testing connection failed!',
  unsupported: 'We currently do not support testing this connection type',
} as const;

/** R002-2-2-47: the table's columns. */
export const CONNECTION_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'namespace', label: 'Namespace' },
  { key: 'type', label: 'Type' },
  { key: 'createdBy', label: 'Created By' },
  { key: 'createdAt', label: 'Created' },
  { key: 'updatedAt', label: 'Updated' },
] as const;
export type ConnectionColumnKey = (typeof CONNECTION_COLUMNS)[number]['key'];
