import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeIncidentPort } from '../../../tests/fakes/incidents';
import { REQUIRED_FIELD_MESSAGE } from '../../shared';
import { bindIncidentPorts } from '../bind';
import type { AttachedEvidence } from '../model';
import type { CreateIncidentEmitted } from './create-incident.machine';

function start(evidence?: AttachedEvidence) {
  const port = new FakeIncidentPort();
  const emitted: CreateIncidentEmitted[] = [];
  const actor = createActor(bindIncidentPorts(port.ports()).createIncident, { input: { userId: 'person-1', evidence } });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, port, emitted };
}

describe('when the form is submitted empty', () => {
  it('shows that the title is required and creates nothing', () => {
    const { actor, port } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ title: REQUIRED_FIELD_MESSAGE });
    expect(port.calls).toEqual([]);
  });

  it('clears a field’s message once it changes', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.change', field: 'title', value: 'x' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });
});

describe('when a valid incident is submitted', () => {
  it('creates the incident with the defaults, then its root hypothesis', async () => {
    const { actor, port, emitted } = start();
    actor.send({ type: 'form.change', field: 'title', value: ' Checkout down ' });
    actor.send({ type: 'form.submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(port.callsOf('incidents.create')).toEqual([[
      { title: 'Checkout down', description: '', severity: 'low', status: 'open', type: 'availability', createdBy: 'person-1' },
    ]]);
    const incident = done.output!;
    expect(incident.incidentId).toBe('INC-1');
    expect(port.callsOf('hypotheses.create')).toEqual([[
      { id: 'client-1', incidentId: incident.id, type: 'root', title: 'Checkout down', status: 'possible', createdBy: 'person-1' },
    ]]);
    expect(emitted).toEqual([{ type: 'incident.created', incident }]);
  });

  it('attaches the evidence it came with to the root hypothesis', async () => {
    const { actor, port } = start({ type: 'topology', componentId: 'c-1', description: 'checkout-web' });
    actor.send({ type: 'form.change', field: 'title', value: 'Checkout down' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(port.callsOf('evidences.create')).toEqual([[
      { type: 'topology', componentId: 'c-1', description: 'checkout-web', hypothesisId: 'client-1', createdBy: 'person-1' },
    ]]);
  });

  it('toasts the error and keeps the form when the incident is refused', async () => {
    const { actor, port, emitted } = start();
    port.failNext('incidents.create');
    actor.send({ type: 'form.change', field: 'title', value: 'Checkout down' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && emitted.length > 0);
    expect(emitted).toEqual([{ type: 'toast', status: 'error', message: 'boom' }]);
    expect(actor.getSnapshot().context.values.title).toBe('Checkout down');
    expect(port.callsOf('hypotheses.create')).toEqual([]);
  });

  it('still ends on the new incident when the root hypothesis fails', async () => {
    const { actor, port, emitted } = start();
    port.failNext('hypotheses.create');
    actor.send({ type: 'form.change', field: 'title', value: 'Checkout down' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted.map((e) => e.type)).toEqual(['toast', 'incident.created']);
  });
});
