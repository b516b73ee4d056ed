import { createContext, type ComponentType } from 'react';

/** The hosted mode's parts of the top bar, from its own chunk (ui/organizations), so the first load carries none of them. */
export interface HostedAccount {
  readonly OrganizationSwitcher: ComponentType;
  readonly UserButton: ComponentType;
}

export const HostedAccountContext = createContext<HostedAccount | null>(null);
