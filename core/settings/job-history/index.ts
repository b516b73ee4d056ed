export type { JobRun, JobDetails, JobHistoryQuery, JobStatus, JobSortColumn } from './model';
export { JobHistoryPort } from './ports';
export {
  JOBS_TITLE, JOBS_DESCRIPTION, JOBS_EMPTY, JOBS_LOAD_ERROR, JOB_COLUMNS, JOB_FILTER_LABELS, JOB_DETAIL_TABS, JOB_DETAILS_BUTTON,
  jobDetailsTitle, type JobColumnKey, type JobDetailTab,
} from './texts';
export {
  JOBS_PAGE_SIZE, DEFAULT_JOB_STATUS_FILTER, DEFAULT_JOB_TIME_RANGE, FILTERABLE_JOB_STATUSES, JOB_RESOURCE_TYPES, JOB_FILTER_DEFAULTS,
  jobHistoryQuery, jobHistoryTabSearch, jobResourceLink, jobDetailTabs, formatRunDuration, jobStatusColour,
} from './rules';
export { jobFilterBar, jobRow, selectJobNames, type JobFilterBar, type JobFilter, type JobFilterOption, type JobRow } from './selectors';
export { jobKey, jobsPolicy } from './policy';
export { bindJobsPorts, JobsMachines, type JobsPorts, type JobNamesMachine } from './bind';
