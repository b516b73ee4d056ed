import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeIncidentPort } from '../../../tests/fakes/incidents';
import { bindIncidentScreenPorts } from '../screens-bind';
import { selectIncidentHeaderView, selectIncidentPageView } from '../selectors/incident-page';

/** The page of an incident with a root hypothesis, and the stream others' changes come through. */
async function open() {
  const port = new FakeIncidentPort();
  const incident = await port.create({ title: 'Checkout down', description: '', severity: 'low', status: 'open', type: 'availability', createdBy: port.user.id });
  const root = port.seedHypothesis({ incidentId: incident.id, type: 'root', title: 'Checkout down' });
  const actor = createActor(bindIncidentScreenPorts(port.screenPorts()).page, { input: { incidentId: incident.id, person: port.user } }).start();
  await waitFor(actor, (s) => selectIncidentPageView(s).phase === 'ready');
  return { port, actor, incident, root, reads: () => port.callsOf('incidents.get').length };
}

const commentRow = (incidentId: string, hypothesisId: string, id: string, text: string) => ({
  id, incident_id: incidentId, hypothesis_id: hypothesisId, comment: text, created_at: '2026-11-27T12:00:00Z',
  created_by: { id: 'person-2', name: 'Riley Responder', email: 'riley@example.com', avatar: null },
});

describe('when another person changes the incident on screen', () => {
  it('shows their comment from the stream without reading the incident again', async () => {
    const { port, actor, incident, root, reads } = await open();
    const before = reads();
    port.live.emit({ kind: 'comment', id: 'c-1', parent: incident.id, op: 'insert', at: '', row: commentRow(incident.id, root, 'c-1', 'DB failover done') });
    port.liveScheduler.flush();
    const tree = selectIncidentPageView(actor.getSnapshot()).tabs[0]!.trees[0]!;
    expect(tree.hypothesis.comments.map((c) => [c.comment, c.createdBy?.name])).toEqual([['DB failover done', 'Riley Responder']]);
    expect(reads()).toBe(before);
  });

  it('follows a status they set, and ignores changes to other incidents', async () => {
    const { port, actor, incident } = await open();
    port.live.emit(
      { kind: 'incident', id: 'another', op: 'update', at: '', row: { id: 'another', incident_id: 'INC-2', title: 'Other', status: 'closed', type: 'x', severity: 'low', created_at: '' } },
      { kind: 'incident', id: incident.id, op: 'update', at: '', row: { id: incident.id, incident_id: incident.incidentId, title: 'Checkout down', status: 'mitigated', type: 'availability', severity: 'low', created_at: incident.createdAt } },
    );
    port.liveScheduler.flush();
    expect(selectIncidentHeaderView(actor.getSnapshot())?.status).toBe('mitigated');
  });

  it('reads the incident once when a change came without its row, or the stream lost events', async () => {
    const { port, actor, incident, reads } = await open();
    const before = reads();
    port.live.emit({ kind: 'comment', id: 'c-2', parent: incident.id, op: 'insert', at: '' });
    port.liveScheduler.flush();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(reads()).toBe(before + 1);
    port.live.resync();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(reads()).toBe(before + 2);
  });
});
