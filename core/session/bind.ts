import { fromPromise } from 'xstate';
import { probeSession, type SessionHintPort } from '../identity';
import type { FeatureFlagPort } from '../settings';
import { effectiveFlagsMachine } from './machines/effective-flags.machine';
import { serviceIdentifier, type DownloadPort } from '../shared';
import { kubeconfigMachine } from './machines/kubeconfig.machine';
import { sessionMachine } from './machines/session.machine';
import type { SessionPort, SignInPort } from './ports';

export interface ShellPorts {
  readonly session: SessionPort;
  readonly hint: SessionHintPort;
  readonly signIn: SignInPort;
  readonly download: DownloadPort;
  readonly featureFlags: FeatureFlagPort;
}

/**
 * The shell's machines with their effects bound to ports: who is signed in, the flags the console runs
 * with (every signed-in page waits for both) and the user menu's kubeconfig download.
 */
export function bindShellPorts({ session, hint, signIn, download, featureFlags }: ShellPorts) {
  return {
    session: sessionMachine.provide({
      actors: {
        whoami: fromPromise(() => probeSession(hint.present(), () => session.whoami())),
        versions: fromPromise(() => session.versions()),
      },
      actions: { signIn: () => signIn.signIn() },
    }),
    effectiveFlags: effectiveFlagsMachine.provide({
      actors: { loadEffective: fromPromise(() => featureFlags.effective()) },
    }),
    kubeconfig: kubeconfigMachine.provide({
      actors: { fetchKubeconfig: fromPromise(() => session.kubeconfig()) },
      actions: { saveFile: (_, file) => download.save(file.filename, file.content, 'application/yaml') },
    }),
  };
}

export type ShellMachines = ReturnType<typeof bindShellPorts>;
export const ShellMachines = serviceIdentifier<ShellMachines>('ShellMachines');
