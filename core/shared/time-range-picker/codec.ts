import type { QueryParams, UrlCodec } from '../url-state';
import { decodeTimeRangeParams, encodeTimeRangeParams, TIME_RANGE_PARAMS, type TimeRangeParam } from '../time-range-params';
import type { TimeRangeOption } from '../time-ranges';

/**
 * A time range in the URL (seed 002 §2.2: rangeType, display, from, to, range, timeRange). A URL
 * without a range, or with one that does not decode (seed 002 §8), reads as the page's default.
 */
export const timeRangeUrl = (fallback: TimeRangeOption): UrlCodec<TimeRangeOption> => ({
  parse: (params) => decodeTimeRangeParams(params).option ?? fallback,
  serialise: (value) => encodeTimeRangeParams(value) as Record<string, string>,
});

/**
 * Every time-range parameter for `value`, the unused ones empty: merged into a page's filters, it
 * leaves nothing of the previous range behind (an absolute range's from and to after a relative one).
 */
export function timeRangeFilter(codec: UrlCodec<TimeRangeOption>, value: TimeRangeOption): Record<TimeRangeParam, string> {
  const written = codec.serialise(value);
  return Object.fromEntries(TIME_RANGE_PARAMS.map((name) => [name, written[name] ?? ''])) as Record<TimeRangeParam, string>;
}

/** A page's filters read as query parameters, an empty value as an absent one. */
export function filterParams(filter: Readonly<Record<string, string>>): QueryParams {
  const value = (name: string) => (filter[name] ? filter[name] : null);
  return {
    get: value,
    getAll: (name) => (value(name) === null ? [] : [value(name)!]),
    has: (name) => value(name) !== null,
  };
}
