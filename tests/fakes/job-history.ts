import type { JobHistoryPort, JobHistoryQuery, JobRun, JobSortColumn } from '../../core/settings/job-history';
import type { CollectionPage, ExportTable, TriStateMap } from '../../core/shared';
import { ScriptedPort } from './scripted-port';

/** As `in.(…)` and `not.in.(…)` answer: the included values only when any are included, never an excluded one. */
function passesTriState(value: string, map: TriStateMap): boolean {
  const included = Object.keys(map).filter((key) => map[key] === 1);
  if (map[value] === -1) return false;
  return included.length === 0 || included.includes(value);
}

const sortValue = (run: JobRun, column: JobSortColumn): string | number => {
  const value = run[column];
  return value === undefined ? '' : value;
};

/** The job history in memory, filtered, sorted and paged as `job_histories` answers (tests/contracts/jobs.contract.ts). */
export class FakeJobHistoryPort extends ScriptedPort<'list' | 'names'> implements JobHistoryPort {
  private runs: JobRun[] = [];

  set(runs: readonly JobRun[]): this {
    this.runs = [...runs];
    return this;
  }

  async list(query: JobHistoryQuery): Promise<CollectionPage<JobRun>> {
    await this.enter('list', query);
    const matching = this.runs.filter((run) => {
      const created = new Date(run.createdAt).getTime();
      return (
        passesTriState(run.name, query.names) &&
        passesTriState(run.resourceType, query.resourceTypes) &&
        passesTriState(run.status, query.statuses) &&
        (query.resourceId === undefined || run.resourceId === query.resourceId) &&
        (query.minDurationMs === undefined || (run.durationMillis ?? -1) >= query.minDurationMs) &&
        created >= query.from.getTime() &&
        created <= query.to.getTime()
      );
    });
    const { column, desc } = query.sort;
    const sorted = [...matching].sort((a, b) => {
      const x = sortValue(a, column);
      const y = sortValue(b, column);
      const order = x < y ? -1 : x > y ? 1 : a.id.localeCompare(b.id);
      return desc ? -order : order;
    });
    const start = query.pageIndex * query.pageSize;
    return { rows: sorted.slice(start, start + query.pageSize), total: matching.length };
  }

  /** The filters as the fake reads them (the HTTP adapter's is PostgREST's query string). */
  exportTable(query: JobHistoryQuery): ExportTable {
    const { pageIndex: _page, pageSize: _size, ...filters } = query;
    return { name: 'job_histories', relation: 'job_histories', query: JSON.stringify(filters) };
  }

  async names(): Promise<string[]> {
    await this.enter('names');
    return [...new Set(this.runs.map((run) => run.name))].sort();
  }
}
