import { describe, expect, it } from 'vitest';
import { TIME_RANGE_PARAMS, decodeTimeRangeParams, encodeTimeRangeParams } from './time-range-params';
import type { TimeRangeOption } from './time-ranges';

const reader = (params: Record<string, string>) => ({ get: (name: string) => params[name] ?? null });

describe('when a range is written to the URL', () => {
  const options: TimeRangeOption[] = [
    { type: 'relative', display: '7 days', range: 'now-7d' },
    { type: 'mapped', display: 'Today so far' },
    { type: 'absolute', display: 'Custom', from: '2024-06-01T00:00:00Z', to: '2024-06-02T00:00:00Z' },
  ];

  it('uses only the time-range parameters', () => {
    for (const option of options) {
      for (const key of Object.keys(encodeTimeRangeParams(option))) expect(TIME_RANGE_PARAMS).toContain(key);
    }
  });

  it('writes each kind with its own parameters', () => {
    expect(options.map(encodeTimeRangeParams)).toEqual([
      { rangeType: 'relative', display: '7 days', range: 'now-7d' },
      { rangeType: 'mapped', display: 'Today so far', timeRange: 'Today so far' },
      { rangeType: 'absolute', display: 'Custom', from: '2024-06-01T00:00:00Z', to: '2024-06-02T00:00:00Z' },
    ]);
  });

  it('reads back the same range', () => {
    for (const option of options) {
      expect(decodeTimeRangeParams(reader(encodeTimeRangeParams(option) as Record<string, string>))).toEqual({ option });
    }
  });
});

describe('when the URL holds a broken range', () => {
  it('reports it instead of applying it', () => {
    expect(decodeTimeRangeParams(reader({ rangeType: 'relative', range: 'now-x' }))).toEqual({
      problem: 'Invalid relative time range',
    });
    expect(decodeTimeRangeParams(reader({ rangeType: 'mapped', timeRange: 'Someday' }))).toEqual({
      problem: 'Invalid mapped time range',
    });
    expect(decodeTimeRangeParams(reader({ rangeType: 'absolute', from: '2024-06-01' }))).toEqual({
      problem: 'Invalid absolute time range',
    });
  });

  it('names a relative range that has no display', () => {
    expect(decodeTimeRangeParams(reader({ rangeType: 'relative', range: 'now-2d' }))).toEqual({
      option: { type: 'relative', display: '2 days', range: 'now-2d' },
    });
  });

  it('leaves the default in place when there is no range at all', () => {
    expect(decodeTimeRangeParams(reader({}))).toEqual({});
  });
});
