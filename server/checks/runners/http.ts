import { type CheckOutcome, failed, thresholdExceeded } from '../result';
import type { HttpCheckSpec } from '../spec';
import type { RunnerContext } from './context';

const DEFAULT_CODES = (code: number) => code >= 200 && code < 300;

function headersOf(spec: HttpCheckSpec): Record<string, string> {
  if (Array.isArray(spec.headers)) return Object.fromEntries(spec.headers.map((h) => [h.name, h.value]));
  return { ...(spec.headers ?? {}) };
}

function reason(error: unknown): string {
  const cause = (error as { cause?: { message?: string; code?: string } }).cause;
  return cause?.message ?? (error as Error).message ?? String(error);
}

export async function runHttp(spec: HttpCheckSpec, ctx: RunnerContext): Promise<CheckOutcome> {
  const method = (spec.method ?? 'GET').toUpperCase();
  const started = performance.now();
  let response: Response;
  let body: string;
  try {
    response = await fetch(spec.url, {
      method,
      headers: headersOf(spec),
      body: spec.body !== undefined && method !== 'GET' && method !== 'HEAD' ? spec.body : undefined,
      signal: ctx.signal,
      redirect: 'follow',
    });
    body = method === 'HEAD' ? '' : await response.text();
  } catch (error) {
    return failed(`${method} ${spec.url}: ${reason(error)}`);
  }
  const elapsed = performance.now() - started;
  const details = { code: response.status, url: spec.url, elapsedMs: Math.round(elapsed), contentLength: body.length };
  const codeOk = spec.responseCodes && spec.responseCodes.length > 0 ? spec.responseCodes.includes(response.status) : DEFAULT_CODES(response.status);
  if (!codeOk) {
    const expected = spec.responseCodes?.length ? spec.responseCodes.join(', ') : '2xx';
    return failed(`response code ${response.status} is not one of the expected codes (${expected})`, details);
  }
  if (spec.responseContent && !body.includes(spec.responseContent)) {
    return failed(`response does not contain "${spec.responseContent}"`, details);
  }
  const slow = thresholdExceeded(elapsed, spec.thresholdMillis);
  if (slow) return failed(slow, details);
  return { pass: true, message: `HTTP ${response.status} ${response.statusText}`.trim(), details };
}
