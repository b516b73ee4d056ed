import { createHash } from 'node:crypto';

/**
 * Remembers, for a short while, which person an Authorization header proved to be,
 * so scripted requests do not pay for a memory-hard hash each time (DECISIONS §1).
 * Only successes are kept, keyed by a digest of the header (never the header itself).
 */
export class CredentialCache {
  private readonly entries = new Map<string, { personId: string; expires: number }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  private key(header: string) {
    return createHash('sha256').update(header).digest('base64url');
  }

  get(header: string): string | null {
    const key = this.key(header);
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.personId;
  }

  set(header: string, personId: string) {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(this.key(header), { personId, expires: this.now() + this.ttlMs });
  }

  /** Forget everything, e.g. after a password change or a token is revoked. */
  clear() {
    this.entries.clear();
  }
}
