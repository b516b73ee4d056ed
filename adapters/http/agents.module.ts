import { ContainerModule } from 'inversify';
import { AgentMachines, AgentPort, bindAgentPorts } from '../../core/agents';
import { BatchScheduler, Clock, LiveUpdates } from '../../core/shared';
import { HttpAgentAdapter } from './agents.http';
import { HttpClient } from './client';
import { PostgrestClient } from './postgrest-client';

const systemClock: Clock = { now: () => new Date() };

/** The agents screen's machines over whichever AgentPort and Clock the container holds: the console's, or the fakes'. */
export const agentsMachinesModule = new ContainerModule(({ bind }) => {
  bind<AgentMachines>(AgentMachines).toDynamicValue((ctx) =>
    bindAgentPorts({
      agents: ctx.get<AgentPort>(AgentPort),
      clock: ctx.get<Clock>(Clock),
      live: ctx.get<LiveUpdates>(LiveUpdates),
      scheduler: ctx.get<BatchScheduler>(BatchScheduler),
    }),
  );
});

/** Binds AgentPort over the HTTP client (load after httpModule), and the system clock when nothing else did. */
export const agentsHttpModule = new ContainerModule(({ bind, isBound }) => {
  bind<AgentPort>(AgentPort).toDynamicValue((ctx) => new HttpAgentAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
  if (!isBound(Clock)) bind<Clock>(Clock).toConstantValue(systemClock);
});
