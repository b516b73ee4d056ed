import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import { AGENT_DELETED } from '../texts';

export interface AgentDeleteInput {
  readonly agentId: string;
}

export interface AgentDeleteContext extends AgentDeleteInput {
  /** Whether what the agent pushed goes too: the answer to the first question. */
  readonly cleanup: boolean;
  readonly error?: string;
}

export type AgentDeleteEvent =
  | { type: 'cleanup.yes' }
  | { type: 'cleanup.no' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export type AgentDeleteEmitted =
  | { type: 'toast'; status: 'success' | 'error'; message: string }
  /** The list reloads. */
  | { type: 'agents.changed' };

/**
 * Seed 000 §4: deleting an agent asks first whether its resources go too (Yes or No), then for a final
 * confirmation, then soft-deletes it with that cleanup flag. Cancel ends it at either question; a failed
 * delete returns to the confirmation with the reason.
 */
export const agentDeleteMachine = setup({
  types: {
    context: {} as AgentDeleteContext,
    events: {} as AgentDeleteEvent,
    input: {} as AgentDeleteInput,
    emitted: {} as AgentDeleteEmitted,
  },
  actors: {
    removeAgent: fromPromise<void, { agentId: string; cleanup: boolean }>(unbound('removeAgent')),
  },
}).createMachine({
  id: 'agentDelete',
  context: ({ input }) => ({ agentId: input.agentId, cleanup: false }),
  initial: 'askingCleanup',
  states: {
    askingCleanup: {
      on: {
        'cleanup.yes': { target: 'confirming', actions: assign({ cleanup: true }) },
        'cleanup.no': { target: 'confirming', actions: assign({ cleanup: false }) },
        'delete.cancel': 'cancelled',
      },
    },
    confirming: {
      on: { 'delete.confirm': 'deleting', 'delete.cancel': 'cancelled' },
    },
    deleting: {
      invoke: {
        src: 'removeAgent',
        input: ({ context }) => ({ agentId: context.agentId, cleanup: context.cleanup }),
        onDone: {
          target: 'deleted',
          actions: [emit({ type: 'toast', status: 'success', message: AGENT_DELETED }), emit({ type: 'agents.changed' })],
        },
        onError: {
          target: 'confirming',
          actions: [
            assign({ error: ({ event }) => errorMessage(event.error) }),
            emit(({ event }) => ({ type: 'toast' as const, status: 'error' as const, message: errorMessage(event.error) })),
          ],
        },
      },
    },
    deleted: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
