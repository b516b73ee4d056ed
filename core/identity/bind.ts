import { serviceIdentifier } from '../shared';
import { fromPromise } from 'xstate';
import { authStateMachine } from './machines/auth-state.machine';
import { flowActors } from './machines/flow-actors';
import { flowErrorMachine } from './machines/flow-error.machine';
import { loginFlowMachine } from './machines/login-flow.machine';
import { logoutMachine } from './machines/logout.machine';
import { recoveryFlowMachine } from './machines/recovery-flow.machine';
import { registrationFlowMachine } from './machines/registration-flow.machine';
import { settingsFlowMachine } from './machines/settings-flow.machine';
import { verificationFlowMachine } from './machines/verification-flow.machine';
import type { IdentityPort, SessionHintPort } from './ports';
import { probeSession } from './rules/session-hint';

export interface IdentityPorts {
  readonly identity: IdentityPort;
  readonly hint: SessionHintPort;
}

/** The identity machines with their effects bound to ports: production, steps and tests all start here. */
export function bindIdentityPorts(ports: IdentityPorts) {
  const { identity, hint } = ports;
  const actors = flowActors(identity);
  return {
    login: loginFlowMachine.provide({ actors }),
    registration: registrationFlowMachine.provide({ actors }),
    recovery: recoveryFlowMachine.provide({ actors }),
    verification: verificationFlowMachine.provide({ actors }),
    settings: settingsFlowMachine.provide({ actors }),
    logout: logoutMachine.provide({
      actors: {
        createLogoutFlow: fromPromise(() => identity.createLogoutFlow()),
        performLogout: fromPromise(({ input }) => identity.performLogout(input.token, input.returnTo)),
      },
    }),
    authState: authStateMachine.provide({ actors: { whoami: fromPromise(() => probeSession(hint.present(), () => identity.whoami())) } }),
    flowError: flowErrorMachine.provide({ actors: { getFlowError: fromPromise(({ input }) => identity.getFlowError(input.id)) } }),
  };
}

export type IdentityMachines = ReturnType<typeof bindIdentityPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const IdentityMachines = serviceIdentifier<IdentityMachines>('IdentityMachines');
