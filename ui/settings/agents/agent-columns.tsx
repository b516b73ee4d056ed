import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AGENT_COLUMNS, STATUS_ONLINE, agentCells, type AgentRow } from '../../../core/agents';
import type { DataTableColumn } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { Person } from '../../components/person';
import { StatusBadge } from '../../components/status-badge';

type Header = (typeof AGENT_COLUMNS)[number];

interface Cell {
  /** The `agents_summary` column it sorts by. */
  readonly key: string;
  readonly width: DataTableColumn<AgentRow>['width'];
  /** Draws what the core says the cell reads (`agentCells`), with what the row adds to it. */
  readonly render: (text: string, row: AgentRow) => ReactNode;
}

const count = (text: string) => <Text color={text === '0' ? 'fg.subtle' : undefined}>{text}</Text>;
const date = (text: string) => <DateText value={text} />;

/** Each column of seed 000 §2.7. */
const CELLS: Readonly<Record<Header, Cell>> = {
  Name: {
    key: 'name',
    width: 'minmax(180px, 1.5fr)',
    render: (text, row) => (
      <HStack gap="2" minW="0">
        <Text fontWeight="medium" truncate title={text}>
          {text}
        </Text>
        {row.local && (
          <Text fontSize="xs" color="fg.subtle">
            this instance
          </Text>
        )}
      </HStack>
    ),
  },
  Configs: { key: 'config_count', width: 95, render: count },
  Checks: { key: 'checks_count', width: 90, render: count },
  Scrapers: { key: 'config_scrapper_count', width: 100, render: count },
  'Playbook Runs': { key: 'playbook_runs_count', width: 130, render: count },
  Status: {
    key: 'status',
    width: 110,
    render: (text, row) => <StatusBadge colour={row.status === STATUS_ONLINE ? 'green' : 'gray'}>{text}</StatusBadge>,
  },
  'Last Pushed': { key: 'last_received', width: 130, render: date },
  'Created At': { key: 'created_at', width: 130, render: date },
  'Updated At': { key: 'updated_at', width: 130, render: date },
  'Created By': {
    key: 'created_by',
    width: 160,
    render: (text) => (text ? <Person name={text} /> : <Text color="fg.subtle">—</Text>),
  },
};

export const AGENT_TABLE_COLUMNS: readonly DataTableColumn<AgentRow>[] = AGENT_COLUMNS.map((name) => {
  const { key, width, render } = CELLS[name];
  return { key, width, name, sortable: true, render: (row: AgentRow) => render(agentCells(row)[name], row) };
});
