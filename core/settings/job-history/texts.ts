/** Seed 002 §2.2's words for the Jobs History screen (the sidebar's label is the area's). */
export const JOBS_TITLE = 'Jobs History';
export const JOBS_DESCRIPTION = 'The runs of the background jobs: scrapes, check syncs, cleanups, agent pushes.';
export const JOBS_EMPTY = 'No job runs in this range';
export const JOBS_LOAD_ERROR = 'Could not load the job history';

/** The table's columns, in order. */
export const JOB_COLUMNS = [
  { key: 'name', label: 'Job Name' },
  { key: 'resourceName', label: 'Resource' },
  { key: 'resourceType', label: 'Resource Type' },
  { key: 'agent', label: 'Agent' },
  { key: 'timeStart', label: 'Started' },
  { key: 'durationMillis', label: 'Duration' },
  { key: 'successCount', label: 'Success Count' },
  { key: 'errorCount', label: 'Error Count' },
  { key: 'status', label: 'Status' },
] as const;
export type JobColumnKey = (typeof JOB_COLUMNS)[number]['key'];

export const JOB_FILTER_LABELS = {
  name: 'Name',
  resourceType: 'Resource Type',
  status: 'Status',
  runDuration: 'Run Duration',
  all: 'All',
  excluded: (value: string) => `All but ${value}`,
  atLeast: (duration: string) => `At least ${duration}`,
} as const;

/** Seed 002 §2.2: the detail modal's tabs, in the order the first non-empty one is picked. */
export const JOB_DETAIL_TABS = {
  errors: 'Errors',
  scrapeSummary: 'Scrape Summary',
  reconcileSummary: 'Reconcile Summary',
} as const;
export type JobDetailTab = keyof typeof JOB_DETAIL_TABS;
export const JOB_DETAILS_BUTTON = 'Details';
export const jobDetailsTitle = (name: string): string => `${name} details`;
