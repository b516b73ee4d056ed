import { describe, expect, it } from 'vitest';
import { parseGoDuration } from '../../../server/checks/go-duration';
import { canarySchedule, parseSchedule } from '../../../server/checks/schedule';

const at = (iso: string) => new Date(iso);

describe('check schedules', () => {
  describe('when the schedule is @every', () => {
    it('adds the duration to the last run', () => {
      expect(parseSchedule('@every 30s').next(at('2026-01-01T00:00:10Z')).toISOString()).toBe('2026-01-01T00:00:40.000Z');
      expect(parseSchedule('@every 5m').next(at('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-01-01T00:05:00.000Z');
      expect(parseSchedule('@every 1h30m').next(at('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-01-01T01:30:00.000Z');
    });
    it('refuses durations under a second or that are not durations', () => {
      expect(() => parseSchedule('@every 500ms')).toThrow(/at least 1s/);
      expect(() => parseSchedule('@every soon')).toThrow(/at least 1s/);
    });
  });

  describe('when the schedule is a macro or cron', () => {
    it('runs @hourly on the hour and @daily at midnight UTC', () => {
      expect(parseSchedule('@hourly').next(at('2026-03-04T10:17:00Z')).toISOString()).toBe('2026-03-04T11:00:00.000Z');
      expect(parseSchedule('@daily').next(at('2026-03-04T10:17:00Z')).toISOString()).toBe('2026-03-05T00:00:00.000Z');
    });
    it('finds the next minute matching a five-field expression', () => {
      expect(parseSchedule('*/15 * * * *').next(at('2026-03-04T10:17:30Z')).toISOString()).toBe('2026-03-04T10:30:00.000Z');
      expect(parseSchedule('0 9 * * 1-5').next(at('2026-03-06T09:00:00Z')).toISOString()).toBe('2026-03-09T09:00:00.000Z');
      expect(parseSchedule('30 2 1 * *').next(at('2026-03-04T00:00:00Z')).toISOString()).toBe('2026-04-01T02:30:00.000Z');
      expect(parseSchedule('0 0 29 2 *').next(at('2026-03-01T00:00:00Z')).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    });
    it('treats restricted day-of-month and day-of-week as either one', () => {
      // 2026-03-04 is a Wednesday; the 10th or any Friday, whichever comes first.
      expect(parseSchedule('0 0 10 * 5').next(at('2026-03-04T00:00:00Z')).toISOString()).toBe('2026-03-06T00:00:00.000Z');
    });
    it('says what is wrong with a bad expression', () => {
      expect(() => parseSchedule('61 * * * *')).toThrow(/minute: 61 is outside 0-59/);
      expect(() => parseSchedule('* * *')).toThrow(/expected 5 fields/);
      expect(() => parseSchedule('@sometimes')).toThrow(/not a known schedule/);
    });
  });

  describe('when a canary has no schedule', () => {
    it('uses interval seconds, else every five minutes', () => {
      expect(canarySchedule({ interval: 30 }).text).toBe('@every 30s');
      expect(canarySchedule({}).text).toBe('@every 5m');
      expect(canarySchedule({ schedule: '@hourly', interval: 30 }).text).toBe('@hourly');
    });
  });

  it('parses Go durations', () => {
    expect(parseGoDuration('1m30s')).toBe(90_000);
    expect(parseGoDuration('250ms')).toBe(250);
    expect(parseGoDuration('5x')).toBeUndefined();
    expect(parseGoDuration('')).toBeUndefined();
  });
});
