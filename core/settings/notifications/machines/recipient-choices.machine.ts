import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, toast, unbound, type Toast } from '../../../shared';
import type { RecipientChoices } from '../model';

export interface RecipientChoicesContext {
  readonly choices: RecipientChoices;
  readonly error?: string;
}

const NONE: RecipientChoices = { people: [], teams: [], connections: [] };

/**
 * The people, teams and connections the notification form offers, loaded once with the page. A
 * failure leaves the pickers empty and toasts its message (R002-8-33).
 */
export const recipientChoicesMachine = setup({
  types: { context: {} as RecipientChoicesContext, emitted: {} as Toast },
  actors: { load: fromPromise<RecipientChoices>(unbound('load')) },
}).createMachine({
  id: 'recipientChoices',
  context: { choices: NONE },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ choices: ({ event }) => event.output, error: undefined }) },
        onError: {
          target: 'failed',
          actions: [assign({ error: ({ event }) => errorMessage(event.error) }), emit(({ event }) => toast('error', errorMessage(event.error)))],
        },
      },
    },
    ready: { type: 'final' },
    failed: { type: 'final' },
  },
});

export interface RecipientChoicesView extends RecipientChoices {
  readonly loading: boolean;
  readonly error?: string;
}

export const selectRecipientChoices = (snapshot: { context: RecipientChoicesContext; hasTag(tag: 'loading'): boolean }): RecipientChoicesView => ({
  ...snapshot.context.choices,
  loading: snapshot.hasTag('loading'),
  error: snapshot.context.error,
});
