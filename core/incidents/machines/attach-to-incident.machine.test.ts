import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { FakeIncidentPort } from '../../../tests/fakes/incidents';
import { bindIncidentScreenPorts } from '../screens-bind';
import { evidenceAttached, NO_ROOT_HYPOTHESIS } from '../texts';

async function start() {
  const port = new FakeIncidentPort();
  const withRoot = await port.create({ title: 'Checkout down', description: '', severity: 'low', status: 'open', type: 'availability', createdBy: port.user.id });
  const root = port.seedHypothesis({ incidentId: withRoot.id, type: 'root' });
  const bare = await port.create({ title: 'Disk full', description: '', severity: 'low', status: 'open', type: 'availability', createdBy: port.user.id });
  const clock = new SimulatedClock();
  const actor = createActor(bindIncidentScreenPorts(port.screenPorts()).attachToIncident, {
    clock, input: { evidence: { type: 'check', description: 'checkout http', checkId: 'k1' }, userId: port.user.id },
  });
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type === 'toast' ? `${e.status}: ${e.message}` : e.type));
  actor.start();
  await waitFor(actor, (s) => s.matches({ choosing: 'shown' }));
  return { actor, port, clock, withRoot, root, bare, emitted };
}

describe('when an object is linked to an incident', () => {
  it('finds incidents by title 400 ms after typing and attaches the object to the root hypothesis', async () => {
    const { actor, port, clock, withRoot, root, emitted } = await start();
    actor.send({ type: 'search.type', text: 'check' });
    clock.increment(400);
    const shown = await waitFor(actor, (s) => s.matches({ choosing: 'shown' }) && s.context.incidents.length === 1);
    actor.send({ type: 'incident.choose', incidentId: shown.context.incidents[0]!.id });
    actor.send({ type: 'attach' });
    await waitFor(actor, (s) => s.matches('attached'));
    expect(port.callsOf('evidences.create')).toEqual([[{ type: 'check', description: 'checkout http', checkId: 'k1', hypothesisId: root, createdBy: port.user.id }]]);
    expect(emitted).toEqual([`success: ${evidenceAttached(withRoot.incidentId)}`, 'evidence.attached']);
  });

  it('says so when the incident has no root hypothesis', async () => {
    const { actor, bare, emitted } = await start();
    actor.send({ type: 'incident.choose', incidentId: bare.id });
    actor.send({ type: 'attach' });
    await waitFor(actor, () => emitted.length > 0);
    expect(emitted).toEqual([`error: ${NO_ROOT_HYPOTHESIS}`]);
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
  });

  it('hands over to Create New Incident and ends when it is created', async () => {
    const { actor } = await start();
    actor.send({ type: 'incident.new' });
    actor.send({ type: 'incident.back' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'incident.new' });
    actor.send({ type: 'incident.created' });
    expect(actor.getSnapshot().matches('attached')).toBe(true);
  });
});
