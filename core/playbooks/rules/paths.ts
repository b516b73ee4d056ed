/** Seed 000 §2.1: the runs list, and a run's page where a successful run leads (R000-2-6-05). */
export const PLAYBOOK_RUNS_PATH = '/playbooks/runs';
export const playbookRunPath = (runId: string): string => `${PLAYBOOK_RUNS_PATH}/${encodeURIComponent(runId)}`;
