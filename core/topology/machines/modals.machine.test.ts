import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeDownload } from '../../../tests/fakes/fake-browser';
import { FakeTopologyPort } from '../../../tests/fakes/topology';
import { ManualTimers } from '../../../tests/fakes/topology-timers';
import { DomainError } from '../../shared';
import { bindTopologyPorts } from '../bind';
import type { ConfigLink } from '../model';
import { TOPOLOGY_TEXTS } from '../texts';

const machines = (port: FakeTopologyPort, download = new FakeDownload()) => bindTopologyPorts(port.ports(download));

function collect(actor: { on: (type: '*', fn: (e: { type: string; message?: string }) => void) => unknown }) {
  const emitted: { type: string; message?: string }[] = [];
  actor.on('*', (e) => emitted.push(e));
  return emitted;
}

describe('when a snapshot is downloaded', () => {
  it('asks with the chosen range and related flag and saves {name}-snapshot.zip', async () => {
    const download = new FakeDownload();
    const port = new FakeTopologyPort().setComponents([{ id: 'c1', name: 'api' }]);
    const actor = createActor(machines(port, download).snapshot, { input: { componentId: 'c1', name: 'api' } }).start();
    actor.send({ type: 'snapshot.range', start: '1h' });
    actor.send({ type: 'snapshot.related', related: true });
    actor.send({ type: 'snapshot.download' });
    await waitFor(actor, (s) => s.matches('downloaded'));
    expect(port.callsOf('downloadSnapshot')).toEqual([['c1', { start: '1h', related: true }]]);
    expect(download.saved.map((f) => [f.filename, f.mediaType])).toEqual([['api-snapshot.zip', 'application/zip']]);
  });

  it('says Error downloading file when it fails and lets the person try again', async () => {
    const port = new FakeTopologyPort().setComponents([{ id: 'c1', name: 'api' }]).failNext('downloadSnapshot');
    const actor = createActor(machines(port).snapshot, { input: { componentId: 'c1', name: 'api' } });
    const emitted = collect(actor);
    actor.start();
    actor.send({ type: 'snapshot.download' });
    await waitFor(actor, (s) => s.matches('editing') && emitted.length > 0);
    expect(emitted).toEqual([{ type: 'toast', status: 'error', message: TOPOLOGY_TEXTS.snapshotFailed }]);
    expect(actor.getSnapshot().context.options).toEqual({ start: '15m', related: false });
  });
});

describe('when linking to the catalog', () => {
  const configs = [{ id: 'k1', name: 'Postgres' }, { id: 'k2', name: 'redis' }, { id: 'k3', name: 'pg-replica' }];

  function open(port: FakeTopologyPort) {
    const timers = new ManualTimers();
    const actor = createActor(machines(port).catalogLink, { input: { componentId: 'c1' }, clock: timers });
    const emitted = collect(actor);
    actor.start();
    return { actor, timers, emitted };
  }

  it('searches after 1000 ms, ignoring case, restarting on each query', async () => {
    const { actor, timers } = open(new FakeTopologyPort().setConfigs(configs));
    await waitFor(actor, (s) => s.matches({ ready: 'searching' }));
    actor.send({ type: 'search.query', query: 'P' });
    timers.advance(600);
    actor.send({ type: 'search.query', query: 'PG' });
    timers.advance(999);
    expect(actor.getSnapshot().matches({ ready: 'searching' })).toBe(true);
    timers.advance(1);
    expect(actor.getSnapshot().context.results.map((c) => c.id)).toEqual(['k3']);
  });

  it('links the chosen config, toasts and closes', async () => {
    const port = new FakeTopologyPort().setConfigs(configs);
    const { actor, emitted } = open(port);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'link.submit' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'config.choose', config: configs[0] });
    actor.send({ type: 'link.submit' });
    expect(actor.getSnapshot().matches('linking')).toBe(true);
    await waitFor(actor, (s) => s.matches('closed'));
    expect(port.callsOf('linkConfig')).toEqual([['c1', 'k1']]);
    expect(port.linksOf('c1')).toEqual([{ configId: 'k1', name: 'Postgres', type: undefined, selectorId: 'manual' }]);
    expect(emitted).toEqual([{ type: 'toast', status: 'success', message: 'config link successful' }, { type: 'links.changed' }]);
  });

  it('shows the error message and closes when linking fails', async () => {
    const port = new FakeTopologyPort().setConfigs(configs).failNext('linkConfig', new DomainError('conflict', 'already linked'));
    const { actor, emitted } = open(port);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'config.choose', config: configs[1] });
    actor.send({ type: 'link.submit' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(emitted).toEqual([{ type: 'toast', status: 'error', message: 'already linked' }]);
  });
});

describe('when unlinking a config', () => {
  const manual: ConfigLink = { configId: 'k1', name: 'db', selectorId: 'manual' };

  function open(port: FakeTopologyPort, link: ConfigLink, underTopology = true) {
    const actor = createActor(machines(port).configUnlink, { input: { componentId: 'c1', link, underTopology } });
    const emitted = collect(actor);
    actor.start();
    return { actor, emitted };
  }

  it('asks first and unlinks after confirmation', async () => {
    const port = new FakeTopologyPort().setLinkedConfigs('c1', [manual]);
    const { actor, emitted } = open(port, manual);
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(port.callsOf('unlinkConfig')).toHaveLength(0);
    actor.send({ type: 'unlink.confirm' });
    await waitFor(actor, (s) => s.matches('unlinked'));
    expect(port.linksOf('c1')).toEqual([]);
    expect(emitted[0]).toEqual({ type: 'toast', status: 'success', message: TOPOLOGY_TEXTS.unlinkSucceeded });
  });

  it('does nothing when cancelled', () => {
    const port = new FakeTopologyPort();
    const { actor } = open(port, manual);
    actor.send({ type: 'unlink.cancel' });
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
    expect(port.callsOf('unlinkConfig')).toHaveLength(0);
  });

  it('refuses a link made by a selector', () => {
    const { actor } = open(new FakeTopologyPort(), { ...manual, selectorId: 'selector-1' });
    expect(actor.getSnapshot().matches('refused')).toBe(true);
  });
});
