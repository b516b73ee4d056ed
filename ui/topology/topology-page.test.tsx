import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { CARD_WIDTH_PREFERENCE, TOPOLOGY_TEXTS, type Component } from '../../core/topology';
import { fakeConsole, type FakeConsole } from '../../tests/fakes/fake-console';
import { renderConsole } from '../../tests/setup/render-console';
import { SignedInProviders } from '../app/signed-in-app';
import { AreaRoutesProvider } from '../hooks/area-links';
import TopologyPage from './topology-page';

const cluster: Component = {
  id: 'c1',
  name: 'prod-eu',
  type: 'KubernetesCluster',
  status: 'healthy',
  externalId: 'prod-eu',
  properties: [
    { name: 'CPU', unit: 'millicores', value: 3600, max: 4000, headline: true },
    { name: 'Version', text: 'v1.29.6' },
  ],
  summary: { healthy: 3, unhealthy: 1, incidents: { availability: { low: 2, high: 1 } } },
};
const database: Component = { id: 'd1', name: 'orders-db', type: 'Database', status: 'unhealthy', path: 'root' };
const bucket: Component = { id: 'b1', name: 'assets', type: 'Bucket', status: 'warning', hidden: true };

function start(path: string, setup: (fakes: FakeConsole) => void = () => undefined) {
  const fakes = fakeConsole();
  fakes.topology.setTopology({ components: [cluster, database, bucket], healthStatuses: ['healthy', 'unhealthy', 'warning'], types: ['Bucket'] });
  setup(fakes);
  return renderConsole(
    <SignedInProviders>
      <AreaRoutesProvider value={new Set(['topology', 'incidents', 'health'])}>
        <Route path="/topology/:id?">
          <TopologyPage />
        </Route>
      </AreaRoutesProvider>
    </SignedInProviders>,
    { fakes, path },
  );
}

const cardNames = () => within(screen.getByRole('list', { name: 'Components' })).getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('when the dashboard opens', () => {
  it('shows the cards unhealthy first, then warning, then healthy, with their borders', async () => {
    start('/topology');
    await screen.findByRole('list', { name: 'Components' });
    expect(cardNames()).toEqual(['orders-db', 'assets', 'prod-eu']);
    expect(screen.getByRole('article', { name: 'orders-db' })).toHaveAttribute('data-status', 'unhealthy');
  });

  it('formats headline metrics and merges low incidents into medium', async () => {
    start('/topology');
    const card = await screen.findByRole('article', { name: 'prod-eu' });
    expect(within(card).getByText('90%')).toBeInTheDocument();
    const medium = within(card).getByRole('link', { name: '2 medium' });
    expect(medium).toHaveAttribute('href', '/incidents?severity=medium&component=c1&type=availability');
  });

  it('leaves hidden components out when the URL says so', async () => {
    start('/topology?showHiddenComponents=no');
    await screen.findByRole('list', { name: 'Components' });
    expect(cardNames()).toEqual(['orders-db', 'prod-eu']);
  });

  it('says there is nothing to show when no component matches', async () => {
    start('/topology', (f) => f.topology.setTopology({ components: [] }));
    expect(await screen.findByText(TOPOLOGY_TEXTS.empty)).toBeInTheDocument();
  });

  it('uses the remembered card width', async () => {
    start('/topology', (f) => f.preferences.set(CARD_WIDTH_PREFERENCE.key, '260'));
    const card = await screen.findByRole('article', { name: 'prod-eu' });
    expect(card).toHaveAttribute('data-size', 'medium');
  });

  it('asks the server again with the chosen health filter in the URL', async () => {
    const { fakes, memory } = start('/topology');
    await screen.findByRole('list', { name: 'Components' });
    fireEvent.change(screen.getByLabelText('Health'), { target: { value: 'unhealthy' } });
    await waitFor(() => expect(memory.history.at(-1)).toBe('/topology?status=unhealthy'));
    await waitFor(() => expect(fakes.topology.callsOf('getTopology').at(-1)?.[0]).toMatchObject({ status: 'unhealthy' }));
  });
});

describe('when a card is linked', () => {
  const platform = (f: FakeConsole) => {
    f.topology.setTopologyFor('root', { components: [{ id: 'root', name: 'Platform', components: [cluster] }] });
    f.topology.setTopologyFor('c1', { components: [{ ...cluster, path: 'root', components: [database] }] });
    f.topology.setComponents([{ id: 'root', name: 'Platform' }, { ...cluster, path: 'root' }]);
  };

  it('carries the filters but not the status, and adds the referer', async () => {
    start('/topology/root?type=Bucket&status=healthy', platform);
    const card = await screen.findByRole('article', { name: 'prod-eu' });
    expect(within(card).getByRole('link', { name: 'prod-eu' })).toHaveAttribute('href', '/topology/c1?type=Bucket&refererId=root');
  });

  it("opens the card's component with its filters in one request, and names the breadcrumb after the referer's path", async () => {
    const { fakes } = start('/topology/root?type=Bucket&status=healthy', platform);
    const card = await screen.findByRole('article', { name: 'prod-eu' });
    fireEvent.click(within(card).getByRole('link', { name: 'prod-eu' }));
    expect(await screen.findByRole('article', { name: 'orders-db' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(breadcrumb.textContent).toBe('DashboardPlatformprod-eu'));
    expect(fakes.topology.callsOf('getTopology').map(([request]) => request)).toEqual([
      { id: 'root', type: 'Bucket', status: 'healthy' },
      { id: 'c1', type: 'Bucket' },
    ]);
  });
});

describe('when a card menu is used', () => {
  it('offers View Logs only with an external id and the logs feature on', async () => {
    start('/topology', (f) => f.featureFlags.setLocal({ 'incidents.disable': 'true' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for prod-eu' }));
    const menu = await screen.findByRole('menu');
    // The Playbooks submenu loads with its own chunk, after the card's own actions.
    await within(menu).findByRole('menuitem', { name: /Playbooks/ });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual([
      'View Logs', 'Zoom In', 'Snapshot', 'Link to catalog', 'Playbooks',
    ]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('hides View Logs when the logs feature is off', async () => {
    start('/topology', (f) => f.featureFlags.setLocal({ 'logs.disable': 'true' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for prod-eu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /View Logs/ })).toBeNull();
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});

describe('when a component is named in the URL', () => {
  const setup = (f: FakeConsole) => {
    f.topology.setTopologyFor('c1', { components: [{ ...cluster, components: [database] }] });
    f.topology.setComponents([cluster]);
    f.topology.setLinkedConfigs('c1', [
      { configId: 'k1', name: 'orders-api', selectorId: 'manual' },
      { configId: 'k2', name: 'node-1', selectorId: 'selector-a' },
    ]);
    f.topology.setChecks('c1', Array.from({ length: 60 }, (_, i) => ({ id: `h${i}`, name: `check-${String(i).padStart(2, '0')}`, status: 'healthy' })));
  };

  it('shows its children and its side panel, without Playbooks when it has none', async () => {
    start('/topology/c1', setup);
    expect(await screen.findByRole('article', { name: 'orders-db' })).toBeInTheDocument();
    const panel = await screen.findByRole('complementary');
    // The section headers; the Playbooks menu's trigger, shown to who may run playbooks, is no section.
    const sections = within(panel).getAllByRole('button', { expanded: false }).filter((b) => !b.hasAttribute('aria-haspopup')).map((b) => b.textContent);
    expect(sections).toEqual(['Details', 'Catalog', 'Incidents', 'Changes', 'Checks', 'Teams', 'Insights']);
  });

  it('opens one section at a time and pages the next 50 near the bottom', async () => {
    const { fakes } = start('/topology/c1', setup);
    const panel = await screen.findByRole('complementary');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Checks' }));
    expect(await within(panel).findByText('check-49')).toBeInTheDocument();
    expect(within(panel).queryByText('check-50')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Details' }));
    expect(within(panel).getByRole('button', { name: /Checks/ })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(within(panel).getByRole('button', { name: /Checks/ }));
    const list = within(panel).getByTestId('section-checks');
    Object.defineProperties(list, { scrollHeight: { value: 2000 }, clientHeight: { value: 400 } });
    act(() => {
      list.scrollTop = 1400;
      fireEvent.scroll(list);
    });
    expect(await within(panel).findByText('check-59')).toBeInTheDocument();
    expect(fakes.topology.callsOf('checks').map((call) => call[1])).toEqual([{ pageIndex: 0, pageSize: 50 }, { pageIndex: 1, pageSize: 50 }]);
  });

  it('unlinks a manual link only, after confirmation', async () => {
    const { fakes } = start('/topology/c1', setup);
    const panel = await screen.findByRole('complementary');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Catalog' }));
    await within(panel).findByText('node-1');
    expect(within(panel).queryByRole('button', { name: 'Unlink node-1' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Unlink orders-api' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText(TOPOLOGY_TEXTS.unlinkSucceeded)).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByText('orders-api')).toBeNull());
    expect(fakes.topology.callsOf('unlinkConfig')).toEqual([['c1', 'k1']]);
  });

  it('shows a not-found panel for an unknown id', async () => {
    start('/topology/nope', (f) => f.topology.setTopologyFor('nope', { components: [] }));
    expect((await screen.findAllByText(TOPOLOGY_TEXTS.componentNotFound)).length).toBeGreaterThan(0);
  });
});

describe('the Playbooks menu of a component', () => {
  const setup = (role: string) => (f: FakeConsole) => {
    f.session.setRoles([role]);
    f.topology.setTopologyFor('c1', { components: [{ ...cluster, components: [database] }] });
    f.topology.setComponents([cluster]);
    f.playbookRuns
      .setPlaybook('p1', [{ name: 'reason', label: 'Reason', type: 'text', required: true, properties: {} }], ['component'], { name: 'Restart cluster', types: ['KubernetesCluster'] })
      .setPlaybook('p2', [], ['component'], { name: 'Fail over', types: ['Database'] })
      .setResources([
        { kind: 'component', id: 'c1', name: 'prod-eu', type: 'KubernetesCluster' },
        { kind: 'component', id: 'd1', name: 'orders-db', type: 'Database' },
      ]);
  };
  const menuItems = async () => (await screen.findAllByRole('menuitem')).map((item) => item.textContent);

  it('lists in the side panel only the playbooks that apply, and opens the run dialog on the component', async () => {
    start('/topology/c1', setup('editor'));
    const panel = await screen.findByRole('complementary');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Playbooks' }));
    await waitFor(async () => expect(await menuItems()).toEqual(['Restart cluster']));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Restart cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restart cluster' });
    expect(within(dialog).getByText('prod-eu')).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: /Reason/ })).toBeInTheDocument();
  });

  it('opens from a card’s ⋮ menu, listing what applies to that card', async () => {
    start('/topology/c1', setup('editor'));
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for orders-db' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Playbooks' }));
    expect(await screen.findByRole('menuitem', { name: 'Fail over' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Restart cluster' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Fail over' }));
    expect(await screen.findByRole('dialog', { name: 'Fail over' })).toBeInTheDocument();
  });

  it('is not there for who may not run playbooks', async () => {
    start('/topology/c1', setup('viewer'));
    const panel = await screen.findByRole('complementary');
    await within(panel).findByRole('heading', { name: 'prod-eu' });
    expect(within(panel).queryByRole('button', { name: 'Playbooks' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for orders-db' }));
    await screen.findByRole('menuitem', { name: /Snapshot/ });
    expect(screen.queryByRole('menuitem', { name: 'Playbooks' })).toBeNull();
  });
});
