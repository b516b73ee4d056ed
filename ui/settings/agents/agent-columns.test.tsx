import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { agentRow } from '../../../core/agents';
import { anAgent } from '../../../tests/fakes/agents';
import { system } from '../../components/theme';
import { AGENT_TABLE_COLUMNS } from './agent-columns';

const now = new Date('2024-06-12T10:30:00Z');

function cellTexts(row: ReturnType<typeof agentRow>): Record<string, string> {
  return Object.fromEntries(
    AGENT_TABLE_COLUMNS.map((column) => {
      const { container } = render(<ChakraProvider value={system}>{column.render?.(row)}</ChakraProvider>);
      return [column.name, container.textContent ?? ''];
    }),
  );
}

describe('when the agents table shows a row', () => {
  it('reads what the core says each column reads', () => {
    const agent = anAgent({
      id: 'a1', name: 'edge', configCount: 3, checksCount: 2, configScraperCount: 1, playbookRunsCount: 0,
      lastSeen: '2024-06-12T10:29:30Z', createdBy: { id: 'p1', name: 'Admin' },
    });
    const texts = cellTexts(agentRow(agent, now));
    expect(texts).toMatchObject({ Name: 'edge', Configs: '3', Checks: '2', Scrapers: '1', 'Playbook Runs': '0', Status: 'online' });
    // The person's initial, in the avatar, comes before the name.
    expect(texts['Created By']).toBe('AAdmin');
  });

  it('shows a dash for a date or a creator the agent does not have', () => {
    const texts = cellTexts(agentRow(anAgent({ id: 'a2', createdAt: '0001-01-01T00:00:00Z' }), now));
    expect([texts['Created At'], texts['Last Pushed'], texts['Created By']]).toEqual(['—', '—', '—']);
  });
});
