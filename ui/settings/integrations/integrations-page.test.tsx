import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeConsole } from '../../../tests/fakes/fake-console';
import { anIntegration } from '../../../tests/fakes/integrations';
import { renderConsole } from '../../../tests/setup/render-console';
import { SignedInProviders } from '../../app/signed-in-app';
import IntegrationsPage from './integrations-page';

function open(roles: string[]) {
  const fakes = fakeConsole();
  fakes.session.setRoles(roles);
  fakes.integrations.set([
    anIntegration({ id: 's1', name: 'demo-manifests', integrationType: 'scrapers', jobStatus: 'SUCCESS', createdAt: '2024-06-01T00:00:00Z' }),
    anIntegration({ id: 'b1', name: 'server-logs', integrationType: 'logging_backends', createdAt: '2024-06-02T00:00:00Z' }),
  ]);
  const view = renderConsole(
    <SignedInProviders>
      <IntegrationsPage virtualized={false} />
    </SignedInProviders>,
    { fakes, path: '/settings/integrations' },
  );
  return view;
}

describe('the integrations screen', () => {
  it('lists the integrations with their type and job status, a row leading to its integration page, and offers a viewer no Add', async () => {
    const { memory } = open(['viewer']);
    const table = await screen.findByRole('grid', { name: 'Integrations' });
    expect(within(table).getByText('Catalog Scraper')).toBeInTheDocument();
    expect(within(table).getByText('SUCCESS')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Integration/ })).toBeNull();
    fireEvent.click(within(table).getByText('server-logs'));
    expect(memory.history.at(-1)).toBe('/settings/integrations/logging_backends/b1');
  });

  it('offers an admin the two groups of Add Integration, and a chart’s install instructions', async () => {
    open(['admin']);
    fireEvent.click(await screen.findByRole('button', { name: /Add Integration/ }));
    const gitops = await screen.findByRole('group', { name: 'Add via GitOps' });
    expect(within(gitops).getAllByRole('button').map((b) => b.textContent)).toEqual(['AWS', 'Azure', 'Prometheus', 'Flux', 'Kubernetes', 'Mission Control']);
    const direct = screen.getByRole('group', { name: 'Add Directly' });
    expect(within(direct).getAllByRole('button').map((b) => b.textContent)).toEqual(['Custom Topology', 'Catalog Scraper', 'Log Backends']);
    fireEvent.click(within(gitops).getByRole('button', { name: 'Prometheus' }));
    expect(await screen.findByDisplayValue('mission-control')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Helm CLI' })).toBeInTheDocument();
    expect(screen.getByLabelText('Flux', { selector: 'pre' }).textContent).toContain('chart: mission-control-prometheus');
  });
});
