import { fromPromise } from 'xstate';
import {
  createCollectionMachine, liveSubscriptionOf, scrollListMachine, serviceIdentifier, type BatchScheduler, type Clock, type DownloadPort, type LiveUpdates,
} from '../shared';
import { CONFIG_RUNS_PAGE_SIZE } from './config-runs-selectors';
import { runDetailMachine } from './machines/run-detail.machine';
import { applicablePlaybooksMachine } from './machines/applicable-playbooks.machine';
import { playbookNamesMachine } from './machines/playbook-names.machine';
import { runDialogMachine } from './machines/run-dialog.machine';
import type { LookupQuery, PlaybookRunDetail, PlaybookRunRow, RunRequest, RunTarget } from './model';
import type { PlaybookLiveRows, PlaybookPort, PlaybookRunPort } from './ports';
import { runChangeOf } from './rules/live';
import { playbooksPolicy } from './policy';
import { logFile } from './rules/run-output';
import { playbookRunsPolicy } from './runs-policy';

export interface PlaybooksPorts {
  readonly playbooks: PlaybookPort;
  readonly runs: PlaybookRunPort;
  readonly clock: Clock;
  readonly download: DownloadPort;
  /** The live stream: a run's page follows its run and actions (DECISIONS §31). */
  readonly live: LiveUpdates;
  readonly scheduler: BatchScheduler;
  readonly liveRows: PlaybookLiveRows;
}

/** The playbooks machines with their effects bound to ports: production, steps and tests all start here. */
export function bindPlaybooksPorts({ playbooks, runs, clock, download, live, scheduler, liveRows }: PlaybooksPorts) {
  const runPlaybook = fromPromise(({ input }: { input: RunRequest }) => runs.run(input));
  return {
    screen: createCollectionMachine(playbooksPolicy(playbooks)),
    runDialog: runDialogMachine.provide({
      actors: {
        loadParameters: fromPromise(({ input }: { input: { playbookId: string; target?: RunTarget } }) => runs.parameters(input.playbookId, input.target)),
        runPlaybook,
        lookup: fromPromise(({ input }: { input: LookupQuery }) => runs.lookup(input)),
      },
    }),
    runs: createCollectionMachine(playbookRunsPolicy(runs, clock)),
    /** A config's Playbooks tab: its runs of any time, newest first, a page more as it scrolls. */
    configRuns: scrollListMachine<PlaybookRunRow>((query) => runs.list(query), { pageSize: CONFIG_RUNS_PAGE_SIZE }),
    applicable: applicablePlaybooksMachine.provide({ actors: { loadApplicable: fromPromise(({ input }: { input: RunTarget }) => runs.applicable(input)) } }),
    playbookNames: playbookNamesMachine.provide({ actors: { loadNames: fromPromise(() => runs.playbookNames()) } }),
    runDetail: runDetailMachine.provide({
      actors: {
        loadRun: fromPromise(async ({ input }: { input: string }) => ({ detail: await runs.get(input), now: clock.now().toISOString() })),
        approveRun: fromPromise(({ input }: { input: string }) => runs.approve(input)),
        cancelRun: fromPromise(({ input }: { input: string }) => runs.cancel(input)),
        rerun: runPlaybook,
        downloadLogs: fromPromise(async ({ input }: { input: { detail: PlaybookRunDetail; actionId: string } }) => {
          const action = input.detail.actions.find((a) => a.id === input.actionId);
          if (!action) throw new Error(`no action ${input.actionId}`);
          const file = logFile(input.detail.run.playbookName, input.detail.run.startTime, action);
          download.save(file.name, file.content, file.mediaType);
        }),
        live: liveSubscriptionOf(live, scheduler, (event) => runChangeOf(event, liveRows)),
      },
    }),
  };
}

export type PlaybooksMachines = ReturnType<typeof bindPlaybooksPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const PlaybooksMachines = serviceIdentifier<PlaybooksMachines>('PlaybooksMachines');
