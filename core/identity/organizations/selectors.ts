import type { SnapshotFrom } from 'xstate';
import type { organizationGateMachine } from './organization-gate.machine';
import type { Organization } from './model';
import { currentOrganization, switcherOrganizations } from './rules';

export type OrganizationScreen = 'loading' | 'console' | 'picker' | 'provisioning' | 'signed-out' | 'failed';

/** What the hosted mode's gate, switcher and create modal show. */
export interface OrganizationGateView {
  readonly screen: OrganizationScreen;
  /** The switcher's entries: personal organizations hidden (R000-2-2-17). */
  readonly organizations: readonly (Organization & { readonly current: boolean })[];
  readonly currentName?: string;
  readonly canCreate: boolean;
  readonly createOpen: boolean;
  readonly createError?: string;
  readonly busy: boolean;
  readonly error?: string;
}

const SCREENS: readonly [state: string, screen: OrganizationScreen][] = [
  ['settled.ready', 'console'],
  ['settled.picker', 'picker'],
  ['settled.provisioning', 'provisioning'],
  ['signedOut', 'signed-out'],
  ['failed', 'failed'],
];

export function selectOrganizationGateView(snapshot: SnapshotFrom<typeof organizationGateMachine>): OrganizationGateView {
  const { membership, createOpen, createError, error } = snapshot.context;
  const current = membership ? currentOrganization(membership) : undefined;
  const screen = SCREENS.find(([state]) => snapshot.matches(state as never))?.[1] ?? 'loading';
  return {
    screen,
    organizations: switcherOrganizations(membership?.organizations ?? []).map((org) => ({ ...org, current: org.id === current?.id })),
    currentName: current?.name,
    canCreate: membership?.canCreate ?? false,
    createOpen,
    createError,
    busy: snapshot.hasTag('busy'),
    error: snapshot.hasTag('error') ? error : undefined,
  };
}
