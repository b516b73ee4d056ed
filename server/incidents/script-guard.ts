import type { MiddlewareHandler } from 'hono';
import { can } from '../../core/access';
import type { AppEnv } from '../http/env';
import { PostgrestError, postgrestError } from '../http/errors';
import { compileScript } from './cel';
import { evaluateDefinitionOfDone } from './definition-of-done-evaluator';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function rowsOf(text: string): Record<string, unknown>[] {
  try {
    const body: unknown = JSON.parse(text);
    return (Array.isArray(body) ? body : [body]).filter(isRecord);
  } catch {
    // Malformed JSON is PostgREST's to refuse, with its own error.
    return [];
  }
}

/** A refused script: the compiler's complaint and where it is, as the compile endpoint answers it. */
export const scriptRefused = (message: string) =>
  new PostgrestError(400, 'PGRST100', message, null, 'The definition-of-done script (CEL) does not compile');

/** The evidence ids a PATCH names with id=eq.<id>; undefined when it names them otherwise. */
function patchedIds(url: string): string[] | undefined {
  const id = new URL(url).searchParams.get('id');
  return id?.startsWith('eq.') ? [id.slice(3)] : undefined;
}

/**
 * In front of `/api/db/evidences` (DECISIONS §17a, §19): a script that does not compile is refused
 * with the compiler's message before anything is written; a write that sets a script or the
 * definition-of-done flag is evaluated at once, so the panel need not wait for the next pass.
 */
export function definitionOfDoneScripts(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' && c.req.method !== 'PATCH') return next();
    // Someone who may not write evidence hears that from /api/db, not what is wrong with their script.
    const principal = c.get('principal');
    if (!principal || !can(principal.roles, 'evidences', 'write')) return next();
    const rows = rowsOf(await c.req.raw.clone().text());
    for (const row of rows) {
      if (typeof row.script !== 'string' || row.script.trim() === '') continue;
      const compiled = compileScript(row.script);
      if (!compiled.ok) return postgrestError(c, scriptRefused(compiled.message));
    }
    await next();
    const touched = rows.some((row) => 'script' in row || 'definition_of_done' in row);
    if (touched && c.res.status < 300) {
      await evaluateDefinitionOfDone(c.get('db'), c.req.method === 'PATCH' ? patchedIds(c.req.url) : undefined).catch((error: Error) =>
        console.error(`definition-of-done evaluation after a write failed: ${error.message}`),
      );
    }
  };
}
