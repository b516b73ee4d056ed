import { assign, enqueueActions, fromPromise, sendParent, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { IntegrationInstance, IntegrationInstanceConfig, IntegrationKind } from '../model';
import { preselectedInstance } from '../rules/responder-lookups';
import { DEBOUNCE_MS } from '../texts';

export interface ConfigLookupInput {
  /** Without a kind (an email form, say) the lookups stay off. */
  readonly kind?: IntegrationKind;
  readonly teamId?: string;
  /** An instance the form already holds (a team's value): its config is fetched at once, nothing is preselected. */
  readonly instanceId?: string;
}

/** What the wizard shows of the lookups. */
export interface ConfigLookupState {
  readonly search: string;
  readonly instances: readonly IntegrationInstance[];
  readonly searching: boolean;
  /** The chosen instance as last read, and its config JSON. */
  readonly chosen?: IntegrationInstance;
  readonly config?: unknown;
  readonly loadingConfig: boolean;
  readonly error?: string;
}

export const NO_LOOKUP: ConfigLookupState = { search: '', instances: [], searching: false, loadingConfig: false };

interface ConfigLookupContext extends ConfigLookupInput, ConfigLookupState {
  /** The first answer preselects the team's instance; later searches never do. */
  readonly preselect: boolean;
}

export type ConfigLookupEvent = { type: 'instance.search'; text: string } | { type: 'instance.chosen'; instanceId: string };

/** Sent to the parent: every change, and the instance chosen for the team. */
export type ConfigLookupReport =
  | { type: 'lookup.changed'; lookup: ConfigLookupState }
  | { type: 'lookup.preselected'; instanceId: string };

const stateOf = ({ search, instances, searching, chosen, config, loadingConfig, error }: ConfigLookupContext): ConfigLookupState =>
  ({ search, instances, searching, chosen, config, loadingConfig, error });

/** `searching` while instances are looked for, `loading` while the chosen one's config is read. */
export type ConfigLookupTag = 'searching' | 'loading';

/**
 * The config integration lookups of the Jira and planner forms (seed 001 §7): the instances of a kind,
 * searched 500 ms after the last keystroke (§9), and the chosen instance's config by id. A new search
 * or a new choice drops the answer still on its way.
 */
export const configLookupMachine = setup({
  types: {
    tags: {} as ConfigLookupTag,
    context: {} as ConfigLookupContext,
    events: {} as ConfigLookupEvent,
    input: {} as ConfigLookupInput,
  },
  actors: {
    findInstances: fromPromise<IntegrationInstance[], { kind: IntegrationKind; search: string }>(unbound('findInstances')),
    loadInstance: fromPromise<IntegrationInstanceConfig | undefined, { id: string }>(unbound('loadInstance')),
  },
  delays: { lookupDebounce: DEBOUNCE_MS.configLookup },
  guards: {
    hasKind: ({ context }) => context.kind !== undefined,
    hasInstance: ({ context }) => Boolean(context.instanceId),
  },
  actions: {
    report: sendParent(({ context }): ConfigLookupReport => ({ type: 'lookup.changed', lookup: stateOf(context) })),
    preselect: enqueueActions(({ context, enqueue }) => {
      if (!context.preselect) return;
      enqueue.assign({ preselect: false });
      const instanceId = context.instanceId ? undefined : preselectedInstance(context.instances, context.teamId ?? '');
      if (!instanceId) return;
      enqueue.raise({ type: 'instance.chosen', instanceId });
      enqueue.sendParent({ type: 'lookup.preselected', instanceId } satisfies ConfigLookupReport);
    }),
  },
}).createMachine({
  id: 'configLookup',
  context: ({ input }) => ({ ...input, ...NO_LOOKUP, preselect: true }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasKind', target: 'active' }, { target: 'off' }] },
    off: {},
    active: {
      type: 'parallel',
      states: {
        instances: {
          initial: 'searching',
          on: {
            'instance.search': { target: '.typing', actions: [assign(({ event }) => ({ search: event.text })), 'report'] },
          },
          states: {
            typing: { tags: ['searching'], after: { lookupDebounce: 'searching' } },
            searching: {
              tags: ['searching'],
              entry: [assign({ searching: true }), 'report'],
              invoke: {
                src: 'findInstances',
                input: ({ context }) => ({ kind: context.kind!, search: context.search.trim() }),
                onDone: {
                  target: 'shown',
                  actions: [assign(({ event }) => ({ instances: event.output, searching: false, error: undefined })), 'preselect'],
                },
                onError: { target: 'shown', actions: assign(({ event }) => ({ searching: false, error: errorMessage(event.error) })) },
              },
            },
            shown: { entry: 'report' },
          },
        },
        config: {
          initial: 'start',
          on: {
            'instance.chosen': { target: '.start', actions: assign(({ event }) => ({ instanceId: event.instanceId, chosen: undefined, config: undefined })) },
          },
          states: {
            start: { always: [{ guard: 'hasInstance', target: 'loading' }, { target: 'shown' }] },
            loading: {
              tags: ['loading'],
              entry: [assign({ loadingConfig: true }), 'report'],
              invoke: {
                src: 'loadInstance',
                input: ({ context }) => ({ id: context.instanceId! }),
                onDone: {
                  target: 'shown',
                  actions: assign(({ event: { output } }) => ({
                    chosen: output && { id: output.id, name: output.name, externalId: output.externalId },
                    config: output?.config,
                    loadingConfig: false,
                    error: undefined,
                  })),
                },
                onError: { target: 'shown', actions: assign(({ event }) => ({ loadingConfig: false, error: errorMessage(event.error) })) },
              },
            },
            shown: { entry: 'report' },
          },
        },
      },
    },
  },
});
