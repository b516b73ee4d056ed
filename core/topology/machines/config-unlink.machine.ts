import { emit, fromPromise, setup } from 'xstate';
import { errorMessage, toast, unbound, type Toast } from '../../shared';
import type { ConfigLink } from '../model';
import { canUnlink } from '../rules/catalog-link';
import { TOPOLOGY_TEXTS } from '../texts';

export interface ConfigUnlinkInput {
  readonly componentId: string;
  readonly link: ConfigLink;
  /** The link is listed under a topology component (not under a config). */
  readonly underTopology: boolean;
}

export type ConfigUnlinkEvent = { type: 'unlink.confirm' } | { type: 'unlink.cancel' };
export type ConfigUnlinkEmitted = Toast | { type: 'links.changed' };

/**
 * Unlinking a config (seed 001 §2.13, seed 002 §2.1): offered only for manual links under a topology,
 * and done only after the person confirms.
 */
export const configUnlinkMachine = setup({
  types: {
    tags: {} as 'confirming' | 'busy',
    context: {} as ConfigUnlinkInput,
    events: {} as ConfigUnlinkEvent,
    input: {} as ConfigUnlinkInput,
    emitted: {} as ConfigUnlinkEmitted,
  },
  actors: {
    unlinkConfig: fromPromise<void, { componentId: string; configId: string }>(unbound('unlinkConfig')),
  },
  guards: {
    mayUnlink: ({ context }) => canUnlink(context.link, context.underTopology),
  },
}).createMachine({
  id: 'configUnlink',
  context: ({ input }) => input,
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'mayUnlink', target: 'confirming' }, { target: 'refused' }] },
    confirming: { tags: ['confirming'], on: { 'unlink.confirm': 'unlinking', 'unlink.cancel': 'cancelled' } },
    unlinking: {
      tags: ['busy'],
      invoke: {
        src: 'unlinkConfig',
        input: ({ context }) => ({ componentId: context.componentId, configId: context.link.configId }),
        onDone: {
          target: 'unlinked',
          actions: [emit(toast('success', TOPOLOGY_TEXTS.unlinkSucceeded)), emit({ type: 'links.changed' as const })],
        },
        onError: { target: 'failed', actions: emit(({ event }) => toast('error', errorMessage(event.error))) },
      },
    },
    refused: { type: 'final' },
    cancelled: { type: 'final' },
    unlinked: { type: 'final' },
    failed: { type: 'final' },
  },
});
