import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeSessionHint, FakeSignIn } from '../../../tests/fakes/fake-browser';
import { FakeSessionPort } from '../../../tests/fakes/fake-session-port';
import { DomainError } from '../../shared';
import { UNKNOWN_VERSION } from '../messages';
import { bindSessionPorts } from './session.machine';

const bound = (session: FakeSessionPort, hint = new FakeSessionHint(), signIn = new FakeSignIn()) =>
  bindSessionPorts({ session, hint, signIn });

describe('when the console starts', () => {
  it('knows who is signed in and the versions', async () => {
    const port = new FakeSessionPort().setRoles(['editor']).setVersions({ frontend: '1.2.3', backend: '4.5.6' });
    const actor = createActor(bound(port)).start();
    await waitFor(actor, (s) => s.context.versions !== undefined);
    expect(actor.getSnapshot().context.session?.roles).toEqual(['editor']);
    expect(actor.getSnapshot().context.versions).toEqual({ frontend: '1.2.3', backend: '4.5.6' });
  });

  it('still works when the backend version cannot be read', async () => {
    const actor = createActor(bound(new FakeSessionPort().fail('versions'))).start();
    await waitFor(actor, (s) => s.context.versions !== undefined);
    expect(actor.getSnapshot().context.versions?.backend).toBe(UNKNOWN_VERSION);
  });

  it('waits for sign-in instead of failing on a 401, and sends the browser there', async () => {
    const port = new FakeSessionPort().fail('whoami', new DomainError('unauthenticated', 'unauthorized'));
    const signIn = new FakeSignIn();
    const actor = createActor(bound(port, new FakeSessionHint(), signIn)).start();
    await waitFor(actor, (s) => s.matches('signingIn'));
    expect(signIn.calls).toBe(1);
  });

  it('sends the browser to sign in without asking the server when it holds no session hint', async () => {
    const port = new FakeSessionPort();
    const whoami = vi.spyOn(port, 'whoami');
    const signIn = new FakeSignIn();
    const actor = createActor(bound(port, new FakeSessionHint(false), signIn)).start();
    await waitFor(actor, (s) => s.matches('signingIn'));
    expect(whoami).not.toHaveBeenCalled();
    expect(signIn.calls).toBe(1);
  });

  it('fails with the message when the backend is down, and retries', async () => {
    const port = new FakeSessionPort().fail('whoami', new DomainError('network', 'The server did not answer'));
    const actor = createActor(bound(port)).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('The server did not answer');
    port.succeed('whoami');
    actor.send({ type: 'session.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
