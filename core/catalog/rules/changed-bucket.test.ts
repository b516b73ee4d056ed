import { describe, expect, it } from 'vitest';
import { changedBucket } from './changed-bucket';

describe("the flat list's Changed column", () => {
  const now = new Date('2024-06-12T10:30:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const HOUR = 3_600_000;

  it('puts a config in the first bucket its last update falls within, bounds included', () => {
    expect(changedBucket(ago(HOUR), now)).toBe('Last hour');
    expect(changedBucket(ago(HOUR + 1), now)).toBe('Last day');
    expect(changedBucket(ago(7 * 24 * HOUR), now)).toBe('Last week');
    expect(changedBucket(ago(30 * 24 * HOUR), now)).toBe('Last month');
    expect(changedBucket(ago(30 * 24 * HOUR + 1), now)).toBe('Older');
  });

  it('says nothing of a config never updated, or of a time it cannot read', () => {
    expect(changedBucket(undefined, now)).toBe('');
    expect(changedBucket('yesterday', now)).toBe('');
  });
});
