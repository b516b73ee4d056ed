import { assign, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../../shared';

export interface JobNamesContext {
  readonly names: readonly string[];
  readonly error?: string;
}

/**
 * The name filter's choices (`job_history_names`), loaded once with the page. A failure leaves the
 * filter with what the URL holds and says why; the list itself still loads.
 */
export const jobNamesMachine = setup({
  types: { context: {} as JobNamesContext },
  actors: { load: fromPromise<string[]>(unbound('load')) },
}).createMachine({
  id: 'jobNames',
  context: { names: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ names: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: { type: 'final' },
    failed: { type: 'final' },
  },
});
