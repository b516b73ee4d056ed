import { DomainError, resolveTimeRange, timeRangeUrl, filterParams, type Clock, type CollectionPolicy, type CollectionQuery, type TimeRangeOption } from '../shared';
import type { PlaybookRunRow, RunListQuery, RunStatus } from './model';
import type { PlaybookRunPort } from './ports';
import { RUN_STATUSES, storedStatuses } from './rules/run-status';
import { RUNS_TEXTS } from './texts';

/** Seed 002 §9: 150 runs a page; the last 7 days unless another range is chosen. */
export const RUNS_PAGE_SIZE = 150;
export const RUNS_DEFAULT_RANGE: TimeRangeOption = { type: 'relative', display: '7 days', range: 'now-7d' };
export const RUNS_RANGE = timeRangeUrl(RUNS_DEFAULT_RANGE);

const isStatus = (value: string): value is RunStatus => (RUN_STATUSES as readonly string[]).includes(value);

/** The runs list's page and filters (playbook, status, time range) as the port's query, the range resolved at `now`. */
export function runListQuery(query: CollectionQuery, now: Date): RunListQuery {
  const range = resolveTimeRange(RUNS_RANGE.parse(filterParams(query.filter)), now);
  const status = query.filter.status ?? '';
  if (status !== '' && !isStatus(status)) throw new DomainError('invalid', `Unknown status ${status}`);
  return {
    pageIndex: query.pageIndex,
    pageSize: query.pageSize ?? RUNS_PAGE_SIZE,
    playbookId: query.filter.playbook || undefined,
    statuses: isStatus(status) ? storedStatuses(status) : undefined,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
  };
}

export const runKey = (row: PlaybookRunRow): string => row.id;

/** /playbooks/runs (seed 002 §2.3) on the collection kit: read-only, newest first, its filters in the URL. */
export function playbookRunsPolicy(port: PlaybookRunPort, clock: Clock): CollectionPolicy<PlaybookRunRow> {
  return {
    id: 'playbookRuns',
    key: runKey,
    provider: { list: (query) => port.list(runListQuery(query, clock.now())) },
    exportTable: (query) => port.exportTable(runListQuery(query, clock.now())),
    query: { pageSize: RUNS_PAGE_SIZE },
    permissions: { create: () => false, edit: () => false, remove: () => false },
    texts: { empty: RUNS_TEXTS.empty },
  };
}
