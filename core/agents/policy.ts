import { can, canPerform } from '../access';
import type { Clock, CollectionLive, CollectionPolicy } from '../shared';
import type { Agent, AgentForm, CreatedAgent } from './model';
import type { AgentPort } from './ports';
import { agentFormOf, agentListQuery, agentsSeen, DEFAULT_AGENT_PAGE_SIZE, EMPTY_AGENT_FORM, propertiesOf } from './rules';
import { agentRow, type AgentRow } from './selectors';
import {
  AGENT_CREATED, AGENT_DELETED, AGENT_UPDATED, AGENTS_EMPTY, DELETE_AGENT_QUESTION, DELETE_AGENT_TITLE, DELETE_RESOURCES_QUESTION,
  DELETE_RESOURCES_TITLE, NO, YES,
} from './texts';

export const agentKey = (row: AgentRow): string => row.id;

const canWriteAgents = (roles: readonly string[]) => can(roles, 'agents', 'write');

/**
 * Settings → Agents (seed 000 §2.7, §4) on the collection kit: pages of live agents, newest first,
 * with their page, sort and open dialog in the URL (id, addAgent=true); Next creates the agent and
 * the install instructions show its token once; an existing agent keeps its name and saves its
 * properties; deleting asks whether what the agent pushed goes too, then for confirmation, and never
 * offers to delete the local agent. An agent seen again turns online, and one fallen silent offline,
 * as the stream tells it, without a refetch; the refresh button stays for the rest (and while the
 * stream is down).
 */
export function agentsPolicy(
  port: AgentPort,
  clock: Clock,
  seen: CollectionLive<AgentRow>['subscription'],
): CollectionPolicy<AgentRow, AgentForm, AgentForm, CreatedAgent> {
  const rowOf = (agent: Agent) => agentRow(agent, clock.now());
  return {
    id: 'agents',
    key: agentKey,
    provider: {
      list: async (query) => {
        const page = await port.list(agentListQuery(query));
        return { rows: page.agents.map(rowOf), total: page.total };
      },
      get: async (id) => rowOf(await port.get(id)),
      create: async (form) => ({ generated: await port.create({ name: form.name, properties: propertiesOf(form.properties) }), form }),
      update: (id, form) => port.update(id, { properties: propertiesOf(form.properties) }),
      remove: (id, cleanup) => port.remove(id, cleanup === true),
    },
    query: { pageSize: DEFAULT_AGENT_PAGE_SIZE },
    live: { subscription: seen, kinds: ['agent.seen'], apply: (rows, changes) => ({ rows: agentsSeen(rows, changes, clock.now()), refetch: false }) },
    openParams: { row: 'id', create: 'addAgent' },
    permissions: {
      create: (roles) => canPerform(roles, 'agent.add'),
      edit: canWriteAgents,
      remove: (roles, row) => canWriteAgents(roles) && !row?.local,
    },
    create: {
      draft: () => EMPTY_AGENT_FORM,
      required: ['name'],
      normalise: (form) => ({ ...form, name: form.name.trim() }),
      showsAnswer: true,
    },
    // The name of an existing agent cannot change: only its properties are sent.
    edit: { draft: (row) => (row ? agentFormOf(row) : EMPTY_AGENT_FORM), required: ['name'] },
    texts: {
      empty: AGENTS_EMPTY,
      created: () => AGENT_CREATED,
      updated: () => AGENT_UPDATED,
      removed: () => AGENT_DELETED,
      question: () => ({ title: DELETE_RESOURCES_TITLE, message: DELETE_RESOURCES_QUESTION, yes: YES, no: NO }),
      confirmDelete: () => ({ title: DELETE_AGENT_TITLE, message: DELETE_AGENT_QUESTION }),
    },
  };
}
