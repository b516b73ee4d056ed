import { serviceIdentifier, type CollectionPort } from '../../shared';
import type { ConfigScraper, ConfigScraperDraft, ScrapeOutcome } from './model';

/**
 * Config scrapers (reference §2.3: `config_scrapers_with_status`, writes on `config_scrapers`, Run Now
 * `POST /config/run/{id}`), the collection kit's contract plus Run Now. Failures reject with a DomainError.
 */
export interface ConfigScraperPort extends Required<CollectionPort<ConfigScraper, ConfigScraperDraft, ConfigScraperDraft, ConfigScraper>> {
  runNow(id: string): Promise<ScrapeOutcome>;
}
export const ConfigScraperPort = serviceIdentifier<ConfigScraperPort>('ConfigScraperPort');
