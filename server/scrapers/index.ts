export { startScraperScheduler, runDueScrapers, runScraperNow, DEFAULT_SCRAPER_SCHEDULE, type ScraperScheduler } from './scheduler';
export { runScraper, SKIPPED_TYPE_MESSAGE, DEFAULT_SCRAPE_TIMEOUT_MS, type ScrapeReport } from './run';
export { validateScraperSpec, ScraperSpecError, SCRAPER_TYPES, RUNNABLE_SCRAPER_TYPES } from './schema';
export { scraperRoutes, scrapeOptionsOf, scrapeDirOf } from './routes';
export { CONSOLE_DATABASE_CONNECTION } from './sources/sql';
