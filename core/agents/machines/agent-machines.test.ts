import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { REQUIRED_FIELD_MESSAGE } from '../../shared';
import { bindAgentPorts } from '../bind';
import { AGENT_DELETED, EMPTY_AGENT_FORM } from '..';
import { anAgent, FakeAgentPort } from '../../../tests/fakes/agents';

const machinesFor = (port: FakeAgentPort) => bindAgentPorts({ agents: port });

function collect(actor: { on: (type: '*', handler: (event: { type: string }) => void) => unknown }) {
  const events: { type: string }[] = [];
  actor.on('*', (event) => events.push(event));
  return events;
}

describe('deleting an agent', () => {
  const setup = () => {
    const port = new FakeAgentPort().setAgents([anAgent({ id: 'a1', name: 'edge' })]);
    const actor = createActor(machinesFor(port).remove, { input: { agentId: 'a1' } });
    const emitted = collect(actor);
    actor.start();
    return { port, actor, emitted };
  };

  it('asks about the resources first, then for confirmation, then deletes with cleanup', async () => {
    const { port, actor, emitted } = setup();
    expect(actor.getSnapshot().value).toBe('askingCleanup');
    actor.send({ type: 'cleanup.yes' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(port.removals).toEqual([]);
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(port.removals).toEqual([{ id: 'a1', cleanup: true }]);
    expect(port.stored('a1')?.deletedAt).toBeDefined();
    expect(emitted).toEqual([{ type: 'toast', status: 'success', message: AGENT_DELETED }, { type: 'agents.changed' }]);
  });

  it('deletes without cleanup after No', async () => {
    const { port, actor } = setup();
    actor.send({ type: 'cleanup.no' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(port.removals).toEqual([{ id: 'a1', cleanup: false }]);
  });

  it.each([[[]], [['cleanup.yes']], [['cleanup.no']]])('can be cancelled after %j', (answers) => {
    const { port, actor } = setup();
    for (const type of answers) actor.send({ type } as { type: 'cleanup.yes' | 'cleanup.no' });
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(port.callsOf('remove')).toEqual([]);
  });

  it('returns to the confirmation with the reason when the delete fails', async () => {
    const { port, actor, emitted } = setup();
    port.failNext('remove', new Error('forbidden'));
    actor.send({ type: 'cleanup.no' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== undefined);
    expect(emitted).toEqual([{ type: 'toast', status: 'error', message: 'forbidden' }]);
  });
});

describe('the agent dialog', () => {
  describe('when creating', () => {
    it('refuses an empty name', () => {
      const port = new FakeAgentPort();
      const actor = createActor(machinesFor(port).dialog, { input: { mode: 'create' } }).start();
      actor.send({ type: 'form.submit', form: EMPTY_AGENT_FORM });
      expect(actor.getSnapshot().context.errors).toEqual({ name: REQUIRED_FIELD_MESSAGE });
      expect(port.callsOf('create')).toEqual([]);
    });

    it('creates the agent on Next, closes the form and shows the token until the instructions close', async () => {
      const port = new FakeAgentPort();
      const actor = createActor(machinesFor(port).dialog, { input: { mode: 'create' } });
      const emitted = collect(actor);
      actor.start();
      actor.send({ type: 'form.submit', form: { ...EMPTY_AGENT_FORM, name: 'edge', properties: { region: 'eu' } } });
      await waitFor(actor, (s) => s.matches('instructions'));
      expect(actor.getSnapshot().context.generated?.accessToken).toBe('token-1-secret');
      expect(port.storedByName('edge')?.properties).toEqual({ region: 'eu' });
      expect(emitted.map((e) => e.type)).toEqual(['toast', 'agents.changed']);
      actor.send({ type: 'instructions.close' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().context.generated).toBeUndefined();
    });

    it('stays on the form with the reason when creation fails', async () => {
      const port = new FakeAgentPort().failNext('create', new Error('agent edge already exists'));
      const actor = createActor(machinesFor(port).dialog, { input: { mode: 'create' } });
      const emitted = collect(actor);
      actor.start();
      actor.send({ type: 'form.submit', form: { ...EMPTY_AGENT_FORM, name: 'edge' } });
      await waitFor(actor, (s) => s.matches('editing') && emitted.length > 0);
      expect(emitted).toEqual([{ type: 'toast', status: 'error', message: 'agent edge already exists' }]);
    });
  });

  describe('when editing', () => {
    it('loads the agent, keeps its name and saves its properties', async () => {
      const port = new FakeAgentPort().setAgents([anAgent({ id: 'a1', name: 'edge', properties: { region: 'eu' } })]);
      const actor = createActor(machinesFor(port).dialog, { input: { mode: 'edit', id: 'a1' } }).start();
      await waitFor(actor, (s) => s.matches('editing'));
      expect(actor.getSnapshot().context.form.properties).toEqual({ region: 'eu' });
      actor.send({ type: 'form.submit', form: { ...actor.getSnapshot().context.form, name: 'renamed', properties: { region: 'us' } } });
      await waitFor(actor, (s) => s.status === 'done');
      expect(port.stored('a1')).toMatchObject({ name: 'edge', properties: { region: 'us' } });
      expect(port.callsOf('create')).toEqual([]);
    });

    it('says why an agent cannot be opened', async () => {
      const port = new FakeAgentPort();
      const actor = createActor(machinesFor(port).dialog, { input: { mode: 'edit', id: 'gone' } }).start();
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.error).toBe('agent gone not found');
    });
  });
});

describe('the agents list', () => {
  it('loads the page the query asks for and reloads on a change, keeping the rows meanwhile', async () => {
    const port = new FakeAgentPort().setAgents(Array.from({ length: 3 }, (_, i) => anAgent({ id: `a${i}`, name: `agent-${i}` })));
    const actor = createActor(machinesFor(port).list, { input: { query: { pageIndex: 0, pageSize: 2, sortBy: 'name', sortOrder: 'asc' } } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.page).toMatchObject({ total: 3 });
    expect(actor.getSnapshot().context.page?.agents.map((a) => a.name)).toEqual(['agent-0', 'agent-1']);
    const release = port.hold();
    actor.send({ type: 'query.change', query: { pageIndex: 1, pageSize: 2, sortBy: 'name', sortOrder: 'asc' } });
    expect(actor.getSnapshot().context.page?.agents).toHaveLength(2);
    release();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.page?.agents.map((a) => a.name)).toEqual(['agent-2']);
  });
});
