import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, toast, unbound, type Toast } from '../../shared';
import type { ConfigOption } from '../model';
import { CATALOG_SEARCH_DELAY_MS, searchConfigs } from '../rules/catalog-link';
import { TOPOLOGY_TEXTS } from '../texts';

export interface CatalogLinkInput {
  readonly componentId: string;
}

export interface CatalogLinkContext extends CatalogLinkInput {
  readonly configs: readonly ConfigOption[];
  readonly query: string;
  readonly results: readonly ConfigOption[];
  readonly chosen?: ConfigOption;
  readonly loadError?: string;
}

export type CatalogLinkEvent =
  | { type: 'search.query'; query: string }
  | { type: 'config.choose'; config: ConfigOption | undefined }
  | { type: 'link.submit' }
  | { type: 'modal.close' };

/** `links.changed` tells the side panel's Catalog section to reload. */
export type CatalogLinkEmitted = Toast | { type: 'links.changed' };

/**
 * The link-to-catalog modal (seed 001 §2.13): every config is loaded once; a search matches names
 * case-insensitively, at most 50, after a simulated delay of 1000 ms (a new query restarts it). Link
 * is possible once a config is chosen; success toasts 'config link successful', failure the error's
 * message, and the modal closes either way.
 */
export const catalogLinkMachine = setup({
  types: {
    tags: {} as 'loading' | 'error' | 'searching' | 'busy',
    context: {} as CatalogLinkContext,
    events: {} as CatalogLinkEvent,
    input: {} as CatalogLinkInput,
    emitted: {} as CatalogLinkEmitted,
  },
  actors: {
    loadConfigs: fromPromise<ConfigOption[]>(unbound('loadConfigs')),
    linkConfig: fromPromise<void, { componentId: string; configId: string }>(unbound('linkConfig')),
  },
  delays: { searchDelay: CATALOG_SEARCH_DELAY_MS },
  guards: {
    hasChosen: ({ context }) => context.chosen !== undefined,
  },
}).createMachine({
  id: 'catalogLink',
  context: ({ input }) => ({ ...input, configs: [], query: '', results: [] }),
  initial: 'loadingConfigs',
  on: { 'modal.close': '.closed' },
  states: {
    loadingConfigs: {
      tags: ['loading'],
      invoke: {
        src: 'loadConfigs',
        onDone: { target: 'ready', actions: assign({ configs: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { tags: ['error'] },
    ready: {
      initial: 'searching',
      on: {
        'search.query': { target: '.searching', reenter: true, actions: assign({ query: ({ event }) => event.query }) },
        'config.choose': { actions: assign({ chosen: ({ event }) => event.config }) },
        'link.submit': { guard: 'hasChosen', target: 'linking' },
      },
      states: {
        searching: {
          tags: ['searching'],
          after: {
            searchDelay: {
              target: 'idle',
              actions: assign({ results: ({ context }) => searchConfigs(context.configs, context.query) }),
            },
          },
        },
        idle: {},
      },
    },
    linking: {
      tags: ['busy'],
      invoke: {
        src: 'linkConfig',
        input: ({ context }) => ({ componentId: context.componentId, configId: context.chosen!.id }),
        onDone: {
          target: 'closed',
          actions: [emit(toast('success', TOPOLOGY_TEXTS.linkSucceeded)), emit({ type: 'links.changed' as const })],
        },
        onError: {
          target: 'closed',
          actions: emit(({ event }) => toast('error', errorMessage(event.error))),
        },
      },
    },
    closed: { type: 'final' },
  },
});
