import { Badge, Box, Button, Flex, Group, HStack, Input, Spinner, Tabs } from '@chakra-ui/react';
import { useCallback, useEffect } from 'react';
import { GROUP_BY_LABEL, isRefreshRate, LAYOUT_LABELS, NO_CHECKS, TAB_BY_LABEL } from '../../core/health';
import { preloadDataTable } from '../components/data-table';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';
import { ExportMenu } from '../components/export-menu';
import { PageHeader } from '../components/page-header';
import { Panel } from '../components/panel';
import { SelectField } from '../components/select-field';
import { TableSkeleton } from '../components/table-skeleton';
import { notify } from '../components/toaster';
import { useHealthDashboard, useNow } from '../hooks/health';
import { usePageTitle } from '../hooks/page-title';
import { CheckDetailDialog } from './check-detail-dialog';
import { HealthCards } from './health-cards';
import { HealthFilters } from './health-filters';
import { HealthTable } from './health-table';

/** /health (seed 000 §2.4): every check, filtered, grouped and tabbed, with the detail of one. */
export default function HealthPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle('Health');
  const view = useHealthDashboard();
  const now = useNow();
  const { send, query } = view;
  const openCheck = useCallback((checkId: string) => send({ type: 'check.open', checkId }), [send]);
  const sortBy = useCallback((sort: { sortBy?: string; sortDesc: boolean }) => send({ type: 'sort.change', ...sort }), [send]);
  const hidePassing = useCallback((hide: boolean) => send({ type: 'hidePassing.set', hidePassing: hide }), [send]);
  // The table's code loads while the checks do.
  useEffect(preloadDataTable, []);
  const toggleLabel = useCallback((id: string, clicked: 1 | -1) => send({ type: 'label.toggle', id, clicked }), [send]);

  const controls = (
    <HStack gap="3" wrap="wrap">
      <HStack gap="1.5" aria-label="Counts">
        <Badge colorPalette="green" variant="subtle" size="md">
          {view.counts.passing} passing
        </Badge>
        <Badge colorPalette="red" variant="subtle" size="md">
          {view.counts.failing} failing
        </Badge>
      </HStack>
      <SelectField
        label="Refresh"
        value={view.refreshRate}
        options={view.refreshOptions.map((option) => ({ value: option.rate, label: option.label, disabled: option.disabled }))}
        onChange={(rate) => isRefreshRate(rate) && send({ type: 'refreshRate.choose', rate })}
      />
      <Group attached>
        {(['table', 'card'] as const).map((layout) => (
          <Button
            key={layout}
            size="sm"
            variant={query.layout === layout ? 'solid' : 'outline'}
            aria-pressed={query.layout === layout}
            onClick={() => send({ type: 'layout.choose', layout })}
          >
            {LAYOUT_LABELS[layout]}
          </Button>
        ))}
      </Group>
      {view.exported !== undefined && <ExportMenu table={view.exported} />}
      {view.refreshing && <Spinner size="sm" color="fg.muted" aria-label="Refreshing" />}
    </HStack>
  );

  return (
    <Box>
      <PageHeader title="Health" description="Health checks across every canary and agent, with their uptime and latency." actions={controls} />
      <Flex gap="3" wrap="wrap" align="center" mb="3">
        <Input
          type="search"
          size="sm"
          maxW="sm"
          placeholder="Search checks"
          aria-label="Search checks"
          value={view.searchText}
          onChange={(event) => send({ type: 'search.type', text: event.currentTarget.value })}
        />
        <SelectField
          label={GROUP_BY_LABEL}
          value={query.groupBy}
          options={view.groupByOptions}
          onChange={(groupBy) => send({ type: 'groupBy.choose', groupBy })}
        />
        <SelectField label={TAB_BY_LABEL} value={query.tabBy} options={view.tabByOptions} onChange={(tabBy) => send({ type: 'tabBy.choose', tabBy })} />
      </Flex>
      <Tabs.Root value={view.tab} onValueChange={(details) => send({ type: 'tab.choose', tab: details.value })} size="sm" variant="line" mb="3">
        <Tabs.List flexWrap="wrap">
          {view.tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <Flex gap="5" align="start" direction={{ base: 'column', lg: 'row' }}>
        <Box w={{ base: 'full', lg: '60' }} flexShrink={0} maxH={{ lg: '70vh' }} overflowY="auto" pr="1">
          <HealthFilters
            hidePassing={query.hidePassing}
            labels={query.labels}
            options={view.labelOptions}
            onHidePassing={hidePassing}
            onLabel={toggleLabel}
          />
        </Box>
        <Box flex="1" minW="0" w="full">
          {view.loading && (
            <Panel>
              <TableSkeleton columns={5} />
            </Panel>
          )}
          {view.failed && (
            <Panel>
              <ErrorPanel title="Could not load the health checks" error={view.error} onRetry={() => send({ type: 'checks.retry' })} />
            </Panel>
          )}
          {!view.loading && !view.failed &&
            (view.checks.length === 0 ? (
              <Panel>
                <EmptyState
                  title={NO_CHECKS}
                  description={query.hidePassing && view.counts.passing > 0 ? 'Every check here is passing: turn off Hide Passing to see them.' : 'No check matches the tab, the search and the filters.'}
                />
              </Panel>
            ) : query.layout === 'card' ? (
              <HealthCards checks={view.checks} now={now} onOpen={openCheck} />
            ) : (
              <Panel>
                <HealthTable
                  rows={view.rows}
                  query={query}
                  now={now}
                  virtualized={virtualized}
                  onOpen={openCheck}
                  onSort={sortBy}
                />
              </Panel>
            ))}
        </Box>
      </Flex>
      {query.checkId && (
        <CheckDetailDialog
          key={query.checkId}
          checkId={query.checkId}
          timeRange={query.timeRange}
          onToast={notify}
          onRangeChange={(timeRange) => send({ type: 'timeRange.choose', timeRange })}
          onClose={() => send({ type: 'check.close' })}
          virtualized={virtualized}
        />
      )}
    </Box>
  );
}
