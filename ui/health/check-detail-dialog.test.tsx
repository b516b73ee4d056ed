import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DURATION_FILTER_ERROR } from '../../core/health';
import { fakeConsole } from '../../tests/fakes/fake-console';
import { renderConsole } from '../../tests/setup/render-console';
import { CHECKS, NOW, openHealth } from '../../tests/setup/render-health';
import { SignedInProviders } from '../app/signed-in-app';
import { CheckDetailDialog } from './check-detail-dialog';

const at = (minutesAgo: number) => new Date(new Date(NOW).getTime() - minutesAgo * 60_000).toISOString();

function openDetail() {
  return openHealth('/health?checkId=c3', (health) =>
    health
      .setCheckDetail({
        id: 'c3',
        endpoint: 'tcp://127.0.0.1:5432',
        labels: { env: 'dev', a: '1', b: '2', c: '3', d: '4', e: '5', f: '6', g: '7' },
        canary: { id: 'k1', name: 'db', source: 'component/x1' },
        relationships: { components: [{ id: 'x1', name: 'Database' }], configs: [{ id: 'g1', name: 'pg-0', type: 'Kubernetes::Pod' }] },
        spec: { host: '127.0.0.1:5432', timeout: 1000 },
      })
      .setStatuses('c3', [
        { time: at(1), duration: 2500, status: false, error: 'connection refused' },
        { time: at(6), duration: 40, status: true, message: 'ok' },
      ])
      .setRunResult('c3', { pass: false, duration: 3, error: 'connection refused' }),
  );
}

describe('the check detail', () => {
  it('shows the header, the label strip with +N more, the stats and the history with its total', async () => {
    openDetail();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('tcp://127.0.0.1:5432')).toBeInTheDocument();
    expect(within(dialog).getByText('+2 more')).toBeInTheDocument();
    for (const title of ['Uptime', 'passed', 'failed', 'Latency (95%)', 'Latency (97%)', 'Latency (99%)', 'Severity', 'Last Run', 'Transitioned', 'Next Run']) {
      expect(within(dialog).getByText(title)).toBeInTheDocument();
    }
    const history = await within(dialog).findByRole('grid', { name: 'Run history' }, { timeout: 5000 });
    expect(within(history).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Age (UTC)', 'Duration', 'Message']);
    expect(within(history).getByText('connection refused')).toBeInTheDocument();
    expect(within(dialog).getByText('1–2 of 2 runs')).toBeInTheDocument();
  });

  it('refuses a custom duration that is neither ms nor s, with the spec text', async () => {
    openDetail();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('grid', { name: 'Run history' }, { timeout: 5000 });
    const input = within(dialog).getByRole('combobox', { name: 'Duration' });
    fireEvent.change(input, { target: { value: '5m' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(dialog).findByText(DURATION_FILTER_ERROR)).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '1s' } });
    await waitFor(() => expect(within(dialog).queryByText(DURATION_FILTER_ERROR)).not.toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByText('1–1 of 1 runs')).toBeInTheDocument());
  });

  it('runs the check now, says how it went and shows the new run', async () => {
    const { health } = openDetail();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('grid', { name: 'Run history' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run Now' }));
    expect(await screen.findByText('Check ran: failed')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('1–3 of 3 runs')).toBeInTheDocument());
    expect(health.callsOf('runNow')).toEqual([['c3']]);
  });

  it('lists relationships as text while their areas have no pages, and counts them on the tab', async () => {
    openDetail();
    const dialog = await screen.findByRole('dialog');
    const tab = await within(dialog).findByRole('tab', { name: /Relationships/ });
    expect(tab.textContent).toContain('2');
    fireEvent.click(tab);
    expect(await within(dialog).findByText('Database')).toBeInTheDocument();
    expect(within(dialog).getByText('pg-0').closest('a')).toBeNull();
  });
});

function EmbeddableDetail({ embedded }: { embedded: boolean }) {
  return (
    <CheckDetailDialog
      checkId="c3" embedded={embedded} virtualized={false}
      onToast={() => undefined} onRangeChange={() => undefined} onClose={() => undefined}
    />
  );
}

/** The detail alone, for a person with `roles`, with the server's `flags`, full-size or embedded. */
function renderDetail({ roles = ['editor'], flags = {}, embedded = false }: { roles?: string[]; flags?: Record<string, string>; embedded?: boolean }) {
  const fakes = fakeConsole();
  fakes.clock.set(NOW);
  fakes.session.setRoles(roles);
  fakes.featureFlags.setLocal(flags);
  fakes.health.setChecks(CHECKS).setCheckDetail({ id: 'c3' });
  return renderConsole(
    <SignedInProviders>
      <EmbeddableDetail embedded={embedded} />
    </SignedInProviders>,
    { fakes, path: '/health' },
  );
}

async function footerOfLoadedDetail() {
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('db/ping');
  return dialog;
}

describe('the check detail footer evidence control', () => {
  describe('when the detail is the full-size dialog', () => {
    it('offers Link to Incident next to Run Now to an editor', async () => {
      renderDetail({});
      const dialog = await footerOfLoadedDetail();
      expect(within(dialog).getByRole('button', { name: 'Run Now' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Link to Incident' })).toBeInTheDocument();
    });

    it('offers it to a responder, who may attach evidence but not run checks', async () => {
      renderDetail({ roles: ['responder'] });
      const dialog = await footerOfLoadedDetail();
      expect(within(dialog).getByRole('button', { name: 'Link to Incident' })).toBeInTheDocument();
    });

    it('hides it from a viewer', async () => {
      renderDetail({ roles: ['viewer'] });
      const dialog = await footerOfLoadedDetail();
      expect(within(dialog).queryByRole('button', { name: 'Link to Incident' })).toBeNull();
    });

    it('hides it when the incidents feature is off', async () => {
      renderDetail({ flags: { 'incidents.disable': 'true' } });
      const dialog = await footerOfLoadedDetail();
      expect(within(dialog).getByRole('button', { name: 'Run Now' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Link to Incident' })).toBeNull();
    });
  });

  describe('when the detail is embedded in another page', () => {
    it('hides it, even from an admin', async () => {
      renderDetail({ roles: ['admin'], embedded: true });
      const dialog = await footerOfLoadedDetail();
      expect(within(dialog).getByRole('button', { name: 'Run Now' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Link to Incident' })).toBeNull();
    });
  });
});
