import { serviceIdentifier } from '../shared';
import type { Agent, AgentListQuery, AgentPage, GeneratedAgent } from './model';

/** The agents settings screen's calls (reference §2.7, §4.6). Failures reject with a DomainError. */
export const AgentPort = serviceIdentifier<AgentPort>('AgentPort');
export interface AgentPort {
  /** A page of live agents from `agents_summary`, with the total count. */
  list(query: AgentListQuery): Promise<AgentPage>;
  /** One live agent; rejects with not_found when it is gone. */
  get(id: string): Promise<Agent>;
  /** `POST /api/agent/generate`: creates the agent and its access token. */
  create(agent: { name: string; properties: Readonly<Record<string, string>> }): Promise<GeneratedAgent>;
  /** Changes an agent's properties; its name cannot change. */
  update(id: string, changes: { properties: Readonly<Record<string, string>> }): Promise<void>;
  /** Soft delete (deleted_at is set); with cleanup, what the agent pushed goes too. */
  remove(id: string, cleanup: boolean): Promise<void>;
}
