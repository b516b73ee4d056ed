import { serviceIdentifier, type CollectionPage, type CollectionPort, type ExportTable } from '../shared';
import type {
  LookupQuery, Playbook, PlaybookDraft, PlaybookParameter, PlaybookRunAction, PlaybookRunDetail, PlaybookRunRow, ResourceOption, RunListQuery, RunRequest,
  RunStateChange, RunTarget,
} from './model';
import type { RunDialogPlaybook } from './machines/run-dialog.machine';

/**
 * The /playbooks screen's data provider, the collection kit's contract: live playbooks, created and
 * changed from a draft whose spec is YAML the rules have checked, and deleted softly (seed 002 §7.2).
 * Failures reject with a DomainError.
 */
export type PlaybookPort = Required<CollectionPort<Playbook, PlaybookDraft, PlaybookDraft, Playbook>>;
export const PlaybookPort = serviceIdentifier<PlaybookPort>('PlaybookPort');

/**
 * Running playbooks (reference §2.6, §4.3): the parameters `/params` answers for a playbook and resource,
 * the run request, the server-side searches of the run dialog's pickers, and the runs with their actions. Failures reject with a DomainError.
 */
export interface PlaybookRunPort {
  parameters(playbookId: string, target?: RunTarget): Promise<PlaybookParameter[]>;
  /** The run's id. */
  run(request: RunRequest): Promise<string>;
  /** At most a page of matches, by name. */
  lookup(query: LookupQuery): Promise<ResourceOption[]>;
  /** Where the whole filtered runs list is read from, for its export. */
  exportTable(query: RunListQuery): ExportTable;
  /** Runs newest first (top-level runs only), with the total. */
  list(query: RunListQuery): Promise<CollectionPage<PlaybookRunRow>>;
  /** A run with its actions in the order they started; not_found when there is none. */
  get(runId: string): Promise<PlaybookRunDetail>;
  /** DECISIONS §26: the requester's own approval is refused (forbidden). */
  approve(runId: string): Promise<void>;
  cancel(runId: string): Promise<void>;
  /** The playbooks that apply to a resource and that the signed-in person may run (reference §4.3). */
  applicable(target: RunTarget): Promise<RunDialogPlaybook[]>;
  /** The live playbooks by title, for the runs list's playbook filter. */
  playbookNames(): Promise<ResourceOption[]>;
}
export const PlaybookRunPort = serviceIdentifier<PlaybookRunPort>('PlaybookRunPort');

/** Reads the live stream's run and action rows, which are the tables' rows as stored; undefined when one does not read. */
export interface PlaybookLiveRows {
  run(row: unknown): RunStateChange | undefined;
  action(row: unknown): PlaybookRunAction | undefined;
}
