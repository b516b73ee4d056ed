import { Box, HStack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { DEFAULT_JOB_TIME_RANGE, JOBS_LOAD_ERROR, jobKey, type JobRow } from '../../../core/settings/job-history';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { Pager } from '../../components/pager';
import { TableSkeleton } from '../../components/table-skeleton';
import { TimeRangePicker } from '../../components/time-range-picker';
import { useJobHistoryTab } from '../../hooks/job-history';
import { jobColumns } from './job-columns';
import { JobDetailsDialog } from './job-details-dialog';

/** A resource's Job History tab (seed 002 §2.1, §2.2; DECISIONS §35): its runs of every status, newest first, over a time range. */
export function JobHistoryTab({ resourceId, label }: { resourceId: string; label: string }) {
  const { view, send } = useJobHistoryTab(resourceId);
  const [shown, setShown] = useState<JobRow>();
  const columns = useMemo(() => jobColumns(setShown, ['resourceName', 'resourceType']), []);
  return (
    <Box>
      <HStack justify="flex-end" mb="2">
        <TimeRangePicker filter={view.filter} fallback={DEFAULT_JOB_TIME_RANGE} onChange={(filter) => send({ type: 'filters.set', filter })} />
      </HStack>
      {view.loading && <TableSkeleton columns={columns.length} />}
      {view.error !== undefined && <ErrorPanel title={JOBS_LOAD_ERROR} error={view.error} onRetry={() => send({ type: 'collection.refresh' })} />}
      {view.ready && (
        <DataTable
          aria-label={label}
          rows={view.rows}
          columns={columns}
          rowKey={jobKey}
          sort={view.sort}
          onSortChange={(sort) => send({ type: 'sort.set', sort })}
          empty={<EmptyState title={view.emptyText} />}
        />
      )}
      {view.ready && view.total > 0 && (
        <HStack justify="space-between" mt="2">
          <Text color="fg.subtle" fontSize="xs">
            {view.total} {view.total === 1 ? 'run' : 'runs'}
          </Text>
          <Pager pageIndex={view.pageIndex} pageCount={view.pageCount} disabled={view.refreshing} onPage={(pageIndex) => send({ type: 'page.go', pageIndex })} />
        </HStack>
      )}
      <JobDetailsDialog row={shown} onClose={() => setShown(undefined)} />
    </Box>
  );
}
