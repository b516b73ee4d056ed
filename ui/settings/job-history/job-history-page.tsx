import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  JOB_COLUMNS, JOB_DETAILS_BUTTON, JOBS_DESCRIPTION, JOBS_LOAD_ERROR, JOBS_TITLE, JobsMachines, jobKey, jobRow, jobStatusColour,
  type JobColumnKey, type JobRow, type JobRun,
} from '../../../core/settings/job-history';
import { AreaLink } from '../../components/area-link';
import { CollectionPage } from '../../components/collection-page';
import type { DataTableColumn } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { StatusBadge } from '../../components/status-badge';
import { useService } from '../../hooks/container';
import { usePageTitle } from '../../hooks/page-title';
import { JobDetailsDialog } from './job-details-dialog';
import { JobFilters } from './job-filters';

const SORTABLE: ReadonlySet<JobColumnKey> = new Set(['name', 'resourceName', 'resourceType', 'timeStart', 'durationMillis', 'status']);

function cell(key: JobColumnKey, row: JobRow, open: (row: JobRow) => void) {
  const { run } = row;
  switch (key) {
    case 'resourceName':
      return row.link ? <AreaLink href={row.link}>{run.resourceName}</AreaLink> : <Text truncate>{run.resourceName}</Text>;
    case 'agent':
      return <Text truncate>{run.agent?.name ?? ''}</Text>;
    case 'timeStart':
      return <DateText value={run.timeStart} />;
    case 'durationMillis':
      return <Text>{row.duration}</Text>;
    case 'successCount':
    case 'errorCount':
      return <Text>{run[key]}</Text>;
    case 'status':
      return (
        <>
          <StatusBadge colour={jobStatusColour(run.status)}>{run.status}</StatusBadge>
          {row.firstTab && (
            <Button size="2xs" variant="ghost" ml="1" onClick={() => open(row)} aria-label={`${JOB_DETAILS_BUTTON} of ${run.name}`}>
              {JOB_DETAILS_BUTTON}
            </Button>
          )}
        </>
      );
    default:
      return <Text truncate>{run[key]}</Text>;
  }
}

/** Settings → Jobs History (seed 002 §2.2): the filter bar, the runs newest first, a run's details in a modal. */
export default function JobsPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(JOBS_TITLE);
  const { screen, names } = useService(JobsMachines);
  const [shown, setShown] = useState<JobRow>();
  const columns: readonly DataTableColumn<JobRun>[] = JOB_COLUMNS.map((column) => ({
    key: column.key,
    name: column.label,
    sortable: SORTABLE.has(column.key),
    render: (run: JobRun) => cell(column.key, jobRow(run), setShown),
  }));
  return (
    <>
      <CollectionPage
        machine={screen}
        title={JOBS_TITLE}
        description={JOBS_DESCRIPTION}
        refreshLabel="Refresh"
        columns={columns}
        rowKey={jobKey}
        rowsOpen={false}
        noun={['run', 'runs']}
        errorTitle={JOBS_LOAD_ERROR}
        virtualized={virtualized}
        filters={(filter, set) => <JobFilters names={names} filter={filter} set={set} />}
      />
      <JobDetailsDialog row={shown} onClose={() => setShown(undefined)} />
    </>
  );
}
