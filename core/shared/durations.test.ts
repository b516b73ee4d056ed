import { describe, expect, it } from 'vitest';
import { parseDuration } from './durations';

describe('when parsing a refresh-rate duration', () => {
  it('reads the suffixes s, m, h, d and w', () => {
    expect(['30s', '2m', '1h', '1d', '2w', '1.5m'].map(parseDuration)).toEqual([
      30_000, 120_000, 3_600_000, 86_400_000, 1_209_600_000, 90_000,
    ]);
  });

  it('gives undefined for anything else', () => {
    expect(['', '15', 'm', '1y', '1 h', '-1m', '1mo'].map(parseDuration)).toEqual(Array(7).fill(undefined));
  });
});
