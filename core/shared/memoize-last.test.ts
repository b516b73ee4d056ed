import { describe, expect, it, vi } from 'vitest';
import { memoizeLast, memoizeOnParts, memoizeStable } from './memoize-last';

describe('when a computation is memoized on its last arguments', () => {
  it('answers the same result for the same objects without computing again', () => {
    const compute = vi.fn((items: readonly number[], limit: number) => items.filter((n) => n < limit));
    const filtered = memoizeLast(compute);
    const items = [1, 5, 9];
    const first = filtered(items, 6);
    expect(filtered(items, 6)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes again once any argument is another object, even an equal one', () => {
    const compute = vi.fn((items: readonly number[]) => items.length);
    const count = memoizeLast(compute);
    count([1, 2]);
    count([1, 2]);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});

describe('when a computation keeps its result stable', () => {
  it('answers the last result itself when the new one is equal in content, and the new one when it differs', () => {
    const labels = memoizeStable((checks: readonly { label: string; status: string }[]) => [...new Set(checks.map((check) => check.label))]);
    const first = labels([{ label: 'team=a', status: 'healthy' }]);
    expect(labels([{ label: 'team=a', status: 'unhealthy' }])).toBe(first);
    expect(labels([{ label: 'team=b', status: 'healthy' }])).toEqual(['team=b']);
  });
});

describe('when a computation reads one part of each item', () => {
  it('answers again while every item keeps that part, and computes once a part is another object', () => {
    const compute = vi.fn((checks: readonly { labels: Record<string, string>; status: string }[]) => checks.flatMap((check) => Object.keys(check.labels)));
    const keys = memoizeOnParts(compute, (check) => check.labels);
    const labels = { team: 'a' };
    const first = keys([{ labels, status: 'healthy' }]);
    expect(keys([{ labels, status: 'unhealthy' }])).toBe(first);
    expect(keys([{ labels: { team: 'a' }, status: 'unhealthy' }])).toEqual(['team']);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
