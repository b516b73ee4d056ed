import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { FakeIncidentPort } from '../../../tests/fakes/incidents';
import { bindIncidentPorts } from '../bind';
import type { IncidentFields } from '../model';

const fields: IncidentFields = { title: 'Checkout down', description: '', severity: 'low', type: 'availability', status: 'open' };

function start(port = new FakeIncidentPort(), clock = new SimulatedClock()) {
  const incidentId = port.seed({ id: 'inc-1', ...fields });
  const actor = createActor(bindIncidentPorts(port.ports()).details, { clock, input: { incidentId, fields } });
  actor.start();
  return { actor, port, clock, incidentId };
}

describe('when severity and type change in the Details panel', () => {
  it('sends one PATCH with only the changed fields, 500 ms after the last change', async () => {
    const { actor, port, clock, incidentId } = start();
    actor.send({ type: 'details.change', patch: { severity: 'high' } });
    clock.increment(400);
    actor.send({ type: 'details.change', patch: { type: 'security' } });
    clock.increment(499);
    expect(port.callsOf('incidents.update')).toEqual([]);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(port.callsOf('incidents.update')).toEqual([[incidentId, { severity: 'high', type: 'security' }]]);
  });

  it('sends nothing when the value went back to what it was', async () => {
    const { actor, port, clock } = start();
    actor.send({ type: 'details.change', patch: { severity: 'high' } });
    actor.send({ type: 'details.change', patch: { severity: 'low' } });
    clock.increment(500);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(port.callsOf('incidents.update')).toEqual([]);
  });
});

describe('when two people edit the same incident', () => {
  it('keeps both edits of different fields (DECISIONS §18)', async () => {
    const port = new FakeIncidentPort();
    const clock = new SimulatedClock();
    const first = start(port, clock);
    const second = createActor(bindIncidentPorts(port.ports()).details, { clock, input: { incidentId: first.incidentId, fields } }).start();
    first.actor.send({ type: 'details.change', patch: { severity: 'critical' } });
    second.send({ type: 'title.save', title: 'Checkout 5xx' });
    clock.increment(500);
    await Promise.all([waitFor(first.actor, (s) => s.matches('idle')), waitFor(second, (s) => s.matches('idle'))]);
    const stored = await port.get(first.incidentId);
    expect([stored?.title, stored?.severity]).toEqual(['Checkout 5xx', 'critical']);
  });

  it('keeps a pending edit on screen when the incident is fetched again', () => {
    const { actor } = start();
    actor.send({ type: 'details.change', patch: { severity: 'high' } });
    actor.send({ type: 'incident.changed', fields: { ...fields, title: 'Renamed elsewhere' } });
    expect(actor.getSnapshot().context.draft).toMatchObject({ title: 'Renamed elsewhere', severity: 'high' });
  });
});
