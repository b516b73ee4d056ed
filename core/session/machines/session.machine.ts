import { assign, fromPromise, setup } from 'xstate';
import { errorMessage, isDomainError, unbound } from '../../shared';
import type { Session, Versions } from '../model';
import { UNKNOWN_VERSION } from '../messages';

export interface SessionContext {
  readonly session?: Session;
  readonly versions?: Versions;
  readonly error?: string;
}

export type SessionEvent = { type: 'session.retry' };

/**
 * Who is signed in. A 401 is not an error to show: the browser goes to sign in (DECISIONS §2) and the
 * machine waits in `signingIn` instead of flashing a panel. Without the session hint the server is not
 * asked at all (probeSession), so a visitor who never signed in sees no failed request.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'loading' | 'ready' | 'signingIn' | 'error',
  },
  actors: {
    whoami: fromPromise<Session>(unbound('whoami')),
    versions: fromPromise<Versions>(unbound('versions')),
  },
  actions: {
    signIn: () => {
      throw new Error('SignInPort is not bound: use bindShellPorts');
    },
  },
  guards: {
    isUnauthenticated: (_, error: unknown) => isDomainError(error) && error.kind === 'unauthenticated',
  },
}).createMachine({
  id: 'session',
  context: {},
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      entry: assign({ error: undefined }),
      invoke: {
        src: 'whoami',
        onDone: { target: 'ready', actions: assign({ session: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'isUnauthenticated', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'signingIn' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    ready: {
      tags: 'ready',
      invoke: {
        src: 'versions',
        onDone: { actions: assign({ versions: ({ event }) => event.output }) },
        // The adapter already answers an unknown backend version when /api/about fails; this is a port failure.
        onError: { actions: assign({ versions: { frontend: UNKNOWN_VERSION, backend: UNKNOWN_VERSION } }) },
      },
    },
    // After a 401 the HTTP adapter has already sent the browser on; asking again is the same navigation.
    signingIn: { tags: 'signingIn', entry: 'signIn' },
    failed: { tags: 'error', on: { 'session.retry': 'loading' } },
  },
});
