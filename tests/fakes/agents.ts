import { ScriptedPort } from './scripted-port';
import { DomainError } from '../../core/shared';
import type { Agent, AgentListQuery, AgentPage, AgentPort, GeneratedAgent } from '../../core/agents';

type Method = keyof AgentPort;

export function anAgent(fields: Partial<Agent> & { id: string }): Agent {
  return {
    name: fields.id,
    properties: {},
    createdAt: '2024-06-01T00:00:00Z',
    configCount: 0,
    checksCount: 0,
    configScraperCount: 0,
    playbookRunsCount: 0,
    ...fields,
  };
}

const SORTABLE: Record<string, (agent: Agent) => string | number> = {
  name: (a) => a.name,
  created_at: (a) => a.createdAt,
  updated_at: (a) => a.updatedAt ?? '',
  last_seen: (a) => a.lastSeen ?? '',
  last_received: (a) => a.lastReceived ?? '',
  config_count: (a) => a.configCount,
  checks_count: (a) => a.checksCount,
  config_scrapper_count: (a) => a.configScraperCount,
  playbook_runs_count: (a) => a.playbookRunsCount,
};

/**
 * The agents table in memory, like agents_summary and /agent/generate: deleted agents leave the list,
 * names are unique among live agents, each creation hands out a fresh token.
 */
export class FakeAgentPort extends ScriptedPort<Method> implements AgentPort {
  private agents = new Map<string, Agent>();
  private created = 0;
  /** Every delete with its cleanup flag, in order. */
  readonly removals: { id: string; cleanup: boolean }[] = [];

  constructor(private readonly now: () => Date = () => new Date('2024-06-12T10:30:00Z')) {
    super();
  }

  setAgents(agents: readonly Agent[]): this {
    this.agents = new Map(agents.map((agent) => [agent.id, agent]));
    return this;
  }

  all(): Agent[] {
    return [...this.agents.values()];
  }

  stored(id: string): Agent | undefined {
    return this.agents.get(id);
  }

  storedByName(name: string): Agent | undefined {
    return [...this.agents.values()].find((agent) => agent.name === name && !agent.deletedAt);
  }

  async list(query: AgentListQuery): Promise<AgentPage> {
    await this.enter('list', query);
    const key = SORTABLE[query.sortBy ?? 'created_at'] ?? SORTABLE.created_at!;
    const direction = query.sortOrder === 'asc' ? 1 : -1;
    // Reversed first: of agents tied on the sort key (a clock that stands still), the later one comes first, as the server's created_at does.
    const live = [...this.agents.values()]
      .reverse()
      .filter((agent) => !agent.deletedAt)
      .sort((a, b) => {
        const [left, right] = [key(a), key(b)];
        return (typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right))) * direction;
      });
    const offset = query.pageIndex * query.pageSize;
    return { agents: live.slice(offset, offset + query.pageSize), total: live.length };
  }

  async get(id: string): Promise<Agent> {
    await this.enter('get', id);
    const agent = this.agents.get(id);
    if (!agent || agent.deletedAt) throw new DomainError('not_found', `agent ${id} not found`);
    return agent;
  }

  async create(agent: { name: string; properties: Readonly<Record<string, string>> }): Promise<GeneratedAgent> {
    await this.enter('create', agent);
    if (agent.name.trim() === '') throw new DomainError('invalid', 'name is required');
    if (this.storedByName(agent.name)) throw new DomainError('conflict', `agent ${agent.name} already exists`);
    this.created += 1;
    const id = `agent-${this.created}`;
    this.agents.set(id, anAgent({ id, name: agent.name, properties: { ...agent.properties }, createdAt: this.now().toISOString() }));
    return { id: `person-${this.created}`, username: `agent-${this.created}`, accessToken: `token-${this.created}-secret` };
  }

  async update(id: string, changes: { properties: Readonly<Record<string, string>> }): Promise<void> {
    await this.enter('update', id, changes);
    const agent = await this.liveAgent(id);
    this.agents.set(id, { ...agent, properties: { ...changes.properties }, updatedAt: this.now().toISOString() });
  }

  async remove(id: string, cleanup: boolean): Promise<void> {
    await this.enter('remove', id, cleanup);
    const agent = await this.liveAgent(id);
    this.removals.push({ id, cleanup });
    this.agents.set(id, { ...agent, deletedAt: this.now().toISOString() });
  }

  private async liveAgent(id: string): Promise<Agent> {
    const agent = this.agents.get(id);
    if (!agent || agent.deletedAt) throw new DomainError('not_found', `agent ${id} not found`);
    return agent;
  }

}
