import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import {
  CommentPort, ConfigLookupPort, EvidencePort, EvidenceSearchPort, HypothesisPort, IncidentHistoryPort, IncidentPort, NO_INCIDENTS, PeopleDirectoryPort,
  ResponderPort,
} from '../../core/incidents';
import { Clock, IdGenerator } from '../../core/shared';
import { fakeConsole } from '../../tests/fakes/fake-console';
import { FakeEvidenceSearch, FakeIncidentPort, SequenceIds } from '../../tests/fakes/incidents';
import { renderConsole } from '../../tests/setup/render-console';
import { SignedInProviders } from '../app/signed-in-app';
import { IncidentListPage } from './incident-list-page';

function open(path: string) {
  const fakes = fakeConsole();
  const incidents = new FakeIncidentPort();
  incidents.seed({ id: 'i1', title: 'Checkout down', status: 'open', severity: 'high' });
  incidents.seed({ id: 'i2', title: 'Disk full', status: 'closed' });
  fakes.container.load(
    new ContainerModule(({ bind }) => {
      bind(IncidentPort).toConstantValue(incidents);
      bind(HypothesisPort).toConstantValue(incidents.hypotheses);
      bind(EvidencePort).toConstantValue(incidents.evidences);
      bind(CommentPort).toConstantValue(incidents.comments);
      bind(ResponderPort).toConstantValue(incidents.responders);
      bind(IncidentHistoryPort).toConstantValue(incidents.history);
      bind(PeopleDirectoryPort).toConstantValue(incidents.people);
      bind(EvidenceSearchPort).toConstantValue(new FakeEvidenceSearch());
      bind(ConfigLookupPort).toConstantValue(incidents.configLookups);
      bind(Clock).toConstantValue(incidents.clock);
      bind(IdGenerator).toConstantValue(new SequenceIds());
    }),
  );
  const view = renderConsole(
    <SignedInProviders>
      <IncidentListPage virtualized={false} />
    </SignedInProviders>,
    { fakes, path },
  );
  return { ...view, incidents };
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
