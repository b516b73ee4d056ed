import { ContainerModule } from 'inversify';
import { AgentPort } from '../../core/agents';
import { HttpAgentAdapter } from './agents.http';
import { HttpClient } from './client';
import { PostgrestClient } from './postgrest-client';

/** Binds AgentPort over the HTTP client (load after httpModule). */
export const agentsHttpModule = new ContainerModule(({ bind }) => {
  bind<AgentPort>(AgentPort).toDynamicValue((ctx) => new HttpAgentAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
});
