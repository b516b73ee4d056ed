import { can, effectiveRoles, type Action, type Feature, type Resource, type Role } from '../access';

export type AreaId =
  | 'topology' | 'health' | 'incidents' | 'catalog' | 'logs' | 'playbooks'
  | 'settings.connections' | 'settings.users' | 'settings.teams' | 'settings.rules' | 'settings.config_scraper'
  | 'settings.topology' | 'settings.health' | 'settings.job_history' | 'settings.feature_flags'
  | 'settings.logging_backends' | 'settings.event_queue_status' | 'settings.notifications' | 'settings.playbooks'
  | 'settings.agents' | 'settings.integrations';

export interface RoutePermission {
  readonly resource: Resource;
  readonly action: Action;
}

/** Seed 002 §6 and permissions.md: a route needs read on `database` unless its area says otherwise. */
const DEFAULT_ROUTE_PERMISSION: RoutePermission = { resource: 'database', action: 'read' };

/** A route an area owns beside its own path, with the permission it needs (the area's when not given). */
export interface AreaRoute {
  /** Path segments; `{name}` matches any one segment. A pattern also covers the paths below it. */
  readonly route: string;
  readonly permission?: RoutePermission;
}

/**
 * One area of the console: where it lives, what turns it off and who may open it (DECISIONS §36). The
 * sidebar, the routes' permissions and the bindings a page loads are all read from here.
 */
export interface AreaDefinition {
  readonly id: AreaId;
  readonly label: string;
  readonly path: string;
  readonly group: 'main' | 'settings';
  /** The feature flag that hides it (DECISIONS §14; a child feature is off with its parent). */
  readonly feature: Feature;
  /** What its routes need (permissions.md); read on `database` when not given. */
  readonly permission?: RoutePermission;
  readonly routes?: readonly AreaRoute[];
  /** Other areas whose bindings its pages use too (a health check's evidence goes to an incident). */
  readonly needs?: readonly AreaId[];
  /** Where its core, adapters module and feature file live when several areas share one recipe (the generic settings tables). */
  readonly home?: string;
}

const read = (resource: Resource): RoutePermission => ({ resource, action: 'read' });

/** The generic settings tables (seed 002 §2.2) are four areas on one recipe. */
const RESOURCES_HOME = 'settings/resources';

/** Every area the specs name, in the sidebar's order (seed 000 §2.1-2.2); ui/app has pages for some of them. */
export const AREAS: readonly AreaDefinition[] = [
  {
    id: 'topology', label: 'Dashboard', path: '/topology', group: 'main', feature: 'topology', permission: read('topologies'),
    // Its public view (seed 000 §2.1, navigation's PUBLIC_TOPOLOGY_VIEW) needs what the area does.
    routes: [{ route: '/view/topology' }],
    // Link to Incident, and the Playbooks menu of cards and the side panel.
    needs: ['incidents', 'playbooks'],
  },
  { id: 'health', label: 'Health', path: '/health', group: 'main', feature: 'health', permission: read('canaries'), needs: ['incidents', 'playbooks'] },
  { id: 'incidents', label: 'Incidents', path: '/incidents', group: 'main', feature: 'incidents', permission: read('incident') },
  { id: 'catalog', label: 'Catalog', path: '/catalog', group: 'main', feature: 'config', needs: ['incidents', 'playbooks', 'health'] },
  { id: 'logs', label: 'Logs', path: '/logs', group: 'main', feature: 'logs', needs: ['incidents'] },
  { id: 'playbooks', label: 'Playbooks', path: '/playbooks', group: 'main', feature: 'playbooks' },
  {
    id: 'settings.connections', label: 'Connections', path: '/settings/connections', group: 'settings', feature: 'settings.connections',
    permission: read('connections'),
  },
  { id: 'settings.users', label: 'Users', path: '/settings/users', group: 'settings', feature: 'settings.users', permission: read('identities') },
  { id: 'settings.teams', label: 'Teams', path: '/settings/teams', group: 'settings', feature: 'settings.teams', home: RESOURCES_HOME },
  {
    id: 'settings.rules', label: 'Incident Rules', path: '/settings/incident_rules', group: 'settings', feature: 'settings.rules',
    home: RESOURCES_HOME,
  },
  {
    id: 'settings.config_scraper', label: 'Catalog Scrapers', path: '/settings/config_scrapers', group: 'settings',
    feature: 'settings.config_scraper',
    // Seed 002 §2.1: the catalog's Scrapers tab and a scraper's page, whose Job History tab is the job history's.
    routes: [{ route: '/catalog/scrapers' }],
    needs: ['settings.job_history'],
  },
  {
    id: 'settings.topology', label: 'Topology', path: '/settings/topologies', group: 'settings', feature: 'settings.topology',
    home: RESOURCES_HOME, needs: ['settings.job_history'],
  },
  {
    id: 'settings.health', label: 'Health Checks', path: '/settings/canaries', group: 'settings', feature: 'settings.health',
    permission: read('canaries'), home: RESOURCES_HOME, needs: ['settings.job_history'],
  },
  { id: 'settings.job_history', label: 'Jobs History', path: '/settings/jobs', group: 'settings', feature: 'settings.job_history' },
  {
    id: 'settings.feature_flags', label: 'Feature Flags', path: '/settings/feature-flags', group: 'settings',
    feature: 'settings.feature_flags',
  },
  // R002-6-10: turning logs off hides Log Backends, its parent feature (core/access FEATURE_PARENTS).
  {
    id: 'settings.logging_backends', label: 'Log Backends', path: '/settings/logging_backends', group: 'settings',
    feature: 'settings.logging_backends',
  },
  {
    id: 'settings.event_queue_status', label: 'Event Queue', path: '/settings/event-queue-status', group: 'settings',
    feature: 'settings.event_queue_status',
  },
  {
    id: 'settings.notifications', label: 'Notifications', path: '/settings/notifications', group: 'settings',
    feature: 'settings.notifications',
  },
  { id: 'settings.playbooks', label: 'Playbooks', path: '/settings/playbooks', group: 'settings', feature: 'settings.playbooks' },
  { id: 'settings.agents', label: 'Agents', path: '/settings/agents', group: 'settings', feature: 'agents', permission: read('agents') },
  {
    id: 'settings.integrations', label: 'Integrations', path: '/settings/integrations', group: 'settings',
    feature: 'settings.integrations', permission: read('integrations'),
    // Seed 002 §2.2: an integration's own page is for people who may change it.
    routes: [{ route: '/settings/integrations/{type}/{id}', permission: { resource: 'integrations', action: 'write' } }],
    // An integration's page edits it with its type's own form and shows its Job History tab.
    needs: ['settings.logging_backends', 'settings.topology', 'settings.config_scraper', 'settings.job_history'],
  },
];

/** Old paths the console still answers by sending the browser on (R000-2-1-10: /configs is the catalog). */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = { '/configs': '/catalog' };

export const areaById = (id: string): AreaDefinition | undefined => AREAS.find((a) => a.id === id);

const segments = (path: string) => path.split(/[?#]/)[0]!.split('/').filter(Boolean);

const covers = (route: string, path: readonly string[]) => {
  const pattern = segments(route);
  return pattern.length <= path.length && pattern.every((part, i) => (part.startsWith('{') && part.endsWith('}')) || part === path[i]);
};

/** The most specific of `routes` covering `path`, whatever its query string or trailing slash. */
function mostSpecific<R extends { readonly route: string }>(routes: readonly R[], path: string): R | undefined {
  const parts = segments(path);
  return routes.filter((r) => covers(r.route, parts)).sort((a, b) => segments(b.route).length - segments(a.route).length)[0];
}

/**
 * The routes that need more than read on `database`, from the areas' permissions: each area's own path
 * and its other routes (features/access.feature lists exactly these). Any other route needs the default.
 */
export const ROUTE_PERMISSIONS: readonly (RoutePermission & { readonly route: string })[] = AREAS.flatMap((area) =>
  [{ route: area.path }, ...(area.routes ?? [])].flatMap((r) => {
    const permission = r.permission ?? area.permission;
    return permission ? [{ route: r.route, ...permission }] : [];
  }),
);

/** The area a path belongs to (`/topology/x1` → topology); the public topology view is framed by none. */
export const areaForPath = (path: string): AreaDefinition | undefined =>
  mostSpecific(AREAS.map((area) => ({ route: area.path, area })), path)?.area;

/**
 * The area whose pages serve a path, its other routes counted (`/catalog/scrapers/x` → the scrapers'
 * area, where areaForPath, which frames the page, says catalog): where a link leads.
 */
export const pageAreaForPath = (path: string): AreaDefinition | undefined =>
  mostSpecific(AREAS.flatMap((area) => [{ route: area.path, area }, ...(area.routes ?? []).map((r) => ({ route: r.route, area }))]), path)?.area;

/** The permission a path needs: its most specific route's. */
export function routePermission(path: string): RoutePermission {
  const route = mostSpecific(ROUTE_PERMISSIONS, path);
  return route ? { resource: route.resource, action: route.action } : DEFAULT_ROUTE_PERMISSION;
}

/** Whether a person holding `roles` may open `path` (and so see a navigation entry pointing at it). */
export function canOpenRoute(roles: readonly string[], path: string): boolean {
  const { resource, action } = routePermission(path);
  return can(roles, resource, action);
}

/**
 * Seed 000 §2.2: the Settings group is hidden from viewers. It shows for anyone holding a role above
 * viewer; guests and agents, who may read nothing, never see it either.
 */
const SETTINGS_ROLES: readonly Role[] = ['admin', 'editor', 'commander', 'responder'];

export const canSeeSettings = (roles: readonly string[]): boolean =>
  effectiveRoles(roles).some((role) => SETTINGS_ROLES.includes(role));
