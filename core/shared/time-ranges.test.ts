import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import {
  QUICK_RANGES, RELATIVE_RANGES, canSubmitAbsoluteRange, isValidRelativeRange, relativeRange, rememberAbsoluteRange,
  resolveTimeRange, type AbsoluteTimeRange,
} from './time-ranges';

const now = new Date('2024-06-12T10:30:00Z');
const span = (option: Parameters<typeof resolveTimeRange>[0]) => {
  const { from, to } = resolveTimeRange(option, now, 'utc');
  return [from.toISOString(), to.toISOString()];
};

describe('when listing relative ranges', () => {
  it('offers 5m to 5y as now-… expressions with readable names', () => {
    expect(RELATIVE_RANGES.map((r) => r.range)).toEqual([
      'now-5m', 'now-15m', 'now-30m', 'now-1h', 'now-3h', 'now-6h', 'now-12h', 'now-24h',
      'now-2d', 'now-7d', 'now-30d', 'now-90d', 'now-6M', 'now-1y', 'now-2y', 'now-5y',
    ]);
    expect(RELATIVE_RANGES.map((r) => r.display).slice(0, 4)).toEqual(['5 minutes', '15 minutes', '30 minutes', '1 hour']);
    expect(relativeRange('now-6M')?.display).toBe('6 months');
  });

  it('describes a relative range that is not in the list', () => {
    expect(relativeRange('now-4h')).toEqual({ type: 'relative', display: '4 hours', range: 'now-4h' });
    expect(relativeRange('now-4x')).toBeUndefined();
  });
});

describe('when resolving a range', () => {
  it('runs a relative range until now', () => {
    expect(span({ type: 'relative', display: '2 days', range: 'now-2d' })).toEqual([
      '2024-06-10T10:30:00.000Z', '2024-06-12T10:30:00.000Z',
    ]);
  });

  it('covers whole days, weeks, months and years for quick ranges', () => {
    expect(span({ type: 'mapped', display: 'Yesterday' })).toEqual(['2024-06-11T00:00:00.000Z', '2024-06-11T23:59:59.999Z']);
    expect(span({ type: 'mapped', display: 'This week so far' })).toEqual(['2024-06-09T00:00:00.000Z', '2024-06-12T10:30:00.000Z']);
    expect(span({ type: 'mapped', display: 'Previous year' })).toEqual(['2023-01-01T00:00:00.000Z', '2023-12-31T23:59:59.999Z']);
  });

  it('resolves every quick range', () => {
    for (const { display } of QUICK_RANGES) expect(() => span({ type: 'mapped', display })).not.toThrow();
  });

  it('keeps an absolute range as it is', () => {
    expect(span({ type: 'absolute', display: 'Custom', from: '2024-06-01T00:00:00Z', to: '2024-06-02T00:00:00Z' })).toEqual([
      '2024-06-01T00:00:00.000Z', '2024-06-02T00:00:00.000Z',
    ]);
  });

  it('throws on an unknown quick range', () => {
    const attempt = () => span({ type: 'mapped', display: 'Last fortnight' });
    expect(attempt).toThrow(DomainError);
    expect(attempt).toThrow('Invalid mapped time range');
  });

  it('throws on ranges whose ends do not resolve', () => {
    expect(() => span({ type: 'relative', display: '?', range: 'now-1q' })).toThrow('Invalid relative time range');
    expect(() => span({ type: 'absolute', display: 'Custom', from: 'soon', to: 'later' })).toThrow('Invalid absolute time range');
  });

  it('follows the local time zone by default', () => {
    const today = resolveTimeRange({ type: 'mapped', display: 'Today' }, now);
    expect(today.from.getHours()).toBe(0);
    expect(today.to.getHours()).toBe(23);
  });
});

describe('when validating ranges', () => {
  it('accepts relative expressions that resolve', () => {
    expect(['now-2d', 'now-1M/M', 'now'].map(isValidRelativeRange)).toEqual([true, true, true]);
    expect(['2d', 'now-', '', 'now-2q'].map(isValidRelativeRange)).toEqual([false, false, false, false]);
  });

  it('submits an absolute range only when both ends are set', () => {
    expect(canSubmitAbsoluteRange('a', 'b')).toBe(true);
    expect([['a', ''], ['', 'b'], [' ', 'b'], [null, undefined]].map(([f, t]) => canSubmitAbsoluteRange(f, t))).toEqual([
      false, false, false, false,
    ]);
  });
});

describe('when remembering absolute ranges', () => {
  const range = (day: number): AbsoluteTimeRange => ({ type: 'absolute', display: 'Custom', from: `d${day}`, to: `e${day}` });

  it('keeps the five most recent, newest first', () => {
    const recent = [1, 2, 3, 4, 5].map(range);
    expect(rememberAbsoluteRange(recent, range(6)).map((r) => r.from)).toEqual(['d6', 'd1', 'd2', 'd3', 'd4']);
  });

  it('moves a range used again to the front instead of repeating it', () => {
    expect(rememberAbsoluteRange([1, 2, 3].map(range), range(3)).map((r) => r.from)).toEqual(['d3', 'd1', 'd2']);
  });
});
