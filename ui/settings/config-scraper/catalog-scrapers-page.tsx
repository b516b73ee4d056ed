import { Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import {
  ConfigScraperMachines, SCRAPER_COLUMNS, SCRAPERS_DESCRIPTION, SCRAPERS_LOAD_ERROR, SCRAPERS_TITLE, scraperCells, scraperKey,
  type ConfigScraper, type ScraperColumnKey,
} from '../../../core/settings/config-scraper';
import { CollectionPage } from '../../components/collection-page';
import type { DataTableColumn } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { useService } from '../../hooks/container';
import { usePageTitle } from '../../hooks/page-title';
import { ScraperJobStatus, ScraperTypes } from './scraper-cells';

function cell(key: ScraperColumnKey, scraper: ConfigScraper) {
  const cells = scraperCells(scraper);
  switch (key) {
    case 'name':
      return (
        <Text truncate color="colorPalette.fg" colorPalette="blue">
          <Link href={`~${cells.href}`}>{cells.name}</Link>
        </Text>
      );
    case 'types':
      return <ScraperTypes cells={cells} />;
    case 'jobStatus':
      return <ScraperJobStatus scraper={scraper} />;
    case 'lastRun':
      return <DateText value={scraper.lastRun} />;
    default:
      return <Text truncate>{cells[key]}</Text>;
  }
}

const COLUMNS: readonly DataTableColumn<ConfigScraper>[] = SCRAPER_COLUMNS.map((column) => ({
  key: column.key,
  name: column.label,
  sortable: column.key === 'name' || column.key === 'jobStatus' || column.key === 'lastRun',
  render: (scraper: ConfigScraper) => cell(column.key, scraper),
}));

/** /catalog/scrapers: the scrapers with their type, source, schedule and last run; a name opens its page. */
export function CatalogScrapersPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(SCRAPERS_TITLE);
  const { screen } = useService(ConfigScraperMachines);
  return (
    <CollectionPage
      machine={screen}
      title={SCRAPERS_TITLE}
      description={SCRAPERS_DESCRIPTION}
      refreshLabel="Refresh scrapers"
      columns={COLUMNS}
      rowKey={scraperKey}
      rowsOpen={false}
      noun={['scraper', 'scrapers']}
      errorTitle={SCRAPERS_LOAD_ERROR}
      virtualized={virtualized}
    />
  );
}
