import { Box, HStack, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import {
  INCOMING, OUTGOING, RELATIONSHIPS_EMPTY, RELATIONSHIPS_TITLE, RELATIONSHIP_COLUMNS, SOFT, configPath, healthColour, type RelatedConfig,
} from '../../core/catalog';
import { DataTable, type DataTableColumn } from '../components/data-table';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';
import { StatusBadge } from '../components/status-badge';
import { TableSkeleton } from '../components/table-skeleton';
import { useRelationships } from '../hooks/catalog';
import { Toggle } from './toggle';

const [NAME, TYPE, DIRECTION, DEPTH, STATUS] = RELATIONSHIP_COLUMNS;

const COLUMNS: readonly DataTableColumn<RelatedConfig>[] = [
  { key: 'name', name: NAME, width: 280, render: (config) => <Text truncate color={config.deletedAt ? 'fg.subtle' : undefined}>{config.name}</Text> },
  { key: 'type', name: TYPE, width: 240 },
  { key: 'direction', name: DIRECTION, width: 120 },
  { key: 'depth', name: DEPTH, width: 80 },
  {
    key: 'status',
    name: STATUS,
    width: 180,
    render: (config) => <StatusBadge colour={healthColour(config.health)}>{config.status ?? config.health ?? 'unknown'}</StatusBadge>,
  },
];

/** Seed 002 §2.1: a config's related configs in a table, with the Outgoing, Incoming and Soft toggles. */
export function RelationshipsView({ configId }: { configId: string }) {
  const { view, send } = useRelationships(configId);
  const [, navigate] = useLocation();
  const toggle = (which: 'outgoing' | 'incoming' | 'soft') => (on: boolean) => send({ type: 'relations.toggle', which, on });
  return (
    <Box>
      <HStack gap="5" mb="3" wrap="wrap">
        <Toggle label={OUTGOING} checked={view.toggles.outgoing} onChange={toggle('outgoing')} />
        <Toggle label={INCOMING} checked={view.toggles.incoming} onChange={toggle('incoming')} />
        <Toggle label={SOFT} checked={view.toggles.soft} onChange={toggle('soft')} />
      </HStack>
      {view.loading && <TableSkeleton columns={5} />}
      {view.error !== undefined && <ErrorPanel error={view.error} onRetry={() => send({ type: 'relations.reload' })} />}
      {!view.loading && view.error === undefined && (
        <DataTable
          aria-label={RELATIONSHIPS_TITLE}
          rows={view.related}
          columns={COLUMNS}
          rowKey={(config) => config.id}
          maxVisibleRows={20}
          onRowActivate={(config) => navigate(`~${configPath(config.id)}`)}
          empty={<EmptyState title={RELATIONSHIPS_EMPTY} />}
        />
      )}
    </Box>
  );
}
