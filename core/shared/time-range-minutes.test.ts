import { describe, expect, it } from 'vitest';
import { TIME_RANGE_NAMES, firstRangeLongerThan, timeRangeMinutes, timeRangeStart } from './time-range-minutes';

describe('when reading the time range minutes table', () => {
  it('lists the options from 15m to 5y with their minutes', () => {
    expect(TIME_RANGE_NAMES).toHaveLength(20);
    expect([timeRangeMinutes('15m'), timeRangeMinutes('1w'), timeRangeMinutes('1mo'), timeRangeMinutes('5y')]).toEqual([
      15, 10080, 43200, 2592000,
    ]);
  });
});

describe('when a range starts before now', () => {
  const now = new Date('2024-03-31T12:00:00Z');
  const start = (name: string) => timeRangeStart(name, now, 'utc').toISOString();

  it('subtracts calendar months for mo ranges', () => {
    expect(start('1mo')).toBe('2024-02-29T12:00:00.000Z');
    expect(start('6mo')).toBe('2023-09-30T12:00:00.000Z');
  });

  it('subtracts the minutes of the table otherwise', () => {
    expect(start('2h')).toBe('2024-03-31T10:00:00.000Z');
    expect(start('1y')).toBe(new Date(now.getTime() - 518400 * 60_000).toISOString());
  });

  it('refuses a name that is not in the table', () => {
    expect(() => start('4h')).toThrow('Unknown time range: 4h');
  });
});

describe('when picking the first range longer than an age', () => {
  it('takes the shortest candidate that is longer', () => {
    expect(firstRangeLongerThan(59, ['1h', '3h', '6h'])).toBe('1h');
    expect(firstRangeLongerThan(60, ['1h', '3h', '6h'])).toBe('3h');
  });

  it('takes the last candidate when none is longer', () => {
    expect(firstRangeLongerThan(10_000_000, ['1h', '5y'])).toBe('5y');
  });

  it('refuses an empty list', () => {
    expect(() => firstRangeLongerThan(1, [])).toThrow();
  });
});
