import { parseGoDuration } from './go-duration';
import type { CheckOutcome, CheckResult } from './result';
import type { RunnerContext } from './runners/context';
import { runDns } from './runners/dns';
import { runExec } from './runners/exec';
import { runHttp } from './runners/http';
import { runIcmp } from './runners/icmp';
import { runTcp } from './runners/tcp';
import { type CheckSpecByType, isRunnableType, type RunnableType, validateCanarySpec } from './spec';

export const DEFAULT_TIMEOUT_MS: Record<RunnableType, number> = { http: 10_000, tcp: 5_000, dns: 5_000, icmp: 5_000, exec: 60_000 };

type Runner<T extends RunnableType> = (spec: CheckSpecByType[T], ctx: RunnerContext) => Promise<CheckOutcome>;
const RUNNERS: { [T in RunnableType]: Runner<T> } = { http: runHttp, tcp: runTcp, dns: runDns, icmp: runIcmp, exec: runExec };

export interface RunOptions {
  execEnabled?: boolean;
  savedByAdmin?: boolean;
  /** Overrides the spec's timeout (tests). */
  timeoutMs?: number;
  /** Ends the run early (the server is stopping). */
  signal?: AbortSignal;
}

export function timeoutOf(type: RunnableType, spec: Record<string, unknown>): number {
  const value = spec.timeout;
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? parseGoDuration(value) : undefined;
  return ms && ms > 0 ? ms : DEFAULT_TIMEOUT_MS[type];
}

/**
 * Runs one check and always resolves: a runner that throws is a failed result with the reason, and
 * one that outlives its timeout is cut there and recorded as timed out, whatever it does afterwards.
 */
export async function runCheck(type: string, spec: unknown, options: RunOptions = {}): Promise<CheckResult> {
  const start = new Date();
  const began = performance.now();
  const result = (outcome: CheckOutcome): CheckResult => ({
    start,
    pass: outcome.pass,
    invalid: outcome.invalid ?? false,
    duration: Math.round(performance.now() - began),
    message: outcome.message ?? '',
    error: outcome.error ?? '',
    ...(outcome.details ? { details: outcome.details } : {}),
  });
  if (!isRunnableType(type)) return result({ pass: false, invalid: true, error: `${type} checks are not run by this server` });
  const validation = validateCanarySpec({ [type]: [spec] });
  if (!validation.ok) return result({ pass: false, invalid: true, error: `invalid spec: ${validation.error.replace(/^\w+\[0\]/, type)}` });

  const timeoutMs = options.timeoutMs ?? timeoutOf(type, spec as Record<string, unknown>);
  const controller = new AbortController();
  const expiry: CheckOutcome = { pass: false, error: `timed out after ${timeoutMs}ms` };
  let expired = false;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(() => {
      expired = true;
      controller.abort();
      resolve(expiry);
    }, timeoutMs);
  });
  let stop = () => undefined as void;
  const stopped = new Promise<CheckOutcome>((resolve) => {
    stop = () => {
      controller.abort();
      resolve({ pass: false, error: 'the run was stopped' });
    };
  });
  if (options.signal?.aborted) stop();
  else options.signal?.addEventListener('abort', stop, { once: true });
  const ctx: RunnerContext = {
    signal: controller.signal,
    timeoutMs,
    execEnabled: options.execEnabled ?? false,
    savedByAdmin: options.savedByAdmin ?? false,
  };
  const runner = RUNNERS[type] as Runner<RunnableType>;
  const running = Promise.resolve()
    .then(() => runner(spec as CheckSpecByType[RunnableType], ctx))
    .catch((error: unknown): CheckOutcome => ({ pass: false, error: `check failed: ${error instanceof Error ? error.message : String(error)}` }));
  try {
    const outcome = await Promise.race([running, timedOut, stopped]);
    // A runner that reacts to the abort itself may settle first; the timeout is still the reason.
    return result(expired ? expiry : outcome);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}
