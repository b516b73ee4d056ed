import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fakeConsole } from '../../../tests/fakes/fake-console';
import { DomainError } from '../../shared';
import { ShellMachines } from '../bind';
import { UNKNOWN_VERSION } from '../messages';
import { selectSessionView } from '../selectors';

const start = (fakes: ReturnType<typeof fakeConsole>) => createActor(fakes.get(ShellMachines).session).start();

describe('when the console starts', () => {
  it('knows who is signed in and the versions', async () => {
    const fakes = fakeConsole();
    fakes.session.setRoles(['editor']).setVersions({ frontend: '1.2.3', backend: '4.5.6' });
    const actor = start(fakes);
    const view = selectSessionView(await waitFor(actor, (s) => selectSessionView(s).versions !== undefined));
    expect(view.status).toBe('ready');
    expect(view.session?.roles).toEqual(['editor']);
    expect(view.versions).toEqual({ frontend: '1.2.3', backend: '4.5.6' });
  });

  it('still works when the backend version cannot be read', async () => {
    const fakes = fakeConsole();
    fakes.session.fail('versions');
    const actor = start(fakes);
    const view = selectSessionView(await waitFor(actor, (s) => selectSessionView(s).versions !== undefined));
    expect(view.versions?.backend).toBe(UNKNOWN_VERSION);
  });

  it('waits for sign-in instead of failing on a 401, and sends the browser there', async () => {
    const fakes = fakeConsole();
    fakes.session.fail('whoami', new DomainError('unauthenticated', 'unauthorized'));
    const actor = start(fakes);
    await waitFor(actor, (s) => selectSessionView(s).status === 'signingIn');
    expect(fakes.signIn.calls).toBe(1);
  });

  it('sends the browser to sign in without asking the server when it holds no session hint', async () => {
    const fakes = fakeConsole();
    fakes.sessionHint.set(false);
    const whoami = vi.spyOn(fakes.session, 'whoami');
    const actor = start(fakes);
    await waitFor(actor, (s) => selectSessionView(s).status === 'signingIn');
    expect(whoami).not.toHaveBeenCalled();
    expect(fakes.signIn.calls).toBe(1);
  });

  it('fails with the message when the backend is down, and retries', async () => {
    const fakes = fakeConsole();
    fakes.session.fail('whoami', new DomainError('network', 'The server did not answer'));
    const actor = start(fakes);
    await waitFor(actor, (s) => selectSessionView(s).status === 'failed');
    expect(selectSessionView(actor.getSnapshot()).error).toBe('The server did not answer');
    fakes.session.succeed('whoami');
    actor.send({ type: 'session.retry' });
    await waitFor(actor, (s) => selectSessionView(s).status === 'ready');
  });
});
