import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import { FEATURE_FLAG_MESSAGES } from '../messages';
import type { FeatureFlag, FeatureFlagDraft } from '../model';
import type { FeatureFlagPort } from '../ports';
import { EMPTY_DRAFT, canManageFeatureFlags, draftOf, flagActions, isLocalFlag, normaliseDraft, validateFeatureFlag } from '../rules';

export interface FeatureFlagsScreenInput {
  readonly roles: readonly string[];
  /** Recorded as created_by on writes (seed 002 §7.2). */
  readonly userId: string;
}

export interface FeatureFlagForm {
  /** The flag being changed; absent when adding one. */
  readonly original?: FeatureFlag;
  readonly draft: FeatureFlagDraft;
  readonly error?: string;
}

export interface FeatureFlagsScreenContext extends FeatureFlagsScreenInput {
  readonly flags: readonly FeatureFlag[];
  readonly loadError?: string;
  readonly form?: FeatureFlagForm;
}

export type FeatureFlagsScreenEvent =
  | { type: 'flags.reload' }
  | { type: 'flag.add' }
  | { type: 'flag.open'; name: string }
  | { type: 'form.submit'; draft: FeatureFlagDraft }
  | { type: 'form.cancel' }
  | { type: 'flag.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** Toasts are emitted, not rendered: the UI shows them, Gherkin steps and tests read them. */
export type FeatureFlagsScreenEmitted =
  | { type: 'toast'; status: 'success' | 'error'; message: string }
  /** A flag changed: whoever hides areas by flag reloads them (the navigation, at once). */
  | { type: 'flags.changed' };

interface SaveInput {
  readonly original?: string;
  readonly draft: FeatureFlagDraft;
  readonly createdBy: string;
}

const findFlag = (context: FeatureFlagsScreenContext, name: string) => context.flags.find((f) => f.name === name);

export const featureFlagsScreenMachine = setup({
  types: {
    context: {} as FeatureFlagsScreenContext,
    events: {} as FeatureFlagsScreenEvent,
    input: {} as FeatureFlagsScreenInput,
    emitted: {} as FeatureFlagsScreenEmitted,
  },
  actors: {
    loadFlags: fromPromise<FeatureFlag[]>(unbound('loadFlags')),
    saveFlag: fromPromise<FeatureFlag, SaveInput>(unbound('saveFlag')),
    removeFlag: fromPromise<void, { name: string }>(unbound('removeFlag')),
  },
  guards: {
    canWrite: ({ context }) => canManageFeatureFlags(context.roles),
    isLocal: ({ context }, name: string) => {
      const flag = findFlag(context, name);
      return flag !== undefined && isLocalFlag(flag);
    },
    canUpdate: ({ context }, name: string) => {
      const flag = findFlag(context, name);
      return flag !== undefined && flagActions(flag, context.roles).update;
    },
    isInvalid: (_, draft: FeatureFlagDraft) => validateFeatureFlag(draft) !== undefined,
    isStored: ({ context }) => context.form?.original !== undefined,
  },
  actions: {
    toastSuccess: emit((_, message: string) => ({ type: 'toast' as const, status: 'success' as const, message })),
    toastError: emit((_, error: unknown) => ({ type: 'toast' as const, status: 'error' as const, message: errorMessage(error) })),
    announceChange: emit({ type: 'flags.changed' as const }),
    closeForm: assign({ form: undefined }),
  },
}).createMachine({
  id: 'featureFlagsScreen',
  context: ({ input }) => ({ ...input, flags: [] }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: undefined }),
      invoke: {
        src: 'loadFlags',
        onDone: { target: 'ready', actions: assign({ flags: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'flags.reload': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'flags.reload': 'refreshing',
            'flag.add': {
              guard: 'canWrite',
              target: 'editing',
              actions: assign({ form: { draft: EMPTY_DRAFT } }),
            },
            'flag.open': [
              {
                guard: { type: 'isLocal', params: ({ event }) => event.name },
                actions: { type: 'toastError', params: FEATURE_FLAG_MESSAGES.localNotEditable },
              },
              {
                guard: { type: 'canUpdate', params: ({ event }) => event.name },
                target: 'editing',
                actions: assign({
                  form: ({ context, event }) => {
                    const original = findFlag(context, event.name)!;
                    return { original, draft: draftOf(original) };
                  },
                }),
              },
            ],
          },
        },
        // A reload keeps the last list on screen; a failure says so and keeps it.
        refreshing: {
          invoke: {
            src: 'loadFlags',
            onDone: { target: 'idle', actions: assign({ flags: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        editing: {
          on: {
            'form.submit': [
              {
                guard: { type: 'isInvalid', params: ({ event }) => event.draft },
                actions: assign({
                  form: ({ context, event }) => ({ ...context.form, draft: event.draft, error: validateFeatureFlag(event.draft) }),
                }),
              },
              {
                target: 'saving',
                actions: assign({
                  form: ({ context, event }) => ({ ...context.form, draft: normaliseDraft(event.draft), error: undefined }),
                }),
              },
            ],
            'form.cancel': { target: 'idle', actions: 'closeForm' },
            'flag.delete': { guard: 'isStored', target: 'confirmingDelete' },
          },
        },
        saving: {
          invoke: {
            src: 'saveFlag',
            input: ({ context }) => ({
              original: context.form?.original?.name,
              draft: context.form!.draft,
              createdBy: context.userId,
            }),
            onDone: {
              target: 'refreshing',
              actions: [
                {
                  type: 'toastSuccess',
                  params: ({ context }) =>
                    context.form?.original ? FEATURE_FLAG_MESSAGES.updated : FEATURE_FLAG_MESSAGES.added,
                },
                'announceChange',
                'closeForm',
              ],
            },
            onError: { target: 'editing', actions: { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        confirmingDelete: {
          on: { 'delete.confirm': 'deleting', 'delete.cancel': 'editing', 'form.cancel': { target: 'idle', actions: 'closeForm' } },
        },
        deleting: {
          invoke: {
            src: 'removeFlag',
            input: ({ context }) => ({ name: context.form!.original!.name }),
            onDone: {
              target: 'refreshing',
              actions: [{ type: 'toastSuccess', params: FEATURE_FLAG_MESSAGES.removed }, 'announceChange', 'closeForm'],
            },
            onError: { target: 'editing', actions: { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
      },
    },
  },
});

export interface FeatureFlagsPorts {
  readonly featureFlags: FeatureFlagPort;
}

export const bindFeatureFlagsScreenPorts = (ports: FeatureFlagsPorts) =>
  featureFlagsScreenMachine.provide({
    actors: {
      loadFlags: fromPromise(() => ports.featureFlags.list()),
      saveFlag: fromPromise(({ input }: { input: SaveInput }) =>
        input.original === undefined
          ? ports.featureFlags.create(input.draft, input.createdBy)
          : ports.featureFlags.update(input.original, input.draft, input.createdBy),
      ),
      removeFlag: fromPromise(({ input }: { input: { name: string } }) => ports.featureFlags.remove(input.name)),
    },
  });
