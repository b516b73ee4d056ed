import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { DomainError } from '../../shared';
import { FakeIncidentPort } from '../../../tests/fakes/incidents';
import { bindIncidentScreenPorts } from '../screens-bind';
import { ADD_TO_DEFINITION_OF_DONE_FAILED, REMOVE_FROM_DEFINITION_OF_DONE_FAILED } from '../texts';

async function start() {
  const port = new FakeIncidentPort();
  const incident = await port.create({ title: 'Checkout down', description: '', severity: 'low', status: 'open', type: 'availability', createdBy: port.user.id });
  const root = port.seedHypothesis({ incidentId: incident.id, type: 'root' });
  const component = port.seedEvidence({ hypothesisId: root, type: 'topology', description: 'checkout-web' });
  const check = port.seedEvidence({ hypothesisId: root, type: 'check', description: 'checkout health' });
  const evidences = port.stored(incident.id)!.hypotheses.flatMap((h) => h.evidences);
  const actor = createActor(bindIncidentScreenPorts(port.screenPorts()).definitionOfDone, {
    input: { hypothesisId: root, userId: port.user.id, evidences },
  });
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type === 'toast' ? `${e.status}: ${e.message}` : e.type));
  actor.start();
  return { actor, port, root, component, check, emitted };
}

describe('when an item is added by hand', () => {
  it('creates a comment evidence in the definition of done and clears the text', async () => {
    const { actor, port, root, emitted } = await start();
    actor.send({ type: 'manual.add' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'manual.text', text: 'Error rate below 1%' });
    actor.send({ type: 'manual.add' });
    const idle = await waitFor(actor, (s) => s.matches('idle') && s.context.text === '');
    expect(idle.context.text).toBe('');
    expect(port.callsOf('evidences.create')).toEqual([[expect.objectContaining({ hypothesisId: root, type: 'comment', definitionOfDone: true })]]);
    expect(emitted).toEqual(['incident.refetch']);
  });
});

describe('when evidence is added with a script', () => {
  it('needs a selection, offers the default script of the type, and updates each evidence', async () => {
    const { actor, port, check, component } = await start();
    actor.send({ type: 'automatic.open' });
    actor.send({ type: 'automatic.next' });
    expect(actor.getSnapshot().matches('picking')).toBe(true);
    actor.send({ type: 'automatic.toggle', evidenceId: check });
    actor.send({ type: 'automatic.toggle', evidenceId: component });
    actor.send({ type: 'automatic.next' });
    expect(actor.getSnapshot().context.script).toBe('check.status == "healthy"');
    actor.send({ type: 'automatic.save' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(port.callsOf('evidences.update')).toEqual([
      [check, { definitionOfDone: true, script: 'check.status == "healthy"' }],
      [component, { definitionOfDone: true, script: 'check.status == "healthy"' }],
    ]);
  });

  it('keeps the form open with the server’s words when the script is refused', async () => {
    const { actor, port, component, emitted } = await start();
    port.failNext('evidences.update', new DomainError('invalid', 'Unknown variable: pod'));
    actor.send({ type: 'automatic.open' });
    actor.send({ type: 'automatic.toggle', evidenceId: component });
    actor.send({ type: 'automatic.next' });
    actor.send({ type: 'automatic.script', script: 'pod.ready' });
    actor.send({ type: 'automatic.save' });
    const scripting = await waitFor(actor, (s) => s.matches('scripting') && s.context.error !== undefined);
    expect(scripting.context.error).toBe('Unknown variable: pod');
    expect(emitted).toContain(`error: ${ADD_TO_DEFINITION_OF_DONE_FAILED}`);
  });
});

describe('when an item is resolved or removed', () => {
  it('asks before toggling a comment item, then flips its done flag', async () => {
    const { actor, port, root } = await start();
    const item = port.seedEvidence({ hypothesisId: root, type: 'comment', definitionOfDone: true, done: false });
    actor.send({ type: 'evidences.changed', evidences: [port.evidence(item)!], hypothesisId: root });
    actor.send({ type: 'resolve.ask', evidenceId: item });
    expect(actor.getSnapshot().matches('confirmingResolve')).toBe(true);
    actor.send({ type: 'resolve.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(port.evidence(item)?.done).toBe(true);
  });

  it('clears the flag to remove an item, and says so when that fails', async () => {
    const { actor, port, component, emitted } = await start();
    actor.send({ type: 'item.remove', evidenceId: component });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(port.callsOf('evidences.update')).toEqual([[component, { definitionOfDone: false }]]);
    port.failNext('evidences.update');
    actor.send({ type: 'item.remove', evidenceId: component });
    await waitFor(actor, () => emitted.includes(`error: ${REMOVE_FROM_DEFINITION_OF_DONE_FAILED}`));
  });
});
