import { Box, Text } from '@chakra-ui/react';
import type { ConfigScraper, ConfigScraperDraft } from '../../../core/settings/config-scraper';
import type { CollectionFormSpec } from '../../components/collection-page';
import type { FormField } from '../../components/form-dialog';
import { YamlEditor } from '../../components/yaml-editor';

/** The scraper's spec as YAML, below its name. */
export const scraperSpecEditor: CollectionFormSpec<ConfigScraper, ConfigScraperDraft>['controls'] = (draft, change, busy) => (
  <Box mt="3">
    <Text fontSize="sm" fontWeight="medium" mb="1">
      Spec
    </Text>
    <YamlEditor value={draft.spec} onChange={(spec) => change({ ...draft, spec })} aria-label="Spec" readOnly={busy} />
  </Box>
);

export const SCRAPER_NEW_FIELDS: readonly FormField[] = [{ name: 'name', label: 'Name', required: true }];
// Seed 002 §2.2: the name cannot change once the scraper exists.
export const SCRAPER_EDIT_FIELDS: readonly FormField[] = [{ name: 'name', label: 'Name', readOnly: true }];
