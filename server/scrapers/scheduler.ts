import { parseSchedule, type Schedule } from '../checks/schedule';
import type { Database } from '../db/database';
import { startPollLoop } from '../jobs/poll-loop';
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

/** Runs one claimed scraper and hands it back with its next run on its schedule, which it answers. */
async function runAndRelease(db: Database, scraper: ClaimedScraper, options: ScraperSchedulerOptions): Promise<{ report: ScrapeReport; next: Date }> {
  const clock = options.clock ?? (() => new Date());
  const started = clock();
  const schedule = scheduleOf(scraper.spec);
  let next = schedule.next(started);
  let report: ScrapeReport;
  try {
    report = await runScraper(db, scraper, options);
  } finally {
    const now = clock();
    if (next.getTime() <= now.getTime()) next = schedule.next(now);
    await releaseScraper(db, scraper.id, next).catch((error: Error) =>
      options.log?.(`scraper ${scraper.name}: could not set its next run: ${error.message}`),
    );
  }
  return { report, next };
}

const runClaimed = async (db: Database, scraper: ClaimedScraper, options: ScraperSchedulerOptions) =>
  (await runAndRelease(db, scraper, options)).report;

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
 * may share one PostgreSQL: each run is claimed in the database by one of them. Besides polling every
 * `pollMs` (edits, scrapers added elsewhere, a lease that ran out), the scheduler wakes when a scraper
 * it ran falls due again, so a run every minute comes every minute, not up to a poll later each time.
 */
export function startScraperScheduler(db: Database, options: ScraperSchedulerOptions): ScraperScheduler {
  const log = options.log ?? ((message: string) => console.error(message));
  const clock = options.clock ?? (() => new Date());
  const concurrency = options.concurrency ?? 2;
  const stopping = new AbortController();
  const running = new Set<Promise<unknown>>();
  const dueTimers = new Set<NodeJS.Timeout>();

  const wakeAt = (due: Date) => {
    if (stopping.signal.aborted) return;
    const timer = setTimeout(() => {
      dueTimers.delete(timer);
      loop.wake();
    }, Math.max(0, due.getTime() - clock().getTime()));
    dueTimers.add(timer);
  };

  const poll = async () => {
    const free = concurrency - running.size;
    if (free <= 0 || stopping.signal.aborted) return;
    try {
      const claimed = await claimDueScrapers(db, clock(), free, options.leaseMs ?? DEFAULT_LEASE_MS);
      for (const scraper of claimed) {
        const task = runAndRelease(db, scraper, { ...options, log })
          .then(({ next }) => wakeAt(next))
          .finally(() => running.delete(task));
        running.add(task);
      }
    } catch (error) {
      if (!stopping.signal.aborted) log(`scraper scheduler: ${(error as Error).message}`);
    }
  };
  const loop = startPollLoop(poll, options.pollMs ?? 5_000, stopping.signal);

  return {
    async idle() {
      await loop.polling;
      await Promise.all([...running]);
    },
    async stop() {
      stopping.abort();
      for (const timer of dueTimers) clearTimeout(timer);
      await loop.polling;
      await Promise.all([...running]);
    },
  };
}
