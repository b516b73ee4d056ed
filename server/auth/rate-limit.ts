import { AttemptWindow, type AttemptRule } from './attempt-window';
import { normalizeIdentifier } from './identities';

/** How password sign-ins are throttled (DECISIONS §40). */
export interface RateLimits {
  /** Failures of one identity from one address that cost nothing. */
  freeFailures: number;
  /** The wait after the last free failure; each further failure doubles it, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** How long an identity's failures from an address are remembered after the last of them. */
  forgetAfterMs: number;
  /** Failures from one address, of any identity, past which identities that failed from it wait for the window. */
  addressCeiling: AttemptRule;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  // Longer than the time forgetting would save: five free failures after a day's silence are slower
  // than the one a quarter of an hour the cap allows.
  forgetAfterMs: 24 * 60 * 60_000,
  addressCeiling: { maxAttempts: 100, windowMs: 15 * 60_000 },
};

interface Failures {
  count: number;
  last: number;
}

const SWEEP_FLOOR = 1024;

/**
 * Failed password sign-ins (the login flow and HTTP Basic), counted in memory per (normalised identity,
 * client address) with an exponential backoff. Nothing is counted per identity alone: a guesser elsewhere
 * cannot lock a person out, and the right password from an address that has not failed always signs in.
 */
export class LoginRateLimiter {
  private readonly failures = new Map<string, Failures>();
  private readonly addresses: AttemptWindow;
  private sweepAt = SWEEP_FLOOR;

  constructor(
    private readonly limits: RateLimits = DEFAULT_RATE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.addresses = new AttemptWindow(limits.addressCeiling, now);
  }

  /** Identifiers are compared as they are looked up: " Commander@Local" is commander@local. */
  private key(identifier: string, address: string) {
    return `${address}\n${normalizeIdentifier(identifier)}`;
  }

  private recorded(key: string): Failures | undefined {
    const failures = this.failures.get(key);
    if (failures && this.now() - failures.last >= this.limits.forgetAfterMs) {
      this.failures.delete(key);
      return undefined;
    }
    return failures;
  }

  private backoff({ count, last }: Failures): number {
    if (count < this.limits.freeFailures) return 0;
    const delay = Math.min(this.limits.firstDelayMs * 2 ** (count - this.limits.freeFailures), this.limits.maxDelayMs);
    return Math.max(0, last + delay - this.now());
  }

  /**
   * Milliseconds until this identity's password may be checked again from this address, or 0 when it may now.
   *
   * Over the address's ceiling, only identities that have failed from it wait (for the ceiling's window).
   * One that has not failed is still checked, so that everyone else behind the address (a proxy, an office)
   * can sign in with the right password; its first wrong guess makes it one that has failed. A guesser at
   * the ceiling therefore gets one guess per identity where below it they get the free failures and the
   * backoff: the ceiling never makes guessing faster.
   */
  retryAfter(identifier: string, address: string): number {
    const failures = this.recorded(this.key(identifier, address));
    if (!failures) return 0;
    return Math.max(this.backoff(failures), this.addresses.retryAfter(address));
  }

  failed(identifier: string, address: string) {
    const key = this.key(identifier, address);
    this.failures.set(key, { count: (this.recorded(key)?.count ?? 0) + 1, last: this.now() });
    this.addresses.record(address);
    this.sweep();
  }

  /** Forgets the identity's failures from this address; the address's ceiling counts failures only and keeps them. */
  succeeded(identifier: string, address: string) {
    this.failures.delete(this.key(identifier, address));
  }

  /** Identifiers are whatever callers send: forgotten ones are dropped now and then, so memory follows recent traffic only. */
  private sweep() {
    if (this.failures.size < this.sweepAt) return;
    for (const key of this.failures.keys()) this.recorded(key);
    this.sweepAt = Math.max(SWEEP_FLOOR, this.failures.size * 2);
  }
}

export const tooManyAttemptsText = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `Too many failed sign-in attempts. Try again in ${amount} ${unit}${amount === 1 ? '' : 's'}.`;
};
