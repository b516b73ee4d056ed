import { useState } from 'react';
import { JobsMachines, jobHistoryTabSearch, selectJobNames, type JobRun } from '../../core/settings/job-history';
import { selectCollectionView, type AnyCollectionMachine, type CollectionView } from '../../core/shared';
import { useActorView } from './actor';
import { useService } from './container';
import { useSession } from './session';

/** The job names the name filter offers, loaded with the page. */
export function useJobNames(machine: JobsMachines['names']) {
  return useActorView(machine, undefined, selectJobNames).view;
}

/**
 * One resource's runs for a Job History tab (DECISIONS §35's one tab component): the jobs history's
 * machine opened on `resource_id`, every status, 150 a page, its page and range kept in the tab, not the URL.
 */
export function useJobHistoryTab(resourceId: string) {
  const { screen } = useService(JobsMachines);
  const { roles, user } = useSession();
  const [input] = useState(() => ({ search: jobHistoryTabSearch(resourceId), roles, userId: user.id }));
  const { view, send } = useActorView(screen as AnyCollectionMachine, input, selectCollectionView);
  return { view: view as CollectionView<JobRun>, send };
}
