import { RECENT_ABSOLUTE_RANGES_KEPT, type AbsoluteTimeRange } from '../time-ranges';

/** Where the browser keeps the recent absolute ranges (seed 002 §9: five kept). */
export const RECENT_RANGES_PREFERENCE = 'timeRangePicker.recentAbsolute';

const isRange = (value: unknown): value is { from: string; to: string } =>
  typeof value === 'object' && value !== null &&
  typeof (value as { from?: unknown }).from === 'string' && typeof (value as { to?: unknown }).to === 'string';

/** The remembered ranges; a stored value that does not read (an older format, a hand edit) remembers none. */
export function parseRecentRanges(stored: string | undefined): AbsoluteTimeRange[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isRange)
      .slice(0, RECENT_ABSOLUTE_RANGES_KEPT)
      .map(({ from, to }) => ({ type: 'absolute', display: 'Custom', from, to }));
  } catch {
    return [];
  }
}

export const serialiseRecentRanges = (recent: readonly AbsoluteTimeRange[]): string =>
  JSON.stringify(recent.map(({ from, to }) => ({ from, to })));
