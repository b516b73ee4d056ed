import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_INCIDENTS } from '../../core/incidents';
import { fakeConsole } from '../../tests/fakes/fake-console';
import { renderIncidents } from '../../tests/setup/render-incidents';
import { IncidentListPage } from './incident-list-page';

function open(path: string) {
  const fakes = fakeConsole();
  fakes.incidents.seed({ id: 'i1', title: 'Checkout down', status: 'open', severity: 'high' });
  fakes.incidents.seed({ id: 'i2', title: 'Disk full', status: 'closed' });
  return renderIncidents(<IncidentListPage virtualized={false} />, path, fakes);
}

const grid = () => screen.findByRole('grid', { name: 'Incidents' });

describe('the incident list', () => {
  it('shows open incidents by default with the columns of seed 001 §2.1', async () => {
    open('/incidents');
    const table = await grid();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Id', 'Type', 'Severity', 'Status', 'Name', 'Age', 'Responders']);
    expect(within(table).getByText('Checkout down')).toBeInTheDocument();
    expect(within(table).queryByText('Disk full')).not.toBeInTheDocument();
  });

  it('takes its filter from the address, where all means no filter', async () => {
    const { incidents } = open('/incidents?status=all&severity=all');
    expect(within(await grid()).getByText('Disk full')).toBeInTheDocument();
    expect(incidents.callsOf('incidents.list')).toEqual([[{}]]);
  });

  it('says so when nothing matches', async () => {
    open('/incidents?search=nothing-like-this');
    expect(await screen.findByText(NO_INCIDENTS)).toBeInTheDocument();
  });

  it('opens an incident on a row click', async () => {
    const { memory } = open('/incidents');
    fireEvent.click(within(await grid()).getByText('Checkout down'));
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/incidents/i1'));
  });

  it('writes a picked filter into the address', async () => {
    const { memory } = open('/incidents');
    await grid();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'closed' } });
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/incidents?status=closed'));
    expect(await screen.findByText('Disk full')).toBeInTheDocument();
  });
});
