import { createCollectionMachine, liveSubscriptionOf, serviceIdentifier, type BatchScheduler, type Clock, type LiveUpdates } from '../shared';
import type { AgentPort } from './ports';
import { agentsPolicy } from './policy';

export interface AgentPorts {
  readonly agents: AgentPort;
  /** What an agent's status is judged against. */
  readonly clock: Clock;
  /** The live stream: an agent seen again turns online on the list, one fallen silent offline (DECISIONS §31). */
  readonly live: LiveUpdates;
  readonly scheduler: BatchScheduler;
}

export function bindAgentPorts({ agents, clock, live, scheduler }: AgentPorts) {
  return { screen: createCollectionMachine(agentsPolicy(agents, clock, liveSubscriptionOf(live, scheduler))) };
}

export type AgentMachines = ReturnType<typeof bindAgentPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const AgentMachines = serviceIdentifier<AgentMachines>('AgentMachines');
