import { Badge, Box, CloseButton, Drawer, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { INSIGHTS_TITLE, INSIGHT_COLUMNS, INSIGHT_SEVERITIES, INSIGHT_TYPES, truncateMessage, type Insight } from '../../core/catalog';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { DateText } from '../components/date-text';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';
import { ExportMenu } from '../components/export-menu';
import { Pager } from '../components/pager';
import { Panel } from '../components/panel';
import { SelectField } from '../components/select-field';
import { TableSkeleton } from '../components/table-skeleton';
import { notify } from '../components/toaster';
import { useInsightsList } from '../hooks/catalog';

const [CATALOG, TYPE, ANALYZER, SEVERITY, STATUS, FIRST, LAST] = INSIGHT_COLUMNS;

const severityColour = (severity?: string) =>
  severity === 'critical' || severity === 'blocker' || severity === 'high' ? 'red' : severity === 'medium' || severity === 'warning' ? 'orange' : 'gray';

/** Seed 002 §2.1: the insights' columns; each key is the column the server sorts by. */
const COLUMNS: readonly DataTableColumn<Insight>[] = [
  { key: 'config_name', name: CATALOG, width: 240, sortable: true, render: (insight) => <Text truncate title={insight.configType}>{insight.configName}</Text> },
  { key: 'analysis_type', name: TYPE, width: 140, sortable: true, render: (insight) => insight.analysisType },
  { key: 'analyzer', name: ANALYZER, width: 200, sortable: true, render: (insight) => <Text truncate>{insight.analyzer}</Text> },
  {
    key: 'severity',
    name: SEVERITY,
    width: 110,
    sortable: true,
    render: (insight) => insight.severity && <Badge size="sm" colorPalette={severityColour(insight.severity)}>{insight.severity}</Badge>,
  },
  { key: 'status', name: STATUS, width: 100, sortable: true, render: (insight) => insight.status ?? '' },
  { key: 'first_observed', name: FIRST, width: 140, sortable: true, render: (insight) => <DateText value={insight.firstObserved} /> },
  { key: 'last_observed', name: LAST, width: 140, sortable: true, render: (insight) => <DateText value={insight.lastObserved} /> },
];

const ALL = { value: '', label: 'All' };

/** Seed 002 §2.1: the insights of the catalog or of one config, a row opening its detail panel. */
export function InsightsView({ configId }: { configId?: string }) {
  const { view, send, filter } = useInsightsList(configId, { onToast: notify });
  const [shown, setShown] = useState<Insight>();
  const setFilter = (name: string, value: string) => send({ type: 'filter.set', name, value });
  return (
    <Box>
      <HStack gap="4" wrap="wrap" mb="3">
        <SelectField label="Type" value={filter.type ?? ''} options={[ALL, ...INSIGHT_TYPES.map((type) => ({ value: type, label: type }))]} onChange={(type) => setFilter('type', type)} />
        <SelectField
          label="Severity"
          value={filter.severity ?? ''}
          options={[ALL, ...INSIGHT_SEVERITIES.map((severity) => ({ value: severity, label: severity }))]}
          onChange={(severity) => setFilter('severity', severity)}
        />
        {view.refreshing && <Spinner size="sm" color="fg.muted" aria-label="Refreshing" />}
        {view.exported !== undefined && (
          <Box ml="auto">
            <ExportMenu table={view.exported} />
          </Box>
        )}
      </HStack>
      <Panel>
        {view.loading && <TableSkeleton columns={7} />}
        {view.error !== undefined && <ErrorPanel error={view.error} onRetry={() => send({ type: 'collection.refresh' })} />}
        {view.ready && (
          <DataTable
            aria-label={INSIGHTS_TITLE}
            rows={view.rows}
            columns={COLUMNS}
            rowKey={(insight) => insight.id}
            maxVisibleRows={20}
            sort={view.sort}
            onSortChange={(sort) => send({ type: 'sort.set', sort })}
            onRowActivate={setShown}
            empty={<EmptyState title={view.emptyText} />}
          />
        )}
      </Panel>
      {view.ready && view.total > 0 && (
        <HStack justify="space-between" mt="2">
          <Text color="fg.subtle" fontSize="xs">
            {view.total.toLocaleString('en-US')} {view.total === 1 ? 'insight' : 'insights'}
          </Text>
          {view.pageCount > 1 && (
            <Pager pageIndex={view.pageIndex} pageCount={view.pageCount} disabled={view.refreshing} onPage={(pageIndex) => send({ type: 'page.go', pageIndex })} />
          )}
        </HStack>
      )}
      <Drawer.Root open={shown !== undefined} onOpenChange={(details) => !details.open && setShown(undefined)} placement="end" size="md">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{shown?.analyzer}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                {shown && (
                  <Stack gap="3" fontSize="sm">
                    <HStack gap="2" wrap="wrap">
                      <Badge>{shown.analysisType}</Badge>
                      {shown.severity && <Badge colorPalette={severityColour(shown.severity)}>{shown.severity}</Badge>}
                      {shown.status && <Badge variant="outline">{shown.status}</Badge>}
                    </HStack>
                    <Text>
                      {shown.configName} <Text as="span" color="fg.muted">({shown.configType})</Text>
                    </Text>
                    {shown.summary && <Text fontWeight="semibold">{shown.summary}</Text>}
                    <Text whiteSpace="pre-wrap" wordBreak="break-word">
                      {truncateMessage(shown.message)}
                    </Text>
                    <HStack gap="4" color="fg.muted">
                      <Box>
                        {FIRST}: <DateText value={shown.firstObserved} />
                      </Box>
                      <Box>
                        {LAST}: <DateText value={shown.lastObserved} />
                      </Box>
                    </HStack>
                  </Stack>
                )}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" position="absolute" top="2" insetEnd="2" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Box>
  );
}
