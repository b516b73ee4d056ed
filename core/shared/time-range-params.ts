import {
  INVALID_RELATIVE_RANGE, isValidRelativeRange, quickRange, relativeRange,
  INVALID_MAPPED_RANGE, INVALID_ABSOLUTE_RANGE, type TimeRangeOption,
} from './time-ranges';

/** Seed 002 §2.2: the time-range state lives in these URL parameters. */
export const TIME_RANGE_PARAMS = ['rangeType', 'display', 'from', 'to', 'range', 'timeRange'] as const;
export type TimeRangeParam = (typeof TIME_RANGE_PARAMS)[number];

/** What the core needs of URLSearchParams, so it stays free of DOM types. */
export interface ParamReader {
  get(name: string): string | null;
}

/**
 * The parameters that describe `option`. Every name of TIME_RANGE_PARAMS not in the result must be
 * removed from the URL, so that no parameter of the previous range lingers.
 */
export function encodeTimeRangeParams(option: TimeRangeOption): Partial<Record<TimeRangeParam, string>> {
  const base = { rangeType: option.type, display: option.display };
  switch (option.type) {
    case 'absolute':
      return { ...base, from: option.from, to: option.to };
    case 'relative':
      return { ...base, range: option.range };
    case 'mapped':
      return { ...base, timeRange: option.display };
  }
}

export type DecodedTimeRange =
  | { option: TimeRangeOption; problem?: undefined }
  | { option?: undefined; problem?: string };

/**
 * The range the URL describes. No range parameters give neither option nor problem (the screen uses its
 * default); a malformed range gives a problem for the caller to log (seed 002 §8) and no option.
 */
export function decodeTimeRangeParams(params: ParamReader): DecodedTimeRange {
  const type = params.get('rangeType');
  if (type === 'absolute') {
    const from = params.get('from');
    const to = params.get('to');
    return from && to ? { option: { type, display: 'Custom', from, to } } : { problem: INVALID_ABSOLUTE_RANGE };
  }
  if (type === 'relative') {
    const range = params.get('range') ?? '';
    if (!isValidRelativeRange(range)) return { problem: INVALID_RELATIVE_RANGE };
    const display = params.get('display') || relativeRange(range)?.display || range;
    return { option: { type, display, range } };
  }
  if (type === 'mapped') {
    const name = params.get('timeRange') ?? params.get('display') ?? '';
    return quickRange(name) ? { option: { type, display: name } } : { problem: INVALID_MAPPED_RANGE };
  }
  return {};
}
