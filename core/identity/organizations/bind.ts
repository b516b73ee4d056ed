import { fromPromise } from 'xstate';
import { serviceIdentifier } from '../../shared';
import { organizationGateMachine } from './organization-gate.machine';
import type { OrganizationsPort } from './ports';

/** The hosted mode's organization gate with its effects bound to the organizations port. */
export function bindOrganizationPorts(organizations: OrganizationsPort) {
  return {
    gate: organizationGateMachine.provide({
      actors: {
        loadMembership: fromPromise(() => organizations.membership()),
        switchTo: fromPromise(({ input }) => organizations.switchTo(input.id)),
        create: fromPromise(({ input }) => organizations.create(input.name)),
        lookUpIdentity: fromPromise(({ input }) => organizations.lookUpIdentity(input.backendUrl)),
      },
    }),
  };
}

export type OrganizationMachines = ReturnType<typeof bindOrganizationPorts>;
export const OrganizationMachines = serviceIdentifier<OrganizationMachines>('OrganizationMachines');
