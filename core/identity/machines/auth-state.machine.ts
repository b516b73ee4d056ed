import { assign, emit, fromPromise, setup } from 'xstate';
import { unbound } from '../../shared';
import { toIdentityFailure, type IdentityFailure } from '../errors';
import type { Session } from '../model';
import { sessionCheckRedirect } from '../rules/session-check';

export interface AuthStateInput {
  /** Already made safe (`safeReturnTo`): a path in the console. */
  readonly returnTo: string;
}

export interface AuthStateContext {
  readonly returnTo: string;
  readonly failure?: IdentityFailure;
}

export type AuthStateEvent = { type: 'session.retry' };
export type AuthStateEmitted = { type: 'session.redirect'; to: string };

export const unboundAuthStateActors = {
  whoami: fromPromise<Session, void>(unbound('whoami')),
};

/**
 * The auth-state checker (DECISIONS §2, seed 002 §4): a valid session goes back to return_to; a 401 to
 * sign-in, a 403 or 422 to the second factor; any other failure is shown with a retry.
 */
export const authStateMachine = setup({
  types: {
    context: {} as AuthStateContext,
    events: {} as AuthStateEvent,
    input: {} as AuthStateInput,
    emitted: {} as AuthStateEmitted,
    tags: {} as 'error',
  },
  actors: unboundAuthStateActors,
}).createMachine({
  id: 'authState',
  context: ({ input }) => ({ returnTo: input.returnTo }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'whoami',
        onDone: {
          target: 'left',
          actions: emit(({ context }): AuthStateEmitted => ({ type: 'session.redirect', to: context.returnTo })),
        },
        onError: { target: 'deciding', actions: assign(({ event }) => ({ failure: toIdentityFailure(event.error) })) },
      },
    },
    deciding: {
      always: [
        {
          guard: ({ context }) => sessionCheckRedirect(context.failure?.status ?? 0, context.returnTo) !== undefined,
          target: 'left',
          actions: emit(({ context }): AuthStateEmitted => ({
            type: 'session.redirect',
            to: sessionCheckRedirect(context.failure?.status ?? 0, context.returnTo) ?? '/',
          })),
        },
        { target: 'failed' },
      ],
    },
    failed: {
      tags: 'error',
      on: { 'session.retry': { target: 'checking', actions: assign({ failure: undefined }) } },
    },
    left: { type: 'final' },
  },
});
