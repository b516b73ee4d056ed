import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { FakeIncidentPort } from '../../../tests/fakes/incidents';
import { readUrl } from '../../shared';
import type { IncidentListFilter } from '../model';
import { bindIncidentScreenPorts } from '../screens-bind';
import { selectIncidentListView } from '../selectors/incident-list';
import { INCIDENT_LIST_URL } from './incident-list.machine';

function start(search = 'status=open') {
  const port = new FakeIncidentPort();
  port.seed({ title: 'Checkout down', status: 'open' });
  port.seed({ title: 'Disk full', status: 'closed' });
  const clock = new SimulatedClock();
  const actor = createActor(bindIncidentScreenPorts(port.screenPorts()).list, { clock, input: { search } });
  const changed: IncidentListFilter[] = [];
  actor.on('url.write', (e) => changed.push(readUrl(INCIDENT_LIST_URL, e.search)));
  actor.start();
  return { actor, port, clock, changed };
}

describe('when the list opens', () => {
  it('lists the incidents its address asks for', async () => {
    const { actor } = start();
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.rows.map((r) => r.title)).toEqual(['Checkout down']);
  });

  it('offers the export of the filter it read once the rows came, and none while they cannot be read', async () => {
    const { actor, port } = start('status=open&severity=high');
    expect(selectIncidentListView(actor.getSnapshot()).exported).toBeUndefined();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectIncidentListView(actor.getSnapshot()).exported).toEqual(await port.listExport({ severity: 'high', status: 'open' }));
    port.failNext('incidents.list');
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectIncidentListView(actor.getSnapshot()).exported).toBeUndefined();
  });
});

describe('when the address changes', () => {
  it('lists again with the new filter, and not for the same one', async () => {
    const { actor, port } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'url.read', search: '?status=open' });
    actor.send({ type: 'url.read', search: 'status=all' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.rows).toHaveLength(2);
    expect(port.callsOf('incidents.list')).toEqual([[{ status: 'open' }], [{}]]);
  });
});

describe('when a filter is picked', () => {
  it('lists again and writes the filter to the address, where all means no filter', async () => {
    const { actor, port, changed } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'filter.change', param: 'severity', value: 'high' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'filter.change', param: 'severity', value: 'all' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(port.callsOf('incidents.list')).toEqual([[{ status: 'open' }], [{ status: 'open', severity: 'high' }], [{ status: 'open' }]]);
    expect(changed).toEqual([{ status: 'open', severity: 'high' }, { status: 'open' }]);
  });
});

describe('when someone types in the search box', () => {
  it('searches 400 ms after the last keystroke and asks for the address to follow', async () => {
    const { actor, port, clock, changed } = start('status=all');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search.type', text: 'chec' });
    clock.increment(300);
    actor.send({ type: 'search.type', text: 'check' });
    clock.increment(399);
    expect(port.callsOf('incidents.list')).toHaveLength(1);
    clock.increment(1);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(port.callsOf('incidents.list')[1]).toEqual([{ search: 'check' }]);
    expect(ready.context.rows.map((r) => r.title)).toEqual(['Checkout down']);
    expect(changed).toEqual([{ search: 'check' }]);
  });
});

describe('when the list cannot be read', () => {
  it('says why', async () => {
    const port = new FakeIncidentPort().failNext('incidents.list');
    const actor = createActor(bindIncidentScreenPorts(port.screenPorts()).list, { input: { search: 'status=all' } }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('boom');
  });
});

describe('when the plus button is pressed', () => {
  it('opens the Create New Incident dialog, and closes it again', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.creating).toBe(false);
    actor.send({ type: 'create.open' });
    expect(actor.getSnapshot().context.creating).toBe(true);
    actor.send({ type: 'create.close' });
    expect(actor.getSnapshot().context.creating).toBe(false);
  });
});
