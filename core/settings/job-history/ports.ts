import { serviceIdentifier, type CollectionPage, type ExportTable } from '../../shared';
import type { JobHistoryQuery, JobRun } from './model';

/** The job history (reference §2.7 `job_histories`, `job_history_names`). Failures reject with a DomainError. */
export interface JobHistoryPort {
  list(query: JobHistoryQuery): Promise<CollectionPage<JobRun>>;
  /** Where the whole filtered list is read from, for its export. */
  exportTable(query: JobHistoryQuery): ExportTable;
  /** Every job name there is a run of, sorted (the name filter's choices). */
  names(): Promise<string[]>;
}
export const JobHistoryPort = serviceIdentifier<JobHistoryPort>('JobHistoryPort');
