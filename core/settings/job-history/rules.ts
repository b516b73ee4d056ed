import {
  decodeTriStateFilter, filterParams, resolveTimeRange, timeRangeFilter, timeRangeUrl, type CollectionFilter, type CollectionQuery,
  type TimeRangeOption, type TimeZoneMode,
} from '../../shared';
import type { JobDetails, JobHistoryQuery, JobRun, JobSortColumn, JobStatus } from './model';
import { JOB_DETAIL_TABS, type JobDetailTab } from './texts';

/** Seed 002 §9: 50 rows on this page, newest first, the last two days, successes left out. */
export const JOBS_PAGE_SIZE = 50;
/** Seed 002 §9: a resource's Job History tab (the job page query) reads 150 runs a page. */
export const JOB_TAB_PAGE_SIZE = 150;

/** What a resource's Job History tab opens the jobs history on: that resource, every status, 150 a page. */
export const jobHistoryTabSearch = (resourceId: string): string =>
  `resource_id=${encodeURIComponent(resourceId)}&status=&pageSize=${JOB_TAB_PAGE_SIZE}`;
export const DEFAULT_JOB_STATUS_FILTER = 'SUCCESS:-1';
export const DEFAULT_JOB_TIME_RANGE: TimeRangeOption = { type: 'relative', display: '2 days', range: 'now-2d' };
export const JOB_TIME_RANGE_URL = timeRangeUrl(DEFAULT_JOB_TIME_RANGE);

/** Seed 002 §4 and DECISIONS §28: the statuses the filter offers; STOPPED shows in the table but is not offered. */
export const FILTERABLE_JOB_STATUSES: readonly JobStatus[] = ['RUNNING', 'SUCCESS', 'WARNING', 'FAILED', 'SKIPPED'];

/** DECISIONS §35: the resource types the built-in backend's jobs write. */
export const JOB_RESOURCE_TYPES = ['canary', 'config_scraper', 'topology', 'playbook', 'notification', 'agent', 'system'] as const;

/** The run-duration filter's choices, in milliseconds (`duration_millis=gte.<ms>`). */
export const RUN_DURATION_CHOICES: readonly { readonly ms: number; readonly label: string }[] = [
  { ms: 1_000, label: '1s' },
  { ms: 10_000, label: '10s' },
  { ms: 60_000, label: '1m' },
  { ms: 300_000, label: '5m' },
  { ms: 1_800_000, label: '30m' },
];

/** Seed 002 §2.2: the page's filters and their defaults, each by its URL parameter's name. */
export const JOB_FILTER_DEFAULTS: CollectionFilter = {
  name: '',
  resource_type: '',
  status: DEFAULT_JOB_STATUS_FILTER,
  runDuration: '',
  /** One resource's runs (reference §2.7 `resource_id=eq.`): a Job History tab. */
  resource_id: '',
  ...timeRangeFilter(JOB_TIME_RANGE_URL, DEFAULT_JOB_TIME_RANGE),
};

const SORTABLE: readonly JobSortColumn[] = ['name', 'resourceName', 'resourceType', 'status', 'timeStart', 'durationMillis', 'createdAt'];
const isSortColumn = (column: string): column is JobSortColumn => (SORTABLE as readonly string[]).includes(column);

/** The page's time range, the default when its parameters say none. */
export const jobTimeRange = (filter: CollectionFilter): TimeRangeOption => JOB_TIME_RANGE_URL.parse(filterParams(filter));

/**
 * What the page's collection query asks of the port at `now`: the tri-state filters decoded, the
 * run duration read as milliseconds, the time range resolved to its two moments.
 */
export function jobHistoryQuery(query: CollectionQuery, now: Date, zone: TimeZoneMode = 'local'): JobHistoryQuery {
  const { filter } = query;
  const { from, to } = resolveTimeRange(jobTimeRange(filter), now, zone);
  const duration = Number(filter.runDuration);
  const sort = query.sort && isSortColumn(query.sort.column) ? { column: query.sort.column, desc: query.sort.desc } : { column: 'createdAt' as const, desc: true };
  return {
    pageIndex: query.pageIndex,
    pageSize: query.pageSize ?? JOBS_PAGE_SIZE,
    sort,
    names: decodeTriStateFilter(filter.name),
    resourceTypes: decodeTriStateFilter(filter.resource_type),
    statuses: decodeTriStateFilter(filter.status),
    minDurationMs: filter.runDuration && Number.isFinite(duration) && duration > 0 ? duration : undefined,
    from,
    to,
    resourceId: filter.resource_id || undefined,
  };
}

/**
 * Seed 002 §2.2: where a row links, by its resource's type; undefined when it links nowhere. A config
 * item's type is written `config` or `config_item` by the jobs that work on one.
 */
export function jobResourceLink(run: Pick<JobRun, 'resourceType' | 'resourceId'>): string | undefined {
  if (!run.resourceId) return undefined;
  const id = encodeURIComponent(run.resourceId);
  switch (run.resourceType) {
    case 'agent':
      return `/settings/agents?id=${id}`;
    case 'canary':
      return `/settings/canaries/${id}`;
    case 'config_scraper':
      return `/catalog/scrapers/${id}`;
    case 'topology':
      return `/settings/topologies/${id}`;
    case 'config':
    case 'config_item':
      return `/catalog/${id}`;
    case 'playbook':
      return `/playbooks/${id}`;
    default:
      return undefined;
  }
}

const nonEmpty = (value: unknown): boolean => {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
};

/** Seed 002 §2.2: the detail modal's tabs that have something, in order; none, and the modal is not offered. */
export function jobDetailTabs(details: JobDetails): JobDetailTab[] {
  const present: Record<JobDetailTab, unknown> = {
    errors: details.errors,
    scrapeSummary: details.scrapeSummary,
    reconcileSummary: details.reconcileSummary,
  };
  return (Object.keys(JOB_DETAIL_TABS) as JobDetailTab[]).filter((tab) => nonEmpty(present[tab]));
}

/** A run's duration as the table shows it: 850ms, 4.2s, 3m 5s, 2h 10m. */
export function formatRunDuration(ms: number): string {
  if (ms < 1_000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1).replace(/\.0$/, '')}s`;
  const seconds = Math.round(ms / 1_000);
  if (seconds < 3_600) return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
  return `${Math.floor(seconds / 3_600)}h ${Math.floor((seconds % 3_600) / 60)}m`;
}

/** The colour a status badge is drawn in. */
export function jobStatusColour(status: string): 'green' | 'red' | 'orange' | 'blue' | 'gray' {
  switch (status) {
    case 'SUCCESS':
      return 'green';
    case 'FAILED':
      return 'red';
    case 'WARNING':
    case 'STALE':
      return 'orange';
    case 'RUNNING':
      return 'blue';
    default:
      return 'gray';
  }
}
