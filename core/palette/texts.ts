/** The palette's own words (issue 22 names its verbs). */
export const PALETTE_PLACEHOLDER = 'Search checks, components, configs, incidents, playbooks, people and pages…';
export const PALETTE_SEARCHING = 'Searching…';
export const PALETTE_NOTHING_FOUND = 'Nothing matches';
export const PALETTE_TYPE_MORE = 'Type another letter to search checks, components, configs, incidents, playbooks and people';
export const PALETTE_SEARCH_FAILED = 'The search failed';

export const runningCheck = (name: string) => `Running check ${name}…`;
export const runCheckLabel = (name: string) => `Run check ${name}`;
export const CREATE_INCIDENT_VERB = 'Create incident…';
export const createIncidentOnLabel = (name: string) => `Create incident… with ${name}`;
export const runPlaybookLabel = (playbook: string, resource: string) => `Run playbook ${playbook} on ${resource}`;
export const goToLabel = (name: string) => `Go to ${name}`;
export const TOGGLE_DARK_MODE = 'Toggle dark mode';

/** Where the recent picks are kept in this browser. */
export const PALETTE_RECENT_KEY = 'palette.recent';
