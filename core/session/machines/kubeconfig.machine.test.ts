import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeDownload } from '../../../tests/fakes/fake-browser';
import { FakeSessionPort } from '../../../tests/fakes/fake-session-port';
import { DomainError } from '../../shared';
import { KUBECONFIG_UNAVAILABLE } from '../messages';
import { bindKubeconfigPorts } from './kubeconfig.machine';

describe('when downloading the kubeconfig', () => {
  it('hands the file to the browser', async () => {
    const download = new FakeDownload();
    const actor = createActor(bindKubeconfigPorts({ session: new FakeSessionPort(), download })).start();
    actor.send({ type: 'kubeconfig.download' });
    await waitFor(actor, (s) => s.matches('downloaded'));
    expect(download.saved.map((f) => f.filename)).toEqual(['local-kubeconfig.yaml']);
  });

  it('says the server has no Kubernetes connection when it answers 503', async () => {
    const session = new FakeSessionPort().fail(
      'kubeconfig',
      new DomainError('server', 'no Kubernetes connection configured', { status: 503 }),
    );
    const actor = createActor(bindKubeconfigPorts({ session, download: new FakeDownload() })).start();
    actor.send({ type: 'kubeconfig.download' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(KUBECONFIG_UNAVAILABLE);
  });

  it('shows any other failure as the server said it', async () => {
    const session = new FakeSessionPort().fail('kubeconfig', new DomainError('forbidden', 'not allowed', { status: 403 }));
    const actor = createActor(bindKubeconfigPorts({ session, download: new FakeDownload() })).start();
    actor.send({ type: 'kubeconfig.download' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('not allowed');
  });
});
