import { describe, expect, it } from 'vitest';
import {
  dateOrEmpty, formatBytes, formatCost, formatCount, formatPercent, isHighCount, isZeroDate,
} from './format';

describe('when a count badge shows a count', () => {
  it('shows counts up to 999 as they are and above in thousands with k+', () => {
    expect([0, 999, 1000, 1999, 2000, 125_000].map(formatCount)).toEqual(['0', '999', '1k+', '1k+', '2k+', '125k+']);
  });

  it('highlights 500 and more', () => {
    expect([499, 500, 5000].map(isHighCount)).toEqual([false, true, true]);
  });
});

describe('when formatting bytes', () => {
  it('steps by 1024', () => {
    expect([0, 1023, 1024, 1536, 1024 ** 2, 1024 ** 3 * 5, 1024 ** 4].map((b) => formatBytes(b))).toEqual([
      '0 B', '1,023 B', '1 KB', '1.5 KB', '1 MB', '5 GB', '1 TB',
    ]);
  });

  it('keeps the sign and reads nothing for non-numbers', () => {
    expect(formatBytes(-2048)).toBe('-2 KB');
    expect(formatBytes(Number.NaN)).toBe('');
  });
});

describe('when formatting a cost', () => {
  it('shows cents up to 10 dollars and none above', () => {
    expect([0, 9.999, 10, 10.01, 2500.5].map(formatCost)).toEqual(['$0.00', '$10.00', '$10.00', '$10', '$2,501']);
  });

  it('puts the minus before the dollar sign', () => {
    expect(formatCost(-3.5)).toBe('-$3.50');
  });
});

describe('when formatting a percentage', () => {
  it('shows up to 100 as a percentage and above as a multiplier', () => {
    expect([0, 99.5, 100, 100.5, 250, 1000].map((p) => formatPercent(p))).toEqual([
      '0%', '99.5%', '100%', '1.01x', '2.5x', '10x',
    ]);
  });
});

describe('when a date is the zero date', () => {
  it('treats 0001-01-01 and a missing date as empty', () => {
    expect(['0001-01-01T00:00:00Z', '0001-01-01', '', null, undefined].map(isZeroDate)).toEqual(Array(5).fill(true));
    expect(dateOrEmpty('0001-01-01T00:00:00Z')).toBeUndefined();
  });

  it('keeps any other date', () => {
    expect(dateOrEmpty('2024-06-12T10:30:00Z')).toBe('2024-06-12T10:30:00Z');
  });
});
