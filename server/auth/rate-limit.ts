/** How many failed sign-ins a key may have within a window before further attempts are refused. */
export interface RateLimitRule {
  maxFailures: number;
  windowMs: number;
}

export interface RateLimits {
  perIdentifier: RateLimitRule;
  perAddress: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  perIdentifier: { maxFailures: 10, windowMs: 15 * 60_000 },
  perAddress: { maxFailures: 100, windowMs: 15 * 60_000 },
};

class FailureWindow {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Milliseconds until the key may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.rule.maxFailures) return 0;
    return recent[recent.length - this.rule.maxFailures]! + this.rule.windowMs - this.now();
  }

  fail(key: string) {
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  reset(key: string) {
    this.failures.delete(key);
  }
}

/** Failed sign-ins counted per identifier (lower-cased) and per client address, in memory. */
export class LoginRateLimiter {
  private readonly identifiers: FailureWindow;
  private readonly addresses: FailureWindow;

  constructor(limits: RateLimits = DEFAULT_RATE_LIMITS, now: () => number = Date.now) {
    this.identifiers = new FailureWindow(limits.perIdentifier, now);
    this.addresses = new FailureWindow(limits.perAddress, now);
  }

  retryAfter(identifier: string, address: string): number {
    return Math.max(this.identifiers.retryAfter(identifier.toLowerCase()), this.addresses.retryAfter(address));
  }

  failed(identifier: string, address: string) {
    this.identifiers.fail(identifier.toLowerCase());
    this.addresses.fail(address);
  }

  succeeded(identifier: string) {
    this.identifiers.reset(identifier.toLowerCase());
  }
}

export const tooManyAttemptsText = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
