import { isTimeRangeName, parseDuration, timeRangeMinutes } from '../../shared';

/** Seed 000 §4: the health page's refresh options, in order. */
export const REFRESH_RATES = ['None', '15s', '30s', '60s', '2m', '3m', '5m', '10m', '15m'] as const;
export type RefreshRate = (typeof REFRESH_RATES)[number];

export const REFRESH_RATE_LABELS: Readonly<Record<RefreshRate, string>> = {
  None: 'None',
  '15s': '15 seconds',
  '30s': '30 seconds',
  '60s': '1 minute',
  '2m': '2 minutes',
  '3m': '3 minutes',
  '5m': '5 minutes',
  '10m': '10 minutes',
  '15m': '15 minutes',
};

export interface RefreshRateOption {
  readonly rate: RefreshRate;
  readonly label: string;
  readonly disabled: boolean;
}

export const isRefreshRate = (value: unknown): value is RefreshRate =>
  typeof value === 'string' && (REFRESH_RATES as readonly string[]).includes(value);

/** What the browser saved; anything unreadable means no auto-refresh. */
export const parseRefreshRate = (stored: string | null | undefined): RefreshRate => (isRefreshRate(stored) ? stored : 'None');

/**
 * The length of the page's time range in minutes. The options of the time-range table are known; a
 * page without a range (or with one the table does not know) limits nothing.
 */
export const pageRangeMinutes = (timeRange: string | undefined): number =>
  timeRange !== undefined && isTimeRangeName(timeRange) ? timeRangeMinutes(timeRange) : 0;

/**
 * Seed 000 §4: refreshing faster than a long range can change is wasted work, so from 60 minutes on
 * 15s and 30s are disabled, and from 180 minutes on 2m and 3m as well.
 */
export function disabledRefreshRates(timeRange: string | undefined): ReadonlySet<RefreshRate> {
  const minutes = pageRangeMinutes(timeRange);
  const disabled = new Set<RefreshRate>();
  if (minutes >= 60) ['15s', '30s'].forEach((rate) => disabled.add(rate as RefreshRate));
  if (minutes >= 180) ['2m', '3m'].forEach((rate) => disabled.add(rate as RefreshRate));
  return disabled;
}

export function refreshRateOptions(timeRange: string | undefined): RefreshRateOption[] {
  const disabled = disabledRefreshRates(timeRange);
  return REFRESH_RATES.map((rate) => ({ rate, label: REFRESH_RATE_LABELS[rate], disabled: disabled.has(rate) }));
}

/**
 * The rate in force: the person's choice, or, when the range disables it, the next slower option that
 * is allowed, else None. The choice itself stays saved, so a shorter range brings it back.
 */
export function effectiveRefreshRate(chosen: RefreshRate, timeRange: string | undefined): RefreshRate {
  const disabled = disabledRefreshRates(timeRange);
  if (!disabled.has(chosen)) return chosen;
  return REFRESH_RATES.slice(REFRESH_RATES.indexOf(chosen) + 1).find((rate) => !disabled.has(rate)) ?? 'None';
}

/** Milliseconds between refreshes, or undefined for None. */
export const refreshIntervalMs = (rate: RefreshRate): number | undefined => (rate === 'None' ? undefined : parseDuration(rate));
