import type { TriStateMap } from '../../shared';

/** Seed 002 §4 plus SKIPPED (DECISIONS §28) and STALE (a RUNNING row whose server never finished it). */
export type JobStatus = 'RUNNING' | 'SUCCESS' | 'WARNING' | 'FAILED' | 'STOPPED' | 'SKIPPED' | 'STALE';

/** Seed 002 §3's job history record `details`: what a run reports beside its counts. */
export interface JobDetails {
  readonly errors: readonly string[];
  /** A scraper run's per-type counts (added, updated, deleted…), as the server wrote it. */
  readonly scrapeSummary?: unknown;
  /** A reconcile's summary (`details.summary`). */
  readonly reconcileSummary?: unknown;
}

/** One run of a background job (seed 002 §3, reference §2.7 `job_histories`). */
export interface JobRun {
  readonly id: string;
  readonly name: string;
  readonly status: string;
  readonly resourceType: string;
  readonly resourceId: string;
  /** The resource's name, or its raw id when the server knows none. */
  readonly resourceName: string;
  readonly agent?: { readonly id: string; readonly name: string };
  /** ISO timestamps. */
  readonly timeStart: string;
  readonly createdAt: string;
  readonly durationMillis?: number;
  readonly successCount: number;
  readonly errorCount: number;
  readonly details: JobDetails;
}

/** What the Jobs History page asks its port for (seed 002 §7.2 'Job histories'). */
export interface JobHistoryQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly sort: { readonly column: JobSortColumn; readonly desc: boolean };
  readonly names: TriStateMap;
  readonly resourceTypes: TriStateMap;
  readonly statuses: TriStateMap;
  /** Runs that took at least this long. */
  readonly minDurationMs?: number;
  /** Created within this range. */
  readonly from: Date;
  readonly to: Date;
  /** One resource's runs (a scraper's Job History tab). */
  readonly resourceId?: string;
}

export type JobSortColumn = 'name' | 'resourceName' | 'resourceType' | 'status' | 'timeStart' | 'durationMillis' | 'createdAt';
