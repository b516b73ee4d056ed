import { assign, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { EffectiveFlags } from '../../settings';

export interface EffectiveFlagsContext {
  readonly flags: EffectiveFlags;
  readonly error?: string;
}

export type EffectiveFlagsEvent = { type: 'flags.refresh' };

/**
 * The properties the console runs with, loaded once at start (routes wait for them, R000-2-1-14) and
 * again whenever a flag changes, so disabling a feature hides its navigation at once.
 */
export const effectiveFlagsMachine = setup({
  types: {
    context: {} as EffectiveFlagsContext,
    events: {} as EffectiveFlagsEvent,
    tags: {} as 'loading' | 'ready' | 'error',
  },
  actors: {
    loadEffective: fromPromise<EffectiveFlags>(unbound('loadEffective')),
  },
}).createMachine({
  id: 'effectiveFlags',
  context: { flags: {} },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      entry: assign({ error: undefined }),
      invoke: {
        src: 'loadEffective',
        onDone: { target: 'ready', actions: assign({ flags: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {
      tags: 'ready',
      initial: 'idle',
      states: {
        idle: { on: { 'flags.refresh': 'refreshing' } },
        // The areas stay as they were if a reload fails; the next change tries again.
        refreshing: {
          invoke: {
            src: 'loadEffective',
            onDone: { target: 'idle', actions: assign({ flags: ({ event }) => event.output }) },
            onError: { target: 'idle' },
          },
          on: { 'flags.refresh': { target: 'refreshing', reenter: true } },
        },
      },
    },
    failed: { tags: 'error', on: { 'flags.refresh': 'loading' } },
  },
});
