import { ContainerModule } from 'inversify';
import { bindIdentityPorts, IdentityMachines, IdentityPort, SessionHintPort } from '../../core/identity';
import { HttpIdentityAdapter, type HttpIdentityOptions } from './identity.http';

export { HttpIdentityAdapter, failureOf, type HttpIdentityOptions } from './identity.http';

/**
 * The identity machines over whichever identity port and session hint the container holds: the
 * console's (this mode's, or a hosted one's) or the fakes'.
 */
export const identityMachinesModule = new ContainerModule(({ bind }) => {
  bind<IdentityMachines>(IdentityMachines).toDynamicValue((ctx) =>
    bindIdentityPorts({ identity: ctx.get<IdentityPort>(IdentityPort), hint: ctx.get<SessionHintPort>(SessionHintPort) }),
  );
});

/**
 * The self-hosted identity mode (DECISIONS §6): the port over `/api/.ory`. A hosted-mode module would
 * bind the same token; the pages' machines come from identityMachinesModule either way.
 */
export const createIdentityModule = (options: HttpIdentityOptions = {}) =>
  new ContainerModule(({ bind }) => {
    bind<IdentityPort>(IdentityPort).toDynamicValue(() => new HttpIdentityAdapter(options));
  });

/** The module the console loads: the identity service under `/api/.ory` on the console's own origin. */
export const identityModule: ContainerModule = createIdentityModule();
