import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { FakeIncidentPort } from '../../../tests/fakes/incidents';
import type { ResponderType, Team } from '../model';
import { bindIncidentScreenPorts } from '../screens-bind';

const cloud = { projects: [{ key: 'PLAT', name: 'Platform', issueTypes: ['Incident', 'Bug'] }, { key: 'OPS', name: 'Operations', issueTypes: ['Change'] }], priorities: ['High'] };
const dataCenter = { projects: [{ key: 'SEC', name: 'Security', issueTypes: ['Vulnerability'] }], priorities: ['Blocker'] };

const team: Team = {
  id: 'team-7', name: 'Platform',
  responderClients: { jira: { values: { project: 'PLAT', issueType: 'Incident' } }, ms_planner: {}, email: {} },
};

async function openForm(type: ResponderType, setUp: (port: FakeIncidentPort) => void = () => undefined) {
  const port = new FakeIncidentPort().setDirectory([], [team]);
  port.configLookups
    .add('jira', { id: 'dc', name: 'Acme Jira Data Center', externalId: ['jira.acme.internal'], config: dataCenter })
    .add('jira', { id: 'cloud', name: 'Acme Jira Cloud', externalId: ['jira/team-7'], config: cloud })
    .add('ms_planner', { id: 'planner', name: 'Acme Microsoft Planner', externalId: ['tenant'], config: { plans: [] } });
  setUp(port);
  const incident = await port.create({ title: 'Checkout down', description: '', severity: 'low', status: 'open', type: 'availability', createdBy: port.user.id });
  const clock = new SimulatedClock();
  const actor = createActor(bindIncidentScreenPorts(port.screenPorts()).responderWizard, { clock, input: { incident, userId: port.user.id } });
  actor.start();
  await waitFor(actor, (s) => s.matches('selectResponder'));
  actor.send({ type: 'choose.team', teamId: team.id });
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'choose.type', responderType: type });
  actor.send({ type: 'wizard.next' });
  return { actor, lookups: port.configLookups, clock, port };
}

const settled = (actor: Awaited<ReturnType<typeof openForm>>['actor']) =>
  waitFor(actor, (s) => !s.context.lookup.searching && !s.context.lookup.loadingConfig && s.context.lookup.instances.length > 0);

describe('when a Jira form opens for a team', () => {
  it("preselects the team's instance, reads its config and keeps the team's project", async () => {
    const { actor, lookups } = await openForm('jira');
    const snapshot = await waitFor(actor, (s) => s.context.lookup.config !== undefined);
    expect(snapshot.context.values).toMatchObject({ instance: 'cloud', project: 'PLAT', issueType: 'Incident' });
    expect(snapshot.context.lookup.config).toEqual(cloud);
    expect(snapshot.context.lookup.chosen).toEqual({ id: 'cloud', name: 'Acme Jira Cloud', externalId: ['jira/team-7'] });
    expect(snapshot.context.lookup.instances.map((i) => i.name)).toEqual(['Acme Jira Data Center', 'Acme Jira Cloud']);
    expect(lookups.calls).toEqual([{ method: 'byKind', kind: 'jira', search: '' }, { method: 'byId', id: 'cloud' }]);
  });

  it('clears project and issue type when another instance is chosen, and reads that one', async () => {
    const { actor, lookups } = await openForm('jira');
    await waitFor(actor, (s) => s.context.lookup.config !== undefined);
    actor.send({ type: 'form.change', field: 'priority', value: 'High' });
    actor.send({ type: 'form.change', field: 'instance', value: 'dc' });
    const snapshot = await waitFor(actor, (s) => s.context.lookup.config === dataCenter);
    expect(snapshot.context.values).toEqual({ instance: 'dc', priority: 'High' });
    expect(lookups.callsOf('byId').at(-1)).toEqual({ method: 'byId', id: 'dc' });
  });

  it('forgets the config when the instance is cleared', async () => {
    const { actor } = await openForm('jira');
    await waitFor(actor, (s) => s.context.lookup.config !== undefined);
    actor.send({ type: 'form.change', field: 'instance', value: '' });
    const snapshot = await waitFor(actor, (s) => s.context.lookup.config === undefined);
    expect(snapshot.context.values.project).toBeUndefined();
  });

  it('searches instances 500 ms after the last keystroke, without preselecting again', async () => {
    const { actor, lookups, clock } = await openForm('jira');
    await settled(actor);
    actor.send({ type: 'lookup.search', text: 'da' });
    expect(actor.getSnapshot().context.lookup.search).toBe('da');
    clock.increment(300);
    actor.send({ type: 'lookup.search', text: 'data' });
    clock.increment(499);
    expect(lookups.callsOf('byKind')).toHaveLength(1);
    clock.increment(1);
    const snapshot = await waitFor(actor, (s) => s.context.lookup.instances.length === 1 && !s.context.lookup.searching);
    expect(lookups.callsOf('byKind').at(-1)).toEqual({ method: 'byKind', kind: 'jira', search: 'data' });
    expect(snapshot.context.lookup.instances.map((i) => i.id)).toEqual(['dc']);
    expect(snapshot.context.values.instance).toBe('cloud');
  });

  it('says why a lookup failed', async () => {
    const { actor } = await openForm('jira', (port) => port.configLookups.failNext());
    const snapshot = await waitFor(actor, (s) => s.context.lookup.error !== undefined);
    expect(snapshot.context.lookup.error).toBe('lookup failed');
    expect(snapshot.context.values.instance).toBeUndefined();
  });

  it('saves the chosen instance with the form', async () => {
    const { actor, port } = await openForm('jira');
    await waitFor(actor, (s) => s.context.lookup.config !== undefined);
    for (const [field, value] of [['priority', 'High'], ['summary', 'Checkout down'], ['description', 'All 5xx']]) {
      actor.send({ type: 'form.change', field: field!, value: value! });
    }
    actor.send({ type: 'wizard.save' });
    await waitFor(actor, (s) => s.matches('added'));
    expect(port.callsOf('responders.create')[0]?.[0]).toMatchObject({ properties: { responderType: 'jira', instance: 'cloud', project: 'PLAT' } });
  });
});

describe('when a planner form opens for a team no instance names', () => {
  it('lists the instances and leaves the choice to the commander', async () => {
    const { actor, lookups } = await openForm('ms_planner');
    const snapshot = await settled(actor);
    expect(snapshot.context.lookup.instances.map((i) => i.id)).toEqual(['planner']);
    expect(snapshot.context.values.instance).toBeUndefined();
    expect(lookups.callsOf('byId')).toEqual([]);
  });
});

describe('when a form of another type opens', () => {
  it('looks nothing up', async () => {
    const { actor, lookups, clock } = await openForm('email');
    actor.send({ type: 'lookup.search', text: 'x' });
    clock.increment(1000);
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(lookups.calls).toEqual([]);
  });
});
