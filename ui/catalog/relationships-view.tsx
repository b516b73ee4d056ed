import { Box, Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
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

// cytoscape loads with the first graph drawn, never with the catalog's other pages.
const RelationshipGraphCanvas = lazy(() => import('./relationship-graph'));

const [NAME, TYPE, DIRECTION, DEPTH, STATUS] = RELATIONSHIP_COLUMNS;

function Choice<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: readonly (readonly [V, string])[]; onChange: (value: V) => void }) {
  return (
    <HStack gap="1" role="group" aria-label={label}>
      {options.map(([option, text]) => (
        <Button
          key={option}
          size="xs"
          aria-pressed={value === option}
          variant={value === option ? 'subtle' : 'ghost'}
          colorPalette={value === option ? 'blue' : 'gray'}
          onClick={() => onChange(option)}
        >
          {text}
        </Button>
      ))}
    </HStack>
  );
}

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
  const relations = useRelationships(configId);
  const { view, send } = relations;
  const [, navigate] = useLocation();
  const toggle = (which: 'outgoing' | 'incoming' | 'soft') => (on: boolean) => send({ type: 'relations.toggle', which, on });
  return (
    <Box>
      <HStack gap="5" mb="3" wrap="wrap">
        <Toggle label={OUTGOING} checked={view.toggles.outgoing} onChange={toggle('outgoing')} />
        <Toggle label={INCOMING} checked={view.toggles.incoming} onChange={toggle('incoming')} />
        <Toggle label={SOFT} checked={view.toggles.soft} onChange={toggle('soft')} />
        <Choice label="View" value={relations.shown} options={[['table', 'Table'], ['graph', 'Graph']]} onChange={relations.showAs} />
        {relations.shown === 'graph' && (
          <>
            <Choice label="Direction" value={relations.direction} options={[['LR', 'LR'], ['TB', 'TB']]} onChange={relations.setDirection} />
            <Choice label="Edges" value={relations.edgeStyle} options={[['bezier', 'Bezier'], ['smoothstep', 'Smoothstep']]} onChange={relations.setEdgeStyle} />
          </>
        )}
      </HStack>
      {view.loading && <TableSkeleton columns={5} />}
      {view.error !== undefined && <ErrorPanel error={view.error} onRetry={() => send({ type: 'relations.reload' })} />}
      {!view.loading && view.error === undefined && relations.shown === 'graph' && (
        <Suspense fallback={<Skeleton h="560px" />}>
          <RelationshipGraphCanvas
            graph={relations.graph}
            direction={relations.direction}
            edgeStyle={relations.edgeStyle}
            onConfig={(id) => id !== configId && navigate(`~${configPath(id)}`)}
            onGroup={relations.toggleGroup}
          />
        </Suspense>
      )}
      {!view.loading && view.error === undefined && relations.shown === 'table' && (
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
