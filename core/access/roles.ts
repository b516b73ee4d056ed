export const ROLES = ['admin', 'editor', 'commander', 'responder', 'viewer', 'guest', 'agent'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person can be given through the Users screen (agents and guests are made by the system). */
export const ASSIGNABLE_ROLES: readonly Role[] = ['admin', 'editor', 'commander', 'responder', 'viewer'];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Seed 000 §6: a signed-in person with no (known) role is treated as a viewer. */
export function effectiveRoles(roles: readonly string[]): Role[] {
  const known = roles.filter(isRole);
  return known.length > 0 ? known : ['viewer'];
}
