import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeFeatureFlagPort } from '../../../tests/fakes/fake-feature-flag-port';
import { bindEffectiveFlagsPorts } from './effective-flags.machine';

describe('the flags the console runs with', () => {
  it('are loaded once at start and again on refresh', async () => {
    const port = new FakeFeatureFlagPort().setLocal({ 'health.disable': 'true' });
    const actor = createActor(bindEffectiveFlagsPorts({ featureFlags: port })).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.flags).toEqual({ 'health.disable': 'true' });
    port.setStored([{ name: 'logs.disable', value: 'true' }]);
    actor.send({ type: 'flags.refresh' });
    await waitFor(actor, (s) => s.context.flags['logs.disable'] === 'true');
    expect(port.calls.filter((c) => c.method === 'effective')).toHaveLength(2);
  });

  it('fail with the message and load again on refresh', async () => {
    const port = new FakeFeatureFlagPort().failNext('effective');
    const actor = createActor(bindEffectiveFlagsPorts({ featureFlags: port })).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('boom');
    actor.send({ type: 'flags.refresh' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
