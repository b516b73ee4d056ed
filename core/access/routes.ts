import { can, type Action, type Resource } from './permissions';

export interface RoutePermission {
  /** Path segments; `{name}` matches any one segment. A pattern also covers the paths below it. */
  route: string;
  resource: Resource;
  action: Action;
}

/**
 * Seed 002 §6 and permissions.md: every route needs read on its resource, `database` unless listed.
 * Order matters: the first pattern that matches a path decides.
 */
export const ROUTE_PERMISSIONS: readonly RoutePermission[] = [
  { route: '/settings/users', resource: 'identities', action: 'read' },
  { route: '/settings/connections', resource: 'connections', action: 'read' },
  { route: '/settings/agents', resource: 'agents', action: 'read' },
  // Seed 002 §2.2: an integration's own page is for people who may change it.
  { route: '/settings/integrations/{type}/{id}', resource: 'integrations', action: 'write' },
  { route: '/settings/integrations', resource: 'integrations', action: 'read' },
  { route: '/settings/canaries', resource: 'canaries', action: 'read' },
  { route: '/health', resource: 'canaries', action: 'read' },
  { route: '/incidents', resource: 'incident', action: 'read' },
  { route: '/topology', resource: 'topologies', action: 'read' },
  { route: '/view/topology', resource: 'topologies', action: 'read' },
];

export const DEFAULT_ROUTE_PERMISSION: Omit<RoutePermission, 'route'> = { resource: 'database', action: 'read' };

const segments = (path: string) => path.split(/[?#]/)[0]!.split('/').filter(Boolean);

const covers = (route: string, path: readonly string[]) => {
  const pattern = segments(route);
  return (
    pattern.length <= path.length &&
    pattern.every((part, i) => (part.startsWith('{') && part.endsWith('}')) || part === path[i])
  );
};

/** The permission a path needs, whatever its query string or trailing slash. */
export function routePermission(path: string): Omit<RoutePermission, 'route'> {
  const parts = segments(path);
  const match = ROUTE_PERMISSIONS.find((r) => covers(r.route, parts));
  return match ? { resource: match.resource, action: match.action } : DEFAULT_ROUTE_PERMISSION;
}

/** Whether a person holding `roles` may open `path` (and so see a navigation entry pointing at it). */
export function canOpenRoute(roles: readonly string[], path: string): boolean {
  const { resource, action } = routePermission(path);
  return can(roles, resource, action);
}
