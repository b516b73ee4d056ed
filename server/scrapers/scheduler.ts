import { parseSchedule, type Schedule } from '../checks/schedule';
import type { Database } from '../db/database';
import { claimDueScrapers, claimScraperNow, releaseScraper, type ClaimedScraper } from './claim';
import { runScraper, type ScrapeOptions, type ScrapeReport } from './run';

/** What a scraper without `schedule` gets. */
export const DEFAULT_SCRAPER_SCHEDULE = '@every 1h';

export interface ScraperSchedulerOptions extends ScrapeOptions {
  /** Scrapers run at once. */
  concurrency?: number;
  pollMs?: number;
  /** How long a claimed scraper stays invisible to other servers (longer than any scrape). */
  leaseMs?: number;
}

const DEFAULT_LEASE_MS = 10 * 60_000;

function scheduleOf(spec: unknown): Schedule {
  const text = typeof spec === 'object' && spec !== null ? (spec as { schedule?: unknown }).schedule : undefined;
  try {
    if (typeof text === 'string' && text.trim() !== '') return parseSchedule(text);
  } catch {
    // A schedule that does not parse fails its run through the spec's validation; it is retried on the default one.
  }
  return parseSchedule(DEFAULT_SCRAPER_SCHEDULE);
}

/** Runs one claimed scraper and hands it back with its next run on its schedule. */
async function runClaimed(db: Database, scraper: ClaimedScraper, options: ScraperSchedulerOptions): Promise<ScrapeReport> {
  const clock = options.clock ?? (() => new Date());
  const started = clock();
  try {
    return await runScraper(db, scraper, options);
  } finally {
    const schedule = scheduleOf(scraper.spec);
    let next = schedule.next(started);
    const now = clock();
    if (next.getTime() <= now.getTime()) next = schedule.next(now);
    await releaseScraper(db, scraper.id, next).catch((error: Error) =>
      options.log?.(`scraper ${scraper.name}: could not set its next run: ${error.message}`),
    );
  }
}

/** One poll: claims the due scrapers (up to `limit`) and runs them; answers their reports when all are done. */
export async function runDueScrapers(db: Database, options: ScraperSchedulerOptions, limit = options.concurrency ?? 2): Promise<ScrapeReport[]> {
  const clock = options.clock ?? (() => new Date());
  const claimed = await claimDueScrapers(db, clock(), limit, options.leaseMs ?? DEFAULT_LEASE_MS);
  return Promise.all(claimed.map((scraper) => runClaimed(db, scraper, options)));
}

export type RunNowOutcome =
  | { kind: 'ran'; report: ScrapeReport; scraper: ClaimedScraper }
  | { kind: 'started'; scraper: ClaimedScraper; done: Promise<ScrapeReport> }
  | { kind: 'not-found' }
  | { kind: 'not-local' }
  | { kind: 'running' };

/** Run Now: the scraper runs at once (unless a server runs it already); `wait: false` answers as soon as it started. */
export async function runScraperNow(db: Database, id: string, options: ScraperSchedulerOptions & { wait: boolean }): Promise<RunNowOutcome> {
  const clock = options.clock ?? (() => new Date());
  const claim = await claimScraperNow(db, id, clock(), options.leaseMs ?? DEFAULT_LEASE_MS);
  if (claim.kind !== 'claimed') return claim;
  const done = runClaimed(db, claim.scraper, options);
  if (!options.wait) return { kind: 'started', scraper: claim.scraper, done };
  return { kind: 'ran', report: await done, scraper: claim.scraper };
}

export interface ScraperScheduler {
  /** Resolves when the current poll and the runs it started are done (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs every local scraper on its schedule (and at once when it is new or edited). Several servers
 * may share one PostgreSQL: each run is claimed in the database by one of them.
 */
export function startScraperScheduler(db: Database, options: ScraperSchedulerOptions): ScraperScheduler {
  const log = options.log ?? ((message: string) => console.error(message));
  const concurrency = options.concurrency ?? 2;
  const pollMs = options.pollMs ?? 5_000;
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> = Promise.resolve();

  const poll = async () => {
    const free = concurrency - running.size;
    if (free <= 0 || stopped) return;
    try {
      const clock = options.clock ?? (() => new Date());
      const claimed = await claimDueScrapers(db, clock(), free, options.leaseMs ?? DEFAULT_LEASE_MS);
      for (const scraper of claimed) {
        const task = runClaimed(db, scraper, { ...options, log }).finally(() => running.delete(task));
        running.add(task);
      }
    } catch (error) {
      if (!stopped) log(`scraper scheduler: ${(error as Error).message}`);
    }
  };
  const kick = () => {
    polling = poll().finally(() => {
      if (!stopped) timer = setTimeout(kick, pollMs);
    });
  };
  kick();

  return {
    async idle() {
      await polling;
      await Promise.all([...running]);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await polling;
      await Promise.all([...running]);
    },
  };
}
