import type { ScrapeOutcome } from './model';

export const SCRAPERS_TITLE = 'Scrapers';
export const SCRAPERS_SETTINGS_TITLE = 'Catalog Scrapers';
export const SCRAPERS_DESCRIPTION = 'The scrapers that fill the catalog: what each reads, how often, and how its last run went.';
export const SCRAPERS_EMPTY = 'No scrapers yet';
export const SCRAPERS_LOAD_ERROR = 'Could not load the scrapers';
export const ADD_SCRAPER = 'Add Catalog Scraper';
export const EDIT_SCRAPER = 'Edit Catalog Scraper';
export const DELETE_SCRAPER_TITLE = 'Delete Catalog Scraper';
export const deleteScraperMessage = (name: string): string => `Are you sure you want to delete ${name}?`;
/** Seed 002 §2.2: the source value ConfigFile shows as this. */
export const LINKED_TO_LOCAL_FILE = 'Linked to local file';
export const SCRAPER_NOT_FOUND = 'Details not found';

export const SCRAPER_MESSAGES = {
  created: 'Catalog scraper created',
  updated: 'Catalog scraper updated',
  deleted: 'Catalog scraper deleted',
} as const;

/** Seed 002 §2.1: the tabs of /catalog/scrapers/{id}. */
export const SCRAPER_TABS = { spec: 'Spec', jobs: 'Job History' } as const;
export type ScraperTab = keyof typeof SCRAPER_TABS;

export const RUN_NOW = 'Run Now';
export const runNowMessage = (name: string, outcome: ScrapeOutcome): string =>
  `${name}: ${outcome.status}, ${outcome.items} item${outcome.items === 1 ? '' : 's'}, ${outcome.changes} change${outcome.changes === 1 ? '' : 's'}`;

/** The catalog list's columns (issue 19: name, type, source, schedule, job status, last run, items scraped). */
export const SCRAPER_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'types', label: 'Type' },
  { key: 'source', label: 'Source' },
  { key: 'schedule', label: 'Schedule' },
  { key: 'jobStatus', label: 'Job Status' },
  { key: 'lastRun', label: 'Last Run' },
  { key: 'itemsScraped', label: 'Items Scraped' },
] as const;
export type ScraperColumnKey = (typeof SCRAPER_COLUMNS)[number]['key'];

/**
 * Seed 002 §2.2's generic resource list, as config_scrapers show it: Schedule and Namespace hidden
 * (R002-2-2-14).
 */
export const SETTINGS_SCRAPER_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'source', label: 'Source' },
  { key: 'jobStatus', label: 'Job Status' },
  { key: 'lastRun', label: 'Last Run' },
  { key: 'lastFailed', label: 'Last Failed' },
  { key: 'createdAt', label: 'Created' },
  { key: 'updatedAt', label: 'Updated' },
  { key: 'createdBy', label: 'Created By' },
] as const;

export const SPEC_MESSAGES = {
  notYaml: (reason: string) => `The spec is not valid YAML: ${reason}`,
  notMap: 'The spec must be a map of scraper types',
  noType: (types: string) => `The spec needs at least one scraper type (${types})`,
  unknownType: (key: string) => `${key} is not a scraper type`,
  notList: (at: string) => `${at} must be a list`,
  atLeastZero: 'This field must be 0 or more',
} as const;

/** The scraper editor's form per type. */
export const SCRAPER_FORM_TEXTS = {
  type: 'Scraper type',
  chooseType: 'Choose a type',
  schedule: 'Schedule',
  defaultSchedule: 'Default (@every 1h)',
  entry: (type: string) => `${type} scraper`,
  listHelper: 'Comma-separated',
  unreadable: 'The form shows the spec once its YAML reads as a map of scraper types.',
} as const;
