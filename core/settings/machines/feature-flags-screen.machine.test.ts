import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeFeatureFlagPort } from '../../../tests/fakes/fake-feature-flag-port';
import { DomainError } from '../../shared';
import { FEATURE_FLAG_MESSAGES } from '../messages';
import { bindFeatureFlagsScreenPorts, type FeatureFlagsScreenEmitted } from './feature-flags-screen.machine';

function start(port: FakeFeatureFlagPort, roles: string[] = ['admin']) {
  const emitted: FeatureFlagsScreenEmitted[] = [];
  const actor = createActor(bindFeatureFlagsScreenPorts({ featureFlags: port }), { input: { roles, userId: 'u-1' } });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const idle = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  const toasts = () => emitted.filter((e) => e.type === 'toast').map((e) => ('message' in e ? e.message : ''));
  return { actor, emitted, idle, toasts };
}

describe('when the screen opens', () => {
  it('lists stored and local flags', async () => {
    const port = new FakeFeatureFlagPort().setStored([{ name: 'logs.disable', value: 'true' }]).setLocal({ 'health.disable': 'true' });
    const { actor, idle } = start(port);
    await idle();
    expect(actor.getSnapshot().context.flags.map((f) => `${f.name}:${f.source}`)).toEqual(['health.disable:local', 'logs.disable:db']);
  });

  it('shows the server message and retries when loading fails', async () => {
    const port = new FakeFeatureFlagPort().failNext('list', new DomainError('server', 'database is down'));
    const { actor, idle } = start(port);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toBe('database is down');
    actor.send({ type: 'flags.reload' });
    await idle();
  });
});

describe('when adding a flag', () => {
  it('refuses a draft without a value and says so', async () => {
    const { actor, idle } = start(new FakeFeatureFlagPort());
    await idle();
    actor.send({ type: 'flag.add' });
    actor.send({ type: 'form.submit', draft: { name: 'logs.disable', value: '', description: '' } });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.form?.error).toBe(FEATURE_FLAG_MESSAGES.missingDetails);
  });

  it('saves it with created_by, toasts, announces the change and reloads', async () => {
    const port = new FakeFeatureFlagPort();
    const { actor, idle, toasts, emitted } = start(port);
    await idle();
    actor.send({ type: 'flag.add' });
    actor.send({ type: 'form.submit', draft: { name: ' logs.disable ', value: 'true', description: 'Hide logs' } });
    await waitFor(actor, (s) => s.context.flags.length === 1 && s.matches({ ready: 'idle' }));
    expect(port.calls.find((c) => c.method === 'create')?.args).toEqual([
      { name: 'logs.disable', value: 'true', description: 'Hide logs' }, 'u-1',
    ]);
    expect(toasts()).toEqual([FEATURE_FLAG_MESSAGES.added]);
    expect(emitted.some((e) => e.type === 'flags.changed')).toBe(true);
    expect(actor.getSnapshot().context.form).toBeUndefined();
  });

  it('keeps the form open and shows the server message when the save fails', async () => {
    const port = new FakeFeatureFlagPort().failNext('create', new DomainError('conflict', 'duplicate key'));
    const { actor, idle, toasts } = start(port);
    await idle();
    actor.send({ type: 'flag.add' });
    actor.send({ type: 'form.submit', draft: { name: 'a', value: 'b', description: '' } });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    expect(toasts()).toEqual(['duplicate key']);
    expect(actor.getSnapshot().context.form?.draft.name).toBe('a');
  });

  it('is not possible without write on feature_flags', async () => {
    const { actor, idle } = start(new FakeFeatureFlagPort(), ['viewer']);
    await idle();
    actor.send({ type: 'flag.add' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});

describe('when opening a flag', () => {
  it('refuses a local flag with a toast', async () => {
    const { actor, idle, toasts } = start(new FakeFeatureFlagPort().setLocal({ 'health.disable': 'true' }));
    await idle();
    actor.send({ type: 'flag.open', name: 'health.disable' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(toasts()).toEqual([FEATURE_FLAG_MESSAGES.localNotEditable]);
  });

  it('updates a stored flag', async () => {
    const port = new FakeFeatureFlagPort().setStored([{ name: 'logs.disable', value: 'true' }]);
    const { actor, idle, toasts } = start(port);
    await idle();
    actor.send({ type: 'flag.open', name: 'logs.disable' });
    expect(actor.getSnapshot().context.form?.draft).toEqual({ name: 'logs.disable', value: 'true', description: '' });
    actor.send({ type: 'form.submit', draft: { name: 'logs.disable', value: 'false', description: '' } });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.flags[0]?.value === 'false');
    expect(toasts()).toEqual([FEATURE_FLAG_MESSAGES.updated]);
  });

  it('deletes a stored flag after confirmation', async () => {
    const port = new FakeFeatureFlagPort().setStored([{ name: 'logs.disable', value: 'true' }]);
    const { actor, idle, toasts } = start(port);
    await idle();
    actor.send({ type: 'flag.open', name: 'logs.disable' });
    actor.send({ type: 'flag.delete' });
    expect(actor.getSnapshot().matches({ ready: 'confirmingDelete' })).toBe(true);
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.flags.length === 0);
    expect(toasts()).toEqual([FEATURE_FLAG_MESSAGES.removed]);
  });

  it('does nothing for a viewer', async () => {
    const { actor, idle, toasts } = start(new FakeFeatureFlagPort().setStored([{ name: 'a', value: 'b' }]), ['viewer']);
    await idle();
    actor.send({ type: 'flag.open', name: 'a' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(toasts()).toEqual([]);
  });
});

describe('when refreshing', () => {
  it('keeps the last list visible while loading', async () => {
    const port = new FakeFeatureFlagPort().setStored([{ name: 'a', value: 'b' }]);
    const { actor, idle } = start(port);
    await idle();
    const release = port.hold();
    actor.send({ type: 'flags.reload' });
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    expect(actor.getSnapshot().context.flags).toHaveLength(1);
    release();
    await idle();
  });
});
