import { Box } from '@chakra-ui/react';
import { useSearch } from 'wouter';
import { INSIGHTS_TITLE } from '../../core/catalog';
import { usePageTitle } from '../hooks/page-title';
import { CatalogBreadcrumb } from './catalog-breadcrumb';
import { CatalogTabs } from './catalog-tabs';
import { InsightsView } from './insights-view';

/** Seed 002 §2.1: /catalog/insights, the insights of the whole catalog. */
export function CatalogInsightsPage() {
  usePageTitle(INSIGHTS_TITLE);
  const configType = new URLSearchParams(useSearch()).get('configType') || undefined;
  return (
    <Box>
      <Box mb="3">
        <CatalogBreadcrumb crumbs={[{ label: 'Catalog', href: '/catalog' }, { label: INSIGHTS_TITLE }]} />
      </Box>
      <CatalogTabs current="Insights" configType={configType} />
      <InsightsView />
    </Box>
  );
}
