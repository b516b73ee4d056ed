import { effectiveRoles, type Role } from './roles';

export const RESOURCES = [
  'database', 'rbac', 'auth', 'responder', 'incident', 'evidences', 'comments', 'canaries', 'catalog',
  'topologies', 'config_scrapers', 'identities', 'connections', 'agents', 'feature_flags',
  'logging_backends', 'integrations', 'notifications', 'playbooks', 'playbook_runs', 'teams', 'artifacts',
] as const;
export type Resource = (typeof RESOURCES)[number];
export type Action = 'read' | 'write';

type Grant = { read: readonly Resource[]; write: readonly Resource[] };

const all = RESOURCES;
const except = (...excluded: Resource[]) => RESOURCES.filter((r) => !excluded.includes(r));
const incidentWork: readonly Resource[] = ['responder', 'incident', 'evidences', 'comments'];

/** The roles × resources matrix of permissions.md; features/access.feature holds the same table. */
export const PERMISSION_MATRIX: Readonly<Record<Role, Grant>> = {
  admin: { read: all, write: all },
  editor: { read: except('connections', 'identities', 'rbac'), write: except('connections', 'identities', 'rbac') },
  commander: { read: except('rbac', 'identities', 'connections'), write: incidentWork },
  responder: { read: except('rbac', 'identities', 'connections'), write: incidentWork },
  viewer: { read: except('rbac', 'identities', 'connections'), write: [] },
  guest: { read: [], write: [] },
  // An agent writes only through /api/push, which checks the role itself.
  agent: { read: [], write: [] },
};

export function roleCan(role: Role, resource: Resource, action: Action): boolean {
  return PERMISSION_MATRIX[role][action].includes(resource);
}

/** Whether a person holding `roles` may perform `action` on `resource` (no roles means viewer). */
export function can(roles: readonly string[], resource: Resource, action: Action): boolean {
  return effectiveRoles(roles).some((role) => roleCan(role, resource, action));
}
