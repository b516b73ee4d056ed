import { Badge, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  CONFIG_COLUMNS, SUMMARY_COLUMNS, changedBucket, costText, isDeleted, type CatalogListLine, type ConfigLine, type GroupHeading, type SummaryLine,
} from '../../core/catalog';
import type { DataTableColumn } from '../components/data-table';
import { DateText } from '../components/date-text';
import { TrashIcon } from '../components/icons';
import { AnalysisBadges, HealthBar, TagBadges } from './catalog-cells';

const [NAME, CHANGES, HEALTH, INSIGHTS, COST_30D, CREATED, UPDATED] = SUMMARY_COLUMNS;

const count = (value: number) => (value > 0 ? value.toLocaleString('en-US') : '');

/** Seed 002 §2.1: the summary, a provider's line in bold over its groups. */
export const SUMMARY_TABLE_COLUMNS: readonly DataTableColumn<SummaryLine>[] = [
  {
    key: 'name',
    name: NAME,
    width: 280,
    minWidth: 200,
    render: (line) => (
      <HStack gap="2" ps={line.kind === 'group' && line.provider !== undefined ? '5' : '0'}>
        <Text truncate fontWeight={line.kind === 'provider' ? 'semibold' : 'normal'}>
          {line.name || '—'}
        </Text>
        <Badge size="sm" variant="subtle">
          {line.count.toLocaleString('en-US')}
        </Badge>
      </HStack>
    ),
  },
  { key: 'changes', name: CHANGES, width: 90, render: (line) => count(line.changes) },
  { key: 'health', name: HEALTH, width: 130, render: (line) => <HealthBar health={line.health} /> },
  { key: 'analysis', name: INSIGHTS, width: 190, render: (line) => <AnalysisBadges analysis={line.analysis} /> },
  { key: 'cost', name: COST_30D, width: 100, render: (line) => costText(line.cost30d) },
  { key: 'created_at', name: CREATED, width: 110, render: (line) => <DateText value={line.createdAt} /> },
  { key: 'updated_at', name: UPDATED, width: 110, render: (line) => <DateText value={line.updatedAt} /> },
];

const [C_NAME, C_TYPE, C_STATUS, C_CHANGES, C_TAGS, C_ANALYSIS, C_COST, C_CREATED, C_UPDATED, C_DELETED, C_CHANGED] = CONFIG_COLUMNS;

const heading = (line: CatalogListLine): line is GroupHeading => line.kind === 'heading';

/** A cell of a config's row; a heading's row is all in its first cell. */
const ofConfig = (render: (config: ConfigLine) => ReactNode) => (line: CatalogListLine) => (heading(line) ? null : render(line));

/**
 * Seed 002 §2.1: the flat list; each key is the column the server sorts by (Changed sorts as Updated,
 * whose buckets it shows, judged at `now`). A deleted config is greyed with a trash icon and a red status.
 * A grouped list (R002-2-1-15) has each group's heading across the row above its configs.
 */
export const configTableColumns = (now: Date): readonly DataTableColumn<CatalogListLine>[] => [
  {
    key: 'name',
    name: C_NAME,
    width: 240,
    sortable: true,
    spansRow: heading,
    render: (line) =>
      heading(line) ? (
        <Text truncate fontWeight="semibold" color="fg.muted" role="heading" aria-level={3}>
          {line.title}
        </Text>
      ) : (
        <HStack gap="1.5" color={isDeleted(line) ? 'fg.subtle' : undefined}>
          {isDeleted(line) && <TrashIcon aria-label="Deleted" color="red.500" boxSize="3.5" />}
          <Text truncate>{line.name || line.id}</Text>
        </HStack>
      ),
  },
  { key: 'type', name: C_TYPE, width: 200, sortable: true, render: ofConfig((config) => config.type) },
  {
    key: 'status',
    name: C_STATUS,
    width: 110,
    sortable: true,
    render: ofConfig((config) => <Text truncate color={isDeleted(config) ? 'red.500' : undefined}>{config.status ?? ''}</Text>),
  },
  { key: 'changes', name: C_CHANGES, width: 90, sortable: true, render: ofConfig((config) => count(config.changes)) },
  { key: 'tags', name: C_TAGS, width: 200, render: ofConfig((config) => <TagBadges tags={config.tags} />) },
  { key: 'analysis', name: C_ANALYSIS, width: 140, render: ofConfig((config) => <AnalysisBadges analysis={config.analysis} />) },
  { key: 'cost_total_30d', name: C_COST, width: 80, sortable: true, render: ofConfig((config) => costText(config.cost30d)) },
  { key: 'created_at', name: C_CREATED, width: 110, sortable: true, render: ofConfig((config) => <DateText value={config.createdAt} />) },
  { key: 'updated_at', name: C_UPDATED, width: 110, sortable: true, render: ofConfig((config) => <DateText value={config.updatedAt} />) },
  {
    key: 'deleted_at',
    name: C_DELETED,
    width: 110,
    sortable: true,
    render: ofConfig((config) => (config.deletedAt ? <DateText value={config.deletedAt} /> : '')),
  },
  { key: 'changed', name: C_CHANGED, width: 110, render: ofConfig((config) => changedBucket(config.updatedAt, now)) },
];
