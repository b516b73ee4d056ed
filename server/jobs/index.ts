export { beginJob, recordJob, JobRun, type ActiveJob, type JobTarget, type RecorderOptions } from './recorder';
export { cleanupJobHistory, startJobHistoryCleanup, JOB_HISTORY_RETENTION_DAYS, type JobHistoryCleanup } from './cleanup';
export * from './names';
export { startTableVacuum, CHURNING_TABLES, type TableVacuum } from './vacuum';
