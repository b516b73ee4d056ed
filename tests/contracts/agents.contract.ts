import { beforeEach, describe, expect, it } from 'vitest';
import type { AgentListQuery, AgentPort } from '../../core/agents';
import { MISSING_ID, rejectsWith, type ContractSetup } from './contract';

/** Agents need no arranging beyond what the port itself creates: the backend starts with its local agent. */
export type AgentsArrange = Readonly<Record<string, never>>;

/** The all-zero agent, the backend itself (seed 000 §3), listed like any other. */
const LOCAL = 'local';

const byName = (extra: Partial<AgentListQuery> = {}): AgentListQuery => ({ pageIndex: 0, pageSize: 50, sortBy: 'name', sortOrder: 'asc', ...extra });

/** The agents screen's port as the built-in backend answers it (reference §2.7, §4.6). */
export function describeAgentsContract(name: string, setup: ContractSetup<AgentPort, AgentsArrange>) {
  describe(`the agent port (${name})`, () => {
    let port: AgentPort;
    beforeEach(async () => {
      ({ port } = await setup());
    });

    const idOf = async (agentName: string) => (await port.list(byName())).agents.find((a) => a.name === agentName)!.id;
    const names = async (query: AgentListQuery) => (await port.list(query)).agents.map((a) => a.name);

    it('lists only the local agent when no agent was created', async () => {
      expect(await port.list(byName())).toMatchObject({ agents: [{ name: LOCAL }], total: 1 });
    });

    it('creates an agent with its access token, listed with its properties and nothing pushed yet', async () => {
      const generated = await port.create({ name: 'edge-eu', properties: { region: 'eu' } });
      expect(generated.username).toBeTruthy();
      expect(generated.accessToken).toBeTruthy();
      const agent = (await port.list(byName())).agents.find((a) => a.name === 'edge-eu');
      expect(agent).toMatchObject({ name: 'edge-eu', properties: { region: 'eu' }, configCount: 0, checksCount: 0, configScraperCount: 0, playbookRunsCount: 0 });
      expect(agent!.createdAt).toBeTruthy();
      expect(await port.get(agent!.id)).toMatchObject({ id: agent!.id, name: 'edge-eu' });
    });

    it('lists newest first by default, or sorted as asked, a page at a time with the total', async () => {
      for (const agentName of ['bravo', 'alpha', 'charlie']) await port.create({ name: agentName, properties: {} });
      expect(await names({ pageIndex: 0, pageSize: 50, sortOrder: 'desc' })).toEqual(['charlie', 'alpha', 'bravo', LOCAL]);
      const page = await port.list(byName({ pageIndex: 1, pageSize: 2 }));
      expect(page).toMatchObject({ total: 4, agents: [{ name: 'charlie' }, { name: LOCAL }] });
      expect(await names(byName({ sortOrder: 'desc' }))).toEqual([LOCAL, 'charlie', 'bravo', 'alpha']);
    });

    it('refuses a second live agent of a name as a conflict, and a blank name as invalid', async () => {
      await port.create({ name: 'edge', properties: {} });
      await rejectsWith(port.create({ name: 'edge', properties: {} }), 'conflict');
      await rejectsWith(port.create({ name: '  ', properties: {} }), 'invalid');
    });

    it('changes the properties of an agent, and rejects changing one that does not exist as not found', async () => {
      await port.create({ name: 'edge', properties: { region: 'eu' } });
      const id = await idOf('edge');
      await port.update(id, { properties: { region: 'us', tier: 'gold' } });
      expect((await port.get(id)).properties).toEqual({ region: 'us', tier: 'gold' });
      await rejectsWith(port.update(MISSING_ID, { properties: {} }), 'not_found');
    });

    it('removes an agent from the list, after which it is not found and its name is free', async () => {
      await port.create({ name: 'edge', properties: {} });
      const id = await idOf('edge');
      await port.remove(id, true);
      expect(await names(byName())).toEqual([LOCAL]);
      await rejectsWith(port.get(id), 'not_found');
      await rejectsWith(port.remove(id, false), 'not_found');
      await port.create({ name: 'edge', properties: {} });
      expect(await names(byName())).toEqual(['edge', LOCAL]);
    });
  });
}
