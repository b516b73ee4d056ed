import type { SnapshotFrom } from 'xstate';
import { canWritePlaybooks } from './rules/draft';
import { linkable, printedOutput } from './rules/run-output';
import { runEnded, shownStatus } from './rules/run-status';
import type { runDetailMachine } from './machines/run-detail.machine';
import type { ActionStatus, PlaybookRunRow } from './model';
import { RUNS_TEXTS, TARGET_LABELS } from './texts';

/** One step of a run's page: an action, or the synthetic 'Initialization' of a failed run. */
export interface RunStepView {
  readonly id: string;
  readonly name: string;
  readonly status: ActionStatus;
  readonly startTime?: string;
  readonly endTime?: string;
  readonly error?: string;
  readonly stdout?: string;
  readonly stderr?: string;
  readonly logs?: string;
  /** The logs' URL, when it is one to follow (R002-2-3-11). */
  readonly logsLink?: string;
  /** A result that is not printed output, as JSON. */
  readonly structured?: string;
  /** Neither result nor error: 'No result' (R002-2-3-10). */
  readonly noResult?: string;
  readonly downloadable: boolean;
}

export interface RunDetailView {
  readonly loading: boolean;
  readonly error?: string;
  readonly busy: boolean;
  readonly run?: {
    readonly id: string;
    readonly title: string;
    readonly status: ActionStatus;
    readonly resource?: string;
    readonly requestedBy?: string;
    readonly createdAt: string;
    readonly startTime?: string;
    readonly endTime?: string;
    /** Only when it is still to come (R002-2-3-09). */
    readonly scheduledTime?: string;
    readonly parameters: readonly { readonly name: string; readonly value: string }[];
  };
  readonly steps: readonly RunStepView[];
  readonly canApprove: boolean;
  readonly canCancel: boolean;
  readonly canRerun: boolean;
  /** Read again every 5 s (R002-2-3-07). */
  readonly refreshing: boolean;
}

const NO_STEPS: readonly RunStepView[] = [];

/** 'Component: payments-api' */
export const resourceText = (run: PlaybookRunRow): string | undefined => run.resource && `${TARGET_LABELS[run.resource.kind]}: ${run.resource.name}`;

export function selectRunDetailView(snapshot: SnapshotFrom<typeof runDetailMachine>): RunDetailView {
  const { context } = snapshot;
  const loaded = context.loaded;
  if (!loaded) {
    return { loading: snapshot.hasTag('loading'), error: context.error, busy: false, steps: NO_STEPS, canApprove: false, canCancel: false, canRerun: false, refreshing: false };
  }
  const { run, actions } = loaded.detail;
  const status = shownStatus(run.rawStatus);
  const ended = runEnded(run.rawStatus);
  const steps: RunStepView[] = actions.map((action) => {
    const { stdout, stderr, logs } = printedOutput(action.result);
    const printed = stdout !== undefined || stderr !== undefined || logs !== undefined;
    return {
      id: action.id,
      name: action.name,
      status: shownStatus(action.rawStatus),
      startTime: action.startTime,
      endTime: action.endTime,
      error: action.error,
      stdout,
      stderr,
      logs: logs !== undefined && linkable(logs) ? undefined : logs,
      logsLink: logs !== undefined && linkable(logs) ? logs.trim() : undefined,
      structured: action.result && !printed ? JSON.stringify(action.result, null, 2) : undefined,
      noResult: action.result === undefined && action.error === undefined ? RUNS_TEXTS.noResult : undefined,
      downloadable: action.result !== undefined,
    };
  });
  // R002-2-3-08: a failed run's error shows as a first step of its own.
  if (status === 'failed' && run.error) {
    steps.unshift({ id: 'initialization', name: RUNS_TEXTS.initialization, status: 'failed', error: run.error, downloadable: false });
  }
  const write = canWritePlaybooks(context.roles);
  return {
    loading: false,
    busy: snapshot.hasTag('busy'),
    run: {
      id: run.id,
      title: run.playbookTitle,
      status,
      resource: resourceText(run),
      requestedBy: run.requestedBy?.name,
      createdAt: run.createdAt,
      startTime: run.startTime,
      endTime: run.endTime,
      scheduledTime: run.scheduledTime && Date.parse(run.scheduledTime) > Date.parse(loaded.now) ? run.scheduledTime : undefined,
      parameters: Object.entries(run.parameters).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : JSON.stringify(value) })),
    },
    steps,
    canApprove: write && run.rawStatus === 'pending_approval',
    canCancel: write && !ended,
    canRerun: write && ended,
    refreshing: !ended,
  };
}

/** How long a run took, in seconds ('42s'); empty until it has started and ended. */
export const runDurationText = (run: { readonly startTime?: string; readonly endTime?: string }): string =>
  run.startTime && run.endTime ? `${Math.max(0, Math.round((Date.parse(run.endTime) - Date.parse(run.startTime)) / 1000))}s` : '';
