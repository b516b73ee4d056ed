import { fromPromise } from 'xstate';
import { authStateMachine } from './machines/auth-state.machine';
import { flowActors } from './machines/flow-actors';
import { loginFlowMachine } from './machines/login-flow.machine';
import { logoutMachine } from './machines/logout.machine';
import type { IdentityPort } from './ports';

export interface IdentityPorts {
  readonly identity: IdentityPort;
}

/** The identity machines with their effects bound to ports: production, steps and tests all start here. */
export function bindIdentityPorts(ports: IdentityPorts) {
  const { identity } = ports;
  return {
    login: loginFlowMachine.provide({ actors: flowActors(identity) }),
    logout: logoutMachine.provide({
      actors: {
        createLogoutFlow: fromPromise(() => identity.createLogoutFlow()),
        performLogout: fromPromise(({ input }) => identity.performLogout(input.token, input.returnTo)),
      },
    }),
    authState: authStateMachine.provide({ actors: { whoami: fromPromise(() => identity.whoami()) } }),
  };
}

export type IdentityMachines = ReturnType<typeof bindIdentityPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const IdentityMachines = Symbol.for('IdentityMachines');
