import type { ActionSpec } from '../spec';
import { headerValue, jsonStringContent, plain, render, renderDeep, urlEncoded, type TemplateContext } from '../template';
import { failedWith, keepTail, succeeded, type ActionOutcome } from './result';

/**
 * A real HTTP request: templated values are URL-encoded in the URL, kept whole in header values and
 * JSON-escaped in JSON bodies (DECISIONS §25). Answers other than the expected codes (2xx by default) fail.
 */
export async function runHttp(spec: NonNullable<ActionSpec['http']>, context: TemplateContext, signal: AbortSignal): Promise<ActionOutcome> {
  const url = render(spec.url, context, urlEncoded);
  const method = (spec.method ?? 'GET').toUpperCase();
  const headers = Object.fromEntries(Object.entries(spec.headers ?? {}).map(([name, value]) => [name, render(String(value), context, headerValue)]));
  const jsonBody = Object.entries(headers).some(([name, value]) => name.toLowerCase() === 'content-type' && value.includes('json'));
  let body: string | undefined;
  if (spec.body !== undefined && spec.body !== null && method !== 'GET' && method !== 'HEAD') {
    if (typeof spec.body === 'string') {
      body = render(spec.body, context, jsonBody ? jsonStringContent : plain);
    } else {
      body = JSON.stringify(renderDeep(spec.body, context));
      if (!jsonBody) headers['Content-Type'] = 'application/json';
    }
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal, redirect: 'manual' });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return failedWith(`${method} ${url}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
  }
  const content = keepTail(await response.text());
  const result = { code: response.status, headers: Object.fromEntries(response.headers), content };
  const expected = spec.responseCodes?.length ? spec.responseCodes.includes(response.status) : response.status >= 200 && response.status < 300;
  return expected ? succeeded(result) : failedWith(`${method} ${url} answered ${response.status}`, result);
}
