import { serviceIdentifier, type ExportTable } from '../shared';
import type { CheckDetail, CheckRun, CheckSummary, CheckGraph, CheckStatusHistory, CheckRelatedChange, CheckHealthTransition, CheckStatusQuery, GraphQuery, HealthExportFilter, HealthSummary, RunNowResult } from './model';

/** Everything the health screens read and do (reference §2.1 and §4.1). Failures reject with a DomainError. */
export const HealthPort = serviceIdentifier<HealthPort>('HealthPort');
export interface HealthPort {
  /** The Health list: every live check with uptime and latency. */
  summary(): Promise<HealthSummary>;
  /** Where every check the Health list's filters leave is read from, by name: its Export. */
  exportTable(filter: HealthExportFilter): ExportTable;
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
  /**
   * How the health of the components related to the check turned since the range's start, oldest first;
   * none where the server keeps no transitions (a Mission Control).
   */
  relatedTransitions(query: GraphQuery): Promise<CheckHealthTransition[]>;
  /** The live checks linked to a config (`check_summary_for_config`, seed 002 §7.1), by name: its Checks tab. */
  configChecks(configId: string): Promise<CheckSummary[]>;
  /** Runs the check at once; resolves with the run's result. */
  runNow(checkId: string): Promise<RunNowResult>;
}

/** Reads the live stream's `check.status` rows, which are `check_statuses` rows as stored; undefined when one does not read. */
export interface HealthLiveRows {
  checkRun(row: unknown): CheckRun | undefined;
}
