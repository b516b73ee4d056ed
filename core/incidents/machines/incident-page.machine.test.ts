import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeIncidentPort } from '../../../tests/fakes/incidents';
import { bindIncidentScreenPorts } from '../screens-bind';
import { selectIncidentPageView } from '../selectors/incident-page';
import { EVIDENCE_DELETE_FAILED, RESPONDER_DELETED } from '../texts';

async function start(port = new FakeIncidentPort(), incidentId?: string) {
  const id = incidentId ?? (await port.create({ title: 'Checkout down', description: '', severity: 'low', status: 'open', type: 'availability', createdBy: port.user.id })).id;
  const actor = createActor(bindIncidentScreenPorts(port.screenPorts()).page, { input: { incidentId: id, person: port.user } });
  const toasts: string[] = [];
  actor.on('toast', (e) => toasts.push(`${e.status}: ${e.message}`));
  actor.start();
  return { actor, port, id, toasts };
}

describe('when the incident page opens', () => {
  it('shows the incident and its changelog', async () => {
    const { actor } = await start();
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.incident?.title).toBe('Checkout down');
    expect(ready.context.history?.map((h) => h.type)).toEqual(['incident.created']);
  });

  it('says the incident is not found when it does not exist', async () => {
    const { actor } = await start(new FakeIncidentPort(), 'nope');
    await waitFor(actor, (s) => s.matches('notFound'));
  });
});

describe('when something changed', () => {
  it('fetches again while the page stays on screen', async () => {
    const { actor, port, id } = await start();
    await waitFor(actor, (s) => s.matches('ready'));
    await port.update(id, { status: 'investigating' });
    actor.send({ type: 'incident.refetch' });
    expect(actor.getSnapshot().context.incident).toBeDefined();
    const ready = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.incident?.status === 'investigating');
    expect(ready.context.history?.[0]?.type).toBe('incident.status_updated');
  });
});

describe('when a responder is removed', () => {
  it('soft-deletes it and says so', async () => {
    const { actor, port, id, toasts } = await start();
    await waitFor(actor, (s) => s.matches('ready'));
    const responder = await port.responders.create({ incidentId: id, type: 'person', personId: 'p1', createdBy: port.user.id, properties: {} });
    actor.send({ type: 'incident.refetch' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.incident?.responders.length === 1);
    actor.send({ type: 'responder.remove', responderId: responder.id });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.incident?.responders.length === 0);
    expect(toasts).toEqual([`success: ${RESPONDER_DELETED}`]);
  });

  it('shows the error when the removal is refused', async () => {
    const { actor, port, toasts } = await start();
    await waitFor(actor, (s) => s.matches('ready'));
    port.failNext('responders.remove');
    actor.send({ type: 'responder.remove', responderId: 'r1' });
    await waitFor(actor, () => toasts.length > 0);
    expect(toasts).toEqual(['error: boom']);
  });
});

describe('when an evidence cannot be deleted', () => {
  it('says Evidence delete failed', async () => {
    const { actor, port, toasts } = await start();
    await waitFor(actor, (s) => s.matches('ready'));
    port.failNext('evidences.remove');
    actor.send({ type: 'evidence.remove', evidenceId: 'e1' });
    await waitFor(actor, () => toasts.length > 0);
    expect(toasts).toEqual([`error: ${EVIDENCE_DELETE_FAILED}`]);
  });
});

describe('when the page is shown', () => {
  it('shows a skeleton while the incident loads, not while it is fetched again', async () => {
    const port = new FakeIncidentPort();
    const release = port.hold();
    const { actor } = await start(port, port.seed({ title: 'Checkout down' }));
    expect(selectIncidentPageView(actor.getSnapshot()).phase).toBe('skeleton');
    release();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectIncidentPageView(actor.getSnapshot()).phase).toBe('ready');
    port.hold();
    actor.send({ type: 'incident.refetch' });
    expect(selectIncidentPageView(actor.getSnapshot()).phase).toBe('ready');
  });

  it('says so when the incident is missing', async () => {
    const { actor } = await start(new FakeIncidentPort(), 'nope');
    expect(selectIncidentPageView(await waitFor(actor, (s) => s.matches('notFound'))).phase).toBe('notFound');
  });
});
