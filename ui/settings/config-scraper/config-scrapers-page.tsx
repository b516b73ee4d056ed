import { Box, Text } from '@chakra-ui/react';
import {
  ADD_SCRAPER, ConfigScraperMachines, EDIT_SCRAPER, SCRAPERS_DESCRIPTION, SCRAPERS_LOAD_ERROR, SCRAPERS_SETTINGS_TITLE,
  SETTINGS_SCRAPER_COLUMNS, scraperCells, scraperKey, type ConfigScraper,
} from '../../../core/settings/config-scraper';
import { CollectionPage } from '../../components/collection-page';
import type { DataTableColumn } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { useService } from '../../hooks/container';
import { usePageTitle } from '../../hooks/page-title';
import { ScraperJobStatus, ScraperTypes } from './scraper-cells';
import { SCRAPER_EDIT_FIELDS, SCRAPER_NEW_FIELDS, scraperNewSpecEditor, scraperSpecEditor } from './scraper-form';

type Key = (typeof SETTINGS_SCRAPER_COLUMNS)[number]['key'];

function cell(key: Key, scraper: ConfigScraper) {
  const cells = scraperCells(scraper);
  switch (key) {
    case 'name':
      return (
        <Box>
          <Text truncate>{cells.name}</Text>
          <ScraperTypes cells={cells} />
        </Box>
      );
    case 'source':
      return <Text truncate>{cells.source}</Text>;
    case 'jobStatus':
      return <ScraperJobStatus scraper={scraper} />;
    case 'createdBy':
      return <Text truncate>{scraper.createdBy?.name ?? ''}</Text>;
    default:
      return <DateText value={scraper[key]} />;
  }
}

const COLUMNS: readonly DataTableColumn<ConfigScraper>[] = SETTINGS_SCRAPER_COLUMNS.map((column) => ({
  key: column.key,
  name: column.label,
  sortable: column.key !== 'createdBy',
  render: (scraper: ConfigScraper) => cell(column.key, scraper),
}));

/** Settings → Catalog Scrapers (seed 002 §2.2): the scrapers with their job status, and the YAML editor validated as §5 says. */
export default function ConfigScrapersPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(SCRAPERS_SETTINGS_TITLE);
  const { screen } = useService(ConfigScraperMachines);
  return (
    <CollectionPage
      machine={screen}
      title={SCRAPERS_SETTINGS_TITLE}
      description={SCRAPERS_DESCRIPTION}
      refreshLabel="Refresh scrapers"
      columns={COLUMNS}
      rowKey={scraperKey}
      create={{ button: ADD_SCRAPER, title: ADD_SCRAPER, submitLabel: 'Save', fields: SCRAPER_NEW_FIELDS, controls: scraperNewSpecEditor }}
      edit={{ title: EDIT_SCRAPER, submitLabel: 'Update', fields: SCRAPER_EDIT_FIELDS, controls: scraperSpecEditor }}
      noun={['scraper', 'scrapers']}
      errorTitle={SCRAPERS_LOAD_ERROR}
      virtualized={virtualized}
    />
  );
}
