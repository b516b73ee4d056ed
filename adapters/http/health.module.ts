import { ContainerModule } from 'inversify';
import { HealthMachines, HealthPort, bindHealthPorts } from '../../core/health';
import { PreferencesPort } from '../../core/session';
import { BatchScheduler, Clock, LiveUpdates } from '../../core/shared';
import { HttpClient } from './client';
import { HttpHealthAdapter } from './health.http';
import { httpHealthLiveRows } from './health-live-rows';
import { PostgrestClient } from './postgrest-client';

const systemClock: Clock = { now: () => new Date() };

/** The health machines over whichever HealthPort and Clock the container holds: the console's HTTP ones, or the scenarios' fakes. */
export const healthMachinesModule = new ContainerModule(({ bind }) => {
  bind<HealthMachines>(HealthMachines).toDynamicValue((ctx) =>
    bindHealthPorts({
      health: ctx.get(HealthPort),
      clock: ctx.get(Clock),
      preferences: ctx.get(PreferencesPort),
      live: ctx.get<LiveUpdates>(LiveUpdates),
      scheduler: ctx.get<BatchScheduler>(BatchScheduler),
      // The stream's rows are in the wire format whoever streams them (the server or a fake), so they read alike.
      liveRows: httpHealthLiveRows,
    }),
  );
});

/** Binds HealthPort over the HTTP client (load after httpModule), and the system clock when nothing else did. */
export const healthHttpModule = new ContainerModule(({ bind, isBound }) => {
  bind<HealthPort>(HealthPort).toDynamicValue((ctx) => new HttpHealthAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
  if (!isBound(Clock)) bind<Clock>(Clock).toConstantValue(systemClock);
});
