import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../../shared';
import type { RelatedConfig } from '../model';
import type { CatalogPort } from '../ports';
import { DEFAULT_RELATION_TOGGLES, relationsQuery, toggleRelation, type RelationToggles } from '../rules';

export interface RelationshipsContext {
  readonly configId: string;
  readonly toggles: RelationToggles;
  readonly related?: readonly RelatedConfig[];
  readonly error?: string;
}

export type RelationshipsEvent = { type: 'relations.toggle'; which: keyof RelationToggles; on: boolean } | { type: 'relations.reload' };

/** A config's Relationships tab (seed 002 §2.1): its related configs, read again whenever a toggle changes. */
export function relationshipsMachine(port: CatalogPort) {
  return setup({
    types: {
      context: {} as RelationshipsContext,
      events: {} as RelationshipsEvent,
      input: {} as { configId: string },
      tags: {} as 'loading' | 'error',
    },
    actors: {
      read: fromPromise<readonly RelatedConfig[], RelationshipsContext>(({ input }) => port.related(relationsQuery(input.configId, input.toggles))),
    },
  }).createMachine({
    id: 'relationships',
    context: ({ input }) => ({ configId: input.configId, toggles: DEFAULT_RELATION_TOGGLES }),
    initial: 'loading',
    on: {
      'relations.toggle': {
        target: '.loading',
        reenter: true,
        actions: assign({ toggles: ({ context, event }) => toggleRelation(context.toggles, event.which, event.on) }),
      },
      'relations.reload': { target: '.loading', reenter: true },
    },
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'read',
          input: ({ context }) => context,
          onDone: { target: 'ready', actions: assign({ related: ({ event }) => event.output, error: undefined }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      ready: {},
      failed: { tags: ['error'] },
    },
  });
}

export type RelationshipsMachine = ReturnType<typeof relationshipsMachine>;
