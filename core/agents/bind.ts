import { createCollectionMachine, serviceIdentifier, type Clock } from '../shared';
import type { AgentPort } from './ports';
import { agentsPolicy } from './policy';

export interface AgentPorts {
  readonly agents: AgentPort;
  /** What an agent's status is judged against. */
  readonly clock: Clock;
}

export function bindAgentPorts({ agents, clock }: AgentPorts) {
  return { screen: createCollectionMachine(agentsPolicy(agents, clock)) };
}

export type AgentMachines = ReturnType<typeof bindAgentPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const AgentMachines = serviceIdentifier<AgentMachines>('AgentMachines');
