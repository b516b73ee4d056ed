import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeSessionHint } from '../../../tests/fakes/fake-browser';
import { bindIdentityPorts } from '../bind';
import type { AuthStateEmitted } from './auth-state.machine';
import { FakeIdentityPort } from '../../../tests/fakes/identity';

function start(port: FakeIdentityPort, returnTo = '/catalog?tab=1', hint = new FakeSessionHint()) {
  const actor = createActor(bindIdentityPorts({ identity: port, hint }).authState, { input: { returnTo } });
  const emitted: AuthStateEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('the auth-state checker', () => {
  it('goes back to return_to when the session is valid', async () => {
    const { actor, emitted } = start(new FakeIdentityPort());
    await waitFor(actor, (s) => s.matches('left'));
    expect(emitted).toEqual([{ type: 'session.redirect', to: '/catalog?tab=1' }]);
  });

  it('goes to sign-in with return_to on a 401', async () => {
    const { actor, emitted } = start(new FakeIdentityPort().failWhoami({ status: 401, message: 'no session' }));
    await waitFor(actor, (s) => s.matches('left'));
    expect(emitted).toEqual([{ type: 'session.redirect', to: '/login?return_to=%2Fcatalog%3Ftab%3D1' }]);
  });

  it('goes to sign-in without asking the server when the browser holds no session hint', async () => {
    const port = new FakeIdentityPort();
    const { actor, emitted } = start(port, '/catalog?tab=1', new FakeSessionHint(false));
    await waitFor(actor, (s) => s.matches('left'));
    expect(emitted).toEqual([{ type: 'session.redirect', to: '/login?return_to=%2Fcatalog%3Ftab%3D1' }]);
    expect(port.callsOf('whoami')).toHaveLength(0);
  });

  it.each([403, 422])('goes to the second factor with aal=aal2 and return_to on a %i', async (status) => {
    const { actor, emitted } = start(new FakeIdentityPort().failWhoami({ status, message: 'aal2' }));
    await waitFor(actor, (s) => s.matches('left'));
    expect(emitted).toEqual([{ type: 'session.redirect', to: '/login?aal=aal2&return_to=%2Fcatalog%3Ftab%3D1' }]);
  });

  it('shows any other failure and checks again on retry', async () => {
    const port = new FakeIdentityPort().failWhoami({ status: 502, message: 'Bad gateway' });
    const { actor, emitted } = start(port);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure?.message).toBe('Bad gateway');
    expect(emitted).toEqual([]);
    port.setSession({ id: 's', active: true, identity: { id: 'i', traits: {} } });
    actor.send({ type: 'session.retry' });
    await waitFor(actor, (s) => s.matches('left'));
    expect(port.callsOf('whoami')).toHaveLength(2);
  });
});
