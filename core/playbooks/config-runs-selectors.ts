import type { SnapshotFrom } from 'xstate';
import { selectScrollListView, type ScrollListMachine, type ScrollListView } from '../shared';
import type { ActionStatus, PlaybookRunRow } from './model';
import { playbookRunPath } from './rules/paths';
import { shownStatus } from './rules/run-status';

/** Seed 002 §2.1 and §9: the Playbooks tab of a config reads its runs 200 at a time (the config sidebar's panel 50). */
export const CONFIG_RUNS_PAGE_SIZE = 200;

export interface ConfigRunView {
  readonly id: string;
  readonly path: string;
  readonly playbook: string;
  readonly status: ActionStatus;
  readonly startTime?: string;
}

/** The playbook runs of one config (seed 002 §2.1, its Playbooks tab), newest first, read as the list scrolls. */
export type ConfigRunsView = ScrollListView<ConfigRunView>;

export const selectConfigRunsView = (snapshot: SnapshotFrom<ScrollListMachine<PlaybookRunRow>>): ConfigRunsView =>
  selectScrollListView(snapshot, (run) => ({
    id: run.id,
    path: playbookRunPath(run.id),
    playbook: run.playbookTitle,
    status: shownStatus(run.rawStatus),
    startTime: run.startTime,
  }));
