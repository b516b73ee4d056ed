import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { Agent, AgentForm, GeneratedAgent } from '../model';
import { agentFormOf, EMPTY_AGENT_FORM, isValidAgentForm, validateAgentForm, type AgentFormErrors } from '../rules';
import { AGENT_CREATED, AGENT_UPDATED } from '../texts';

export type AgentDialogInput = { readonly mode: 'create' } | { readonly mode: 'edit'; readonly id: string };

export interface AgentDialogContext {
  readonly mode: 'create' | 'edit';
  readonly id?: string;
  readonly agent?: Agent;
  readonly form: AgentForm;
  readonly errors: AgentFormErrors;
  readonly error?: string;
  /** The new agent and its token, for the install instructions; gone when they close. */
  readonly generated?: GeneratedAgent;
}

export type AgentDialogEvent =
  | { type: 'form.submit'; form: AgentForm }
  | { type: 'form.cancel' }
  | { type: 'instructions.close' }
  | { type: 'agent.retry' };

export type AgentDialogEmitted =
  | { type: 'toast'; status: 'success' | 'error'; message: string }
  | { type: 'agents.changed' };


type ErrorEvent = { event: { error: unknown } };

/**
 * Seed 000 §2.7 and §4: one dialog creates and edits. Next creates the agent, closes the form and
 * opens the install instructions with the generated token; an existing agent is read first, keeps
 * its name and saves its properties with Save.
 */
export const agentDialogMachine = setup({
  types: {
    context: {} as AgentDialogContext,
    events: {} as AgentDialogEvent,
    input: {} as AgentDialogInput,
    emitted: {} as AgentDialogEmitted,
  },
  actors: {
    loadAgent: fromPromise<Agent, { id: string }>(unbound('loadAgent')),
    createAgent: fromPromise<GeneratedAgent, AgentForm>(unbound('createAgent')),
    updateAgent: fromPromise<void, { id: string; form: AgentForm }>(unbound('updateAgent')),
  },
  guards: {
    isEdit: ({ context }) => context.mode === 'edit',
    isValid: (_, form: AgentForm) => isValidAgentForm(form),
    isValidEdit: ({ context }, form: AgentForm) => context.mode === 'edit' && isValidAgentForm(form),
  },
  actions: {
    toastError: emit((_, error: unknown) => ({ type: 'toast' as const, status: 'error' as const, message: errorMessage(error) })),
  },
}).createMachine({
  id: 'agentDialog',
  context: ({ input }) => ({
    mode: input.mode,
    id: input.mode === 'edit' ? input.id : undefined,
    form: EMPTY_AGENT_FORM,
    errors: {},
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isEdit', target: 'loading' }, { target: 'editing' }] },
    loading: {
      invoke: {
        src: 'loadAgent',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'editing', actions: assign({ agent: ({ event }) => event.output, form: ({ event }) => agentFormOf(event.output), error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'agent.retry': 'loading', 'form.cancel': 'closed' } },
    editing: {
      on: {
        'form.submit': [
          {
            guard: { type: 'isValidEdit', params: ({ event }) => event.form },
            target: 'updating',
            // The name of an existing agent cannot change, whatever the form sent.
            actions: assign({ form: ({ context, event }) => ({ ...event.form, name: context.agent!.name }), errors: {} }),
          },
          {
            guard: { type: 'isValid', params: ({ event }) => event.form },
            target: 'creating',
            actions: assign({ form: ({ event }) => event.form, errors: {} }),
          },
          { actions: assign({ form: ({ event }) => event.form, errors: ({ event }) => validateAgentForm(event.form) }) },
        ],
        'form.cancel': 'closed',
      },
    },
    creating: {
      invoke: {
        src: 'createAgent',
        input: ({ context }) => context.form,
        onDone: {
          target: 'instructions',
          actions: [
            assign({ generated: ({ event }) => event.output }),
            emit({ type: 'toast', status: 'success', message: AGENT_CREATED }),
            emit({ type: 'agents.changed' }),
          ],
        },
        onError: { target: 'editing', actions: { type: 'toastError', params: ({ event }: ErrorEvent) => event.error } },
      },
    },
    updating: {
      invoke: {
        src: 'updateAgent',
        input: ({ context }) => ({ id: context.id!, form: context.form }),
        onDone: {
          target: 'closed',
          actions: [emit({ type: 'toast', status: 'success', message: AGENT_UPDATED }), emit({ type: 'agents.changed' })],
        },
        onError: { target: 'editing', actions: { type: 'toastError', params: ({ event }: ErrorEvent) => event.error } },
      },
    },
    // The form is closed; the token is on screen until the person closes the instructions.
    instructions: {
      on: { 'instructions.close': { target: 'closed', actions: assign({ generated: undefined }) } },
    },
    closed: { type: 'final' },
  },
});
