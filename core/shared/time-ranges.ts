import { resolveDateMath, resolveTimeExpression, type TimeZoneMode } from './date-math';
import { DomainError } from './errors';

/** Seed 002 §9 and §2.2: a time range is relative (`now-2d` to now), mapped (a named quick range) or absolute. */
export type RelativeTimeRange = { type: 'relative'; display: string; range: string };
export type MappedTimeRange = { type: 'mapped'; display: string };
export type AbsoluteTimeRange = { type: 'absolute'; display: 'Custom'; from: string; to: string };
export type TimeRangeOption = RelativeTimeRange | MappedTimeRange | AbsoluteTimeRange;

export interface ResolvedTimeRange {
  from: Date;
  to: Date;
}

export const RELATIVE_RANGE_NAMES = [
  '5m', '15m', '30m', '1h', '3h', '6h', '12h', '24h', '2d', '7d', '30d', '90d', '6M', '1y', '2y', '5y',
] as const;
export type RelativeRangeName = (typeof RELATIVE_RANGE_NAMES)[number];

const UNIT_WORDS: Record<string, string> = { m: 'minute', h: 'hour', d: 'day', w: 'week', M: 'month', y: 'year' };

const describe = (name: string) => {
  const amount = Number(name.slice(0, -1));
  const word = UNIT_WORDS[name.slice(-1)];
  return `${amount} ${word}${amount === 1 ? '' : 's'}`;
};

export const RELATIVE_RANGES: readonly RelativeTimeRange[] = RELATIVE_RANGE_NAMES.map((name) => ({
  type: 'relative',
  display: describe(name),
  range: `now-${name}`,
}));

/** The quick ranges of seed 002 §9 with the expressions they stand for (start rounds down, end up). */
export const QUICK_RANGES = [
  { display: 'Yesterday', from: 'now-1d/d', to: 'now-1d/d' },
  { display: 'Day before yesterday', from: 'now-2d/d', to: 'now-2d/d' },
  { display: 'This day last week', from: 'now-7d/d', to: 'now-7d/d' },
  { display: 'Previous week', from: 'now-1w/w', to: 'now-1w/w' },
  { display: 'Previous month', from: 'now-1M/M', to: 'now-1M/M' },
  { display: 'Previous year', from: 'now-1y/y', to: 'now-1y/y' },
  { display: 'Today', from: 'now/d', to: 'now/d' },
  { display: 'Today so far', from: 'now/d', to: 'now' },
  { display: 'This week', from: 'now/w', to: 'now/w' },
  { display: 'This week so far', from: 'now/w', to: 'now' },
  { display: 'This month', from: 'now/M', to: 'now/M' },
  { display: 'This month so far', from: 'now/M', to: 'now' },
  { display: 'This year', from: 'now/y', to: 'now/y' },
  { display: 'This year so far', from: 'now/y', to: 'now' },
] as const;
export type QuickRangeName = (typeof QUICK_RANGES)[number]['display'];

export const INVALID_MAPPED_RANGE = 'Invalid mapped time range';
export const INVALID_RELATIVE_RANGE = 'Invalid relative time range';
export const INVALID_ABSOLUTE_RANGE = 'Invalid absolute time range';

export const quickRange = (display: string) => QUICK_RANGES.find((q) => q.display === display);

export const relativeRange = (range: string): RelativeTimeRange | undefined => {
  const known = RELATIVE_RANGES.find((r) => r.range === range);
  if (known) return known;
  const name = range.startsWith('now-') ? range.slice(4) : '';
  return /^\d+[mhdwMy]$/.test(name) ? { type: 'relative', display: describe(name), range } : undefined;
};

/** The expressions a range stands for, before they are resolved against a moment. */
export function timeRangeExpressions(option: TimeRangeOption): { from: string; to: string } {
  switch (option.type) {
    case 'relative':
      return { from: option.range, to: 'now' };
    case 'absolute':
      return { from: option.from, to: option.to };
    case 'mapped': {
      const quick = quickRange(option.display);
      if (!quick) throw new DomainError('invalid', INVALID_MAPPED_RANGE, { display: option.display });
      return { from: quick.from, to: quick.to };
    }
  }
}

/**
 * The moments a range covers at `now`. Seed 002 §8: an unknown mapped range name is an error, and so
 * is a relative or absolute range whose expressions do not resolve.
 */
export function resolveTimeRange(option: TimeRangeOption, now: Date, zone: TimeZoneMode = 'local'): ResolvedTimeRange {
  const { from, to } = timeRangeExpressions(option);
  const start = resolveTimeExpression(from, now, { zone });
  const end = resolveTimeExpression(to, now, { zone, roundUp: true });
  if (!start || !end) {
    const message = option.type === 'relative' ? INVALID_RELATIVE_RANGE : INVALID_ABSOLUTE_RANGE;
    throw new DomainError('invalid', message, { from, to });
  }
  return { from: start, to: end };
}

/** Whether `range` is a `now-…` expression that resolves. */
export const isValidRelativeRange = (range: string): boolean =>
  range.startsWith('now') && resolveDateMath(range, new Date(0)) !== undefined;

/** Seed 002 §2.2: the absolute range's Submit stays disabled until both From and To are set. */
export const canSubmitAbsoluteRange = (from: string | null | undefined, to: string | null | undefined): boolean =>
  !!from?.trim() && !!to?.trim();

/** Seed 002 §2.2 and §9: the picker remembers the five most recent absolute ranges. */
export const RECENT_ABSOLUTE_RANGES_KEPT = 5;

export function rememberAbsoluteRange(
  recent: readonly AbsoluteTimeRange[],
  range: AbsoluteTimeRange,
): AbsoluteTimeRange[] {
  const others = recent.filter((r) => r.from !== range.from || r.to !== range.to);
  return [range, ...others].slice(0, RECENT_ABSOLUTE_RANGES_KEPT);
}
