import type { ConsoleWorld } from './world';

/**
 * What the access steps remember, for any area's steps to read: the roles of the person in the
 * scenario ('Given a person with the roles "..."') and the feature flags set so far.
 */
export const ROLES_KEY = 'access.roles';
export const FLAGS_KEY = 'access.flags';

export const personRoles = (world: ConsoleWorld): string[] => world.recall<string[]>(ROLES_KEY);

export const featureFlags = (world: ConsoleWorld): ReadonlyMap<string, string> =>
  world.recallOr<ReadonlyMap<string, string>>(FLAGS_KEY, new Map());
