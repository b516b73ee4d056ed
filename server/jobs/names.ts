/**
 * Every background job the built-in backend runs, as job history names it (DECISIONS §35): one name
 * per job, the kind of resource it works on, and how many of its rows are kept per resource.
 */
export const JOB_RESOURCE_TYPES = ['canary', 'config_scraper', 'topology', 'playbook', 'notification', 'agent', 'system'] as const;
export type JobResourceType = (typeof JOB_RESOURCE_TYPES)[number];

/** Seed 002 §4 plus SKIPPED (DECISIONS §28) and STALE (a RUNNING row whose server never finished it). */
export type JobStatus = 'RUNNING' | 'SUCCESS' | 'WARNING' | 'FAILED' | 'STOPPED' | 'SKIPPED' | 'STALE';

/**
 * Rows kept per job name and resource once a run of it finishes: the newest `success` successful
 * ones and the newest `failed` others. Jobs that run every few seconds keep a handful, so the table
 * holds what an operator reads (the last runs and the last failures) rather than every beat;
 * CleanupJobHistory also removes whatever is older than its age.
 */
export interface JobRetention {
  success: number;
  failed: number;
}

export interface JobKind {
  name: string;
  resourceType: JobResourceType;
  retention: JobRetention;
  /** Writes a RUNNING row when the job starts, for jobs long enough to be seen running. */
  announce?: boolean;
}

const FEW: JobRetention = { success: 3, failed: 10 };

/** A run of one canary's check (resource: the canary). */
export const CANARY_JOB: JobKind = { name: 'Canary', resourceType: 'canary', retention: { success: 10, failed: 10 } };
/** Canary specs applied to the checks table. */
export const SYNC_CANARIES_JOB: JobKind = { name: 'SyncCanaryJobs', resourceType: 'system', retention: FEW };
export const CLEANUP_CHECK_STATUSES_JOB: JobKind = { name: 'CleanupCheckStatuses', resourceType: 'system', retention: FEW };
export const DEFINITION_OF_DONE_JOB: JobKind = { name: 'EvaluateDefinitionOfDone', resourceType: 'system', retention: FEW };
/** The agents this server reports for, seen now. */
export const AGENT_HEARTBEAT_JOB: JobKind = { name: 'AgentHeartbeat', resourceType: 'agent', retention: FEW };
/** A batch an agent pushed (resource: the agent). */
export const AGENT_PUSH_JOB: JobKind = { name: 'AgentPush', resourceType: 'agent', retention: { success: 10, failed: 10 } };
/** PGlite's churning tables vacuumed, since single-user PostgreSQL has no autovacuum (details: ms per table). */
export const VACUUM_TABLES_JOB: JobKind = { name: 'VacuumTables', resourceType: 'system', retention: FEW };
export const CLEANUP_JOB_HISTORY_JOB: JobKind = { name: 'CleanupJobHistory', resourceType: 'system', retention: FEW };
/** A run of one config scraper (resource: the scraper); its Job History tab reads these. */
export const CONFIG_SCRAPER_JOB: JobKind = {
  name: 'ConfigScraper',
  resourceType: 'config_scraper',
  retention: { success: 100, failed: 100 },
  announce: true,
};
/** One try at delivering one send of a notification (resource: the notification). */
export const NOTIFICATION_SEND_JOB: JobKind = { name: 'NotificationSend', resourceType: 'notification', retention: { success: 10, failed: 10 } };
/** Events matched to notifications and their sends queued. */
export const NOTIFICATION_EVENTS_JOB: JobKind = { name: 'NotificationEvents', resourceType: 'system', retention: FEW };
