import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeIncidentPort } from '../../../tests/fakes/incidents';
import { bindIncidentScreenPorts } from '../screens-bind';
import { selectHypothesisNodeView } from '../selectors/hypothesis-node';
import { selectIncidentHeaderView, selectIncidentPageView } from '../selectors/incident-page';
import { selectIncidentStatusView } from '../selectors/incident-status';
import { DETAIL_TABS, STATUS_UPDATED } from '../texts';

/** The page of an incident with a root hypothesis, opened by its commander, with what it emits. */
async function open(search: { expandComments?: boolean } = {}) {
  const port = new FakeIncidentPort();
  const incident = await port.create({ title: 'Checkout down', description: '', severity: 'low', status: 'open', type: 'availability', createdBy: port.user.id });
  const root = port.seedHypothesis({ incidentId: incident.id, type: 'root', title: 'Checkout down' });
  const actor = createActor(bindIncidentScreenPorts(port.screenPorts()).page, { input: { incidentId: incident.id, person: port.user, ...search } });
  const toasts: string[] = [];
  actor.on('toast', (e) => toasts.push(`${e.status}: ${e.message}`));
  actor.start();
  await waitFor(actor, (s) => selectIncidentPageView(s).phase === 'ready');
  return { port, actor, incident, root, toasts };
}

const parts = (actor: Awaited<ReturnType<typeof open>>['actor']) => selectIncidentPageView(actor.getSnapshot()).parts!;

describe('when the incident page is open', () => {
  it('spawns its parts: the title and Details, the status, the definition of done and a node per hypothesis', async () => {
    const { actor, root } = await open();
    const { details, status, definitionOfDone, nodes } = parts(actor);
    expect([details, status, definitionOfDone].map((part) => part.getSnapshot().status)).toEqual(['active', 'active', 'active']);
    expect(Object.keys(nodes)).toEqual([root]);
  });

  it('shows a hypothesis added by another person as a node after a refresh', async () => {
    const { actor, port, incident, root } = await open();
    const factor = port.seedHypothesis({ incidentId: incident.id, type: 'factor', parentId: root, title: 'Bad release' });
    actor.send({ type: 'incident.refetch' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && Object.keys(parts(actor).nodes).length === 2);
    const node = parts(actor).nodes[factor]!;
    expect(selectHypothesisNodeView(node.getSnapshot())).toMatchObject({ title: 'Bad release', status: 'possible', expanded: false });
    expect(selectIncidentPageView(actor.getSnapshot()).tabs[0]!.trees[0]!.children.map((c) => c.hypothesis.id)).toEqual([factor]);
  });

  it('stops the node of a hypothesis deleted elsewhere, and keeps the others', async () => {
    const { actor, port, incident, root } = await open();
    const factor = port.seedHypothesis({ incidentId: incident.id, type: 'factor', parentId: root, title: 'Bad release' });
    actor.send({ type: 'incident.refetch' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && Object.keys(parts(actor).nodes).length === 2);
    const [rootNode, factorNode] = [parts(actor).nodes[root]!, parts(actor).nodes[factor]!];
    await port.hypotheses.remove(factor);
    actor.send({ type: 'incident.refetch' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && Object.keys(parts(actor).nodes).length === 1);
    expect(parts(actor).nodes[root]).toBe(rootNode);
    expect(factorNode.getSnapshot().status).toBe('stopped');
  });

  it('brings a title another person changed to its node', async () => {
    const { actor, port, root } = await open();
    await port.hypotheses.update(root, { title: 'Checkout is down for everyone' });
    actor.send({ type: 'incident.refetch' });
    await waitFor(actor, () => selectHypothesisNodeView(parts(actor).nodes[root]!.getSnapshot()).title === 'Checkout is down for everyone');
  });
});

describe('when the status changes through the status control', () => {
  it('reaches the header: the page fetches the incident again and its status shows there', async () => {
    const { actor, port, incident, toasts } = await open();
    expect(selectIncidentHeaderView(actor.getSnapshot())?.status).toBe('open');
    parts(actor).status.send({ type: 'status.choose', status: 'investigating' });
    await waitFor(actor, (s) => selectIncidentHeaderView(s)?.status === 'investigating');
    expect(port.stored(incident.id)?.status).toBe('investigating');
    expect(selectIncidentStatusView(parts(actor).status.getSnapshot()).status).toBe('investigating');
    expect(toasts).toEqual([`success: ${STATUS_UPDATED}`]);
  });
});

describe('when another tab is shown', () => {
  it('opens every node on the Action Plan and starts them closed again on Comments', async () => {
    const { actor, port, incident, root } = await open();
    const factor = port.seedHypothesis({ incidentId: incident.id, type: 'factor', parentId: root, title: 'Bad release' });
    actor.send({ type: 'incident.refetch' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && Object.keys(parts(actor).nodes).length === 2);
    const expanded = () => selectHypothesisNodeView(parts(actor).nodes[factor]!.getSnapshot()).expanded;
    actor.send({ type: 'tab.select', tab: DETAIL_TABS[1] });
    expect(expanded()).toBe(true);
    actor.send({ type: 'tab.select', tab: DETAIL_TABS[0] });
    expect(expanded()).toBe(false);
  });

  it('keeps Comments open with ?comments=true', async () => {
    const { actor, port, incident, root } = await open({ expandComments: true });
    const factor = port.seedHypothesis({ incidentId: incident.id, type: 'factor', parentId: root, title: 'Bad release' });
    actor.send({ type: 'incident.refetch' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && Object.keys(parts(actor).nodes).length === 2);
    expect(selectHypothesisNodeView(parts(actor).nodes[factor]!.getSnapshot()).expanded).toBe(true);
  });
});
