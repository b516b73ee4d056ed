import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGS_COLUMN_SIZES_KEY, LOGS_TEXTS, type LogLine } from '../../core/logs';
import { DomainError } from '../../core/shared';
import { fakeConsole, type FakeConsole } from '../../tests/fakes/fake-console';
import { renderConsole } from '../../tests/setup/render-console';
import { SignedInProviders } from '../app/signed-in-app';
import LogsPage from './logs-page';

const lines: LogLine[] = Array.from({ length: 12 }, (_, i) => ({
  timestamp: `2026-01-01T00:00:${String(i).padStart(2, '0')}Z`,
  message: i === 5 ? 'ERROR payment declined' : `request ${i} served`,
  labels: { pod: 'orders-1' },
}));

function start(path: string, setup: (fakes: FakeConsole) => void = () => undefined, props: { viewOnly?: boolean } = {}) {
  const fakes = fakeConsole();
  fakes.logs
    .setComponents([{ id: 'c1', name: 'orders' }, { id: 'c2', name: 'billing' }])
    .setSelectors('c1', ['app', 'sidecar'])
    .setLines('c1', 'app', lines)
    .setLines('c1', 'sidecar', [{ timestamp: '2026-01-01T00:00:00Z', message: 'sidecar ready' }]);
  setup(fakes);
  return renderConsole(
    <SignedInProviders>
      <LogsPage virtualized={false} {...props} />
    </SignedInProviders>,
    { fakes, path },
  );
}

const table = () => screen.findByRole('grid', { name: 'Log lines' });

describe('when no component is chosen', () => {
  it('offers None first and asks for a component', async () => {
    start('/logs');
    expect(await screen.findByText(LOGS_TEXTS.selectComponent)).toBeInTheDocument();
    const picker = screen.getByLabelText('Component');
    await waitFor(() => expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['None', 'billing', 'orders']));
  });

  it('says so when the components cannot be loaded, and still works otherwise', async () => {
    start('/logs', (f) => f.logs.failNext('componentsWithLogs'));
    expect(await screen.findByText(LOGS_TEXTS.componentsFailed)).toBeInTheDocument();
    expect(screen.getByText(LOGS_TEXTS.selectComponent)).toBeInTheDocument();
  });
});

describe('when a component is chosen', () => {
  it('uses its first selector, shows Time, Message and Labels, and writes the URL', async () => {
    const { memory } = start('/logs?topologyId=c1');
    const grid = await table();
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Time', 'Message', 'Labels']);
    expect(within(grid).getByText('ERROR payment declined')).toBeInTheDocument();
    await waitFor(() => expect(memory.history.at(-1)).toBe('/logs?topologyId=c1&logsSelector=app'));
  });

  it('searches 500 ms after the last keystroke and says when nothing matches', async () => {
    const { fakes, memory } = start('/logs?topologyId=c1&logsSelector=app');
    await table();
    fireEvent.change(screen.getByLabelText('Search logs'), { target: { value: 'nothing-like-this' } });
    expect(await screen.findByText(LOGS_TEXTS.noMatches, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(fakes.logs.callsOf('search').at(-1)?.[0]).toMatchObject({ componentId: 'c1', selector: 'app', query: 'nothing-like-this' });
    await waitFor(() => expect(memory.history.at(-1)).toContain('query=nothing-like-this'));
  });

  it('shows a failing log backend in the table only', async () => {
    start('/logs?topologyId=c1', (f) => f.logs.failNext('search', new DomainError('server', 'loki timed out')));
    expect(await screen.findByText('loki timed out')).toBeInTheDocument();
    expect(screen.getByLabelText('Component')).toBeInTheDocument();
  });

  it('lays the columns out at their remembered sizes', async () => {
    start('/logs?topologyId=c1', (f) => f.preferences.set(LOGS_COLUMN_SIZES_KEY, JSON.stringify({ labels: 240 })));
    const grid = await table();
    expect(grid.style.gridTemplateColumns).toContain('240px');
  });
});

describe('when lines are selected', () => {
  it('offers to add them as evidence, in a bar that was already there saying how', async () => {
    start('/logs?topologyId=c1');
    const grid = await table();
    expect(screen.getByLabelText('Selection')).toHaveTextContent(LOGS_TEXTS.selectHint);
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select line 6' }));
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select line 7' }));
    expect(await screen.findByText('2 lines selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LOGS_TEXTS.addAsEvidence })).toBeInTheDocument();
  });

  it('hides selection in view-only mode', async () => {
    start('/logs?topologyId=c1', () => undefined, { viewOnly: true });
    const grid = await table();
    expect(within(grid).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByLabelText('Selection')).toBeNull();
  });

  it('hides selection for a viewer, who may not attach evidence', async () => {
    start('/logs?topologyId=c1', (f) => f.session.setRoles(['viewer']));
    const grid = await table();
    expect(within(grid).queryByRole('checkbox')).toBeNull();
  });

  it('hides selection when incidents are switched off', async () => {
    start('/logs?topologyId=c1', (f) => f.featureFlags.setLocal({ 'incidents.disable': 'true' }));
    const grid = await table();
    expect(within(grid).queryByRole('checkbox')).toBeNull();
  });
});
