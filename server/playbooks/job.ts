import type { JobKind } from '../jobs';

/** A run of a playbook (resource: the playbook), recorded through the one recorder (DECISIONS §35). */
export const PLAYBOOK_RUN_JOB: JobKind = {
  name: 'PlaybookRun',
  resourceType: 'playbook',
  retention: { success: 50, failed: 50 },
  announce: true,
};
