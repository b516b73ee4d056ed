import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { requirePermission } from '../routes/require-permission';
import { compileScript } from './cel';
import { definitionOfDoneScripts } from './script-guard';

/**
 * The incident additions to the API, mounted at /api before /api/db: the script guard on evidence
 * writes, and `POST /api/incidents/scripts/compile {script}` for a form that checks a script before
 * saving (answers `{ok: true}` or 400 with the compiler's message).
 */
export function incidentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/db/evidences', definitionOfDoneScripts());
  app.post('/incidents/scripts/compile', async (c) => {
    requirePermission(c, 'write', 'evidences');
    const body: unknown = await c.req.json().catch(() => undefined);
    const script = typeof body === 'object' && body !== null ? (body as { script?: unknown }).script : undefined;
    if (typeof script !== 'string') return apiError(c, 400, 'script: a CEL expression is required');
    const compiled = compileScript(script);
    return compiled.ok ? c.json({ ok: true }) : apiError(c, 400, compiled.message);
  });
  return app;
}
