import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeFeatureFlagPort } from '../../../tests/fakes/fake-feature-flag-port';
import { DomainError, selectCollectionView, type CollectionEmitted } from '../../shared';
import { bindFeatureFlagPorts } from './bind';
import { FEATURE_FLAG_MESSAGES } from './texts';

function start(port: FakeFeatureFlagPort, roles: string[] = ['admin']) {
  const emitted: CollectionEmitted[] = [];
  const actor = createActor(bindFeatureFlagPorts({ featureFlags: port }).screen, { input: { search: '', roles, userId: 'u-1' } });
  actor.on('*', (e: CollectionEmitted) => emitted.push(e));
  actor.start();
  const view = () => selectCollectionView(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('refreshing') && !s.hasTag('busy'));
  const toasts = () => emitted.flatMap((e) => (e.type === 'toast' ? [e.message] : []));
  const flags = () => view().rows as { name: string; value: string; source: string }[];
  return { actor, emitted, view, settled, toasts, flags };
}

const withStored = () => new FakeFeatureFlagPort().setStored([{ name: 'logs.disable', value: 'true' }]);

describe('when the screen opens', () => {
  it('lists stored and local flags by name, all on one page', async () => {
    const { flags, view, settled } = start(withStored().setLocal({ 'health.disable': 'true' }));
    await settled();
    expect(flags().map((f) => `${f.name}:${f.source}`)).toEqual(['health.disable:local', 'logs.disable:db']);
    expect(view()).toMatchObject({ paged: false, pageCount: 1, emptyText: 'No feature flags yet' });
  });
});

describe('when adding a flag', () => {
  it("refuses a draft without a value with 'please provide all details'", async () => {
    const port = new FakeFeatureFlagPort();
    const { actor, view, settled } = start(port);
    await settled();
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.save', draft: { name: 'logs.disable', value: '', description: '' } });
    expect(view().form?.errors).toEqual({ message: FEATURE_FLAG_MESSAGES.missingDetails });
    expect(port.callsOf('create')).toEqual([]);
  });

  it('saves it trimmed with created_by, toasts, announces the change and lists it', async () => {
    const port = new FakeFeatureFlagPort();
    const { actor, settled, toasts, emitted, flags } = start(port);
    await settled();
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.save', draft: { name: ' logs.disable ', value: 'true', description: 'Hide logs' } });
    await settled();
    expect(port.callsOf('create')).toEqual([[{ name: 'logs.disable', value: 'true', description: 'Hide logs' }, 'u-1']]);
    expect(toasts()).toEqual([FEATURE_FLAG_MESSAGES.added]);
    expect(emitted.some((e) => e.type === 'collection.changed')).toBe(true);
    expect(flags().map((f) => f.name)).toEqual(['logs.disable']);
  });

  it('is not offered without write on feature_flags', async () => {
    const { actor, view, settled } = start(new FakeFeatureFlagPort(), ['viewer']);
    await settled();
    actor.send({ type: 'item.create' });
    expect(view()).toMatchObject({ canCreate: false, formOpen: false });
  });
});

describe('when opening a flag', () => {
  it("refuses a local flag with 'Cannot edit local feature flags', even to a viewer", async () => {
    const { actor, view, settled, toasts } = start(new FakeFeatureFlagPort().setLocal({ 'health.disable': 'true' }), ['viewer']);
    await settled();
    actor.send({ type: 'item.open', id: 'health.disable' });
    expect(view().formOpen).toBe(false);
    expect(toasts()).toEqual([FEATURE_FLAG_MESSAGES.localNotEditable]);
  });

  it('updates a stored flag under its name, its form offering Delete', async () => {
    const port = withStored();
    const { actor, view, settled, toasts, flags } = start(port);
    await settled();
    actor.send({ type: 'item.open', id: 'logs.disable' });
    expect(view().form).toMatchObject({ draft: { name: 'logs.disable', value: 'true', description: '' }, canDelete: true });
    actor.send({ type: 'item.save', draft: { name: 'logs.disable', value: 'false', description: '' } });
    await settled();
    expect(port.callsOf('update')).toEqual([['logs.disable', { name: 'logs.disable', value: 'false', description: '' }, 'u-1']]);
    expect(toasts()).toEqual([FEATURE_FLAG_MESSAGES.updated]);
    expect(flags()[0]?.value).toBe('false');
  });

  it('deletes a stored flag after asking, from its form', async () => {
    const { actor, view, settled, toasts, flags } = start(withStored());
    await settled();
    actor.send({ type: 'item.open', id: 'logs.disable' });
    actor.send({ type: 'item.delete' });
    expect(view().confirm).toMatchObject({ title: 'Delete feature flag', message: 'The flag logs.disable will be removed for everyone.' });
    actor.send({ type: 'delete.confirm' });
    await settled();
    expect(toasts()).toEqual([FEATURE_FLAG_MESSAGES.removed]);
    expect(flags()).toEqual([]);
  });

  it("keeps the form open with the server's message when a save is refused", async () => {
    const port = withStored().failNext('update', new DomainError('conflict', 'duplicate key'));
    const { actor, view, settled, toasts } = start(port);
    await settled();
    actor.send({ type: 'item.open', id: 'logs.disable' });
    actor.send({ type: 'item.save', draft: { name: 'logs.disable', value: 'x', description: '' } });
    await settled();
    expect(toasts()).toEqual(['duplicate key']);
    expect(view()).toMatchObject({ formOpen: true, form: { draft: { value: 'x' } } });
  });

  it('opens nothing, silently, for a viewer', async () => {
    const { actor, view, settled, toasts } = start(withStored(), ['viewer']);
    await settled();
    actor.send({ type: 'item.open', id: 'logs.disable' });
    expect(view().formOpen).toBe(false);
    expect(toasts()).toEqual([]);
  });
});
