import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOPOLOGY_TEXTS, snapshotFileName } from '../../core/topology';
import { fakeConsole } from '../../tests/fakes/fake-console';
import { renderConsole } from '../../tests/setup/render-console';
import { SnapshotDialog } from './snapshot-dialog';

const component = { id: 'c1', name: 'prod-eu' };

function start() {
  const fakes = fakeConsole();
  fakes.topology.setComponents([component]);
  const onClose = vi.fn();
  return { ...renderConsole(<SnapshotDialog component={component} onClose={onClose} />, { fakes }), onClose };
}

describe('when a snapshot is downloaded', () => {
  it('saves {name}-snapshot.zip for the chosen range and related flag, then closes', async () => {
    const { fakes, onClose } = start();
    const dialog = await screen.findByRole('dialog', { name: 'Download prod-eu snapshot' });
    expect(within(dialog).getByLabelText(TOPOLOGY_TEXTS.snapshotTimeRange)).toHaveValue('15m');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: TOPOLOGY_TEXTS.snapshotIncludeRelated }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(fakes.download.saved.map((s) => s.filename)).toEqual([snapshotFileName('prod-eu')]));
    expect(fakes.topology.callsOf('downloadSnapshot')[0]).toEqual(['c1', { start: '15m', related: true }]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says the download failed and stays open', async () => {
    const { fakes, onClose } = start();
    fakes.topology.failNext('downloadSnapshot');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(TOPOLOGY_TEXTS.snapshotFailed)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
