export type { ConfigScraper, ConfigScraperDraft, ScrapeOutcome } from './model';
export { SCRAPER_TYPES, scraperType, type ScraperType, type ScraperField, type ScraperFieldKind } from './scraper-types';
export { ConfigScraperPort } from './ports';
export {
  SCRAPERS_TITLE, SCRAPERS_SETTINGS_TITLE, SCRAPERS_DESCRIPTION, SCRAPERS_EMPTY, SCRAPERS_LOAD_ERROR, ADD_SCRAPER, EDIT_SCRAPER,
  DELETE_SCRAPER_TITLE, LINKED_TO_LOCAL_FILE, SCRAPER_NOT_FOUND, SCRAPER_MESSAGES, SCRAPER_TABS, RUN_NOW, SCRAPER_COLUMNS,
  SETTINGS_SCRAPER_COLUMNS, SPEC_MESSAGES, SCRAPER_FORM_TEXTS, runNowMessage, deleteScraperMessage, type ScraperTab, type ScraperColumnKey,
} from './texts';
export {
  canWriteScrapers, parseSpec, specProblem, validateScraperDraft, scraperTypesOf, scheduleOf, sourceLabel, specYaml, scraperDraftOf,
  EMPTY_SCRAPER,
} from './rules';
export {
  scraperFormView, chooseScraperFormType, changeScraperFormField, changeScraperSchedule, type ScraperFormView, type ScraperFormField, type ScraperFormValue,
} from './scraper-form';
export { scraperCells, selectScraperPageView, type ScraperCells, type ScraperPageView } from './selectors';
export { scraperKey, configScrapersPolicy } from './policy';
export { SCRAPER_TAB_URL, type ScraperPageEvent, type ScraperPageInput } from './machines/scraper-page.machine';
export { bindConfigScraperPorts, ConfigScraperMachines, type ConfigScraperPorts } from './bind';
