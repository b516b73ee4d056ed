export { OrganizationGate } from './organization-gate';
export { OrganizationSwitcher } from './organization-switcher';
export { UserButton } from './user-button';
export { OrgsSwitchedPage } from './orgs-switched-page';
export { BadSessionPage } from './bad-session-page';
export { ProviderProfilePage } from './provider-profile-page';
