/** One execution of a check: what is stored in check_statuses and what Run Now answers. */
export interface CheckResult {
  start: Date;
  pass: boolean;
  /** The spec itself is wrong or cannot run here (as opposed to the target failing). */
  invalid: boolean;
  /** Milliseconds. */
  duration: number;
  message: string;
  error: string;
  details?: Record<string, unknown>;
}

/** What a runner reports; the dispatcher adds the timing. */
export interface CheckOutcome {
  pass: boolean;
  invalid?: boolean;
  message?: string;
  error?: string;
  details?: Record<string, unknown>;
}

export const failed = (error: string, details?: Record<string, unknown>): CheckOutcome => ({ pass: false, error, details });
export const refused = (error: string): CheckOutcome => ({ pass: false, invalid: true, error });

export function thresholdExceeded(elapsedMs: number, thresholdMillis: number | undefined): string | null {
  return thresholdMillis && thresholdMillis > 0 && elapsedMs > thresholdMillis
    ? `response time exceeded threshold ${thresholdMillis}ms (took ${Math.round(elapsedMs)}ms)`
    : null;
}
