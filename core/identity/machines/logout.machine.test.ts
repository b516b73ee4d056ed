import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeSessionHint } from '../../../tests/fakes/fake-browser';
import { bindIdentityPorts } from '../bind';
import type { LogoutEmitted } from './logout.machine';
import { FakeIdentityPort } from '../../../tests/fakes/identity';

function start(port: FakeIdentityPort, immediate: boolean, returnTo = '/catalog') {
  const actor = createActor(bindIdentityPorts({ identity: port, hint: new FakeSessionHint() }).logout, { input: { returnTo, immediate } });
  const emitted: LogoutEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('signing out', () => {
  describe('when the page loads', () => {
    it('fetches the logout flow and waits for the sign-out action', async () => {
      const port = new FakeIdentityPort();
      const { actor } = start(port, false);
      const state = await waitFor(actor, (s) => s.matches('ready') && s.context.token !== undefined);
      expect(state.context.token).toBe('logout-token-1');
      expect(port.callsOf('performLogout')).toHaveLength(0);
    });

    it('ignores a 401 (there is no session to end)', async () => {
      const port = new FakeIdentityPort().failLogoutFlow({ id: 'session_inactive', status: 401, message: 'No session' });
      const { actor } = start(port, false);
      const state = await waitFor(actor, (s) => s.matches('ready'));
      expect(state.context.token).toBeUndefined();
    });
  });

  describe('when the person signs out', () => {
    it('updates the logout flow with the return target and goes to /login?return_to=...', async () => {
      const port = new FakeIdentityPort();
      const { actor, emitted } = start(port, false);
      await waitFor(actor, (s) => s.matches('ready') && s.context.token !== undefined);
      actor.send({ type: 'logout.request' });
      await waitFor(actor, (s) => s.matches('left'));
      expect(port.callsOf('performLogout')).toEqual([['logout-token-1', '/login?return_to=%2Fcatalog']]);
      expect(emitted).toEqual([{ type: 'logout.redirect', to: '/login?return_to=%2Fcatalog', document: true }]);
    });

    it('also goes to sign-in when the update fails', async () => {
      const port = new FakeIdentityPort().failLogout({ status: 500, message: 'down' });
      const { actor, emitted } = start(port, true);
      await waitFor(actor, (s) => s.matches('left'));
      expect(emitted).toEqual([{ type: 'logout.redirect', to: '/login?return_to=%2Fcatalog', document: true }]);
    });

    it('goes to sign-in without calling the service when there was no logout flow', async () => {
      const port = new FakeIdentityPort().failLogoutFlow({ status: 401, message: 'No session' });
      const { actor, emitted } = start(port, true, '/');
      await waitFor(actor, (s) => s.matches('left'));
      expect(port.callsOf('performLogout')).toHaveLength(0);
      expect(emitted).toEqual([{ type: 'logout.redirect', to: '/login?return_to=%2F', document: true }]);
    });
  });
});
