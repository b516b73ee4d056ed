import { assign, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { ResourceOption } from '../model';
import { RUNS_TEXTS } from '../texts';

/** The playbooks the runs list can be filtered by, loaded once; a failure leaves the filter with 'All' only. */
export const playbookNamesMachine = setup({
  types: { context: {} as { names: readonly ResourceOption[]; error?: string } },
  actors: { loadNames: fromPromise<ResourceOption[]>(unbound('loadNames')) },
}).createMachine({
  id: 'playbookNames',
  context: { names: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadNames',
        onDone: { target: 'loaded', actions: assign({ names: ({ event }) => event.output }) },
        onError: { target: 'loaded', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loaded: {},
  },
});

/** The runs list's playbook filter: 'All playbooks', then each playbook by title. */
export const selectPlaybookFilterOptions = (snapshot: { context: { names: readonly ResourceOption[] } }) => ({
  options: [{ value: '', label: RUNS_TEXTS.allPlaybooks }, ...snapshot.context.names.map((named) => ({ value: named.id, label: named.name }))],
});
