import { serviceIdentifier } from '../shared';
import type { CheckDetail, CheckRun, CheckSummary, CheckGraph, CheckStatusHistory, CheckRelatedChange, CheckStatusQuery, GraphQuery, HealthSummary, RunNowResult } from './model';

/** Everything the health screens read and do (reference §2.1 and §4.1). Failures reject with a DomainError. */
export const HealthPort = serviceIdentifier<HealthPort>('HealthPort');
export interface HealthPort {
  /** The Health list: every live check with uptime and latency. */
  summary(): Promise<HealthSummary>;
  /**
   * One check with its spec, canary (for the source link), agent and linked components and configs:
   * the reference's detail call embeds them all, so the Spec and Relationships tabs need no call of their own.
   * Rejects with not_found when the check is gone.
   */
  checkDetail(checkId: string): Promise<CheckDetail>;
  /** One page of run history, with the total counted by the server. */
  history(query: CheckStatusQuery): Promise<CheckStatusHistory>;
  /** The Health Overview chart and the detail's stats over a range. */
  graph(query: GraphQuery): Promise<CheckGraph>;
  /** Changes of the config items related to the check since the range's start, oldest first. */
  relatedChanges(query: GraphQuery): Promise<CheckRelatedChange[]>;
  /** The live checks linked to a config (`check_summary_for_config`, seed 002 §7.1), by name: its Checks tab. */
  configChecks(configId: string): Promise<CheckSummary[]>;
  /** Runs the check at once; resolves with the run's result. */
  runNow(checkId: string): Promise<RunNowResult>;
}

/** Reads the live stream's `check.status` rows, which are `check_statuses` rows as stored; undefined when one does not read. */
export interface HealthLiveRows {
  checkRun(row: unknown): CheckRun | undefined;
}
