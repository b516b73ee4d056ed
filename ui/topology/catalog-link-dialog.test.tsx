import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOPOLOGY_TEXTS } from '../../core/topology';
import { fakeConsole } from '../../tests/fakes/fake-console';
import { renderConsole } from '../../tests/setup/render-console';
import { CatalogLinkDialog } from './catalog-link-dialog';

function start() {
  const fakes = fakeConsole();
  fakes.topology.setConfigs([
    { id: 'k1', name: 'orders-api', type: 'Kubernetes::Deployment' },
    { id: 'k2', name: 'payments-api', type: 'Kubernetes::Deployment' },
  ]);
  const onClose = vi.fn();
  const onLinked = vi.fn();
  const view = renderConsole(<CatalogLinkDialog component={{ id: 'c1', name: 'prod-eu' }} onClose={onClose} onLinked={onLinked} />, { fakes });
  return { ...view, onClose, onLinked };
}

describe('when a component is linked to the catalog', () => {
  it('searches, links the chosen config, says so and closes', async () => {
    const { fakes, onClose, onLinked } = start();
    const dialog = await screen.findByRole('dialog', { name: TOPOLOGY_TEXTS.linkToCatalogTitle });
    expect(within(dialog).getByRole('button', { name: TOPOLOGY_TEXTS.link })).toBeDisabled();
    const search = within(dialog).getByLabelText('Search the catalog');
    await waitFor(() => expect(search).toBeEnabled(), { timeout: 3000 });
    fireEvent.change(search, { target: { value: 'PAY' } });
    const option = await within(dialog).findByRole('option', { name: /payments-api/ }, { timeout: 3000 });
    expect(within(dialog).queryByRole('option', { name: /orders-api/ })).toBeNull();
    fireEvent.click(option);
    fireEvent.click(within(dialog).getByRole('button', { name: TOPOLOGY_TEXTS.link }));
    expect(await screen.findByText(TOPOLOGY_TEXTS.linkSucceeded)).toBeInTheDocument();
    expect(fakes.topology.linksOf('c1').map((l) => [l.configId, l.selectorId])).toEqual([['k2', 'manual']]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onLinked).toHaveBeenCalled();
  });

  it('shows the error and closes when the link fails', async () => {
    const { fakes, onClose, onLinked } = start();
    fakes.topology.failNext('linkConfig', new Error('duplicate link'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Search the catalog')).toBeEnabled(), { timeout: 3000 });
    fireEvent.click(await within(dialog).findByRole('option', { name: /orders-api/ }, { timeout: 3000 }));
    fireEvent.click(within(dialog).getByRole('button', { name: TOPOLOGY_TEXTS.link }));
    expect(await screen.findByText('duplicate link')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onLinked).not.toHaveBeenCalled();
  });
});
