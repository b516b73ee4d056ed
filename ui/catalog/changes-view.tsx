import { Box, CloseButton, HStack, Spinner, Tag, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import {
  CHANGES_TITLE, CHANGE_SEVERITY_OPTIONS, DOWNSTREAM, HIDE_DELETED_CONFIG_CHANGES, LIVE_CHANGES, UPSTREAM, toggleInFilterList, toggleTag,
} from '../../core/catalog';
import { RELATIVE_RANGE_NAMES } from '../../core/shared';
import { DataTable } from '../components/data-table';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';
import { ExportMenu } from '../components/export-menu';
import { Pager } from '../components/pager';
import { Panel } from '../components/panel';
import { SelectField } from '../components/select-field';
import { TableSkeleton } from '../components/table-skeleton';
import { TimeRangeSelect } from '../components/time-range-select';
import { notify } from '../components/toaster';
import { useChangesList } from '../hooks/catalog';
import { changeColumns } from './change-columns';
import { ChangeDetailsDialog } from './change-details-dialog';
import { Toggle } from './toggle';

/**
 * Seed 002 §2.1: the change history, for the whole catalog or one config (with its Downstream and
 * Upstream toggles): filters, chips, the table paged from the server, and the details of a change.
 */
export function ChangesView({ configId }: { configId?: string }) {
  const list = useChangesList(configId, { onToast: notify });
  const { view, changes, setFilter } = list;
  const columns = useMemo(
    () =>
      changeColumns({
        configType: (type, exclude) => setFilter('configTypes', toggleInFilterList(changes.configTypes, type, exclude)),
        changeType: (type, exclude) => setFilter('changeType', toggleInFilterList(changes.changeType, type, exclude)),
        tag: (key, value, exclude) => setFilter('tags', toggleTag(changes.tags, key, value, exclude)),
      }),
    [changes.configTypes, changes.changeType, changes.tags, setFilter],
  );

  return (
    <Box>
      <HStack gap="4" wrap="wrap" mb="3">
        <TimeRangeSelect value={changes.range} ranges={RELATIVE_RANGE_NAMES} onChange={(range) => setFilter('range', range)} />
        <SelectField
          label="Severity"
          value={changes.severity}
          options={[{ value: '', label: 'All' }, ...CHANGE_SEVERITY_OPTIONS.map((severity) => ({ value: severity, label: `${severity} and above` }))]}
          onChange={(severity) => setFilter('severity', severity)}
        />
        {configId !== undefined && (
          <>
            <Toggle label={DOWNSTREAM} checked={changes.downstream} onChange={(on) => setFilter('downstream', String(on))} />
            <Toggle label={UPSTREAM} checked={changes.upstream} onChange={(on) => setFilter('upstream', String(on))} />
          </>
        )}
        <Toggle label={HIDE_DELETED_CONFIG_CHANGES} checked={list.hideDeleted} onChange={list.setHideDeleted} />
        {view.live && <Toggle label={LIVE_CHANGES} checked={view.live.on} onChange={(on) => list.send({ type: 'live.follow', on })} />}
        {view.refreshing && <Spinner size="sm" color="fg.muted" aria-label="Refreshing" />}
        {view.exported !== undefined && (
          <Box ml="auto">
            <ExportMenu table={view.exported} />
          </Box>
        )}
      </HStack>
      {changes.chips.length > 0 && (
        <HStack gap="2" wrap="wrap" mb="3" aria-label="Active filters">
          {changes.chips.map((chip) => (
            <Tag.Root key={chip.name} size="md" variant="subtle" colorPalette="blue">
              <Tag.Label>{chip.label}</Tag.Label>
              <Tag.EndElement>
                <CloseButton size="2xs" aria-label={`Remove ${chip.label}`} onClick={() => setFilter(chip.name, '')} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
      )}
      <Panel>
        {view.loading && <TableSkeleton columns={6} />}
        {view.error !== undefined && <ErrorPanel error={view.error} onRetry={() => list.send({ type: 'collection.refresh' })} />}
        {view.ready && (
          <DataTable
            aria-label={CHANGES_TITLE}
            rows={view.rows}
            columns={columns}
            rowKey={(change) => change.id}
            rowHeight={44}
            maxVisibleRows={20}
            sort={view.sort}
            onSortChange={(sort) => list.send({ type: 'sort.set', sort })}
            onRowActivate={(change) => list.openChange(change.id)}
            empty={<EmptyState title={view.emptyText} />}
          />
        )}
      </Panel>
      {view.ready && view.total > 0 && (
        <HStack justify="space-between" mt="2">
          <Text color="fg.subtle" fontSize="xs">
            {view.total.toLocaleString('en-US')} {view.total === 1 ? 'change' : 'changes'}
          </Text>
          {view.pageCount > 1 && (
            <Pager pageIndex={view.pageIndex} pageCount={view.pageCount} disabled={view.refreshing} onPage={(pageIndex) => list.send({ type: 'page.go', pageIndex })} />
          )}
        </HStack>
      )}
      <ChangeDetailsDialog details={list.details} onClose={list.closeChange} onView={list.diffView} />
    </Box>
  );
}
