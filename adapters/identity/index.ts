import { ContainerModule } from 'inversify';
import { bindIdentityPorts, IdentityMachines, IdentityPort, SessionHintPort } from '../../core/identity';
import { HttpIdentityAdapter, type HttpIdentityOptions } from './identity.http';

export { HttpIdentityAdapter, failureOf, type HttpIdentityOptions } from './identity.http';

/**
 * The self-hosted identity mode (DECISIONS §6): the port over `/api/.ory`, and the identity machines
 * bound to it and to the browser's session hint (browserModule) for the pages. A hosted-mode module
 * would bind the same two tokens.
 */
export const createIdentityModule = (options: HttpIdentityOptions = {}) =>
  new ContainerModule(({ bind }) => {
    bind<IdentityPort>(IdentityPort).toDynamicValue(() => new HttpIdentityAdapter(options));
    bind<IdentityMachines>(IdentityMachines).toDynamicValue((ctx) =>
      bindIdentityPorts({ identity: ctx.get<IdentityPort>(IdentityPort), hint: ctx.get<SessionHintPort>(SessionHintPort) }),
    );
  });

/** The module the console loads: the identity service under `/api/.ory` on the console's own origin. */
export const identityModule: ContainerModule = createIdentityModule();
