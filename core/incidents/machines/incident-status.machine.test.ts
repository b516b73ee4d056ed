import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeIncidentPort } from '../../../tests/fakes/incidents';
import { bindIncidentPorts } from '../bind';
import type { IncidentStatus } from '../model';
import { SELECT_EVIDENCE_MESSAGE, STATUS_UPDATED, STATUS_UPDATE_FAILED } from '../texts';
import type { IncidentStatusEmitted } from './incident-status.machine';

function start(status: IncidentStatus, port = new FakeIncidentPort()) {
  const incidentId = port.seed({ title: 'Checkout down', status });
  const root = port.seedHypothesis({ incidentId, type: 'root' });
  const logs = port.seedEvidence({ hypothesisId: root, type: 'log' });
  const check = port.seedEvidence({ hypothesisId: root, type: 'check' });
  const emitted: IncidentStatusEmitted[] = [];
  const evidences = [port.evidence(logs)!, port.evidence(check)!];
  const actor = createActor(bindIncidentPorts(port.ports()).status, { input: { incidentId, status, evidences } });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const toasts = () => emitted.flatMap((e) => (e.type === 'toast' ? [e.message] : []));
  const idle = () => waitFor(actor, (s) => s.matches('idle') && s.context.target === undefined);
  return { actor, port, incidentId, logs, check, toasts, idle, emitted };
}

describe('when a status without the dialog is chosen', () => {
  it('updates it at once, toasts success and asks for a refetch', async () => {
    const { actor, port, incidentId, toasts, idle, emitted } = start('open');
    actor.send({ type: 'status.choose', status: 'investigating' });
    await idle();
    expect(actor.getSnapshot().context.status).toBe('investigating');
    expect(port.callsOf('incidents.update')).toEqual([[incidentId, { status: 'investigating' }]]);
    expect(toasts()).toEqual([STATUS_UPDATED]);
    expect(emitted).toContainEqual({ type: 'incident.refetch' });
  });

  it('ignores a status the table does not offer (closed → investigating)', () => {
    const { actor, port } = start('closed');
    actor.send({ type: 'status.choose', status: 'investigating' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(port.callsOf('incidents.update')).toEqual([]);
  });

  it('says the update failed and keeps the old status', async () => {
    const { actor, port, toasts, idle } = start('open');
    port.failNext('incidents.update');
    actor.send({ type: 'status.choose', status: 'closed' });
    await idle();
    expect(actor.getSnapshot().context.status).toBe('open');
    expect(toasts()).toEqual([STATUS_UPDATE_FAILED]);
  });
});

describe('when mitigated or resolved is chosen', () => {
  it('opens the contributing-factors dialog first', () => {
    const { actor, port } = start('investigating');
    actor.send({ type: 'status.choose', status: 'mitigated' });
    expect(actor.getSnapshot().matches('choosingFactors')).toBe(true);
    expect(port.callsOf('incidents.update')).toEqual([]);
  });

  it('refuses Add with no evidence ticked', () => {
    const { actor } = start('investigating');
    actor.send({ type: 'status.choose', status: 'resolved' });
    actor.send({ type: 'factors.add' });
    expect(actor.getSnapshot().matches('choosingFactors')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(SELECT_EVIDENCE_MESSAGE);
  });

  it('on Add flags the ticked evidence, then updates the status', async () => {
    const { actor, port, logs, check, idle } = start('investigating');
    actor.send({ type: 'status.choose', status: 'mitigated' });
    actor.send({ type: 'factors.toggle', evidenceId: logs });
    actor.send({ type: 'factors.toggle', evidenceId: check });
    actor.send({ type: 'factors.toggle', evidenceId: check });
    actor.send({ type: 'factors.add' });
    await idle();
    expect(port.evidence(logs)?.definitionOfDone).toBe(true);
    expect(port.evidence(check)?.definitionOfDone).toBe(false);
    expect(port.calls.map((c) => c.method)).toEqual(['evidences.update', 'incidents.update']);
    expect(actor.getSnapshot().context.status).toBe('mitigated');
  });

  it('on Add ignores failed evidence updates and still updates the status', async () => {
    const { actor, port, logs, toasts, idle } = start('investigating');
    port.failNext('evidences.update');
    actor.send({ type: 'status.choose', status: 'mitigated' });
    actor.send({ type: 'factors.toggle', evidenceId: logs });
    actor.send({ type: 'factors.add' });
    await idle();
    expect(actor.getSnapshot().context.status).toBe('mitigated');
    expect(toasts()).toEqual([STATUS_UPDATED]);
  });

  it('on Skip updates the status without touching evidence', async () => {
    const { actor, port, idle } = start('open');
    actor.send({ type: 'status.choose', status: 'resolved' });
    actor.send({ type: 'factors.skip' });
    await idle();
    expect(port.calls.map((c) => c.method)).toEqual(['incidents.update']);
    expect(actor.getSnapshot().context.status).toBe('resolved');
  });

  it('on Cancel leaves everything as it was', () => {
    const { actor, port } = start('open');
    actor.send({ type: 'status.choose', status: 'resolved' });
    actor.send({ type: 'factors.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.status).toBe('open');
    expect(port.calls).toEqual([]);
  });
});
