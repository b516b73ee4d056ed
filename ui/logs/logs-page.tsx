import { Box, Button, Flex, HStack, Input, Spinner, Text } from '@chakra-ui/react';
import { Suspense, lazy, useMemo, useState } from 'react';
import { LOGS_ROW_ESTIMATE_PX, LOGS_TEXTS, type LogEvidence } from '../../core/logs';
import { TIME_RANGE_NAMES } from '../../core/shared';
import { DataTable } from '../components/data-table';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';
import { ExportMenu } from '../components/export-menu';
import { PageHeader } from '../components/page-header';
import { Panel } from '../components/panel';
import { SelectField } from '../components/select-field';
import { TableSkeleton } from '../components/table-skeleton';
import { TimeRangeSelect } from '../components/time-range-select';
import { useLogsPage } from '../hooks/logs';
import { usePageTitle } from '../hooks/page-title';
import { logsColumns, type LogRow } from './logs-columns';

const rowKey = (row: LogRow) => String(row.index);

// The incidents area's dialog loads when it is first opened.
const AttachToIncident = lazy(() => import('../incidents/attach-to-incident').then((m) => ({ default: m.AttachToIncident })));

/** Rows that fit the window below the page's header and pickers. */
const visibleRows = () => (typeof window === 'undefined' ? 12 : Math.max(5, Math.floor((window.innerHeight - 280) / LOGS_ROW_ESTIMATE_PX)));

/** /logs (seed 001 §2.9): a component's logs, searched, over a time range; lines can be selected. */
export default function LogsPage({ viewOnly = false, virtualized = true }: { viewOnly?: boolean; virtualized?: boolean }) {
  usePageTitle('Logs');
  const page = useLogsPage({ viewOnly });
  const { send, selected, selectable } = page;
  const [evidence, setEvidence] = useState<LogEvidence>();
  const rows = useMemo(() => page.lines.map((line, index) => ({ index, line })), [page.lines]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const columns = useMemo(
    () =>
      logsColumns(
        page.columnSizes,
        page.rememberedSizes,
        selectable ? { isSelected: (index) => selectedSet.has(index), toggle: (index) => send({ type: 'row.toggle', index }) } : undefined,
      ),
    [page.columnSizes, page.rememberedSizes, selectable, selectedSet, send],
  );

  let body;
  if (page.error) {
    body = <ErrorPanel title="The log backend failed" error={page.error} onRetry={() => send({ type: 'logs.reload' })} />;
  } else if (page.loading) {
    body = <TableSkeleton columns={3} />;
  } else if (page.message) {
    body = <EmptyState title={page.message} />;
  } else {
    body = (
      <DataTable
        aria-label="Log lines"
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        rowHeight={page.tableRows.height}
        overscanRows={page.tableRows.overscan}
        maxVisibleRows={visibleRows()}
        virtualized={virtualized}
        recycleRows
        rowClass={(row) => (selectedSet.has(row.index) ? 'console-table-row-selected' : undefined)}
        onRowActivate={selectable ? (row) => send({ type: 'row.toggle', index: row.index }) : undefined}
        onColumnResize={(key, width) => {
          if (key === 'message' || key === 'labels') send({ type: 'columns.resize', sizes: { ...page.rememberedSizes, [key]: Math.round(width) } });
        }}
      />
    );
  }

  return (
    <Box>
      <PageHeader title="Logs" description="Log lines of a component, from the log backends it is configured with." />
      <Flex gap="3" wrap="wrap" align="center" mb="3">
        <SelectField
          label="Component"
          value={page.query.topologyId ?? ''}
          options={page.componentOptions}
          onChange={(value) => send({ type: 'component.select', componentId: value || undefined })}
        />
        {page.componentsPhase === 'failed' && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {page.componentsError}
          </Text>
        )}
        {page.selectorOptions.length > 0 && (
          <SelectField
            label="Selector"
            value={page.query.logsSelector ?? ''}
            options={page.selectorOptions}
            onChange={(name) => send({ type: 'selector.select', name })}
          />
        )}
        <TimeRangeSelect value={page.query.start} ranges={TIME_RANGE_NAMES} onChange={(start) => send({ type: 'range.select', start })} />
        <Input
          type="search"
          size="sm"
          maxW="xs"
          placeholder="Search"
          aria-label="Search logs"
          value={page.searchText}
          onChange={(event) => send({ type: 'search.input', text: event.currentTarget.value })}
        />
        {page.loading && page.lines.length > 0 && <Spinner size="sm" color="fg.muted" aria-label="Loading" />}
        {page.exported !== undefined && page.lines.length > 0 && <ExportMenu table={page.exported} />}
      </Flex>
      {/* The bar keeps its place while nothing is selected, so a first selection does not move the lines under the pointer. */}
      {selectable && page.lines.length > 0 && (
        <HStack gap="3" mb="2" minH="8" aria-label="Selection">
          {selected.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {LOGS_TEXTS.selectHint}
            </Text>
          ) : (
            <>
              <Text fontSize="sm">
                {selected.length} {selected.length === 1 ? 'line' : 'lines'} selected
              </Text>
              <Button size="xs" colorPalette="blue" onClick={() => setEvidence(page.evidence())}>
                {LOGS_TEXTS.addAsEvidence}
              </Button>
              <Button size="xs" variant="ghost" onClick={() => send({ type: 'rows.clear' })}>
                Clear
              </Button>
            </>
          )}
        </HStack>
      )}
      <Panel>{body}</Panel>
      {evidence && (
        <Suspense fallback={null}>
          <AttachToIncident evidence={evidence} onClose={() => setEvidence(undefined)} onAttached={() => send({ type: 'rows.clear' })} />
        </Suspense>
      )}
      {page.lines.length > 0 && (
        <Text color="fg.subtle" fontSize="xs" mt="2">
          {page.total !== undefined && page.total !== page.lines.length ? `${page.lines.length} of ${page.total}` : page.lines.length}{' '}
          {page.lines.length === 1 ? 'line' : 'lines'}
        </Text>
      )}
    </Box>
  );
}
