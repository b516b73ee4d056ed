import { hostname } from 'node:os';
import { NIL_UUID } from '../../core/shared/ids';
import type { Queryable } from '../db/database';
import type { JobKind, JobStatus } from './names';

/** Messages kept in a row's details; the count covers them all. */
const MAX_DETAIL_MESSAGES = 100;

/** What one run of a job did, told by the job as it works. */
export class JobRun {
  successCount = 0;
  readonly errors: string[] = [];
  readonly warnings: string[] = [];
  /** Extra details the row keeps beside errors and warnings (a scrape summary, counts). */
  readonly details: Record<string, unknown> = {};
  private errorCount = 0;
  private outcome: 'SKIPPED' | 'STOPPED' | undefined;
  private thrown = false;

  constructor(readonly startedAt: Date) {}

  success(count = 1): void {
    this.successCount += count;
  }

  error(message: string): void {
    this.errorCount += 1;
    if (this.errors.length < MAX_DETAIL_MESSAGES) this.errors.push(message);
  }

  warn(message: string): void {
    if (this.warnings.length < MAX_DETAIL_MESSAGES) this.warnings.push(message);
  }

  /** The job did not run, for the reason given (DECISIONS §28). */
  skip(reason: string): void {
    this.outcome = 'SKIPPED';
    this.error(reason);
  }

  /** The server stopped it before it finished. */
  stop(): void {
    this.outcome = 'STOPPED';
  }

  /** The job threw: it failed, whatever it had done before. */
  fail(error: unknown): void {
    this.thrown = true;
    this.error(error instanceof Error ? error.message : String(error));
  }

  get errorTotal(): number {
    return this.errorCount;
  }

  /** Errors beside successes make a WARNING, errors alone (or a throw) a FAILED. */
  status(): JobStatus {
    if (this.outcome) return this.outcome;
    if (this.thrown) return 'FAILED';
    if (this.errorCount > 0) return this.successCount > 0 ? 'WARNING' : 'FAILED';
    return this.warnings.length > 0 ? 'WARNING' : 'SUCCESS';
  }

  detailsJson(): Record<string, unknown> {
    return {
      ...this.details,
      ...(this.errors.length > 0 ? { errors: this.errors } : {}),
      ...(this.warnings.length > 0 ? { warnings: this.warnings } : {}),
    };
  }
}

export interface JobTarget {
  /** The resource the job works on; none for the server's own housekeeping. */
  resourceId?: string | null;
  /** The agent that ran it: the built-in agent unless an agent did the work. */
  agentId?: string;
}

export interface RecorderOptions {
  clock?: () => Date;
  /** When the job started, if before the recorder heard of it. */
  startedAt?: Date;
  /** Where a job history row that could not be written is reported; the job itself goes on. */
  log?: (message: string) => void;
}

export interface ActiveJob {
  readonly run: JobRun;
  /** Writes the finished row and trims the job's older rows to its retention; answers its status. */
  finish(): Promise<JobStatus>;
}

const HOSTNAME = hostname();

const INSERT = `INSERT INTO job_history (agent_id, name, success_count, error_count, details, hostname, duration_millis,
    resource_type, resource_id, status, time_start, time_end, created_at)
  VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $11)
  RETURNING id`;

const UPDATE = `UPDATE job_history SET success_count = $2, error_count = $3, details = $4::jsonb, duration_millis = $5,
    status = $6, time_end = $7
  WHERE id = $1`;

// One pass over the job's finished rows for this resource (never more than its retention and the newest).
const TRIM = (resourceCondition: string) => `DELETE FROM job_history WHERE id IN (
  SELECT id FROM (
    SELECT id, status = 'SUCCESS' AS ok, row_number() OVER (PARTITION BY status = 'SUCCESS' ORDER BY created_at DESC) AS n
    FROM job_history
    WHERE name = $1 AND resource_type = $2 AND ${resourceCondition} AND status <> 'RUNNING'
  ) ranked
  WHERE n > CASE WHEN ok THEN $3::int ELSE $4::int END)`;

/**
 * The one job-history recorder (DECISIONS §35): every background job of the server tells it what it
 * is and what it did, and it writes the `job_history` row the Jobs History screen, the Job History
 * tabs and the *_with_status views read. A row that cannot be written is logged; the job goes on.
 */
export async function beginJob(db: Queryable, kind: JobKind, target: JobTarget = {}, options: RecorderOptions = {}): Promise<ActiveJob> {
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.error(message));
  const run = new JobRun(options.startedAt ?? clock());
  const resourceId = target.resourceId ?? null;
  const agentId = target.agentId ?? NIL_UUID;
  const what = `job ${kind.name}${resourceId ? ` (${resourceId})` : ''}`;

  let runningId: string | undefined;
  if (kind.announce) {
    try {
      const { rows } = await db.query<{ id: string }>(INSERT, [
        agentId, kind.name, 0, 0, '{}', HOSTNAME, null, kind.resourceType, resourceId, 'RUNNING', run.startedAt, null,
      ]);
      runningId = rows[0]?.id;
    } catch (error) {
      log(`${what}: could not record its start: ${(error as Error).message}`);
    }
  }

  let finished: Promise<JobStatus> | undefined;
  const finish = async (): Promise<JobStatus> => {
    const status = run.status();
    const end = clock();
    const duration = Math.max(0, end.getTime() - run.startedAt.getTime());
    const details = JSON.stringify(run.detailsJson());
    try {
      if (runningId) {
        await db.query(UPDATE, [runningId, run.successCount, run.errorTotal, details, duration, status, end]);
      } else {
        await db.query(INSERT, [
          agentId, kind.name, run.successCount, run.errorTotal, details, HOSTNAME, duration, kind.resourceType, resourceId, status,
          run.startedAt, end,
        ]);
      }
      const condition = resourceId === null ? 'resource_id IS NULL' : 'resource_id = $5';
      await db.query(TRIM(condition), [
        kind.name, kind.resourceType, kind.retention.success, kind.retention.failed, ...(resourceId === null ? [] : [resourceId]),
      ]);
    } catch (error) {
      log(`${what}: could not record how it ended (${status}): ${(error as Error).message}`);
    }
    return status;
  };
  return {
    run,
    finish: () => (finished ??= finish()),
  };
}

/**
 * Runs `work` as one job: its row says what `work` told the run, and FAILED with the error when it
 * throws (the error is thrown on after the row is written).
 */
export async function recordJob<T>(
  db: Queryable,
  kind: JobKind,
  target: JobTarget,
  work: (run: JobRun) => Promise<T>,
  options: RecorderOptions = {},
): Promise<T> {
  const job = await beginJob(db, kind, target, options);
  try {
    const value = await work(job.run);
    await job.finish();
    return value;
  } catch (error) {
    job.run.fail(error);
    await job.finish();
    throw error;
  }
}
