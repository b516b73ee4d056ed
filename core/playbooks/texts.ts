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
