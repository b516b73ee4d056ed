import type { Database } from '../db/database';

/** The per-config change and insight summaries `configs`, `config_detail` and /catalog/summary read. */
export const CATALOG_SUMMARY_VIEWS = ['config_item_summary_3d', 'config_item_summary_7d', 'config_item_summary_30d'] as const;

/** How often the running server refreshes them (issue 18: after each scrape and every 10 minutes). */
export const CATALOG_SUMMARY_REFRESH_MS = 10 * 60_000;

const inFlight = new WeakMap<Database, Promise<void>>();

/**
 * Refreshes the three summaries now; callers arriving while one runs share it. On PostgreSQL they are
 * refreshed CONCURRENTLY, so the catalog stays readable meanwhile.
 */
export function refreshCatalogSummaries(db: Database): Promise<void> {
  let running = inFlight.get(db);
  if (!running) {
    const concurrently = db.engine === 'postgres' ? 'CONCURRENTLY ' : '';
    running = (async () => {
      for (const view of CATALOG_SUMMARY_VIEWS) await db.exec(`REFRESH MATERIALIZED VIEW ${concurrently}${view}`);
    })().finally(() => inFlight.delete(db));
    inFlight.set(db, running);
  }
  return running;
}

export interface CatalogSummaryRefresh {
  stop(): Promise<void>;
}

/**
 * Refreshes the summaries at once (a restarted server's may be days old) and then every `everyMs`
 * while the server runs; a failed refresh is logged and tried again next time.
 */
export function startCatalogSummaryRefresh(
  db: Database,
  options: { everyMs?: number; log?: (message: string) => void } = {},
): CatalogSummaryRefresh {
  const log = options.log ?? ((message: string) => console.error(message));
  let last: Promise<void> = Promise.resolve();
  const refresh = () => {
    last = refreshCatalogSummaries(db).catch((error: Error) => log(`catalog summaries: ${error.message}`));
  };
  refresh();
  const timer = setInterval(refresh, options.everyMs ?? CATALOG_SUMMARY_REFRESH_MS);
  return {
    async stop() {
      clearInterval(timer);
      await last;
    },
  };
}
