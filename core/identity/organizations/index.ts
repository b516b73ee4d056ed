/**
 * The hosted identity mode's organizations (issue 24). Its own entry, apart from core/identity's index,
 * so the self-hosted console's first load carries none of it: only the hosted mode's lazy chunk imports it.
 */
export type { Membership, Organization } from './model';
export * from './texts';
export { HOSTED_LOGIN_PATH, ORGS_SWITCHED_PATH, badSessionText, lookupMeansProvisioning } from './rules';
export { OrganizationsPort } from './ports';
export { organizationGateMachine, type OrganizationGateEmitted, type OrganizationGateEvent } from './organization-gate.machine';
export { selectOrganizationGateView, type OrganizationGateView, type OrganizationScreen } from './selectors';
export { bindOrganizationPorts, OrganizationMachines } from './bind';
