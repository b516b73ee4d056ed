import { assign, fromPromise, setup } from 'xstate';
import { errorMessage, isDomainError, unbound } from '../../shared';
import type { Session, Versions } from '../model';
import { UNKNOWN_VERSION } from '../messages';
import type { SessionPort } from '../ports';

export interface SessionContext {
  readonly session?: Session;
  readonly versions?: Versions;
  readonly error?: string;
}

export type SessionEvent = { type: 'session.retry' };

/**
 * Who is signed in. A 401 is not an error to show: the HTTP adapter has already sent the browser to
 * /auth-state-checker (DECISIONS §2), so the machine waits in `signingIn` instead of flashing a panel.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    whoami: fromPromise<Session>(unbound('whoami')),
    versions: fromPromise<Versions>(unbound('versions')),
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
      invoke: {
        src: 'versions',
        onDone: { actions: assign({ versions: ({ event }) => event.output }) },
        // The adapter already answers an unknown backend version when /api/about fails; this is a port failure.
        onError: { actions: assign({ versions: { frontend: UNKNOWN_VERSION, backend: UNKNOWN_VERSION } }) },
      },
    },
    signingIn: {},
    failed: { on: { 'session.retry': 'loading' } },
  },
});

export interface SessionPorts {
  readonly session: SessionPort;
}

export const bindSessionPorts = (ports: SessionPorts) =>
  sessionMachine.provide({
    actors: {
      whoami: fromPromise(() => ports.session.whoami()),
      versions: fromPromise(() => ports.session.versions()),
    },
  });
