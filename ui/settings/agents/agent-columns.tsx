import { HStack, Text } from '@chakra-ui/react';
import { AGENT_COLUMNS, STATUS_ONLINE, type AgentRow } from '../../../core/agents';
import type { DataTableColumn } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { Person } from '../../components/person';
import { StatusBadge } from '../../components/status-badge';

type Header = (typeof AGENT_COLUMNS)[number];
type Cell = Omit<DataTableColumn<AgentRow>, 'name'>;

const count = (value: number) => <Text color={value === 0 ? 'fg.subtle' : undefined}>{value}</Text>;

/** Each column of seed 000 §2.7 with the `agents_summary` column it sorts by. */
const CELLS: Readonly<Record<Header, Cell>> = {
  Name: {
    key: 'name',
    width: 'minmax(180px, 1.5fr)',
    render: (row) => (
      <HStack gap="2" minW="0">
        <Text fontWeight="medium" truncate title={row.name}>
          {row.name}
        </Text>
        {row.local && (
          <Text fontSize="xs" color="fg.subtle">
            this instance
          </Text>
        )}
      </HStack>
    ),
  },
  Configs: { key: 'config_count', width: 95, render: (row) => count(row.configs) },
  Checks: { key: 'checks_count', width: 90, render: (row) => count(row.checks) },
  Scrapers: { key: 'config_scrapper_count', width: 100, render: (row) => count(row.scrapers) },
  'Playbook Runs': { key: 'playbook_runs_count', width: 130, render: (row) => count(row.playbookRuns) },
  Status: {
    key: 'status',
    width: 110,
    render: (row) => <StatusBadge colour={row.status === STATUS_ONLINE ? 'green' : 'gray'}>{row.status}</StatusBadge>,
  },
  'Last Pushed': { key: 'last_received', width: 130, render: (row) => <DateText value={row.lastPushed} /> },
  'Created At': { key: 'created_at', width: 130, render: (row) => <DateText value={row.createdAt} /> },
  'Updated At': { key: 'updated_at', width: 130, render: (row) => <DateText value={row.updatedAt} /> },
  'Created By': {
    key: 'created_by',
    width: 160,
    render: (row) => (row.createdBy ? <Person name={row.createdBy} /> : <Text color="fg.subtle">—</Text>),
  },
};

export const AGENT_TABLE_COLUMNS: readonly DataTableColumn<AgentRow>[] = AGENT_COLUMNS.map((name) => ({ ...CELLS[name], name, sortable: true }));
