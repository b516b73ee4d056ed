export type * from './model';
export { AgentPort } from './ports';
export * from './texts';
export * from './rules';
export { agentsListMachine, type AgentsListContext, type AgentsListEvent, type AgentsListInput } from './machines/agents-list.machine';
export {
  agentDialogMachine,
  type AgentDialogContext, type AgentDialogEmitted, type AgentDialogEvent, type AgentDialogInput,
} from './machines/agent-dialog.machine';
export {
  agentDeleteMachine, type AgentDeleteContext, type AgentDeleteEmitted, type AgentDeleteEvent, type AgentDeleteInput,
} from './machines/agent-delete.machine';
export { bindAgentPorts, AgentMachines, type AgentPorts } from './bind';
export * from './selectors';
