import { effectiveRoles, type Role } from './roles';

/**
 * Seed 000 §2.2: the Settings menu is hidden from viewers. It shows for anyone holding a role above
 * viewer; guests and agents, who may read nothing, never see it either.
 */
export const SETTINGS_ROLES: readonly Role[] = ['admin', 'editor', 'commander', 'responder'];

export const canSeeSettings = (roles: readonly string[]): boolean =>
  effectiveRoles(roles).some((role) => SETTINGS_ROLES.includes(role));
