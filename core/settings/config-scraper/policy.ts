import type { CollectionPolicy } from '../../shared';
import type { ConfigScraper, ConfigScraperDraft } from './model';
import type { ConfigScraperPort } from './ports';
import { EMPTY_SCRAPER, canWriteScrapers, scraperDraftOf, validateScraperDraft } from './rules';
import { DELETE_SCRAPER_TITLE, SCRAPERS_EMPTY, SCRAPER_MESSAGES, deleteScraperMessage } from './texts';

export const scraperKey = (scraper: ConfigScraper): string => scraper.id;

const form = {
  validate: validateScraperDraft,
  normalise: (draft: ConfigScraperDraft): ConfigScraperDraft => ({ name: draft.name.trim(), spec: draft.spec }),
};

/**
 * The config scrapers on the collection kit (seed 002 §2.1, §2.2, §5, §6): 100 a page, newest first
 * (seed 002 §7.2), the YAML editor validated as §5 says before anything is sent; adding, saving and
 * deleting need write on the scraper table.
 */
export function configScrapersPolicy(port: ConfigScraperPort): CollectionPolicy<ConfigScraper, ConfigScraperDraft> {
  return {
    id: 'configScrapers',
    key: scraperKey,
    provider: port,
    query: { pageSize: 100, sort: { column: 'createdAt', desc: true } },
    openParams: { row: 'id', create: 'add' },
    permissions: { create: canWriteScrapers, edit: canWriteScrapers, remove: canWriteScrapers },
    create: { ...form, draft: () => EMPTY_SCRAPER },
    edit: { ...form, draft: (scraper) => (scraper ? scraperDraftOf(scraper) : EMPTY_SCRAPER) },
    texts: {
      empty: SCRAPERS_EMPTY,
      created: () => SCRAPER_MESSAGES.created,
      updated: () => SCRAPER_MESSAGES.updated,
      removed: () => SCRAPER_MESSAGES.deleted,
      confirmDelete: (scraper) => ({ title: DELETE_SCRAPER_TITLE, message: deleteScraperMessage(scraper.name) }),
    },
  };
}
