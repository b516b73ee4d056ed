import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { FakeEvidenceSearch, FakeIncidentPort } from '../../../tests/fakes/incidents';
import { bindIncidentScreenPorts } from '../screens-bind';

async function start() {
  const port = new FakeIncidentPort();
  const incident = await port.create({ title: 'Checkout down', description: '', severity: 'low', status: 'open', type: 'availability', createdBy: port.user.id });
  const root = port.seedHypothesis({ incidentId: incident.id, type: 'root' });
  const search = new FakeEvidenceSearch([
    { id: 'c1', type: 'topology', name: 'checkout-web' },
    { id: 'c2', type: 'topology', name: 'payments-api' },
    { id: 'k1', type: 'check', name: 'checkout http' },
  ]);
  const clock = new SimulatedClock();
  const actor = createActor(bindIncidentScreenPorts(port.screenPorts(search)).evidenceWizard, { clock, input: { hypothesisId: root, userId: port.user.id } });
  actor.start();
  return { actor, port, root, search, clock };
}

describe('when evidence is added through the wizard', () => {
  it('goes Evidence type → Search → Select and creates one evidence per chosen object', async () => {
    const { actor, port, root, search, clock } = await start();
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().matches('evidenceType')).toBe(true);
    actor.send({ type: 'choose.type', evidenceType: 'topology' });
    actor.send({ type: 'wizard.next' });
    await waitFor(actor, (s) => s.matches({ search: 'shown' }));
    expect(actor.getSnapshot().context.results.map((r) => r.name)).toEqual(['checkout-web', 'payments-api']);
    actor.send({ type: 'search.type', query: 'check' });
    clock.increment(499);
    expect(search.calls).toHaveLength(1);
    clock.increment(1);
    const shown = await waitFor(actor, (s) => s.matches({ search: 'shown' }));
    expect(shown.context.results.map((r) => r.id)).toEqual(['c1']);
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().matches('search')).toBe(true);
    actor.send({ type: 'result.toggle', candidate: shown.context.results[0]! });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.save' });
    await waitFor(actor, (s) => s.matches('added'));
    expect(port.callsOf('evidences.create')).toEqual([
      [{ hypothesisId: root, createdBy: port.user.id, type: 'topology', description: 'checkout-web', componentId: 'c1' }],
    ]);
  });
});
