import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeDownload } from '../../../tests/fakes/fake-browser';
import { FakeTopologyPort } from '../../../tests/fakes/topology';
import { DomainError } from '../../shared';
import { bindTopologyPorts } from '../bind';
import type { Component } from '../model';
import { TOPOLOGY_TEXTS } from '../texts';
import type { TopologyDashboardEmitted, TopologyDashboardInput } from './topology-dashboard.machine';

const c = (id: string, extra: Partial<Component> = {}): Component => ({ id, name: id, ...extra });

function start(port: FakeTopologyPort, input: TopologyDashboardInput) {
  const actor = createActor(bindTopologyPorts({ topology: port, download: new FakeDownload() }).dashboard, { input });
  const emitted: TopologyDashboardEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, emitted };
}

describe('when the dashboard opens', () => {
  it('asks for the topology of the URL and shows it', async () => {
    const port = new FakeTopologyPort().setTopology({ components: [c('a'), c('b')], types: ['Pod'] });
    const { actor } = start(port, { query: { type: 'All', status: 'unhealthy' } });
    const state = await waitFor(actor, (s) => s.matches('ready'));
    expect(port.callsOf('getTopology')).toEqual([[{ status: 'unhealthy' }]]);
    expect(state.context.result?.components.map((x) => x.id)).toEqual(['a', 'b']);
  });

  it('says so when the topology fails to load and retries on reload', async () => {
    const port = new FakeTopologyPort().failNext('getTopology', new DomainError('server', 'database is down'));
    const { actor } = start(port, { query: {} });
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('database is down');
    actor.send({ type: 'topology.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});

describe('when a component is named', () => {
  it('is not found when the answer has no component', async () => {
    const { actor } = start(new FakeTopologyPort(), { id: 'missing', query: {} });
    await waitFor(actor, (s) => s.matches('notFound'));
  });

  it('warns when the answer has several components for the id', async () => {
    const port = new FakeTopologyPort().setTopologyFor('c1', { components: [c('c1'), c('c1')] });
    const { actor, emitted } = start(port, { id: 'c1', query: {} });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(emitted).toEqual([{ type: 'toast', status: 'warning', message: TOPOLOGY_TEXTS.multipleComponents }]);
  });
});

describe('when the URL changes', () => {
  it('loads the new id and filters', async () => {
    const port = new FakeTopologyPort().setTopology({ components: [c('root', { components: [c('kid')] })] });
    const { actor } = start(port, { query: {} });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'topology.change', id: 'root', query: { team: 'ops' } });
    const state = await waitFor(actor, (s) => s.matches('ready') && s.context.id === 'root');
    expect(port.callsOf('getTopology').at(-1)).toEqual([{ id: 'root', team: 'ops' }]);
    expect(state.context.result?.components[0]?.components?.map((x) => x.id)).toEqual(['kid']);
  });
});
