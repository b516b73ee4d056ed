import { firstRangeLongerThan, type TimeRangeName } from '../../shared';

/** Seed 000 §4: the ranges a check's detail may open with, shortest first; 5y is the last resort. */
export const DETAIL_DEFAULT_RANGES: readonly TimeRangeName[] = [
  '1h', '3h', '6h', '12h', '1d', '2d', '3d', '1w', '2w', '3w', '1mo', '2mo', '3mo', '6mo', '1y', '2y', '3y', '5y',
];

/** Seed 000 §2.4: closing the detail resets the page's range to this. */
export const DEFAULT_TIME_RANGE: TimeRangeName = '1h';

/**
 * The range a check's detail opens with when the URL names none: the shortest range that still shows
 * the last run. A check that never ran opens at 1h.
 */
export function defaultDetailTimeRange(lastRuntime: string | undefined, now: Date): TimeRangeName {
  const last = lastRuntime ? new Date(lastRuntime).getTime() : Number.NaN;
  if (Number.isNaN(last)) return DEFAULT_TIME_RANGE;
  const ageMinutes = Math.max(0, now.getTime() - last) / 60_000;
  return firstRangeLongerThan(ageMinutes, DETAIL_DEFAULT_RANGES);
}
