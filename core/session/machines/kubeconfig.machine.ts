import { assign, fromPromise, setup } from 'xstate';
import { unbound } from '../../shared';
import type { KubeconfigFile } from '../model';
import { kubeconfigErrorMessage } from '../rules';

export interface KubeconfigContext {
  readonly error?: string;
  readonly filename?: string;
}

export type KubeconfigEvent = { type: 'kubeconfig.download' } | { type: 'kubeconfig.reset' };

/** Step 1 of the kubeconfig dialog (R000-2-2-16): fetch /api/kubeconfig and hand it to the browser. */
export const kubeconfigMachine = setup({
  types: {
    context: {} as KubeconfigContext,
    events: {} as KubeconfigEvent,
    tags: {} as 'busy' | 'done' | 'error',
  },
  actors: {
    fetchKubeconfig: fromPromise<KubeconfigFile>(unbound('fetchKubeconfig')),
  },
  actions: {
    saveFile: (_, _file: KubeconfigFile) => {
      throw new Error('saveFile is not bound');
    },
  },
}).createMachine({
  id: 'kubeconfig',
  context: {},
  initial: 'idle',
  states: {
    idle: { on: { 'kubeconfig.download': 'downloading' } },
    downloading: {
      tags: 'busy',
      entry: assign({ error: undefined }),
      invoke: {
        src: 'fetchKubeconfig',
        onDone: {
          target: 'downloaded',
          actions: [
            { type: 'saveFile', params: ({ event }) => event.output },
            assign({ filename: ({ event }) => event.output.filename }),
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => kubeconfigErrorMessage(event.error) }) },
      },
    },
    downloaded: { tags: 'done', on: { 'kubeconfig.download': 'downloading', 'kubeconfig.reset': 'idle' } },
    failed: { tags: 'error', on: { 'kubeconfig.download': 'downloading', 'kubeconfig.reset': 'idle' } },
  },
});
