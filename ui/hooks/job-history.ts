import { selectJobNames, type JobsMachines } from '../../core/settings/job-history';
import { useActorView } from './actor';

/** The job names the name filter offers, loaded with the page. */
export function useJobNames(machine: JobsMachines['names']) {
  return useActorView(machine, undefined, selectJobNames).view;
}
