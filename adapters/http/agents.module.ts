import { ContainerModule } from 'inversify';
// The port's token alone: the core's index would pull the agent machines and rules into the first load.
import { AgentPort } from '../../core/agents/ports';
import { Clock } from '../../core/shared';
import { HttpAgentAdapter } from './agents.http';
import { HttpClient } from './client';
import { PostgrestClient } from './postgrest-client';

const systemClock: Clock = { now: () => new Date() };

/** Binds AgentPort over the HTTP client (load after httpModule), and the system clock when nothing else did. */
export const agentsHttpModule = new ContainerModule(({ bind, isBound }) => {
  bind<AgentPort>(AgentPort).toDynamicValue((ctx) => new HttpAgentAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
  if (!isBound(Clock)) bind<Clock>(Clock).toConstantValue(systemClock);
});
