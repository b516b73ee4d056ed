import { HStack, Text } from '@chakra-ui/react';
import { memo, useMemo, useState } from 'react';
import { TABLE_COLUMNS, tableLines, toggleGroup, type HealthRow, type HealthQuery, type TableLine } from '../../core/health';
import { DataTable, type DataTableColumn, type DataTableSort } from '../components/data-table';
import { DateText } from '../components/date-text';
import { ChevronDownIcon, ChevronRightIcon } from '../components/icons';
import { AgentBadge, CheckHealthCell, CheckType, GroupHealthCell, latencyText, uptimeText } from './health-cells';

/** The table's columns (seed 000 §2.4) and the core sort key each sorts by. */
const SORT_KEYS = ['name', 'status', 'uptime', 'latency', 'last_transition_time'] as const;

function columns(now: Date): DataTableColumn<TableLine>[] {
  const [checks, health, uptime, latency, transition] = TABLE_COLUMNS;
  return [
    {
      key: 'name',
      name: checks,
      width: 'minmax(280px, 2fr)',
      sortable: true,
      render: (line) =>
        line.kind === 'group' ? (
          <HStack gap="2" minW="0">
            {line.open ? <ChevronDownIcon color="fg.muted" /> : <ChevronRightIcon color="fg.muted" />}
            <Text fontWeight="semibold" truncate title={line.group.name}>
              {line.group.name}
            </Text>
            <Text color="fg.subtle" fontSize="xs">
              {line.group.checks.length}
            </Text>
          </HStack>
        ) : (
          <HStack gap="2" minW="0" pl={line.nested ? '6' : '0'}>
            <CheckType type={line.row.check.type} />
            <Text truncate title={line.row.check.name}>
              {line.row.displayName}
            </Text>
            <AgentBadge check={line.row.check} />
          </HStack>
        ),
    },
    {
      key: 'status',
      name: health,
      width: 170,
      sortable: true,
      render: (line) => (line.kind === 'group' ? <GroupHealthCell group={line.group} /> : <CheckHealthCell check={line.row.check} now={now} />),
    },
    {
      key: 'uptime',
      name: uptime,
      width: 110,
      sortable: true,
      render: (line) => <Text>{uptimeText(line.kind === 'group' ? line.group.uptime : line.row.check.uptime)}</Text>,
    },
    {
      key: 'latency',
      name: latency,
      width: 110,
      sortable: true,
      render: (line) => <Text>{latencyText(line.kind === 'group' ? line.group.p99 : line.row.check.latency.p99)}</Text>,
    },
    {
      key: 'last_transition_time',
      name: transition,
      width: 150,
      sortable: true,
      render: (line) => (line.kind === 'group' ? null : <DateText value={line.row.check.lastTransitionTime} />),
    },
  ];
}

export interface HealthTableProps {
  readonly rows: readonly HealthRow[];
  readonly query: HealthQuery;
  readonly now: Date;
  readonly onOpen: (checkId: string) => void;
  readonly onSort: (sort: { sortBy?: string; sortDesc: boolean }) => void;
  readonly virtualized?: boolean;
}

/** Seed 000 §2.4: the checks as a table; groups open and close, a check opens its detail. Memoised like the filters. */
export const HealthTable = memo(function HealthTable({ rows, query, now, onOpen, onSort, virtualized }: HealthTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const lines = useMemo(() => tableLines(rows, open), [rows, open]);
  const tableColumns = useMemo(() => columns(now), [now]);
  const sort: DataTableSort | undefined =
    query.sortBy && (SORT_KEYS as readonly string[]).includes(query.sortBy) ? { column: query.sortBy, desc: query.sortDesc } : undefined;

  const activate = (line: TableLine) => {
    if (line.kind === 'check') return onOpen(line.row.check.id);
    setOpen((current) => toggleGroup(current, line.key));
  };

  return (
    <DataTable
      aria-label="Health checks"
      rows={lines}
      columns={tableColumns}
      rowKey={(line) => line.key}
      onRowActivate={activate}
      sort={sort}
      onSortChange={(next) => onSort(next ? { sortBy: next.column, sortDesc: next.desc } : { sortBy: undefined, sortDesc: false })}
      rowClass={(line) => (line.kind === 'group' ? 'console-table-group-row' : undefined)}
      maxVisibleRows={16}
      rowHeight={40}
      virtualized={virtualized}
    />
  );
});
