import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  PlaybooksMachines, playbookRunPath, resourceText, RUN_COLUMNS, RUN_STATUSES, RUNS_DEFAULT_RANGE, RUNS_TEXTS, runDurationText, runKey, shownStatus,
  type PlaybookRunRow,
} from '../../core/playbooks';
import { CollectionPage } from '../components/collection-page';
import type { DataTableColumn } from '../components/data-table';
import { DateText } from '../components/date-text';
import { SelectField } from '../components/select-field';
import { TimeRangePicker } from '../components/time-range-picker';
import { useService } from '../hooks/container';
import { usePageTitle } from '../hooks/page-title';
import { usePlaybookFilterOptions } from '../hooks/playbooks';
import { RunStatusBadge } from './run-status';

const CELLS: Record<(typeof RUN_COLUMNS)[number]['key'], (row: PlaybookRunRow) => ReactNode> = {
  playbook: (row) => (
    <ChakraLink asChild colorPalette="blue">
      <Link href={`~${playbookRunPath(row.id)}`}>{row.playbookTitle}</Link>
    </ChakraLink>
  ),
  status: (row) => <RunStatusBadge status={shownStatus(row.rawStatus)} />,
  resource: (row) => <Text truncate>{resourceText(row) ?? ''}</Text>,
  requestedBy: (row) => <Text truncate>{row.requestedBy?.name ?? ''}</Text>,
  createdAt: (row) => <DateText value={row.createdAt} />,
  duration: (row) => <Text>{runDurationText(row)}</Text>,
};

const COLUMNS: readonly DataTableColumn<PlaybookRunRow>[] = RUN_COLUMNS.map((column) => ({ key: column.key, name: column.label, render: CELLS[column.key] }));

const STATUS_OPTIONS = [{ value: '', label: RUNS_TEXTS.allStatuses }, ...RUN_STATUSES.map((status) => ({ value: status, label: status }))];

/** /playbooks/runs (seed 002 §2.3): runs newest first, 150 a page, filtered by playbook, status and time range (7 days by default). */
export default function RunsPage() {
  usePageTitle(RUNS_TEXTS.title);
  const { runs } = useService(PlaybooksMachines);
  const playbooks = usePlaybookFilterOptions();
  return (
    <CollectionPage
      machine={runs}
      title={RUNS_TEXTS.title}
      description={RUNS_TEXTS.description}
      refreshLabel="Refresh runs"
      columns={COLUMNS}
      rowKey={runKey}
      rowsOpen={false}
      noun={['run', 'runs']}
      errorTitle="Could not load playbook runs"
      filters={(filter, set) => (
        <HStack gap="4" wrap="wrap">
          <SelectField label="Playbook" value={filter.playbook ?? ''} options={playbooks} onChange={(playbook) => set({ playbook })} />
          <SelectField label="Status" value={filter.status ?? ''} options={STATUS_OPTIONS} onChange={(status) => set({ status })} />
          <TimeRangePicker filter={filter} fallback={RUNS_DEFAULT_RANGE} onChange={set} />
        </HStack>
      )}
    />
  );
}
