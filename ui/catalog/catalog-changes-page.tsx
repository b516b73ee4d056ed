import { Box } from '@chakra-ui/react';
import { useSearch } from 'wouter';
import { CHANGES_TITLE } from '../../core/catalog';
import { usePageTitle } from '../hooks/page-title';
import { CatalogBreadcrumb } from './catalog-breadcrumb';
import { CatalogTabs } from './catalog-tabs';
import { ChangesView } from './changes-view';

/** Seed 002 §2.1: /catalog/changes, the change history of the whole catalog. */
export function CatalogChangesPage() {
  usePageTitle(CHANGES_TITLE);
  const configTypes = new URLSearchParams(useSearch()).get('configTypes') ?? undefined;
  const single = configTypes && !configTypes.includes(',') && !configTypes.startsWith('!') ? configTypes : undefined;
  return (
    <Box>
      <Box mb="3">
        <CatalogBreadcrumb crumbs={[{ label: 'Catalog', href: '/catalog' }, { label: CHANGES_TITLE }]} />
      </Box>
      <CatalogTabs current="Changes" configType={single} />
      <ChangesView />
    </Box>
  );
}
