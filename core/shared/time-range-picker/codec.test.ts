import { describe, expect, it } from 'vitest';
import { readUrl, writeUrl } from '../url-state';
import type { TimeRangeOption } from '../time-ranges';
import { filterParams, timeRangeFilter, timeRangeUrl } from './codec';
import { parseRecentRanges, serialiseRecentRanges } from './recent';

const TWO_DAYS: TimeRangeOption = { type: 'relative', display: '2 days', range: 'now-2d' };
const codec = timeRangeUrl(TWO_DAYS);

describe('a time range in the URL', () => {
  it.each<TimeRangeOption>([
    { type: 'relative', display: '7 days', range: 'now-7d' },
    { type: 'mapped', display: 'Previous week' },
    { type: 'absolute', display: 'Custom', from: '2026-11-01T00:00', to: '2026-11-02T12:30' },
  ])('reads back as written: %o', (value) => {
    expect(readUrl(codec, writeUrl(codec, value))).toEqual(value);
  });

  it('writes the parameters of seed 002 §2.2', () => {
    expect(writeUrl(codec, { type: 'mapped', display: 'Today so far' })).toBe('rangeType=mapped&display=Today+so+far&timeRange=Today+so+far');
  });

  it('reads the default when the URL has no range, or one that does not decode', () => {
    expect(readUrl(codec, '')).toEqual(TWO_DAYS);
    expect(readUrl(codec, 'rangeType=relative&range=soon')).toEqual(TWO_DAYS);
    expect(readUrl(codec, 'rangeType=mapped&timeRange=Someday')).toEqual(TWO_DAYS);
    expect(readUrl(codec, 'rangeType=absolute&from=2026-11-01')).toEqual(TWO_DAYS);
  });
});

describe('a time range among a page\'s filters', () => {
  it('empties the parameters the new range does not use', () => {
    expect(timeRangeFilter(codec, TWO_DAYS)).toEqual({ rangeType: 'relative', display: '2 days', range: 'now-2d', from: '', to: '', timeRange: '' });
  });

  it('reads back from the filters, empty values as absent', () => {
    const value: TimeRangeOption = { type: 'absolute', display: 'Custom', from: '2026-11-01', to: '2026-11-03' };
    expect(codec.parse(filterParams(timeRangeFilter(codec, value)))).toEqual(value);
    expect(codec.parse(filterParams({ rangeType: '', range: '' }))).toEqual(TWO_DAYS);
  });
});

describe('the remembered absolute ranges', () => {
  it('read back as stored', () => {
    const recent = [{ type: 'absolute', display: 'Custom', from: 'a', to: 'b' }] as const;
    expect(parseRecentRanges(serialiseRecentRanges(recent))).toEqual(recent);
  });

  it('are none when the stored value does not read', () => {
    expect(parseRecentRanges(undefined)).toEqual([]);
    expect(parseRecentRanges('{')).toEqual([]);
    expect(parseRecentRanges('[{"from":1}]')).toEqual([]);
  });
});
