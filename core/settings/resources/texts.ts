import type { ResourceColumnKey } from './model';

/** Exact strings of seed 002 §2.2 and §8. */
export const RESOURCE_TEXTS = {
  noResources: 'No resources found',
  linkedToLocalFile: 'Linked to local file',
  viewDetails: 'View details',
  save: 'Save',
  update: 'Update',
} as const;

/** R002-2-2-35: the add modal's title. */
export const addResourceTitle = (label: string): string => `Add ${label}`;

/** R002-2-2-10: the first tag, then how many more. */
export const moreTags = (count: number): string => `+${count} more`;

export const resourceCreated = (label: string, name: string): string => `${label} ${name} created`;
export const resourceUpdated = (label: string, name: string): string => `${label} ${name} updated`;
export const resourceDeleted = (label: string, name: string): string => `${label} ${name} deleted`;
export const deleteResourceTitle = (label: string): string => `Delete ${label}`;
export const deleteResourceMessage = (name: string): string => `${name} will be deleted. Its history stays.`;
export const emptyResourceList = (title: string): string => `No ${title.toLowerCase()} yet`;

/** R002-2-2-07: the list's columns, in order. */
export const RESOURCE_COLUMNS: readonly { readonly key: ResourceColumnKey; readonly label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'source', label: 'Source' },
  { key: 'schedule', label: 'Schedule' },
  { key: 'namespace', label: 'Namespace' },
  { key: 'jobStatus', label: 'Job Status' },
  { key: 'lastRun', label: 'Last Run' },
  { key: 'lastFailed', label: 'Last Failed' },
  { key: 'tags', label: 'Tags' },
  { key: 'created', label: 'Created' },
  { key: 'updated', label: 'Updated' },
  { key: 'createdBy', label: 'Created By' },
];

/** The edit page's tab labels. */
export const RESOURCE_TAB_LABELS = { spec: 'Spec', manageTeam: 'Members', jobHistory: 'Job History' } as const;

/** R002-9-17: the schedule dropdown. */
export const SCHEDULE_OPTIONS = [
  '@every 30s', '@every 1m', '@every 5m', '@every 30m', '@hourly', '@every 6h', '@daily', '@weekly',
] as const;

/** What a topology spec does here beside its components (issue 21): saved and checked, not run. */
export const TOPOLOGY_NOT_RUN_NOTE =
  "The built-in backend creates the components listed in the spec's components list; lookups and scripts are saved and validated but not run.";

/** R002-2-2-36: the health-check add modal's help link. */
export const HEALTH_CHECK_DOCS = { label: 'Health check docs', url: 'https://flanksource.com/docs/guide/canary-checker' } as const;

/** Seed 002 §2.2 'Team members panel' and §8's team messages. */
export const TEAM_TEXTS = {
  noMembers: "You haven't added any team members to the team yet.",
  addMembers: 'Add Members',
  removeUser: 'Remove user',
  addUsersTitle: 'Add users to the team',
  add: 'Add',
  everyoneIsMember: 'Everyone is in this team already.',
} as const;
export const memberRemoved = (name: string): string => `${name} removed from team successfully`;
export const membersAdded = (names: readonly string[]): string => `${names.join(', ')} added to the team successfully`;
