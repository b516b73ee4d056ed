/** What one attempt of an action did: its result as the reference stores it, or the error that failed it. */
export interface ActionOutcome {
  ok: boolean;
  result: Record<string, unknown> | null;
  error: string | null;
}

export const succeeded = (result: Record<string, unknown>): ActionOutcome => ({ ok: true, result, error: null });
export const failedWith = (error: string, result: Record<string, unknown> | null = null): ActionOutcome => ({ ok: false, result, error });

/** Output kept per stream; the tail is kept, where a failure usually says why. */
export const MAX_OUTPUT = 64 * 1024;
export const keepTail = (text: string) => (text.length > MAX_OUTPUT ? text.slice(-MAX_OUTPUT) : text);
