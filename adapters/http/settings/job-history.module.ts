import { ContainerModule } from 'inversify';
import { JobHistoryPort, JobsMachines, bindJobsPorts } from '../../../core/settings/job-history';
import { Clock } from '../../../core/shared';
import { PostgrestClient } from '../postgrest-client';
import { HttpJobHistoryAdapter } from './job-history.http';

const systemClock: Clock = { now: () => new Date() };

/** The Jobs History screen's machines over whichever JobHistoryPort the container holds: the console's HTTP one, or the fakes'. */
export const jobHistoryMachinesModule = new ContainerModule(({ bind }) => {
  bind<JobsMachines>(JobsMachines).toDynamicValue((ctx) => bindJobsPorts({ jobs: ctx.get<JobHistoryPort>(JobHistoryPort), clock: ctx.get<Clock>(Clock) }));
});

/** Binds the job history port over the PostgREST client the http module provides, and the system clock when nothing else did. */
export const jobHistoryHttpModule = new ContainerModule(({ bind, isBound }) => {
  bind<JobHistoryPort>(JobHistoryPort).toDynamicValue((ctx) => new HttpJobHistoryAdapter(ctx.get(PostgrestClient)));
  if (!isBound(Clock)) bind<Clock>(Clock).toConstantValue(systemClock);
});
