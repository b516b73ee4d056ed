import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fakeConsole } from '../../../tests/fakes/fake-console';
import { DomainError } from '../../shared';
import { ShellMachines } from '../bind';
import { KUBECONFIG_UNAVAILABLE } from '../messages';
import { selectKubeconfigView } from '../selectors';

/** Downloads the kubeconfig and answers what the dialog then shows. */
async function download(fakes: ReturnType<typeof fakeConsole>) {
  const actor = createActor(fakes.get(ShellMachines).kubeconfig).start();
  actor.send({ type: 'kubeconfig.download' });
  expect(selectKubeconfigView(actor.getSnapshot()).downloading).toBe(true);
  return selectKubeconfigView(
    await waitFor(actor, (s) => {
      const view = selectKubeconfigView(s);
      return view.saved || view.error !== undefined;
    }),
  );
}

describe('when downloading the kubeconfig', () => {
  it('hands the file to the browser and names it in the kubectl step', async () => {
    const fakes = fakeConsole();
    fakes.session.setKubeconfig({ filename: 'prod-kubeconfig.yaml', content: 'apiVersion: v1\nkind: Config\n' });
    const view = await download(fakes);
    expect(fakes.download.saved.map((f) => [f.filename, f.mediaType])).toEqual([['prod-kubeconfig.yaml', 'application/yaml']]);
    expect(view.saved).toBe(true);
    expect(view.steps.find((step) => step.kind === 'apply')).toMatchObject({ command: expect.stringContaining('prod-kubeconfig.yaml') });
  });

  it('says the server has no Kubernetes connection when it answers 503', async () => {
    const fakes = fakeConsole();
    fakes.session.fail('kubeconfig', new DomainError('server', 'no Kubernetes connection configured', { status: 503 }));
    expect((await download(fakes)).error).toBe(KUBECONFIG_UNAVAILABLE);
  });

  it('shows any other failure as the server said it', async () => {
    const fakes = fakeConsole();
    fakes.session.fail('kubeconfig', new DomainError('forbidden', 'not allowed', { status: 403 }));
    const view = await download(fakes);
    expect(view.error).toBe('not allowed');
    expect(view.saved).toBe(false);
  });
});
