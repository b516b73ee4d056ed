import { describe, expect, it } from 'vitest';
import { parseDateMath, resolveDateMath, resolveTimeExpression } from './date-math';

const now = new Date('2024-06-12T10:30:45.500Z');
const at = (expression: string, roundUp = false) => resolveDateMath(expression, now, { zone: 'utc', roundUp })?.toISOString();

describe('when an expression is relative to now', () => {
  it('adds and subtracts every unit', () => {
    expect(at('now')).toBe('2024-06-12T10:30:45.500Z');
    expect(at('now-30s')).toBe('2024-06-12T10:30:15.500Z');
    expect(at('now-15m')).toBe('2024-06-12T10:15:45.500Z');
    expect(at('now+2h')).toBe('2024-06-12T12:30:45.500Z');
    expect(at('now-2d')).toBe('2024-06-10T10:30:45.500Z');
    expect(at('now-1w')).toBe('2024-06-05T10:30:45.500Z');
    expect(at('now-6M')).toBe('2023-12-12T10:30:45.500Z');
    expect(at('now-1y')).toBe('2023-06-12T10:30:45.500Z');
  });

  it('takes a missing amount as one', () => {
    expect(at('now-d')).toBe('2024-06-11T10:30:45.500Z');
  });

  it('rounds to the start of a unit, or its end when rounding up', () => {
    expect(at('now/d')).toBe('2024-06-12T00:00:00.000Z');
    expect(at('now/d', true)).toBe('2024-06-12T23:59:59.999Z');
    expect(at('now-1M/M')).toBe('2024-05-01T00:00:00.000Z');
    expect(at('now-1M/M', true)).toBe('2024-05-31T23:59:59.999Z');
  });

  it('chains steps in order', () => {
    expect(at('now/d-1h')).toBe('2024-06-11T23:00:00.000Z');
  });

  it('never reads the system clock', () => {
    expect(resolveDateMath('now', new Date(0), { zone: 'utc' })?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('when an expression is not date math', () => {
  it('is refused', () => {
    for (const bad of ['', 'today', 'now-', 'now-2x', 'now--1d', 'now-2d/', 'now 2d', 'nownow']) {
      expect(parseDateMath(bad), bad).toBeUndefined();
    }
  });
});

describe('when a time expression may be absolute', () => {
  it('reads ISO dates and date math alike', () => {
    expect(resolveTimeExpression('2024-01-02T03:04:05Z', now)?.toISOString()).toBe('2024-01-02T03:04:05.000Z');
    expect(resolveTimeExpression('now-1h', now, { zone: 'utc' })?.toISOString()).toBe('2024-06-12T09:30:45.500Z');
  });

  it('gives undefined for text that is neither', () => {
    expect(resolveTimeExpression('yesterday-ish', now)).toBeUndefined();
    expect(resolveTimeExpression('', now)).toBeUndefined();
  });
});
