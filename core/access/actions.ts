import { can, type Resource } from './permissions';

/**
 * Seed 002 §6, seed 000 §2.7, seed 001 §6 and permissions.md: what each guarded action needs write on.
 * Screens ask `canPerform(roles, action)` instead of naming resources themselves.
 */
export const ACTION_PERMISSIONS = {
  'connection.add': 'connections',
  'connection.update': 'connections',
  'connection.delete': 'connections',
  'feature_flag.add': 'feature_flags',
  'feature_flag.update': 'feature_flags',
  'feature_flag.delete': 'feature_flags',
  'user.invite': 'identities',
  'user.delete': 'identities',
  'user.add_role': 'rbac',
  'health_check.add': 'canaries',
  'scraper.add': 'config_scrapers',
  'scraper.save': 'config_scrapers',
  'integration.add': 'integrations',
  'integration.edit': 'integrations',
  'notification.add': 'notifications',
  'playbook.create': 'playbooks',
  // Seed 002 §2.3 names write on connections for 'Edit Playbook'; permissions.md gates it on playbooks.
  'playbook.edit': 'playbooks',
  'playbook.delete': 'playbooks',
  'playbook.run': 'playbooks',
  'playbook.rerun': 'playbooks',
  'evidence.attach': 'incident',
  'agent.add': 'agents',
} as const satisfies Record<string, Resource>;

export type GuardedAction = keyof typeof ACTION_PERMISSIONS;

export function canPerform(roles: readonly string[], action: GuardedAction): boolean {
  return can(roles, ACTION_PERMISSIONS[action], 'write');
}
