import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { FakeIncidentPort } from '../../../tests/fakes/incidents';
import { REQUIRED_FIELD_MESSAGE } from '../../shared';
import { bindIncidentPorts } from '../bind';
import type { HypothesisType } from '../model';
import { HYPOTHESIS_MENU, type HypothesisNodeEmitted } from './hypothesis-node.machine';

function start(type: HypothesisType = 'root') {
  const port = new FakeIncidentPort();
  const clock = new SimulatedClock();
  const incidentId = port.seed({ title: 'Checkout down' });
  const id = port.seedHypothesis({ incidentId, type, title: 'Bad release', status: 'possible' });
  const evidenceId = port.seedEvidence({ hypothesisId: id, type: 'log' });
  const emitted: HypothesisNodeEmitted[] = [];
  const actor = createActor(bindIncidentPorts(port.ports()).hypothesisNode, {
    clock,
    input: { hypothesis: { id, incidentId, type, title: 'Bad release', status: 'possible' }, userId: 'person-1' },
  });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, port, clock, id, incidentId, emitted, evidenceId };
}

describe('when the status is chosen', () => {
  it('sends only the last choice, 200 ms after it', async () => {
    const { actor, port, clock, id } = start();
    actor.send({ type: 'status.choose', status: 'likely' });
    clock.increment(150);
    actor.send({ type: 'status.choose', status: 'proven' });
    clock.increment(199);
    expect(port.callsOf('hypotheses.update')).toEqual([]);
    expect(actor.getSnapshot().context.status).toBe('proven');
    clock.increment(1);
    await waitFor(actor, (s) => s.matches({ status: 'idle' }));
    expect(port.callsOf('hypotheses.update')).toEqual([[id, { status: 'proven' }]]);
  });

  it('goes back to the saved status when the update fails', async () => {
    const { actor, port, clock, emitted } = start();
    port.failNext('hypotheses.update');
    actor.send({ type: 'status.choose', status: 'unlikely' });
    clock.increment(200);
    await waitFor(actor, (s) => s.matches({ status: 'idle' }));
    expect(actor.getSnapshot().context.status).toBe('possible');
    expect(emitted).toContainEqual({ type: 'toast', status: 'error', message: 'boom' });
  });
});

describe('when the title is edited', () => {
  it('sends it 1000 ms after the last keystroke, trimmed', async () => {
    const { actor, port, clock, id } = start();
    actor.send({ type: 'title.change', title: 'Bad rel' });
    clock.increment(900);
    actor.send({ type: 'title.change', title: 'Bad release 2.14 ' });
    clock.increment(999);
    expect(port.callsOf('hypotheses.update')).toEqual([]);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches({ title: 'idle' }));
    expect(port.callsOf('hypotheses.update')).toEqual([[id, { title: 'Bad release 2.14' }]]);
  });

  it('never sends an empty title', () => {
    const { actor, port, clock } = start();
    actor.send({ type: 'title.change', title: '  ' });
    clock.increment(2000);
    expect(port.callsOf('hypotheses.update')).toEqual([]);
  });
});

describe('when the node is deleted', () => {
  it('asks first, and Disprove sets the status to disproven', async () => {
    const { actor, port, id } = start('factor');
    actor.send({ type: 'delete.open' });
    expect(actor.getSnapshot().matches({ dialog: 'confirmingDelete' })).toBe(true);
    actor.send({ type: 'delete.disprove' });
    await waitFor(actor, (s) => s.matches({ dialog: 'closed' }));
    expect(port.hypothesis(id)?.status).toBe('disproven');
  });

  it('Delete removes it with its evidence and asks for a refetch', async () => {
    const { actor, port, id, emitted, evidenceId } = start('factor');
    actor.send({ type: 'delete.open' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches({ dialog: 'deleted' }));
    expect(port.hypothesis(id)).toBeUndefined();
    expect(port.evidence(evidenceId)).toBeUndefined();
    expect(emitted).toEqual([{ type: 'incident.refetch' }]);
  });

  it('only logs a failed delete', async () => {
    const { actor, port, emitted } = start('factor');
    port.failNext('hypotheses.remove');
    actor.send({ type: 'delete.open' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches({ dialog: 'closed' }));
    expect(emitted.map((e) => e.type)).toEqual(['log', 'incident.refetch']);
  });
});

describe('when a child is added', () => {
  it('creates a factor under the root with a client id and status possible by default', async () => {
    const { actor, port, id, incidentId } = start('root');
    actor.send({ type: 'child.open' });
    expect(actor.getSnapshot().context.child).toEqual({ type: 'factor', title: '', status: 'possible' });
    actor.send({ type: 'child.create' });
    expect(actor.getSnapshot().context.child?.error).toBe(REQUIRED_FIELD_MESSAGE);
    actor.send({ type: 'child.change', title: 'No readiness probe' });
    actor.send({ type: 'child.create' });
    await waitFor(actor, (s) => s.matches({ dialog: 'closed' }));
    expect(port.callsOf('hypotheses.create')).toEqual([[
      { id: 'client-1', incidentId, parentId: id, type: 'factor', title: 'No readiness probe', status: 'possible', createdBy: 'person-1' },
    ]]);
  });

  it('is not offered under a solution', () => {
    const { actor } = start('solution');
    actor.send({ type: 'child.open' });
    expect(actor.getSnapshot().matches({ dialog: 'closed' })).toBe(true);
  });
});

describe('when the node is expanded, collapsed or retitled in place', () => {
  it('starts a root open and keeps it open, a factor closed until toggled', () => {
    const root = start('root').actor;
    root.send({ type: 'node.toggle' });
    expect(root.getSnapshot().context.expanded).toBe(true);
    const factor = start('factor').actor;
    expect(factor.getSnapshot().context.expanded).toBe(false);
    factor.send({ type: 'node.toggle' });
    expect(factor.getSnapshot().context.expanded).toBe(true);
    factor.send({ type: 'node.toggle' });
    expect(factor.getSnapshot().context.expanded).toBe(false);
    factor.send({ type: 'node.expandAll' });
    expect(factor.getSnapshot().context.expanded).toBe(true);
  });

  it('opens every node when all comments are expanded', () => {
    const port = new FakeIncidentPort();
    const actor = createActor(bindIncidentPorts(port.ports()).hypothesisNode, {
      input: { hypothesis: { id: 'h', incidentId: 'i', type: 'solution', title: 'Roll back', status: 'possible' }, userId: 'person-1', expandAll: true },
    }).start();
    expect(actor.getSnapshot().context.expanded).toBe(true);
  });

  it('offers Edit title and Delete hypothesis in its menu, each doing what it says', () => {
    const { actor } = start('factor');
    expect(HYPOTHESIS_MENU.map((item) => item.label)).toEqual(['Edit title', 'Delete hypothesis']);
    actor.send(HYPOTHESIS_MENU[0].event);
    expect(actor.getSnapshot().context.editingTitle).toBe(true);
    actor.send({ type: 'title.done' });
    expect(actor.getSnapshot().context.editingTitle).toBe(false);
    actor.send(HYPOTHESIS_MENU[1].event);
    expect(actor.getSnapshot().matches({ dialog: 'confirmingDelete' })).toBe(true);
  });
});
