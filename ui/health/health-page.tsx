import { Box, Flex } from '@chakra-ui/react';
import { useCallback, useDeferredValue, useEffect } from 'react';
import { NO_CHECKS } from '../../core/health';
import { preloadDataTable } from '../components/data-table';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';
import { PageHeader } from '../components/page-header';
import { Panel } from '../components/panel';
import { TableSkeleton } from '../components/table-skeleton';
import { notify } from '../components/toaster';
import { useHealthDashboard, useNow } from '../hooks/health';
import { usePageTitle } from '../hooks/page-title';
import { CheckDetailDialog } from './check-detail-dialog';
import { HealthControls } from './health-controls';
import { HealthCards } from './health-cards';
import { HealthFilters } from './health-filters';
import { HealthTable } from './health-table';
import { HealthToolbar } from './health-toolbar';

/** /health (seed 000 §2.4): every check, filtered, grouped and tabbed, with the detail of one. */
export default function HealthPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle('Health');
  const view = useHealthDashboard();
  // What live runs change (the rows, cards, counts and label options) is drawn from a deferred copy: the
  // browser may interrupt that drawing for what the person does (typing here or in the palette), while
  // the controls they touch answer at once from the view itself.
  const shown = useDeferredValue(view);
  const now = useDeferredValue(useNow());
  const { send, query } = view;
  const openCheck = useCallback((checkId: string) => send({ type: 'check.open', checkId }), [send]);
  const sortBy = useCallback((sort: { sortBy?: string; sortDesc: boolean }) => send({ type: 'sort.change', ...sort }), [send]);
  const hidePassing = useCallback((hide: boolean) => send({ type: 'hidePassing.set', hidePassing: hide }), [send]);
  // The table's code loads while the checks do.
  useEffect(preloadDataTable, []);
  const toggleLabel = useCallback((id: string, clicked: 1 | -1) => send({ type: 'label.toggle', id, clicked }), [send]);

  const controls = (
    <HealthControls
      passing={shown.counts.passing}
      failing={shown.counts.failing}
      refreshRate={view.refreshRate}
      refreshOptions={view.refreshOptions}
      layout={query.layout}
      exported={view.exported}
      refreshing={view.refreshing}
      send={send}
    />
  );

  return (
    <Box>
      <PageHeader title="Health" description="Health checks across every canary and agent, with their uptime and latency." actions={controls} />
      <HealthToolbar
        searchText={view.searchText}
        groupBy={query.groupBy}
        groupByOptions={view.groupByOptions}
        tabBy={query.tabBy}
        tabByOptions={view.tabByOptions}
        tabs={view.tabs}
        tab={view.tab}
        send={send}
      />
      <Flex gap="5" align="start" direction={{ base: 'column', lg: 'row' }}>
        <Box w={{ base: 'full', lg: '60' }} flexShrink={0} maxH={{ lg: '70vh' }} overflowY="auto" pr="1">
          <HealthFilters
            hidePassing={query.hidePassing}
            labels={query.labels}
            options={shown.labelOptions}
            onHidePassing={hidePassing}
            onLabel={toggleLabel}
          />
        </Box>
        <Box flex="1" minW="0" w="full">
          {shown.loading && (
            <Panel>
              <TableSkeleton columns={5} />
            </Panel>
          )}
          {shown.failed && (
            <Panel>
              <ErrorPanel title="Could not load the health checks" error={shown.error} onRetry={() => send({ type: 'checks.retry' })} />
            </Panel>
          )}
          {!shown.loading && !shown.failed &&
            (shown.checks.length === 0 ? (
              <Panel>
                <EmptyState
                  title={NO_CHECKS}
                  description={shown.query.hidePassing && shown.counts.passing > 0 ? 'Every check here is passing: turn off Hide Passing to see them.' : 'No check matches the tab, the search and the filters.'}
                />
              </Panel>
            ) : shown.query.layout === 'card' ? (
              <HealthCards checks={shown.checks} now={now} onOpen={openCheck} />
            ) : (
              <Panel>
                <HealthTable
                  rows={shown.rows}
                  query={shown.query}
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
