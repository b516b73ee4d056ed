import type { LiveEvent } from '../../shared';
import type { PlaybookLiveRows } from '../ports';
import type { PlaybookRunAction, PlaybookRunDetail, RunStateChange } from '../model';

/** A change to a run or one of its actions the live stream brought; the record is absent when the stream could not carry it. */
export type RunChange =
  | { readonly kind: 'run'; readonly runId: string; readonly state?: RunStateChange }
  | { readonly kind: 'action'; readonly runId: string; readonly action?: PlaybookRunAction };

export const RUN_LIVE_KINDS = ['playbook.run', 'playbook.action'] as const;

/** A stream event as a run's page reads it: a run's own event names the run, an action's its parent. */
export function runChangeOf(event: LiveEvent, rows: PlaybookLiveRows): RunChange | undefined {
  const row = event.row;
  if (event.kind === 'playbook.run') return { kind: 'run', runId: event.id, state: row === undefined ? undefined : rows.run(row) };
  if (event.kind === 'playbook.action' && event.parent) {
    return { kind: 'action', runId: event.parent, action: row === undefined ? undefined : rows.action(row) };
  }
  return undefined;
}

/**
 * The run with the stream's changes to it: its status and times, and its actions as they start, run
 * and end (a new action is added after the others). `refetch`: a change it could not apply (a row too
 * long to carry), and the page reads the run once.
 */
export function applyRunChanges(detail: PlaybookRunDetail, changes: readonly RunChange[]): { detail: PlaybookRunDetail; refetch: boolean } {
  let current = detail;
  let refetch = false;
  for (const change of changes) {
    if (change.runId !== detail.run.id) continue;
    if (change.kind === 'run') {
      if (!change.state) refetch = true;
      else current = { ...current, run: { ...current.run, ...change.state } };
      continue;
    }
    const { action } = change;
    if (!action) {
      refetch = true;
      continue;
    }
    const known = current.actions.some((a) => a.id === action.id);
    current = { ...current, actions: known ? current.actions.map((a) => (a.id === action.id ? action : a)) : [...current.actions, action] };
  }
  return { detail: current, refetch };
}
