import { ContainerModule } from 'inversify';
// The port's token alone: the core's index would pull the health machines and rules into the first load.
import { HealthPort } from '../../core/health/ports';
import { Clock } from '../../core/shared';
import { HttpClient } from './client';
import { HttpHealthAdapter } from './health.http';
import { PostgrestClient } from './postgrest-client';

const systemClock: Clock = { now: () => new Date() };

/** Binds HealthPort over the HTTP client (load after httpModule), and the system clock when nothing else did. */
export const healthHttpModule = new ContainerModule(({ bind, isBound }) => {
  bind<HealthPort>(HealthPort).toDynamicValue((ctx) => new HttpHealthAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
  if (!isBound(Clock)) bind<Clock>(Clock).toConstantValue(systemClock);
});
