import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { CONFIG_CHECK_COLUMNS, CONFIG_CHECKS_EMPTY, CONFIG_CHECKS_ERROR_TITLE } from '../../core/catalog';
import { checkDetailPath, type CheckSummary } from '../../core/health';
import { DataTable, type DataTableColumn } from '../components/data-table';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';
import { TableSkeleton } from '../components/table-skeleton';
import { CheckHealthCell, CheckType, latencyText, uptimeText } from '../health/health-cells';
import { useConfigChecks } from '../hooks/health';

const [NAME, HEALTH, UPTIME, LATENCY] = CONFIG_CHECK_COLUMNS;

const columns = (now: Date): readonly DataTableColumn<CheckSummary>[] => [
  {
    key: 'name',
    name: NAME,
    minWidth: 220,
    render: (check) => (
      <HStack gap="2" minW="0">
        <CheckType type={check.type} />
        <ChakraLink asChild colorPalette="blue" minW="0">
          <Link href={`~${checkDetailPath(check.id)}`}>
            <Text truncate>{check.name}</Text>
          </Link>
        </ChakraLink>
      </HStack>
    ),
  },
  { key: 'health', name: HEALTH, width: 160, render: (check) => <CheckHealthCell check={check} now={now} /> },
  { key: 'uptime', name: UPTIME, width: 120, render: (check) => uptimeText(check.uptime) },
  { key: 'latency', name: LATENCY, width: 120, render: (check) => latencyText(check.latency.p99) },
];

/** Seed 002 §2.1: the Checks tab of a config, the health checks linked to it as the Health list shows them. */
export function ConfigChecksView({ configId }: { configId: string }) {
  const { view, reload } = useConfigChecks(configId);
  if (view.loading) return <TableSkeleton columns={CONFIG_CHECK_COLUMNS.length} />;
  if (view.error !== undefined) return <ErrorPanel title={CONFIG_CHECKS_ERROR_TITLE} error={view.error} onRetry={reload} />;
  return (
    <DataTable
      aria-label="Health checks"
      rows={view.checks}
      columns={columns(view.now)}
      rowKey={(check) => check.id}
      empty={<EmptyState title={CONFIG_CHECKS_EMPTY} />}
    />
  );
}
