import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fakeConsole } from '../../../tests/fakes/fake-console';
import { ShellMachines, selectEffectiveFlagsView } from '../../session';

const start = (fakes: ReturnType<typeof fakeConsole>) => createActor(fakes.get(ShellMachines).effectiveFlags).start();

describe('the flags the console runs with', () => {
  it('are loaded once at start and again on refresh', async () => {
    const fakes = fakeConsole();
    fakes.featureFlags.setLocal({ 'health.disable': 'true' });
    const actor = start(fakes);
    await waitFor(actor, (s) => selectEffectiveFlagsView(s).status === 'ready');
    expect(selectEffectiveFlagsView(actor.getSnapshot()).flags).toEqual({ 'health.disable': 'true' });
    fakes.featureFlags.setStored([{ name: 'logs.disable', value: 'true' }]);
    actor.send({ type: 'flags.refresh' });
    await waitFor(actor, (s) => selectEffectiveFlagsView(s).flags['logs.disable'] === 'true');
    expect(fakes.featureFlags.calls.filter((c) => c.method === 'effective')).toHaveLength(2);
  });

  it('fail with the message and load again on refresh', async () => {
    const fakes = fakeConsole();
    fakes.featureFlags.failNext('effective');
    const actor = start(fakes);
    await waitFor(actor, (s) => selectEffectiveFlagsView(s).status === 'failed');
    expect(selectEffectiveFlagsView(actor.getSnapshot()).error).toBe('boom');
    actor.send({ type: 'flags.refresh' });
    await waitFor(actor, (s) => selectEffectiveFlagsView(s).status === 'ready');
  });
});
