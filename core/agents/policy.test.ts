import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { anAgent, FakeAgentPort } from '../../tests/fakes/agents';
import { FakeClock } from '../../tests/fakes/clock';
import { FakeLiveUpdates, ManualScheduler } from '../../tests/fakes/live';
import { NIL_UUID, REQUIRED_FIELD_MESSAGE, selectCollectionView, type CollectionEmitted } from '../shared';
import { bindAgentPorts } from './bind';
import { EMPTY_AGENT_FORM } from './rules';
import type { AgentRow } from './selectors';

const NOW = '2024-06-12T10:30:00Z';

function start(port: FakeAgentPort, { roles = ['admin'], search = '' }: { roles?: readonly string[]; search?: string } = {}) {
  const clock = new FakeClock(NOW);
  const live = new FakeLiveUpdates();
  const scheduler = new ManualScheduler();
  const actor = createActor(bindAgentPorts({ agents: port, clock, live, scheduler }).screen, { input: { search, roles, userId: 'u1' } });
  const emitted: CollectionEmitted[] = [];
  actor.on('*', (event: CollectionEmitted) => emitted.push(event));
  actor.start();
  const view = () => selectCollectionView(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('refreshing') && !s.hasTag('busy'));
  const toasts = () => emitted.flatMap((event) => (event.type === 'toast' ? [`${event.status}: ${event.message}`] : []));
  const rows = () => view().rows as AgentRow[];
  return { actor, view, settled, toasts, rows, clock, live, scheduler };
}

const edge = () => new FakeAgentPort().setAgents([anAgent({ id: 'a1', name: 'edge', properties: { region: 'eu' }, lastSeen: '2024-06-12T10:29:30Z' })]);

describe('when the agents list opens', () => {
  it('asks for page 0 of 50, newest first, and reads each status at that moment', async () => {
    const port = edge();
    const { settled, rows } = start(port);
    await settled();
    expect(port.callsOf('list')).toEqual([[{ pageIndex: 0, pageSize: 50, sortBy: undefined, sortOrder: 'desc' }]]);
    expect(rows()).toMatchObject([{ id: 'a1', name: 'edge', status: 'online' }]);
  });

  it('offers adding and editing to an admin, neither to a viewer', async () => {
    const admin = start(edge());
    const viewer = start(edge(), { roles: ['viewer'] });
    await Promise.all([admin.settled(), viewer.settled()]);
    expect(admin.view()).toMatchObject({ canCreate: true, canEdit: true });
    expect(viewer.view()).toMatchObject({ canCreate: false, canEdit: false });
  });
});

describe('when creating an agent', () => {
  it('refuses an empty name and creates nothing', async () => {
    const port = new FakeAgentPort();
    const { actor, view, settled } = start(port);
    await settled();
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.save', draft: EMPTY_AGENT_FORM });
    expect(view().form?.errors).toEqual({ fields: { name: REQUIRED_FIELD_MESSAGE } });
    expect(port.callsOf('create')).toEqual([]);
  });

  it('creates it on Next, closes the form and shows its token until the instructions close', async () => {
    const port = new FakeAgentPort();
    const { actor, view, settled, toasts, rows } = start(port);
    await settled();
    actor.send({ type: 'item.create' });
    const form = { ...EMPTY_AGENT_FORM, name: ' edge ', properties: [{ key: 'region', value: 'eu' }, { key: '', value: 'dropped' }] };
    actor.send({ type: 'item.save', draft: form });
    await settled();
    expect(port.storedByName('edge')?.properties).toEqual({ region: 'eu' });
    expect(toasts()).toEqual(['success: Agent created']);
    expect(view()).toMatchObject({ formOpen: false, receipt: { generated: { accessToken: 'token-1-secret' }, form: { name: 'edge' } } });
    expect(rows().map((row) => row.name)).toEqual(['edge']);
    actor.send({ type: 'receipt.close' });
    expect(view().receipt).toBeUndefined();
  });

  it("stays on the form with the server's message when creation fails", async () => {
    const port = new FakeAgentPort().failNext('create', new Error('agent edge already exists'));
    const { actor, view, settled, toasts } = start(port);
    await settled();
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.save', draft: { ...EMPTY_AGENT_FORM, name: 'edge' } });
    await settled();
    expect(toasts()).toEqual(['error: agent edge already exists']);
    expect(view()).toMatchObject({ formOpen: true, receipt: undefined });
  });
});

describe('when editing an agent', () => {
  it('opens it with its properties, keeps its name and saves its properties', async () => {
    const port = edge();
    const { actor, view, settled, toasts } = start(port);
    await settled();
    actor.send({ type: 'item.open', id: 'a1' });
    expect(view().form?.draft).toMatchObject({ name: 'edge', properties: [{ key: 'region', value: 'eu' }] });
    actor.send({ type: 'item.save', draft: { ...EMPTY_AGENT_FORM, name: 'renamed', properties: [{ key: 'region', value: 'us' }] } });
    await settled();
    expect(port.stored('a1')).toMatchObject({ name: 'edge', properties: { region: 'us' } });
    expect(toasts()).toEqual(['success: Agent updated']);
  });

  it('opens the agent the URL names, and says why one that is gone cannot be opened', async () => {
    const named = start(edge(), { search: 'id=a1' });
    await named.settled();
    expect(named.view().form).toMatchObject({ mode: 'edit', item: { id: 'a1' } });
    const gone = start(edge(), { search: 'id=gone' });
    await gone.settled();
    expect(gone.toasts()).toEqual(['error: agent gone not found']);
    expect(gone.view().formOpen).toBe(false);
  });
});

describe('when deleting an agent', () => {
  it.each([['Yes', true], ['No', false]] as const)(
    'asks about its resources, then for confirmation, then deletes it with cleanup after %s',
    async (_, cleanup) => {
      const port = edge();
      const { actor, view, settled, toasts } = start(port);
      await settled();
      actor.send({ type: 'item.delete', id: 'a1' });
      expect(view().question).toMatchObject({ title: 'Delete Agents Resources', message: 'Would you like to delete resources created by agent?' });
      actor.send({ type: 'delete.answer', answer: cleanup });
      expect(view().confirm).toMatchObject({ title: 'Delete Agent', message: 'Are you sure you want to delete agent?' });
      expect(port.removals).toEqual([]);
      actor.send({ type: 'delete.confirm' });
      await settled();
      expect(port.removals).toEqual([{ id: 'a1', cleanup }]);
      expect(toasts()).toEqual(['success: Agent deleted']);
    },
  );

  it('never offers to delete the local agent', async () => {
    const port = new FakeAgentPort().setAgents([anAgent({ id: NIL_UUID, name: 'local' })]);
    const { actor, view, settled } = start(port);
    await settled();
    actor.send({ type: 'item.open', id: NIL_UUID });
    expect(view().form).toMatchObject({ canDelete: false });
    actor.send({ type: 'item.delete' });
    expect(view().question).toBeUndefined();
  });
});

describe('when the stream says an agent was seen', () => {
  const fleet = () =>
    new FakeAgentPort().setAgents([
      anAgent({ id: 'a1', name: 'edge', lastSeen: '2024-06-12T10:20:00Z' }),
      anAgent({ id: 'a2', name: 'core', lastSeen: '2024-06-12T10:29:50Z' }),
    ]);

  it('turns it online in place, one patch per batch and no request', async () => {
    const port = fleet();
    const { settled, rows, live, scheduler, actor } = start(port);
    await settled();
    const statuses = () => Object.fromEntries(rows().map((row) => [row.name, row.status]));
    expect(statuses()).toEqual({ edge: 'offline', core: 'online' });
    let snapshots = 0;
    actor.subscribe(() => (snapshots += 1));
    live.emit(
      { kind: 'agent.seen', id: 'a1', op: 'update', at: '2024-06-12T10:29:59Z' },
      { kind: 'agent.seen', id: 'elsewhere', op: 'update', at: '2024-06-12T10:29:59Z' },
    );
    scheduler.flush();
    expect(statuses()).toEqual({ edge: 'online', core: 'online' });
    expect(snapshots).toBe(1);
    expect(port.callsOf('list')).toHaveLength(1);
  });

  it('turns it offline in place when the server says its silence passed the online window', async () => {
    const { settled, rows, live, scheduler } = start(fleet());
    await settled();
    live.emit({ kind: 'agent.seen', id: 'a2', op: 'update', at: '2024-06-12T10:30:00Z', row: { id: 'a2', name: 'core', last_seen: '2024-06-12T10:28:00Z' } });
    scheduler.flush();
    expect(Object.fromEntries(rows().map((row) => [row.name, row.status]))).toEqual({ edge: 'offline', core: 'offline' });
  });

  it('leaves the rows as they are when none of them was seen', async () => {
    const { settled, rows, live, scheduler } = start(fleet());
    await settled();
    const before = rows();
    live.emit({ kind: 'agent.seen', id: 'elsewhere', op: 'update', at: '2024-06-12T10:29:59Z' });
    scheduler.flush();
    expect(rows()).toBe(before);
  });
});
