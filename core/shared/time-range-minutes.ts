import { toDayjs, type TimeZoneMode } from './date-math';
import { DomainError } from './errors';

/** Seed 002 §9: the time range options and their length in minutes. */
export const TIME_RANGE_MINUTES = [
  ['15m', 15], ['1h', 60], ['2h', 120], ['3h', 180], ['6h', 360], ['12h', 720],
  ['1d', 1440], ['2d', 2880], ['3d', 4320], ['1w', 10080], ['2w', 20160], ['3w', 30240],
  ['1mo', 43200], ['2mo', 86400], ['3mo', 129600], ['6mo', 259200],
  ['1y', 518400], ['2y', 1036800], ['3y', 1555200], ['5y', 2592000],
] as const;
export type TimeRangeName = (typeof TIME_RANGE_MINUTES)[number][0];

export const TIME_RANGE_NAMES: readonly TimeRangeName[] = TIME_RANGE_MINUTES.map(([name]) => name);

export const isTimeRangeName = (value: string): value is TimeRangeName =>
  (TIME_RANGE_NAMES as readonly string[]).includes(value);

export function timeRangeMinutes(name: TimeRangeName): number {
  return TIME_RANGE_MINUTES.find(([n]) => n === name)![1];
}

/**
 * Where a range that ends at `now` starts. Months differ in length, so a `mo` range subtracts calendar
 * months (seed 002 §9); every other range subtracts its minutes.
 */
export function timeRangeStart(name: string, now: Date, zone: TimeZoneMode = 'local'): Date {
  if (!isTimeRangeName(name)) throw new DomainError('invalid', `Unknown time range: ${name}`, { name });
  const months = /^(\d+)mo$/.exec(name);
  const moment = toDayjs(now, zone);
  return (months ? moment.subtract(Number(months[1]), 'month') : moment.subtract(timeRangeMinutes(name), 'minute')).toDate();
}

/**
 * The first of `candidates` (shortest first) that is longer than `ageMinutes`, else the last one: the
 * building block for "pick a range that shows something this old".
 */
export function firstRangeLongerThan(ageMinutes: number, candidates: readonly TimeRangeName[] = TIME_RANGE_NAMES): TimeRangeName {
  if (candidates.length === 0) throw new DomainError('invalid', 'No time ranges to choose from');
  return candidates.find((name) => ageMinutes < timeRangeMinutes(name)) ?? candidates[candidates.length - 1]!;
}
