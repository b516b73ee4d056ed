import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, toast, type Toast } from '../../shared';
import type { LinkedComponent } from '../model';
import type { CatalogPort } from '../ports';
import { CONFIG_LINK_DELETED } from '../texts';

export interface ConfigLinksInput {
  readonly configId: string;
  /** The person may write the catalog (editor and up). */
  readonly mayDelete: boolean;
}

export interface ConfigLinksContext extends ConfigLinksInput {
  readonly links?: readonly LinkedComponent[];
  readonly error?: string;
  /** The link whose deletion waits for a confirmation, or is under way. */
  readonly deleting?: LinkedComponent;
}

export type ConfigLinksEvent =
  | { type: 'link.delete'; componentId: string }
  | { type: 'link.confirm' }
  | { type: 'link.cancel' }
  | { type: 'links.reload' };

/**
 * The topology components a config is linked to (seed 002 §2.1, its sidebar). A manual link can be
 * deleted by who may write the catalog: confirm, delete, then the links are read again; the toast says
 * 'Deleted config link successfully', or the server's message when the deletion fails.
 */
export function configLinksMachine(port: CatalogPort) {
  return setup({
    types: {
      context: {} as ConfigLinksContext,
      events: {} as ConfigLinksEvent,
      input: {} as ConfigLinksInput,
      emitted: {} as Toast,
      tags: {} as 'loading' | 'error' | 'confirming' | 'busy',
    },
    actors: {
      read: fromPromise<readonly LinkedComponent[], string>(({ input }) => port.components(input)),
      unlink: fromPromise<void, { configId: string; componentId: string }>(({ input }) => port.unlinkComponent(input.configId, input.componentId)),
    },
    guards: {
      deletable: ({ context }, componentId: string) =>
        context.mayDelete && (context.links ?? []).some((link) => link.id === componentId && link.manual),
    },
  }).createMachine({
    id: 'configLinks',
    context: ({ input }) => ({ ...input }),
    initial: 'loading',
    states: {
      // After a deletion the links shown stay until they are read again.
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'read',
          input: ({ context }) => context.configId,
          onDone: { target: 'ready', actions: assign({ links: ({ event }) => event.output, error: undefined, deleting: undefined }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error), deleting: undefined }) },
        },
      },
      ready: {
        on: {
          'link.delete': {
            guard: { type: 'deletable', params: ({ event }) => event.componentId },
            target: 'confirming',
            actions: assign({ deleting: ({ context, event }) => context.links?.find((link) => link.id === event.componentId) }),
          },
          'links.reload': 'loading',
        },
      },
      confirming: {
        tags: ['confirming'],
        on: { 'link.confirm': 'deleting', 'link.cancel': { target: 'ready', actions: assign({ deleting: undefined }) } },
      },
      deleting: {
        tags: ['confirming', 'busy'],
        invoke: {
          src: 'unlink',
          input: ({ context }) => ({ configId: context.configId, componentId: context.deleting!.id }),
          onDone: { target: 'loading', actions: emit(toast('success', CONFIG_LINK_DELETED)) },
          onError: {
            target: 'ready',
            actions: [emit(({ event }) => toast('error', errorMessage(event.error))), assign({ deleting: undefined })],
          },
        },
      },
      failed: { tags: ['error'], on: { 'links.reload': 'loading' } },
    },
  });
}

export type ConfigLinksMachine = ReturnType<typeof configLinksMachine>;
