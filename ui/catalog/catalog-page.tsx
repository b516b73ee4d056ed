import { Box, HStack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import {
  CATALOG_EMPTY, CATALOG_ERROR_TITLE, CATALOG_TITLE, catalogKey, configPath, type CatalogListLine, type SummaryLine,
} from '../../core/catalog';
import { DataTable } from '../components/data-table';
import { EmptyState } from '../components/empty-state';
import { MoreRowsStatus } from '../components/more-rows-status';
import { ErrorPanel } from '../components/error-panel';
import { ExportMenu } from '../components/export-menu';
import { Panel } from '../components/panel';
import { TableSkeleton } from '../components/table-skeleton';
import { notify } from '../components/toaster';
import { useCatalogList } from '../hooks/catalog';
import { useNow } from '../hooks/health';
import { usePageTitle } from '../hooks/page-title';
import { CatalogBreadcrumb } from './catalog-breadcrumb';
import { SUMMARY_TABLE_COLUMNS, configTableColumns } from './catalog-columns';
import { CatalogFilterBar } from './catalog-filter-bar';
import { CatalogTabs } from './catalog-tabs';

/** Seed 002 §2.1: /catalog (the area's own path, so links are relative to it), the summary by provider and type, or the flat list once a type, label or search narrows it. */
export default function CatalogPage() {
  const list = useCatalogList({ onToast: notify });
  const { view, catalog, options } = list;
  const [, navigate] = useLocation();
  const now = useNow(60_000);
  const configColumns = useMemo(() => configTableColumns(now), [now]);
  usePageTitle(catalog.configType ?? CATALOG_TITLE);
  const empty = <EmptyState title={CATALOG_EMPTY} />;

  return (
    <Box>
      <Box mb="4">
        <CatalogBreadcrumb crumbs={catalog.breadcrumb.map((label, index) => ({ label, href: index === 0 ? '/catalog' : undefined }))} />
      </Box>
      <CatalogTabs current="Catalog" configType={catalog.configType} />
      <CatalogFilterBar
        catalog={catalog}
        options={options}
        types={list.types}
        favourites={list.favourites}
        onFavourite={list.toggleFavourite}
        searchText={list.searchText}
        refreshing={view.refreshing}
        actions={view.exported !== undefined && (
          <Box ml="auto">
            <ExportMenu table={view.exported} />
          </Box>
        )}
        hideDeleted={list.hideDeleted}
        onHideDeleted={list.setHideDeleted}
        onSearch={list.setSearchText}
        onFilter={list.setFilter}
        onRefresh={list.refresh}
      />
      <Panel>
        {(view.loading || (catalog.switching && view.refreshing)) && <TableSkeleton columns={7} />}
        {view.error !== undefined && <ErrorPanel title={CATALOG_ERROR_TITLE} error={view.error} onRetry={list.refresh} />}
        {view.ready && !catalog.switching && catalog.mode === 'summary' && (
          <DataTable<SummaryLine>
            aria-label={CATALOG_TITLE}
            rows={catalog.lines}
            columns={SUMMARY_TABLE_COLUMNS}
            rowKey={catalogKey}
            rowHeight={catalog.tableRows.height}
            overscanRows={catalog.tableRows.overscan}
            maxVisibleRows={20}
            onScrolled={(distanceToEnd) => list.send({ type: 'page.scrolled', distanceToEnd })}
            onRowActivate={(line) => {
              const changes = catalog.clickOf(line);
              if (changes) list.setFilters(changes);
            }}
            empty={empty}
          />
        )}
        {view.ready && !catalog.switching && catalog.mode === 'list' && (
          <DataTable<CatalogListLine>
            aria-label={CATALOG_TITLE}
            rows={catalog.listRows}
            columns={configColumns}
            rowKey={(line) => line.key}
            rowHeight={catalog.tableRows.height}
            overscanRows={catalog.tableRows.overscan}
            maxVisibleRows={20}
            recycleRows
            sort={view.sort}
            onSortChange={(sort) => list.send({ type: 'sort.set', sort })}
            onRowActivate={(line) => line.kind === 'config' && navigate(`~${configPath(line.id)}`)}
            rowClass={(line) => (line.kind === 'heading' ? 'console-table-group-row' : undefined)}
            onScrolled={(distanceToEnd) => list.send({ type: 'page.scrolled', distanceToEnd })}
            empty={empty}
          />
        )}
      </Panel>
      <MoreRowsStatus loading={view.loadingMore} error={view.moreError} />
      {view.ready && view.total > 0 && (
        <HStack mt="2">
          <Text color="fg.subtle" fontSize="xs">
            {view.total.toLocaleString('en-US')} {catalog.mode === 'summary' ? 'groups' : view.total === 1 ? 'config' : 'configs'}
          </Text>
        </HStack>
      )}
    </Box>
  );
}
