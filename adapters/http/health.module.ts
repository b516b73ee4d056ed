import { ContainerModule } from 'inversify';
import { HealthMachines, HealthPort, bindHealthPorts } from '../../core/health';
import { PreferencesPort } from '../../core/session';
import { Clock } from '../../core/shared';
import { HttpClient } from './client';
import { HttpHealthAdapter } from './health.http';
import { PostgrestClient } from './postgrest-client';

const systemClock: Clock = { now: () => new Date() };

/** The health machines over whichever HealthPort and Clock the container holds: the console's HTTP ones, or the scenarios' fakes. */
export const healthMachinesModule = new ContainerModule(({ bind }) => {
  bind<HealthMachines>(HealthMachines).toDynamicValue((ctx) =>
    bindHealthPorts({ health: ctx.get(HealthPort), clock: ctx.get(Clock), preferences: ctx.get(PreferencesPort) }),
  );
});

/** Binds HealthPort over the HTTP client (load after httpModule), and the system clock when nothing else did. */
export const healthHttpModule = new ContainerModule(({ bind, isBound }) => {
  bind<HealthPort>(HealthPort).toDynamicValue((ctx) => new HttpHealthAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
  if (!isBound(Clock)) bind<Clock>(Clock).toConstantValue(systemClock);
});
