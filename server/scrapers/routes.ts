import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { can } from '../../core/access';
import { isUuid } from '../../core/shared/ids';
import type { ServerConfig } from '../config';
import type { AppEnv } from '../http/env';
import { apiError, PostgrestError, postgrestError } from '../http/errors';
import { requirePermission } from '../routes/require-permission';
import { runScraperNow, type ScraperSchedulerOptions } from './scheduler';
import { ScraperSpecError, validateScraperSpec } from './schema';

/** DECISIONS §28: the demo file scraper, and every file scraper, reads below DATA_DIR/scrape. */
export const scrapeDirOf = (dataDir: string) => join(dataDir, 'scrape');

export const scrapeOptionsOf = (config: ServerConfig): ScraperSchedulerOptions => ({
  scrapeDir: scrapeDirOf(config.dataDir),
  databaseUrl: config.databaseUrl,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const specRefused = (error: ScraperSpecError) =>
  new PostgrestError(400, '23514', error.message, null, 'The config scraper spec does not match its schema');

/** In front of `/api/db/config_scrapers`: a spec that fails its schema is refused with the field named, before anything is written. */
function scraperSpecs(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' && c.req.method !== 'PATCH') return next();
    // Someone who may not write scrapers hears that from /api/db, not what is wrong with the spec.
    const principal = c.get('principal');
    if (!principal || !can(principal.roles, 'config_scrapers', 'write')) return next();
    let body: unknown;
    try {
      body = JSON.parse(await c.req.raw.clone().text());
    } catch {
      // Malformed JSON is PostgREST's to refuse, with its own error.
      return next();
    }
    for (const row of (Array.isArray(body) ? body : [body]).filter(isRecord)) {
      if (!('spec' in row)) continue;
      try {
        validateScraperSpec(row.spec);
      } catch (error) {
        if (error instanceof ScraperSpecError) return postgrestError(c, specRefused(error));
        throw error;
      }
    }
    return next();
  };
}

/**
 * The scraper additions to the API, mounted at /api before /api/db: the spec check on scraper writes,
 * and Run Now, `POST /api/config/run/{id}` (reference §2.3; body `{async?}`), which needs write on the
 * scraper table and answers the run's outcome (or 202 at once when `async` is true).
 */
export function scraperRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/db/config_scrapers', scraperSpecs());
  app.post('/config/run/:id', async (c) => {
    requirePermission(c, 'write', 'config_scrapers');
    const id = c.req.param('id');
    if (!isUuid(id)) return apiError(c, 404, `scraper ${id} not found`);
    const body: unknown = await c.req.json().catch(() => ({}));
    const wait = !(isRecord(body) && body.async === true);
    const outcome = await runScraperNow(c.var.db, id, { ...scrapeOptionsOf(c.var.config), wait });
    switch (outcome.kind) {
      case 'not-found':
        return apiError(c, 404, `scraper ${id} not found`);
      case 'not-local':
        return apiError(c, 400, `scraper ${id} is run by its agent, not by this server`);
      case 'running':
        return apiError(c, 409, `scraper ${id} is running already`);
      case 'started':
        return c.json({ id, name: outcome.scraper.name, status: 'RUNNING' }, 202);
      case 'ran': {
        const { report } = outcome;
        return c.json({
          id,
          name: outcome.scraper.name,
          status: report.status,
          items: report.items,
          changes: report.changes,
          scrape_summary: report.summary,
          errors: report.errors,
        });
      }
    }
  });
  return app;
}
