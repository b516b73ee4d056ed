import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { CheckSummary } from '../model';

/** Where a check opens: the Health list with its detail (seed 000 §2.4's checkId parameter). */
export const checkDetailPath = (checkId: string): string => `/health?checkId=${encodeURIComponent(checkId)}`;

export interface LoadedConfigChecks {
  readonly checks: readonly CheckSummary[];
  /** When they were read: what each check's last run is aged against. */
  readonly at: string;
}

interface ConfigChecksContext {
  readonly configId: string;
  readonly loaded?: LoadedConfigChecks;
  readonly error?: string;
}

/**
 * A config's Checks tab (seed 002 §2.1): the check summary of the checks linked to the config, read by
 * its id (seed 002 §7.1), and read again when asked.
 */
export const configChecksMachine = setup({
  types: {
    context: {} as ConfigChecksContext,
    events: {} as { type: 'checks.reload' },
    input: {} as { configId: string },
    tags: {} as 'loading',
  },
  actors: { loadConfigChecks: fromPromise<LoadedConfigChecks, string>(unbound('loadConfigChecks')) },
}).createMachine({
  id: 'configChecks',
  context: ({ input }) => ({ configId: input.configId }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadConfigChecks',
        input: ({ context }) => context.configId,
        onDone: { target: 'loaded', actions: assign({ loaded: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loaded: { on: { 'checks.reload': 'loading' } },
    failed: { on: { 'checks.reload': 'loading' } },
  },
});

export interface ConfigChecksView {
  readonly loading: boolean;
  readonly error?: string;
  readonly checks: readonly CheckSummary[];
  readonly now: Date;
}

export function selectConfigChecksView(snapshot: SnapshotFrom<typeof configChecksMachine>): ConfigChecksView {
  const { context } = snapshot;
  return {
    loading: snapshot.hasTag('loading') && context.loaded === undefined,
    error: snapshot.matches('failed') ? context.error : undefined,
    checks: context.loaded?.checks ?? [],
    now: new Date(context.loaded?.at ?? 0),
  };
}
