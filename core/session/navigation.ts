import { canOpenRoute, canSeeSettings, isFeatureEnabled, type Feature, type FlagValues } from '../access';

/** An area of the console as the navigation knows it (seed 000 §2.1-2.2). */
export interface Area {
  readonly id: string;
  readonly label: string;
  readonly path: string;
  /** Flags that hide the entry: any of them disabled hides it (R002-6-10: logs hides Log Backends). */
  readonly features: readonly Feature[];
  readonly group: 'main' | 'settings';
}

const area = (id: string, label: string, path: string, group: Area['group'], ...features: Feature[]): Area => ({
  id, label, path, group, features,
});

/** Every area the specs name, in the sidebar's order; only the areas the console has are shown. */
export const AREAS: readonly Area[] = [
  area('topology', 'Dashboard', '/topology', 'main', 'topology'),
  area('health', 'Health', '/health', 'main', 'health'),
  area('incidents', 'Incidents', '/incidents', 'main', 'incidents'),
  area('catalog', 'Catalog', '/catalog', 'main', 'config'),
  area('logs', 'Logs', '/logs', 'main', 'logs'),
  area('playbooks', 'Playbooks', '/playbooks', 'main', 'playbooks'),
  area('settings.connections', 'Connections', '/settings/connections', 'settings', 'settings.connections'),
  area('settings.users', 'Users', '/settings/users', 'settings', 'settings.users'),
  area('settings.teams', 'Teams', '/settings/teams', 'settings', 'settings.teams'),
  area('settings.rules', 'Incident Rules', '/settings/incident_rules', 'settings', 'settings.rules'),
  area('settings.config_scraper', 'Catalog Scrapers', '/settings/config_scrapers', 'settings', 'settings.config_scraper'),
  area('settings.topology', 'Topology', '/settings/topologies', 'settings', 'settings.topology'),
  area('settings.health', 'Health Checks', '/settings/canaries', 'settings', 'settings.health'),
  area('settings.job_history', 'Jobs History', '/settings/jobs', 'settings', 'settings.job_history'),
  area('settings.feature_flags', 'Feature Flags', '/settings/feature-flags', 'settings', 'settings.feature_flags'),
  area('settings.logging_backends', 'Log Backends', '/settings/logging_backends', 'settings', 'settings.logging_backends', 'logs'),
  area('settings.event_queue_status', 'Event Queue', '/settings/event-queue-status', 'settings', 'settings.event_queue_status'),
  area('settings.notifications', 'Notifications', '/settings/notifications', 'settings', 'settings.notifications'),
  area('settings.playbooks', 'Playbooks', '/settings/playbooks', 'settings', 'settings.playbooks'),
  area('settings.agents', 'Agents', '/settings/agents', 'settings', 'agents'),
  area('settings.integrations', 'Integrations', '/settings/integrations', 'settings', 'settings.integrations'),
];

export const areaById = (id: string): Area | undefined => AREAS.find((a) => a.id === id);

const pathnameOf = (path: string): string => path.split(/[?#]/)[0]!;

/** The public-style topology view (seed 000 §2.1), which renders without the application frame. */
export const PUBLIC_TOPOLOGY_VIEW = '/view/topology/';

/** R000-2-1-14: every route waits for the feature flags except the public topology view. */
export const routeNeedsFlags = (path: string): boolean => !pathnameOf(path).startsWith(PUBLIC_TOPOLOGY_VIEW);

/** Whether the page at `path` may render yet, given whether the feature flags have loaded. */
export const routeMayRender = (path: string, flagsLoaded: boolean): boolean => flagsLoaded || !routeNeedsFlags(path);

/** The area a path belongs to: the one whose path is the longest prefix of it (`/topology/x1` → topology). */
export function areaForPath(path: string): Area | undefined {
  const pathname = pathnameOf(path);
  return AREAS.filter((a) => pathname === a.path || pathname.startsWith(`${a.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
}

export interface NavigationInput {
  readonly roles: readonly string[];
  readonly flags: FlagValues;
  /** Ids of the areas this build of the console has routes for; no entry is shown for the others. */
  readonly available: ReadonlySet<string>;
}

export interface Navigation {
  readonly main: readonly Area[];
  /** Sorted by label (R000-2-2-05); empty for viewers (R000-2-2-08, core/access canSeeSettings). */
  readonly settings: readonly Area[];
}

/** R000-2-1-15: an area's route needs read on its resource (core/access route permissions). */
export const canOpenArea = (roles: readonly string[], target: Area): boolean => canOpenRoute(roles, target.path);

const isShown = (target: Area, input: NavigationInput) =>
  input.available.has(target.id) &&
  target.features.every((f) => isFeatureEnabled(f, input.flags)) &&
  canOpenArea(input.roles, target);

/** R000-2-2-06/07: the entries a person sees, filtered by feature flags and read permission. */
export function visibleNavigation(input: NavigationInput): Navigation {
  const main = AREAS.filter((a) => a.group === 'main' && isShown(a, input));
  const settings = !canSeeSettings(input.roles)
    ? []
    : AREAS.filter((a) => a.group === 'settings' && isShown(a, input)).sort((a, b) => a.label.localeCompare(b.label));
  return { main, settings };
}

/** Where `/` sends a person: the first entry they see (DECISIONS §10a), or nothing when they see none. */
export function homePath(navigation: Navigation): string | undefined {
  return (navigation.main[0] ?? navigation.settings[0])?.path;
}
