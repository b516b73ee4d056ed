import { refreshCatalogSummaries } from '../catalog/summaries';
import type { Database } from '../db/database';
import { CONFIG_SCRAPER_JOB, recordJob, type JobRun, type JobStatus } from '../jobs';
import type { ClaimedScraper } from './claim';
import { applyRetention } from './retention';
import { RUNNABLE_SCRAPER_TYPES, ScraperSpecError, typesOf, validateScraperSpec, type ScraperSpec } from './schema';
import { readFileEntry } from './sources/file';
import { readHttpEntry } from './sources/http';
import type { ScrapeContext, SourceResult } from './sources/source';
import { readSqlEntry } from './sources/sql';
import { storeScrape, type TypeSummary } from './store';

/** DECISIONS §28: what a run of a scraper type that does not run here says. */
export const SKIPPED_TYPE_MESSAGE = 'This scraper type does not run in the built-in backend';
/** A target (file, URL, query) that takes longer is cut. */
export const DEFAULT_SCRAPE_TIMEOUT_MS = 30_000;

export interface ScrapeOptions {
  scrapeDir: string;
  databaseUrl?: string;
  timeoutMs?: number;
  clock?: () => Date;
  log?: (message: string) => void;
}

export interface ScrapeReport {
  status: JobStatus;
  summary: Record<string, TypeSummary>;
  errors: string[];
  /** Items read this run (before duplicates were dropped). */
  items: number;
  changes: number;
}

type Reader = (entry: never, context: ScrapeContext) => Promise<SourceResult>;
const READERS: Record<(typeof RUNNABLE_SCRAPER_TYPES)[number], Reader> = {
  file: readFileEntry as Reader,
  http: readHttpEntry as Reader,
  sql: readSqlEntry as Reader,
};

/** Reads every runnable entry of the spec; an item read twice (same type and id) counts once, the second an error. */
async function readAll(spec: ScraperSpec, context: ScrapeContext): Promise<SourceResult> {
  const all: SourceResult = { items: [], errors: [], failedSources: [], incomplete: false };
  const first = new Map<string, string>();
  for (const type of RUNNABLE_SCRAPER_TYPES) {
    for (const entry of (spec[type] ?? []) as never[]) {
      const part = await READERS[type](entry, context);
      all.errors.push(...part.errors);
      all.failedSources.push(...part.failedSources);
      all.incomplete ||= part.incomplete;
      for (const item of part.items) {
        const key = `${item.type}\u0000${item.externalId}`;
        const earlier = first.get(key);
        if (earlier !== undefined) {
          all.errors.push(`${item.source}: ${item.type} ${item.externalId} was already read from ${earlier}`);
          continue;
        }
        first.set(key, item.source);
        all.items.push(item);
      }
    }
  }
  return all;
}

async function scrape(db: Database, scraper: ClaimedScraper, options: ScrapeOptions, run: JobRun, report: ScrapeReport) {
  const clock = options.clock ?? (() => new Date());
  const declared = typeof scraper.spec === 'object' && scraper.spec !== null ? typesOf(scraper.spec as ScraperSpec) : [];
  const runnable = declared.filter((type) => (RUNNABLE_SCRAPER_TYPES as readonly string[]).includes(type));
  if (declared.length > 0 && runnable.length === 0) {
    run.skip(SKIPPED_TYPE_MESSAGE);
    return;
  }
  let spec: ScraperSpec;
  try {
    spec = validateScraperSpec(scraper.spec);
  } catch (error) {
    if (error instanceof ScraperSpecError) return void run.error(`the spec is not valid: ${error.message}`);
    throw error;
  }
  for (const type of declared.filter((t) => !runnable.includes(t))) run.warn(`${type}: ${SKIPPED_TYPE_MESSAGE}`);

  const read = await readAll(spec, {
    db,
    scrapeDir: options.scrapeDir,
    databaseUrl: options.databaseUrl,
    timeoutMs: options.timeoutMs ?? DEFAULT_SCRAPE_TIMEOUT_MS,
  });
  for (const error of read.errors) run.error(error);
  report.items = read.items.length;
  const now = clock();
  // One transaction: a run that fails half-way leaves the catalog as it was.
  const stored = await db.transaction(async (tx) => {
    // Beside the claim's lease: two writers of one scraper's items never interleave.
    await tx.query('SELECT pg_advisory_xact_lock(7240019, hashtext($1))', [scraper.id]);
    const result = await storeScrape(tx, scraper.id, { items: read.items, failedSources: new Set(read.failedSources), incomplete: read.incomplete }, now);
    const retention = spec.retention ? await applyRetention(tx, scraper.id, spec.retention, now, result.seenIds) : undefined;
    return { ...result, retention };
  });
  run.success(stored.stored);
  report.summary = stored.summary;
  report.changes = stored.changes;
  run.details.scrape_summary = stored.summary;
  if (stored.retention) run.details.retention = stored.retention;
  const touched = Object.values(stored.summary).some((s) => s.added + s.deleted > 0) || stored.changes > 0;
  if (touched) {
    // The catalog's change counts follow the scrape (issue 18), not the next periodic refresh.
    await refreshCatalogSummaries(db).catch((error: Error) => options.log?.(`catalog summaries after a scrape: ${error.message}`));
  }
}

/**
 * One run of a claimed scraper as a ConfigScraper job: the runnable entries (file, http, sql) are read,
 * the catalog updated in one transaction, its retention applied; other types are SKIPPED (DECISIONS
 * §28). A spec that fails its schema fails the run with the field named.
 */
export async function runScraper(db: Database, scraper: ClaimedScraper, options: ScrapeOptions): Promise<ScrapeReport> {
  const report: ScrapeReport = { status: 'RUNNING', summary: {}, errors: [], items: 0, changes: 0 };
  let job: JobRun | undefined;
  try {
    await recordJob(db, CONFIG_SCRAPER_JOB, { resourceId: scraper.id }, async (run) => {
      job = run;
      await scrape(db, scraper, options, run, report);
    }, { clock: options.clock, log: options.log });
  } catch (error) {
    options.log?.(`scraper ${scraper.name} (${scraper.id}): ${(error as Error).message}`);
  }
  report.status = job?.status() ?? 'FAILED';
  report.errors = job?.errors ?? [];
  return report;
}
