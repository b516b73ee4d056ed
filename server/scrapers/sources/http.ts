import { extractItems } from '../extract';
import type { HttpEntry } from '../schema';
import { emptyResult, type ScrapeContext, type SourceResult } from './source';

/** `http[]`: one JSON document from the URL, an item for each value `items` reaches (or the document). */
export async function readHttpEntry(entry: HttpEntry, context: ScrapeContext): Promise<SourceResult> {
  const result = emptyResult();
  const fail = (message: string) => {
    result.errors.push(`${entry.url}: ${message}`);
    result.failedSources.push(entry.url);
    return result;
  };
  let document: unknown;
  try {
    const response = await fetch(entry.url, {
      headers: { accept: 'application/json', ...entry.headers },
      signal: AbortSignal.timeout(context.timeoutMs),
    });
    const body = await response.text();
    if (!response.ok) return fail(`HTTP ${response.status} ${response.statusText}`);
    try {
      document = JSON.parse(body);
    } catch (error) {
      return fail(`the answer is not JSON: ${(error as Error).message}`);
    }
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return fail(`no answer within ${context.timeoutMs}ms`);
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    return fail(cause ?? (error as Error).message);
  }
  const extracted = extractItems(entry, document, entry.url);
  result.items.push(...extracted.items);
  if (extracted.errors.length > 0) {
    result.errors.push(...extracted.errors);
    result.failedSources.push(entry.url);
  }
  return result;
}
