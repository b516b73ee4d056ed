import type { ActionStatus, RunStatus } from '../model';

/** Seed 002 §4's run statuses, the runs list's status filter (R002-4-06). */
export const RUN_STATUSES: readonly RunStatus[] = ['running', 'scheduled', 'cancelled', 'completed', 'failed', 'pending', 'waiting'];
/** Actions add sleeping and skipped; skipped is not offered as a filter (R002-4-07). */
export const ACTION_STATUSES: readonly ActionStatus[] = [...RUN_STATUSES, 'sleeping', 'skipped'];

/** Stored statuses the screens show as another (issue 20: pending_approval as pending, timed_out as failed). */
const SHOWN_AS: Readonly<Record<string, ActionStatus>> = { pending_approval: 'pending', timed_out: 'failed', retrying: 'running' };

/** How a stored run or action status shows; an unknown one shows as pending. */
export function shownStatus(raw: string): ActionStatus {
  const status = SHOWN_AS[raw] ?? raw;
  return (ACTION_STATUSES as readonly string[]).includes(status) ? (status as ActionStatus) : 'pending';
}

/** The stored statuses a status filter matches. */
export const storedStatuses = (status: RunStatus): string[] => [status, ...Object.keys(SHOWN_AS).filter((raw) => SHOWN_AS[raw] === status)];

/** A run has ended: nothing about it changes any more, its page stops refreshing. */
export const runEnded = (raw: string): boolean => ['completed', 'failed', 'cancelled'].includes(shownStatus(raw));

/** The colour a run or action status is drawn in: ended well green, failed red, going on blue, waiting orange. */
export function runStatusColour(status: ActionStatus): 'green' | 'red' | 'blue' | 'orange' | 'gray' {
  if (status === 'completed') return 'green';
  if (status === 'failed') return 'red';
  if (status === 'running') return 'blue';
  if (status === 'cancelled' || status === 'skipped') return 'gray';
  return 'orange';
}

/** The icon each status is drawn with (R002-4-08): one per run and action status. */
export const RUN_STATUS_ICONS = {
  completed: 'check',
  cancelled: 'ban',
  failed: 'cross',
  pending: 'clock',
  waiting: 'hourglass',
  running: 'play',
  scheduled: 'calendar',
  sleeping: 'moon',
  skipped: 'skip',
} as const satisfies Record<ActionStatus, string>;
export type RunStatusIcon = (typeof RUN_STATUS_ICONS)[ActionStatus];
