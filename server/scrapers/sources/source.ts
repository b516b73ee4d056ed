import type { Database } from '../../db/database';
import type { ScrapedItem } from '../extract';

/** What reading one spec entry found. */
export interface SourceResult {
  items: ScrapedItem[];
  errors: string[];
  /** Sources (files, URLs, connections) that failed: the items they gave before are kept, not deleted. */
  failedSources: string[];
  /** The entry could not tell what exists at all (its folder is unreadable, too many files): nothing is deleted. */
  incomplete: boolean;
}

export interface ScrapeContext {
  db: Database;
  /** DATA_DIR/scrape: file scrapers read only below it. */
  scrapeDir: string;
  /** DATABASE_URL, to know a saved connection that points at the console's own database. */
  databaseUrl?: string;
  /** A target that takes longer is cut. */
  timeoutMs: number;
}

export const emptyResult = (): SourceResult => ({ items: [], errors: [], failedSources: [], incomplete: false });
