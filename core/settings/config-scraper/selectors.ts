import type { SnapshotFrom } from 'xstate';
import type { ScraperPageMachine } from './machines/scraper-page.machine';
import type { ConfigScraper } from './model';
import { scheduleOf, scraperTypesOf, sourceLabel, specYaml } from './rules';
import { scraperType } from './scraper-types';
import { SCRAPER_TABS, type ScraperTab } from './texts';

/** What a scraper's row and header read. */
export interface ScraperCells {
  readonly name: string;
  /** The types' labels, e.g. 'File, HTTP'. */
  readonly types: string;
  readonly typeKeys: readonly string[];
  readonly source: string;
  readonly schedule: string;
  readonly jobStatus: string;
  readonly itemsScraped: string;
  /** The catalog page of the scraper (R002-2-2-72's link target). */
  readonly href: string;
}

export function scraperCells(scraper: ConfigScraper): ScraperCells {
  const typeKeys = scraperTypesOf(scraper.spec);
  return {
    name: scraper.name,
    types: typeKeys.map((type) => scraperType(type)!.label).join(', '),
    typeKeys,
    source: sourceLabel(scraper.source),
    schedule: scheduleOf(scraper.spec),
    jobStatus: scraper.jobStatus ?? '',
    itemsScraped: scraper.itemsScraped === undefined ? '' : String(scraper.itemsScraped),
    href: `/catalog/scrapers/${encodeURIComponent(scraper.id)}`,
  };
}

export interface ScraperPageView {
  readonly id: string;
  readonly loading: boolean;
  readonly error?: string;
  readonly scraper?: ConfigScraper;
  readonly cells?: ScraperCells;
  readonly specYaml: string;
  readonly tab: ScraperTab;
  readonly tabs: readonly { readonly key: ScraperTab; readonly label: string }[];
  readonly canRun: boolean;
  readonly running: boolean;
  /** Changes after each run, so the Job History tab reloads. */
  readonly runs: number;
}

const TABS = (Object.keys(SCRAPER_TABS) as ScraperTab[]).map((key) => ({ key, label: SCRAPER_TABS[key] }));

export function selectScraperPageView(snapshot: SnapshotFrom<ScraperPageMachine>): ScraperPageView {
  const { context } = snapshot;
  const scraper = context.scraper;
  return {
    id: context.id,
    loading: snapshot.hasTag('loading') && scraper === undefined,
    error: snapshot.hasTag('error') ? context.error : undefined,
    scraper,
    cells: scraper && scraperCells(scraper),
    specYaml: scraper ? specYaml(scraper.spec) : '',
    tab: context.tab,
    tabs: TABS,
    canRun: context.canRun,
    running: snapshot.hasTag('running'),
    runs: context.runs,
  };
}
