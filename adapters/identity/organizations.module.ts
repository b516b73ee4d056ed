import { ContainerModule } from 'inversify';
import { bindOrganizationPorts, OrganizationMachines, OrganizationsPort } from '../../core/identity/organizations';
import { HttpClient } from '../http/client';
import { HttpOrganizationsAdapter } from './organizations.http';

/** The hosted mode's organization gate over whichever organizations port the container holds (the console's or a fake). */
export const organizationMachinesModule = new ContainerModule(({ bind }) => {
  bind<OrganizationMachines>(OrganizationMachines).toDynamicValue((ctx) => bindOrganizationPorts(ctx.get<OrganizationsPort>(OrganizationsPort)));
});

/** The console's organizations port over `/api/oidc`; loaded with the hosted mode's lazy chunk only. */
export const organizationsModule = new ContainerModule(({ bind }) => {
  bind<OrganizationsPort>(OrganizationsPort).toDynamicValue((ctx) => new HttpOrganizationsAdapter(ctx.get<HttpClient>(HttpClient)));
});
