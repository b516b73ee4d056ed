export type * from './model';
export { AgentPort } from './ports';
export * from './texts';
export * from './rules';
export { agentKey, agentsPolicy } from './policy';
export { bindAgentPorts, AgentMachines, type AgentPorts } from './bind';
export * from './selectors';
