/** The exact user-facing strings of the agents page (seed 000 §2.7, §4, §5). */

export const AGENTS_BREADCRUMB = 'Agents';
/** Seed 000 §2.7: the page's refresh button, named for screen readers. */
export const REFRESH_AGENTS = 'Refresh agents';
/** Seed 002 §8: an empty list shows a placeholder. */
export const AGENTS_EMPTY = 'No agents yet';
export const AGENT_COLUMNS = [
  'Name', 'Configs', 'Checks', 'Scrapers', 'Playbook Runs', 'Status', 'Last Pushed', 'Created At', 'Updated At', 'Created By',
] as const;

/** Seed 000 §2.7: the add button, shown to who may write agents. */
export const ADD_AGENT = 'Add agent';
export const CREATE_AGENT_TITLE = 'Create Agent';
export const EDIT_AGENT_TITLE = 'Edit Agent';
/** Seed 000 §4: a new agent's form button; it creates the agent and moves on to the install instructions. */
export const NEXT_BUTTON = 'Next';
/** Seed 000 §4: an existing agent's form button. */
export const SAVE_BUTTON = 'Save';

export const INSTALL_TITLE = 'Installation Instructions';
export const INSTALL_TABS = { helm: 'Helm CLI', flux: 'Flux' } as const;
export const INSTALL_INTRO = 'Copy the following command to install agent';
/** Seed 000 §2.7: the token is never shown again. */
export const TOKEN_SHOWN_ONCE = 'The access token is shown only once: copy it now, it cannot be shown again.';

export const DELETE_RESOURCES_TITLE = 'Delete Agents Resources';
export const DELETE_RESOURCES_QUESTION = 'Would you like to delete resources created by agent?';
export const DELETE_AGENT_TITLE = 'Delete Agent';
export const DELETE_AGENT_QUESTION = 'Are you sure you want to delete agent?';
export const YES = 'Yes';
export const NO = 'No';

export const AGENT_CREATED = 'Agent created';
export const AGENT_UPDATED = 'Agent updated';
export const AGENT_DELETED = 'Agent deleted';

export const STATUS_ONLINE = 'online';
export const STATUS_OFFLINE = 'offline';
