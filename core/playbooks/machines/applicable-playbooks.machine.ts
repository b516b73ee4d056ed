import { assign, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { RunTarget } from '../model';
import { RUNS_TEXTS } from '../texts';
import type { RunDialogPlaybook } from './run-dialog.machine';

export interface ApplicablePlaybooksContext {
  readonly target: RunTarget;
  readonly playbooks?: readonly RunDialogPlaybook[];
  readonly error?: string;
}

/**
 * The Playbooks menu of a check, a component or a config (seed 000 §2.5, seed 001 §2.10): the playbooks
 * whose selectors take the resource and that the person may run, as the server answers (`/playbook/list`).
 */
export const applicablePlaybooksMachine = setup({
  types: { context: {} as ApplicablePlaybooksContext, input: {} as RunTarget, events: {} as { type: 'playbooks.reload' } },
  actors: { loadApplicable: fromPromise<RunDialogPlaybook[], RunTarget>(unbound('loadApplicable')) },
}).createMachine({
  id: 'applicablePlaybooks',
  context: ({ input }) => ({ target: input }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadApplicable',
        input: ({ context }) => context.target,
        onDone: { target: 'loaded', actions: assign({ playbooks: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'loaded', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loaded: { on: { 'playbooks.reload': 'loading' } },
  },
});

/** What the menu shows: its playbooks, or why there are none. */
export function selectApplicablePlaybooksView(snapshot: { context: ApplicablePlaybooksContext }) {
  const { playbooks, error } = snapshot.context;
  return {
    loading: playbooks === undefined && error === undefined,
    playbooks: playbooks ?? [],
    message: error ?? (playbooks?.length === 0 ? RUNS_TEXTS.noneApply : undefined),
  };
}
