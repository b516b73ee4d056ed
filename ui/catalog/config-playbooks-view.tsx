import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { CONFIG_RUN_COLUMNS, CONFIG_RUNS_EMPTY, CONFIG_RUNS_ERROR_TITLE } from '../../core/catalog';
import type { ConfigRunView } from '../../core/playbooks';
import { DataTable, type DataTableColumn } from '../components/data-table';
import { DateText } from '../components/date-text';
import { EmptyState } from '../components/empty-state';
import { MoreRowsStatus } from '../components/more-rows-status';
import { ErrorPanel } from '../components/error-panel';
import { TableSkeleton } from '../components/table-skeleton';
import { useConfigRuns } from '../hooks/playbooks';
import { RunStatusBadge } from '../playbooks/run-status';

const [RUN, PLAYBOOK, STATUS, STARTED] = CONFIG_RUN_COLUMNS;

const COLUMNS: readonly DataTableColumn<ConfigRunView>[] = [
  {
    key: 'id',
    name: RUN,
    width: 120,
    render: (run) => (
      <ChakraLink asChild colorPalette="blue" fontFamily="mono">
        <Link href={`~${run.path}`} title={run.id}>
          {run.id.slice(0, 8)}
        </Link>
      </ChakraLink>
    ),
  },
  { key: 'playbook', name: PLAYBOOK, minWidth: 200, render: (run) => <Text truncate>{run.playbook}</Text> },
  { key: 'status', name: STATUS, width: 140, render: (run) => <RunStatusBadge status={run.status} /> },
  { key: 'start_time', name: STARTED, width: 180, render: (run) => <DateText value={run.startTime} /> },
];

/** Seed 002 §2.1: the Playbooks tab of a config, its runs newest first, the next page read near the bottom. */
export function ConfigPlaybooksView({ configId }: { configId: string }) {
  const { view, scrolled, reload } = useConfigRuns(configId);
  if (view.loading) return <TableSkeleton columns={COLUMNS.length} />;
  if (view.error !== undefined) return <ErrorPanel title={CONFIG_RUNS_ERROR_TITLE} error={view.error} onRetry={reload} />;
  return (
    <>
      <DataTable
        aria-label="Playbook runs"
        rows={view.rows}
        columns={COLUMNS}
        rowKey={(run) => run.id}
        empty={<EmptyState title={CONFIG_RUNS_EMPTY} />}
        onScrolled={scrolled}
      />
      <MoreRowsStatus loading={view.loadingMore} error={view.moreError} />
    </>
  );
}
