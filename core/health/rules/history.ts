import { timeRangeStart, type TimeZoneMode } from '../../shared';
import type { CheckStatusQuery } from '../model';
import { DURATION_FILTER_ERROR } from '../texts';

/** Seed 000 §2.5: the History tab's Status filter. */
export const HISTORY_STATUSES = ['All', 'Healthy', 'Unhealthy'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/** Seed 000 §5: Healthy is sent as 1 and Unhealthy as 0; All sends nothing. */
export function historyStatusValue(status: HistoryStatus): 1 | 0 | undefined {
  if (status === 'Healthy') return 1;
  if (status === 'Unhealthy') return 0;
  return undefined;
}

export const ALL_DURATIONS = 'All';
/** Seed 000 §2.5: the Duration filter's ready-made choices; a person may type another. */
export const HISTORY_DURATIONS = [ALL_DURATIONS, '100ms', '500ms', '1s', '5s', '10s', '30s'] as const;

export type DurationFilter =
  | { readonly valid: true; /** Milliseconds; absent for All. */ readonly minDuration?: number }
  | { readonly valid: false; readonly error: string };

const DURATION = /^(\d+(?:\.\d+)?)\s*(ms|s)$/;

/**
 * Seed 000 §5: a duration is All or a number with ms or s; seconds become milliseconds. Durations are
 * whole milliseconds, so a fraction rounds up: "at least 1.5ms" is "at least 2ms".
 */
export function parseDurationFilter(text: string): DurationFilter {
  const value = text.trim();
  if (value === '' || value === ALL_DURATIONS) return { valid: true };
  const match = DURATION.exec(value);
  if (!match) return { valid: false, error: DURATION_FILTER_ERROR };
  const amount = Number(match[1]) * (match[2] === 's' ? 1000 : 1);
  return { valid: true, minDuration: Math.ceil(amount) };
}

export const DEFAULT_HISTORY_PAGE_SIZE = 50;

export interface HistoryFilters {
  readonly status: HistoryStatus;
  /** What the Duration filter holds, as chosen or typed. */
  readonly duration: string;
}

export const DEFAULT_HISTORY_FILTERS: HistoryFilters = { status: 'All', duration: ALL_DURATIONS };

/**
 * The page of runs to ask for (seed 002 §7.3): after the start of the range, with the filters. An
 * invalid duration is not sent; the caller shows its error instead.
 */
export function historyQuery(args: {
  checkId: string;
  timeRange: string;
  filters: HistoryFilters;
  pageIndex: number;
  pageSize: number;
  now: Date;
  zone?: TimeZoneMode;
}): CheckStatusQuery {
  const status = historyStatusValue(args.filters.status);
  const duration = parseDurationFilter(args.filters.duration);
  return {
    checkId: args.checkId,
    since: timeRangeStart(args.timeRange, args.now, args.zone).toISOString(),
    ...(status === undefined ? {} : { status }),
    ...(duration.valid && duration.minDuration !== undefined ? { minDuration: duration.minDuration } : {}),
    pageIndex: args.pageIndex,
    pageSize: args.pageSize,
  };
}
