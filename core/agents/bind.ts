import { serviceIdentifier } from '../shared';
import { fromPromise } from 'xstate';
import { agentDeleteMachine } from './machines/agent-delete.machine';
import { agentDialogMachine } from './machines/agent-dialog.machine';
import { agentsListMachine } from './machines/agents-list.machine';
import type { AgentForm, AgentListQuery } from './model';
import type { AgentPort } from './ports';

export interface AgentPorts {
  readonly agents: AgentPort;
}

/** The agents machines with their effects bound to ports: production, steps and tests all start here. */
export function bindAgentPorts(ports: AgentPorts) {
  const { agents } = ports;
  return {
    list: agentsListMachine.provide({
      actors: { loadAgents: fromPromise(({ input }: { input: AgentListQuery }) => agents.list(input)) },
    }),
    dialog: agentDialogMachine.provide({
      actors: {
        loadAgent: fromPromise(({ input }: { input: { id: string } }) => agents.get(input.id)),
        createAgent: fromPromise(({ input }: { input: AgentForm }) => agents.create({ name: input.name.trim(), properties: input.properties })),
        updateAgent: fromPromise(({ input }: { input: { id: string; form: AgentForm } }) =>
          agents.update(input.id, { properties: input.form.properties }),
        ),
      },
    }),
    remove: agentDeleteMachine.provide({
      actors: {
        removeAgent: fromPromise(({ input }: { input: { agentId: string; cleanup: boolean } }) => agents.remove(input.agentId, input.cleanup)),
      },
    }),
  };
}

export type AgentMachines = ReturnType<typeof bindAgentPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const AgentMachines = serviceIdentifier<AgentMachines>('AgentMachines');
