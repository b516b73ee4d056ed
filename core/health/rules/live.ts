import type { CheckRun, CheckStatusEntry, CheckStatusHistory, CheckSummary } from '../model';
import { historyStatusValue, parseDurationFilter, type HistoryFilters } from './history';

export const CHECK_LIVE_KINDS = ['check.status'] as const;

const later = (a: string | undefined, b: string) => (a !== undefined && Date.parse(a) >= Date.parse(b) ? a : b);

/**
 * The check as it is after `run`: its status, last run and uptime counts follow the run, and a run
 * that turned it moves its transition time. A run older than the last one shown changes only the counts.
 */
export function checkAfterRun<C extends CheckSummary>(check: C, run: CheckStatusEntry): C {
  const newest = check.lastRuntime === undefined || Date.parse(run.time) >= Date.parse(check.lastRuntime);
  const status = run.status ? 'healthy' : 'unhealthy';
  const { uptime } = check;
  return {
    ...check,
    ...(newest
      ? { status, lastRuntime: run.time, lastTransitionTime: status === check.status ? check.lastTransitionTime : run.time }
      : {}),
    uptime: run.status
      ? { ...uptime, passed: uptime.passed + 1, lastPass: later(uptime.lastPass, run.time) }
      : { ...uptime, failed: uptime.failed + 1, lastFail: later(uptime.lastFail, run.time) },
  };
}

/**
 * The Health list with the stream's runs applied, so a check that ran moves without reading the list
 * again. `refetch`: a run of a check the list does not hold (one added since it was read), or one
 * the stream could not carry.
 */
export function applyCheckRuns(checks: readonly CheckSummary[], runs: readonly CheckRun[]): { checks: readonly CheckSummary[]; refetch: boolean } {
  if (runs.length === 0) return { checks, refetch: false };
  const index = new Map(checks.map((check, i) => [check.id, i]));
  const next = [...checks];
  let refetch = false;
  for (const { checkId, run } of runs) {
    const i = index.get(checkId);
    if (i === undefined || run === undefined) refetch = true;
    else next[i] = checkAfterRun(next[i]!, run);
  }
  return { checks: next, refetch };
}

/** Whether History's filters (seed 002 §7.3) let the run through. */
export function runMatches(run: CheckStatusEntry, filters: HistoryFilters): boolean {
  const status = historyStatusValue(filters.status);
  if (status !== undefined && run.status !== (status === 1)) return false;
  const duration = parseDurationFilter(filters.duration);
  return !(duration.valid && duration.minDuration !== undefined && run.duration < duration.minDuration);
}

/**
 * A check's History with the stream's new runs of it: the first page shows them on top (newest first,
 * no more rows than the page holds), later pages only count them. A run already shown (a refetch that
 * raced the event) is not shown twice.
 */
export function historyWithRuns(history: CheckStatusHistory, runs: readonly CheckStatusEntry[], firstPage: { pageIndex: number; pageSize: number }): CheckStatusHistory {
  const shown = new Set(history.data.map((entry) => Date.parse(entry.time)));
  const fresh = runs.filter((run) => !shown.has(Date.parse(run.time)));
  if (fresh.length === 0) return history;
  const totalEntries = history.totalEntries + fresh.length;
  if (firstPage.pageIndex !== 0) return { ...history, totalEntries };
  const data = [...fresh, ...history.data].sort((a, b) => Date.parse(b.time) - Date.parse(a.time)).slice(0, firstPage.pageSize);
  return { ...history, data, totalEntries };
}
