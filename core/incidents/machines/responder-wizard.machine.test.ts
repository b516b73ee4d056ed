import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeIncidentPort } from '../../../tests/fakes/incidents';
import type { Team } from '../model';
import { bindIncidentScreenPorts } from '../screens-bind';
import { RESPONDER_ADDED, RESPONDER_FIELD_MESSAGE } from '../texts';

const team: Team = {
  id: 't1', name: 'Payments',
  responderClients: { email: { defaults: { subject: '{{incident.incident_id}} {{incident.title}}' } } },
};

async function start() {
  const port = new FakeIncidentPort().setDirectory([{ id: 'p1', name: 'Alan Turing' }], [team]);
  const incident = await port.create({ title: 'Checkout down', description: '', severity: 'low', status: 'open', type: 'availability', createdBy: port.user.id });
  const actor = createActor(bindIncidentScreenPorts(port.screenPorts()).responderWizard, { input: { incident, userId: port.user.id } });
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type === 'toast' ? `${e.status}: ${e.message}` : e.type));
  actor.start();
  await waitFor(actor, (s) => s.matches('selectResponder'));
  return { actor, port, incident, emitted };
}

describe('when a person is picked', () => {
  it('adds them at once and says so', async () => {
    const { actor, port, emitted } = await start();
    actor.send({ type: 'choose.person', personId: 'p1' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().matches('selectResponder')).toBe(true);
    actor.send({ type: 'wizard.save' });
    await waitFor(actor, (s) => s.matches('added'));
    expect(port.callsOf('responders.create')[0]?.[0]).toMatchObject({ type: 'person', personId: 'p1' });
    expect(emitted).toEqual([`success: ${RESPONDER_ADDED}`, 'incident.refetch']);
  });
});

describe('when a team is picked', () => {
  it('goes through the responder type to a form prefilled from the team defaults, and back', async () => {
    const { actor, incident } = await start();
    actor.send({ type: 'choose.team', teamId: 't1' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().matches('responderType')).toBe(true);
    actor.send({ type: 'choose.type', responderType: 'jira' });
    expect(actor.getSnapshot().context.responderType).toBeUndefined();
    actor.send({ type: 'choose.type', responderType: 'email' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.values).toEqual({ subject: `${incident.incidentId} Checkout down` });
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().matches('responderType')).toBe(true);
  });

  it('requires every field, then saves the team responder', async () => {
    const { actor, port } = await start();
    actor.send({ type: 'choose.team', teamId: 't1' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'choose.type', responderType: 'email' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.save' });
    expect(actor.getSnapshot().context.errors).toEqual({ to: RESPONDER_FIELD_MESSAGE, body: RESPONDER_FIELD_MESSAGE });
    actor.send({ type: 'form.change', field: 'to', value: 'payments@local' });
    actor.send({ type: 'form.change', field: 'body', value: 'Please look' });
    actor.send({ type: 'wizard.save' });
    await waitFor(actor, (s) => s.matches('added'));
    expect(port.callsOf('responders.create')[0]?.[0]).toMatchObject({ type: 'email', teamId: 't1', properties: { responderType: 'email', to: 'payments@local' } });
  });

  it('toasts a refused save and starts over', async () => {
    const { actor, port, emitted } = await start();
    port.failNext('responders.create');
    actor.send({ type: 'choose.person', personId: 'p1' });
    actor.send({ type: 'wizard.save' });
    const reset = await waitFor(actor, (s) => s.matches('selectResponder') && emitted.length > 0);
    expect(reset.context.choice).toBeUndefined();
    expect(emitted).toEqual(['error: boom']);
  });
});
