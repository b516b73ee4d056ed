import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeDownload } from '../../../tests/fakes/fake-browser';
import { FakeTopologyPort } from '../../../tests/fakes/topology';
import { DomainError } from '../../shared';
import { bindTopologyPorts } from '../bind';
import type { Component } from '../model';
import { selectTopologyDashboardView } from '../selectors';
import { TOPOLOGY_TEXTS } from '../texts';
import type { TopologyDashboardEmitted, TopologyDashboardInput } from './topology-dashboard.machine';

const c = (id: string, extra: Partial<Component> = {}): Component => ({ id, name: id, ...extra });

function start(port: FakeTopologyPort, input: Partial<TopologyDashboardInput> = {}) {
  const actor = createActor(bindTopologyPorts(port.ports(new FakeDownload())).dashboard, {
    input: { search: '', breadcrumb: true, ...input },
  });
  const emitted: TopologyDashboardEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const view = () => selectTopologyDashboardView(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') && s.matches({ names: 'idle' }));
  return { actor, emitted, view, settled };
}

describe('when the dashboard opens', () => {
  it('asks for the topology of the URL and shows it', async () => {
    const port = new FakeTopologyPort().setTopology({ components: [c('a'), c('b')], types: ['Pod'] });
    const { view, settled } = start(port, { search: 'type=All&status=unhealthy' });
    await settled();
    expect(port.callsOf('getTopology')).toEqual([[{ status: 'unhealthy' }]]);
    expect(view()).toMatchObject({ phase: 'ready', loaded: true });
    expect(view().cards.map((x) => x.id)).toEqual(['a', 'b']);
  });

  it('says so when the topology fails to load and retries on reload', async () => {
    const port = new FakeTopologyPort().failNext('getTopology', new DomainError('server', 'database is down'));
    const { actor, view, settled } = start(port);
    await settled();
    expect(view()).toMatchObject({ phase: 'failed', error: 'database is down' });
    actor.send({ type: 'topology.reload' });
    await settled();
    expect(view().phase).toBe('ready');
  });
});

describe('when a component is named', () => {
  it('is not found when the answer has no component', async () => {
    const { view, settled } = start(new FakeTopologyPort(), { id: 'missing' });
    await settled();
    expect(view().phase).toBe('notFound');
  });

  it('warns when the answer has several components for the id', async () => {
    const port = new FakeTopologyPort().setTopologyFor('c1', { components: [c('c1'), c('c1')] });
    const { emitted, settled } = start(port, { id: 'c1' });
    await settled();
    expect(emitted).toEqual([{ type: 'toast', status: 'warning', message: TOPOLOGY_TEXTS.multipleComponents }]);
  });
});

describe('when the path names another component', () => {
  it('loads the new id with the filters of the same link, once', async () => {
    const port = new FakeTopologyPort().setTopology({ components: [c('root', { components: [c('kid')] })] });
    const { actor, view, settled } = start(port);
    await settled();
    actor.send({ type: 'topology.show', id: 'root', search: 'team=ops' });
    actor.send({ type: 'url.read', search: 'team=ops' });
    await settled();
    expect(port.callsOf('getTopology')).toEqual([[{}], [{ id: 'root', team: 'ops' }]]);
    expect(view().root?.components?.map((x) => x.id)).toEqual(['kid']);
  });
});

describe('when the URL changes under the page', () => {
  it('loads the filters it holds, without writing them back', async () => {
    const port = new FakeTopologyPort();
    const { actor, emitted, view, settled } = start(port);
    await settled();
    actor.send({ type: 'url.read', search: '?type=Pod' });
    await settled();
    expect(port.callsOf('getTopology').at(-1)).toEqual([{ type: 'Pod' }]);
    expect(view().query).toEqual({ type: 'Pod' });
    expect(emitted).toEqual([]);
  });

  it('does not load again for the filters it has', async () => {
    const port = new FakeTopologyPort();
    const { actor, settled } = start(port, { search: 'type=Pod' });
    await settled();
    actor.send({ type: 'url.read', search: 'type=Pod' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(port.callsOf('getTopology')).toHaveLength(1);
  });
});

describe('when the person changes a filter', () => {
  it('writes the filters to the URL and asks the server again', async () => {
    const port = new FakeTopologyPort();
    const { actor, emitted, settled } = start(port, { search: 'team=ops' });
    await settled();
    actor.send({ type: 'filter.choose', filter: 'status', value: 'unhealthy' });
    await settled();
    expect(emitted).toEqual([{ type: 'url.write', search: 'status=unhealthy&team=ops' }]);
    expect(port.callsOf('getTopology').at(-1)).toEqual([{ status: 'unhealthy', team: 'ops' }]);
  });

  it('turns a filter off with All, and keeps hidden components and the sort order in the URL', async () => {
    const { actor, emitted, view, settled } = start(new FakeTopologyPort(), { search: 'team=ops' });
    await settled();
    actor.send({ type: 'filter.choose', filter: 'team', value: 'All' });
    actor.send({ type: 'hiddenComponents.show', show: false });
    actor.send({ type: 'sortOrder.toggle' });
    await settled();
    expect(emitted.map((e) => e.type === 'url.write' && e.search)).toEqual(['', 'showHiddenComponents=no', 'sortOrder=desc&showHiddenComponents=no']);
    expect(view().filters).toMatchObject({ team: { value: 'All' }, sortOrder: 'desc', showHiddenComponents: false });
  });

  it('does nothing for the value it has', async () => {
    const port = new FakeTopologyPort();
    const { actor, emitted, settled } = start(port, { search: 'team=ops' });
    await settled();
    actor.send({ type: 'filter.choose', filter: 'team', value: 'ops' });
    expect(emitted).toEqual([]);
    expect(port.callsOf('getTopology')).toHaveLength(1);
  });
});

describe('the breadcrumb', () => {
  const estate = () =>
    new FakeTopologyPort()
      .setComponents([c('estate', { text: 'The estate' }), c('cluster', { path: 'estate' }), c('ns', { name: 'namespace-x', path: 'estate.cluster' })])
      .setTopologyFor('pod', { components: [c('pod', { name: 'pod-1', path: 'estate.cluster.ns' })] });

  it("names the component's ancestors by looking each up once, and the component by its own answer", async () => {
    const port = estate();
    const { actor, view, settled } = start(port, { id: 'pod' });
    await settled();
    expect(view().breadcrumb).toEqual([
      { id: 'estate', name: 'The estate' },
      { id: 'cluster', name: 'cluster' },
      { id: 'ns', name: 'namespace-x' },
      { id: 'pod', name: 'pod-1' },
    ]);
    actor.send({ type: 'topology.reload' });
    await settled();
    expect(port.callsOf('getComponent').map(([id]) => id).sort()).toEqual(['cluster', 'estate', 'ns', 'pod']);
  });

  it("follows the referer's path once the referer is looked up", async () => {
    const { view, settled } = start(estate(), { id: 'pod', search: 'refererId=ns' });
    await settled();
    expect(view().breadcrumb.map((item) => item.name)).toEqual(['The estate', 'cluster', 'namespace-x', 'pod-1']);
  });

  it('shows the id of a component that cannot be read', async () => {
    const { view, settled } = start(estate(), { id: 'pod', search: 'refererId=gone' });
    await settled();
    expect(view().breadcrumb).toEqual([
      { id: 'gone', name: 'gone' },
      { id: 'pod', name: 'pod-1' },
    ]);
  });

  it('looks nothing up for a page without a breadcrumb', async () => {
    const port = estate();
    const { settled } = start(port, { id: 'pod', breadcrumb: false });
    await settled();
    expect(port.callsOf('getComponent')).toEqual([]);
  });
});

describe('when the stream says components changed health', () => {
  const health = (id: string, status?: string) => ({
    kind: 'component.health' as const, id, op: 'update' as const, at: '2024-06-12T10:00:00Z',
    ...(status === undefined ? {} : { row: { id, name: id, health: status, previous: 'healthy', status } }),
  });

  it('recolours the cards in place, the nested ones too, one patch per batch and no request', async () => {
    const port = new FakeTopologyPort().setTopology({ components: [c('a', { status: 'healthy', components: [c('a1', { status: 'healthy' })] }), c('b', { status: 'healthy' })] });
    const { actor, view, settled } = start(port);
    await settled();
    let snapshots = 0;
    actor.subscribe(() => (snapshots += 1));
    port.live.emit(health('b', 'warning'), health('a1', 'unhealthy'), health('b', 'unhealthy'), health('elsewhere', 'unhealthy'));
    expect(snapshots).toBe(0);
    port.liveScheduler.flush();
    expect(snapshots).toBe(1);
    expect(Object.fromEntries(view().cards.map((card) => [card.id, card.status]))).toEqual({ a: 'healthy', b: 'unhealthy' });
    expect(actor.getSnapshot().context.result?.components[0]?.components?.[0]?.status).toBe('unhealthy');
    expect(port.callsOf('getTopology')).toHaveLength(1);
  });

  it('reads the topology again for a shown component whose row the stream could not carry, and after a resync', async () => {
    const port = new FakeTopologyPort().setTopology({ components: [c('a', { status: 'healthy' })] });
    const { view, settled } = start(port);
    await settled();
    port.live.emit(health('elsewhere'));
    port.liveScheduler.flush();
    expect(port.callsOf('getTopology')).toHaveLength(1);
    port.live.emit(health('a'));
    port.liveScheduler.flush();
    await settled();
    expect(port.callsOf('getTopology')).toHaveLength(2);
    port.live.resync();
    await settled();
    expect(port.callsOf('getTopology')).toHaveLength(3);
    expect(view().phase).toBe('ready');
  });
});
