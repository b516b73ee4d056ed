import { and, assign, emit, fromPromise, setup } from 'xstate';
import { unbound } from '../../shared';
import type { LogoutFlow } from '../model';
import { loginUrl } from '../rules/urls';

export interface LogoutInput {
  /** Where the person should land after signing in again. */
  readonly returnTo: string;
  /** Sign out as soon as the logout flow is there (the /logout page) rather than on `logout.request`. */
  readonly immediate: boolean;
}

export interface LogoutContext {
  readonly returnTo: string;
  readonly immediate: boolean;
  readonly token?: string;
}

export type LogoutEvent = { type: 'logout.request' };
export type LogoutEmitted = { type: 'logout.redirect'; to: string; document: boolean };

export const unboundLogoutActors = {
  createLogoutFlow: fromPromise<LogoutFlow, void>(unbound('createLogoutFlow')),
  performLogout: fromPromise<void, { token: string; returnTo: string }>(unbound('performLogout')),
};

/**
 * Sign out (seed 002 §4): the logout flow is fetched on load (a 401, no session, is ignored); signing
 * out updates it with the return target and goes to /login?return_to=..., and so does a failed update
 * or a missing flow (there is no session left to end).
 * The redirect is a full page load so nothing of the old session stays in memory.
 */
export const logoutMachine = setup({
  types: {
    context: {} as LogoutContext,
    events: {} as LogoutEvent,
    input: {} as LogoutInput,
    emitted: {} as LogoutEmitted,
  },
  actors: unboundLogoutActors,
  guards: {
    immediate: ({ context }) => context.immediate,
    hasToken: ({ context }) => context.token !== undefined,
  },
  actions: {
    goToLogin: emit(({ context }): LogoutEmitted => ({
      type: 'logout.redirect',
      to: loginUrl({ returnTo: context.returnTo }),
      document: true,
    })),
  },
}).createMachine({
  id: 'logout',
  context: ({ input }) => ({ returnTo: input.returnTo, immediate: input.immediate }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'createLogoutFlow',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ token: event.output.logout_token })) },
        onError: { target: 'ready' },
      },
    },
    ready: {
      always: [
        { guard: and(['immediate', 'hasToken']), target: 'signingOut' },
        { guard: 'immediate', target: 'left', actions: 'goToLogin' },
      ],
      on: {
        'logout.request': [{ guard: 'hasToken', target: 'signingOut' }, { target: 'left', actions: 'goToLogin' }],
      },
    },
    signingOut: {
      invoke: {
        src: 'performLogout',
        input: ({ context }) => ({ token: context.token ?? '', returnTo: loginUrl({ returnTo: context.returnTo }) }),
        onDone: { target: 'left', actions: 'goToLogin' },
        onError: { target: 'left', actions: 'goToLogin' },
      },
    },
    left: { type: 'final' },
  },
});
