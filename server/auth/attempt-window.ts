/** At most `maxAttempts` per key within a sliding window of `windowMs`. */
export interface AttemptRule {
  maxAttempts: number;
  windowMs: number;
}

/** Second-factor failures per identity and codes sent per mailbox (by anyone): ten in 15 minutes. */
export const CODE_ATTEMPTS: AttemptRule = { maxAttempts: 10, windowMs: 15 * 60_000 };

const SWEEP_FLOOR = 1024;

/** Attempts counted per key in memory. */
export class AttemptWindow {
  private readonly attempts = new Map<string, number[]>();
  private sweepAt = SWEEP_FLOOR;

  constructor(
    private readonly rule: AttemptRule,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const kept = (this.attempts.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, kept);
    return kept;
  }

  /** Milliseconds until the key may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.rule.maxAttempts) return 0;
    return recent[recent.length - this.rule.maxAttempts]! + this.rule.windowMs - this.now();
  }

  record(key: string) {
    // Only the newest maxAttempts decide when the key may try again.
    this.attempts.set(key, [...this.recent(key), this.now()].slice(-this.rule.maxAttempts));
    this.sweep();
  }

  reset(key: string) {
    this.attempts.delete(key);
  }

  /** Keys are whatever callers send: expired ones are dropped now and then, so memory follows recent traffic only. */
  private sweep() {
    if (this.attempts.size < this.sweepAt) return;
    for (const key of this.attempts.keys()) this.recent(key);
    this.sweepAt = Math.max(SWEEP_FLOOR, this.attempts.size * 2);
  }
}
