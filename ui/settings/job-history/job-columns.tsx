import { Button, Text } from '@chakra-ui/react';
import { JOB_COLUMNS, JOB_DETAILS_BUTTON, jobRow, jobStatusColour, type JobColumnKey, type JobRow, type JobRun } from '../../../core/settings/job-history';
import { AreaLink } from '../../components/area-link';
import type { DataTableColumn } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { StatusBadge } from '../../components/status-badge';

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

/** The job history's columns (seed 002 §2.2); `open` shows a run's details. Columns left out are not shown (a tab of one resource). */
export const jobColumns = (open: (row: JobRow) => void, without: readonly JobColumnKey[] = []): readonly DataTableColumn<JobRun>[] =>
  JOB_COLUMNS.filter((column) => !without.includes(column.key)).map((column) => ({
    key: column.key,
    name: column.label,
    sortable: SORTABLE.has(column.key),
    render: (run: JobRun) => cell(column.key, jobRow(run), open),
  }));
