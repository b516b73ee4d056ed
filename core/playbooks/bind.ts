import { fromPromise } from 'xstate';
import { createCollectionMachine, serviceIdentifier } from '../shared';
import { runDialogMachine } from './machines/run-dialog.machine';
import type { LookupQuery, RunRequest, RunTarget } from './model';
import type { PlaybookPort, PlaybookRunPort } from './ports';
import { playbooksPolicy } from './policy';

export interface PlaybooksPorts {
  readonly playbooks: PlaybookPort;
  readonly runs: PlaybookRunPort;
}

/** The playbooks machines with their effects bound to ports: production, steps and tests all start here. */
export function bindPlaybooksPorts({ playbooks, runs }: PlaybooksPorts) {
  return {
    screen: createCollectionMachine(playbooksPolicy(playbooks)),
    runDialog: runDialogMachine.provide({
      actors: {
        loadParameters: fromPromise(({ input }: { input: { playbookId: string; target?: RunTarget } }) => runs.parameters(input.playbookId, input.target)),
        runPlaybook: fromPromise(({ input }: { input: RunRequest }) => runs.run(input)),
        lookup: fromPromise(({ input }: { input: LookupQuery }) => runs.lookup(input)),
      },
    }),
  };
}

export type PlaybooksMachines = ReturnType<typeof bindPlaybooksPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const PlaybooksMachines = serviceIdentifier<PlaybooksMachines>('PlaybooksMachines');
