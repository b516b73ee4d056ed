import type { Clock, CollectionPolicy } from '../../shared';
import type { JobRun } from './model';
import type { JobHistoryPort } from './ports';
import { JOB_FILTER_DEFAULTS, JOBS_PAGE_SIZE, jobHistoryQuery } from './rules';
import { JOBS_EMPTY } from './texts';

export const jobKey = (row: JobRun): string => row.id;

/**
 * Settings → Jobs History (seed 002 §2.2, §9) on the collection kit: read only, 50 runs a page, newest
 * first, its filters and time range in the URL; each load resolves the range at the clock's now.
 */
export function jobsPolicy(port: JobHistoryPort, clock: Clock): CollectionPolicy<JobRun> {
  return {
    id: 'jobs',
    key: jobKey,
    provider: { list: (query) => port.list(jobHistoryQuery(query, clock.now())) },
    exportTable: (query) => port.exportTable(jobHistoryQuery(query, clock.now())),
    query: { pageSize: JOBS_PAGE_SIZE, sort: { column: 'createdAt', desc: true }, filter: JOB_FILTER_DEFAULTS },
    permissions: { create: () => false, edit: () => false, remove: () => false },
    texts: { empty: JOBS_EMPTY },
  };
}
