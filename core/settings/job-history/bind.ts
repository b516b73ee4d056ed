import { fromPromise } from 'xstate';
import { createCollectionMachine, serviceIdentifier, type Clock } from '../../shared';
import { jobNamesMachine } from './machines/job-names.machine';
import type { JobHistoryPort } from './ports';
import { jobsPolicy } from './policy';

export interface JobsPorts {
  readonly jobs: JobHistoryPort;
  readonly clock: Clock;
}

export function bindJobsPorts({ jobs, clock }: JobsPorts) {
  return {
    screen: createCollectionMachine(jobsPolicy(jobs, clock)),
    names: jobNamesMachine.provide({ actors: { load: fromPromise(() => jobs.names()) } }),
  };
}

export type JobsMachines = ReturnType<typeof bindJobsPorts>;
export type JobNamesMachine = JobsMachines['names'];
/** The token under which the composition root provides the bound machines to the UI. */
export const JobsMachines = serviceIdentifier<JobsMachines>('JobsMachines');
