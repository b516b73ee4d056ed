import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, LoginRateLimiter, tooManyAttemptsText } from '../../../server/auth/rate-limit';

const MINUTE = 60_000;

describe('the sign-in rate limiter', () => {
  let now: number;
  let limiter: LoginRateLimiter;
  beforeEach(() => {
    now = 1_000_000;
    limiter = new LoginRateLimiter(DEFAULT_RATE_LIMITS, () => now);
  });

  const failTimes = (count: number, identifier: (i: number) => string, address = '10.0.0.1') => {
    for (let i = 0; i < count; i++) limiter.failed(identifier(i), address);
  };

  describe('when one identity keeps failing from one address', () => {
    it('lets five failures through, then waits 1 s, doubling up to 15 minutes', () => {
      for (let i = 0; i < 5; i++) {
        expect(limiter.retryAfter('commander@local', '10.0.0.1')).toBe(0);
        limiter.failed('commander@local', '10.0.0.1');
      }
      const waits: number[] = [];
      for (let i = 0; i < 13; i++) {
        const wait = limiter.retryAfter('commander@local', '10.0.0.1');
        waits.push(wait);
        now += wait;
        expect(limiter.retryAfter('commander@local', '10.0.0.1')).toBe(0);
        limiter.failed('commander@local', '10.0.0.1');
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900].map((s) => s * 1000));
    });

    it('counts the wait from the last failure', () => {
      failTimes(6, () => 'commander@local');
      now += 500;
      expect(limiter.retryAfter('commander@local', '10.0.0.1')).toBe(1500);
    });

    it('leaves the same identity from another address and other identities from that address alone', () => {
      failTimes(10, () => 'commander@local');
      expect(limiter.retryAfter('commander@local', '10.0.0.1')).toBeGreaterThan(0);
      expect(limiter.retryAfter('commander@local', '10.0.0.2')).toBe(0);
      expect(limiter.retryAfter('viewer@local', '10.0.0.1')).toBe(0);
    });

    it('forgets the failures once the right password is given', () => {
      failTimes(5, () => 'commander@local');
      now += 1000;
      limiter.succeeded('commander@local', '10.0.0.1');
      failTimes(4, () => 'commander@local');
      expect(limiter.retryAfter('commander@local', '10.0.0.1')).toBe(0);
    });

    it('forgets the failures a day after the last', () => {
      failTimes(15, () => 'commander@local');
      now += 24 * 60 * MINUTE;
      failTimes(4, () => 'commander@local');
      expect(limiter.retryAfter('commander@local', '10.0.0.1')).toBe(0);
    });
  });

  describe('when the identifier differs by spaces and capitals', () => {
    it('counts it as the same identity', () => {
      const spellings = ['commander@local', ' commander@local', 'Commander@Local ', '\tCOMMANDER@LOCAL', 'commander@local\n'];
      failTimes(5, (i) => spellings[i]!);
      for (const spelling of spellings) expect(limiter.retryAfter(spelling, '10.0.0.1')).toBe(1000);
      limiter.succeeded(' Commander@local', '10.0.0.1');
      expect(limiter.retryAfter('commander@local', '10.0.0.1')).toBe(0);
    });
  });

  describe('when an address reaches 100 failures in 15 minutes', () => {
    beforeEach(() => {
      failTimes(100, (i) => `stranger-${i}@local`);
    });

    it('still lets an identity that has not failed from it try', () => {
      expect(limiter.retryAfter('admin@local', '10.0.0.1')).toBe(0);
    });

    it('makes an identity that failed from it wait until the address is under the ceiling again', () => {
      now += MINUTE;
      limiter.failed('admin@local', '10.0.0.1');
      // The oldest of the newest 100 failures is the second stranger's, a minute ago.
      expect(limiter.retryAfter('admin@local', '10.0.0.1')).toBe(14 * MINUTE);
      expect(limiter.retryAfter('stranger-0@local', '10.0.0.1')).toBe(14 * MINUTE);
      now += 14 * MINUTE;
      expect(limiter.retryAfter('admin@local', '10.0.0.1')).toBe(0);
    });

    it('counts only the failures of the last 15 minutes, not sign-ins', () => {
      now += 15 * MINUTE;
      failTimes(98, (i) => `stranger-${i}@local`);
      for (let i = 0; i < 50; i++) limiter.succeeded('editor@local', '10.0.0.1');
      limiter.failed('admin@local', '10.0.0.1');
      expect(limiter.retryAfter('admin@local', '10.0.0.1')).toBe(0);
      limiter.failed('viewer@local', '10.0.0.1');
      expect(limiter.retryAfter('viewer@local', '10.0.0.1')).toBeGreaterThan(0);
    });

    it('leaves other addresses alone', () => {
      limiter.failed('admin@local', '10.0.0.2');
      expect(limiter.retryAfter('admin@local', '10.0.0.2')).toBe(0);
    });
  });
});

describe('the too-many-attempts message', () => {
  it.each([
    [1, '1 second'],
    [1500, '2 seconds'],
    [59_000, '59 seconds'],
    [60_000, '1 minute'],
    [61_000, '2 minutes'],
    [15 * MINUTE, '15 minutes'],
  ])('says how long %i ms is', (ms, wait) => {
    expect(tooManyAttemptsText(ms)).toBe(`Too many failed sign-in attempts. Try again in ${wait}.`);
  });
});
