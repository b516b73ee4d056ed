import { can, effectiveRoles, isFeatureEnabled, type Feature, type FlagValues, type Resource } from '../access';

/** An area of the console as the navigation knows it (seed 000 §2.1-2.2). */
export interface Area {
  readonly id: string;
  readonly label: string;
  readonly path: string;
  /** Flags that hide the entry: any of them disabled hides it (R002-6-10: logs hides Log Backends). */
  readonly features: readonly Feature[];
  /** Read on this resource is needed to see the entry and open the route (permissions.md). */
  readonly resource: Resource;
  readonly group: 'main' | 'settings';
}

const area = (
  id: string, label: string, path: string, group: Area['group'], resource: Resource, ...features: Feature[]
): Area => ({ id, label, path, group, resource, features });

/** Every area the specs name, in the sidebar's order; only the areas the console has are shown. */
export const AREAS: readonly Area[] = [
  area('topology', 'Dashboard', '/topology', 'main', 'topologies', 'topology'),
  area('health', 'Health', '/health', 'main', 'canaries', 'health'),
  area('incidents', 'Incidents', '/incidents', 'main', 'incident', 'incidents'),
  area('catalog', 'Catalog', '/catalog', 'main', 'catalog', 'config'),
  area('logs', 'Logs', '/logs', 'main', 'database', 'logs'),
  area('playbooks', 'Playbooks', '/playbooks', 'main', 'playbooks', 'playbooks'),
  area('settings.connections', 'Connections', '/settings/connections', 'settings', 'connections', 'settings.connections'),
  area('settings.users', 'Users', '/settings/users', 'settings', 'identities', 'settings.users'),
  area('settings.teams', 'Teams', '/settings/teams', 'settings', 'teams', 'settings.teams'),
  area('settings.rules', 'Incident Rules', '/settings/incident_rules', 'settings', 'incident', 'settings.rules'),
  area('settings.config_scraper', 'Catalog Scrapers', '/settings/config_scrapers', 'settings', 'config_scrapers', 'settings.config_scraper'),
  area('settings.topology', 'Topology', '/settings/topologies', 'settings', 'topologies', 'settings.topology'),
  area('settings.health', 'Health Checks', '/settings/canaries', 'settings', 'canaries', 'settings.health'),
  area('settings.job_history', 'Jobs History', '/settings/jobs', 'settings', 'database', 'settings.job_history'),
  area('settings.feature_flags', 'Feature Flags', '/settings/feature-flags', 'settings', 'feature_flags', 'settings.feature_flags'),
  area('settings.logging_backends', 'Log Backends', '/settings/logging_backends', 'settings', 'logging_backends', 'settings.logging_backends', 'logs'),
  area('settings.event_queue_status', 'Event Queue', '/settings/event-queue-status', 'settings', 'database', 'settings.event_queue_status'),
  area('settings.notifications', 'Notifications', '/settings/notifications', 'settings', 'notifications', 'settings.notifications'),
  area('settings.playbooks', 'Playbooks', '/settings/playbooks', 'settings', 'playbooks', 'settings.playbooks'),
  area('settings.agents', 'Agents', '/settings/agents', 'settings', 'agents', 'agents'),
  area('settings.integrations', 'Integrations', '/settings/integrations', 'settings', 'integrations', 'settings.integrations'),
];

export const areaById = (id: string): Area | undefined => AREAS.find((a) => a.id === id);

export interface NavigationInput {
  readonly roles: readonly string[];
  readonly flags: FlagValues;
  /** Ids of the areas this build of the console has routes for; no entry is shown for the others. */
  readonly available: ReadonlySet<string>;
}

export interface Navigation {
  readonly main: readonly Area[];
  /** Sorted by label (R000-2-2-05); empty for viewers (R000-2-2-08). */
  readonly settings: readonly Area[];
}

/** R000-2-2-08: the Settings menu is hidden from a person whose only role is viewer. */
export const isViewerOnly = (roles: readonly string[]): boolean => effectiveRoles(roles).every((r) => r === 'viewer');

/** R000-2-1-15: an area's route needs read on its resource. */
export const canOpenArea = (roles: readonly string[], target: Area): boolean => can(roles, target.resource, 'read');

const isShown = (target: Area, input: NavigationInput) =>
  input.available.has(target.id) &&
  target.features.every((f) => isFeatureEnabled(f, input.flags)) &&
  canOpenArea(input.roles, target);

/** R000-2-2-06/07: the entries a person sees, filtered by feature flags and read permission. */
export function visibleNavigation(input: NavigationInput): Navigation {
  const main = AREAS.filter((a) => a.group === 'main' && isShown(a, input));
  const settings = isViewerOnly(input.roles)
    ? []
    : AREAS.filter((a) => a.group === 'settings' && isShown(a, input)).sort((a, b) => a.label.localeCompare(b.label));
  return { main, settings };
}

/** Where `/` sends a person: the first entry they see (DECISIONS §10a), or nothing when they see none. */
export function homePath(navigation: Navigation): string | undefined {
  return (navigation.main[0] ?? navigation.settings[0])?.path;
}
