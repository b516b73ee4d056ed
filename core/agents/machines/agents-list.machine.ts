import { assign, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { AgentListQuery, AgentPage } from '../model';

export interface AgentsListInput {
  readonly query: AgentListQuery;
}

export interface AgentsListContext extends AgentsListInput {
  readonly page?: AgentPage;
  readonly error?: string;
}

export type AgentsListEvent =
  /** The URL's paging or sort changed. */
  | { type: 'query.change'; query: AgentListQuery }
  /** The refresh button, or an agent was created, saved or deleted. */
  | { type: 'agents.refresh' };

/** Seed 000 §2.7: the paged, sorted list. The rows on screen stay while the next ones load. */
export const agentsListMachine = setup({
  types: {
    context: {} as AgentsListContext,
    events: {} as AgentsListEvent,
    input: {} as AgentsListInput,
  },
  actors: {
    loadAgents: fromPromise<AgentPage, AgentListQuery>(unbound('loadAgents')),
  },
}).createMachine({
  id: 'agentsList',
  context: ({ input }) => ({ query: input.query }),
  initial: 'loading',
  on: {
    'query.change': { target: '.loading', reenter: true, actions: assign({ query: ({ event }) => event.query }) },
    'agents.refresh': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadAgents',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {},
  },
});
