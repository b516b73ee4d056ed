import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { areaById, areaForPath, type AreaDefinition } from '../../core/session';
import { preloadable, type Preloadable } from '../components/preloadable';
import { withArea, type AreaModule } from './area-modules';

export interface AreaRoute {
  readonly area: AreaDefinition;
  /** A preloadable page renders without suspending when its code was fetched ahead (see preloadRoute). */
  readonly page: LazyExoticComponent<ComponentType> | Preloadable<object>;
  /** The page routes paths below its own too (/incidents/{id}); they are relative to the area's path. */
  readonly nested?: boolean;
  /** A route pattern in place of the area's path, for pages with an optional id (/topology/{id}). */
  readonly pattern?: string;
}

interface RouteOptions {
  readonly nested?: boolean;
  readonly pattern?: string;
  /** The page is fetched while the session and flags load when the console opens on it. */
  readonly preload?: boolean;
}

/** An area's page, whose code loads with the bindings its definition needs (ui/app/area-modules). */
const route = (id: AreaModule, page: () => Promise<{ default: ComponentType }>, { preload, ...options }: RouteOptions = {}): AreaRoute => {
  const area = areaById(id);
  if (!area) throw new Error(`No area ${id} in core/session AREAS`);
  const load = () => withArea(id, page);
  return { area, page: preload ? preloadable(load) : lazy(load), ...options };
};

/**
 * The areas this console has. Each page loads with its route (so heavy widgets stay out of the first
 * chunk); an area gets a sidebar entry only by being listed here.
 */
export const AREA_ROUTES: readonly AreaRoute[] = [
  route('topology', () => import('../topology/topology-page'), { pattern: '/topology/:id?' }),
  route('health', () => import('../health/health-page'), { preload: true }),
  // Before the catalog's own route, which would otherwise take /catalog/scrapers.
  route('settings.config_scraper', () => import('../settings/config-scraper/catalog-scrapers-area'), { pattern: '/catalog/scrapers', nested: true }),
  route('incidents', () => import('../incidents/incidents-area'), { nested: true }),
  route('logs', () => import('../logs/logs-page')),
  route('settings.feature_flags', () => import('../settings/feature-flags/feature-flags-page')),
  route('settings.users', () => import('../settings/users/users-page')),
  route('settings.agents', () => import('../settings/agents/agents-page')),
  route('settings.job_history', () => import('../settings/job-history/job-history-page')),
  route('playbooks', () => import('../playbooks/playbooks-area'), { nested: true }),
  route('settings.health', () => import('../settings/resources/resources-area').then((m) => ({ default: m.CanariesArea })), { nested: true }),
  route('settings.topology', () => import('../settings/resources/resources-area').then((m) => ({ default: m.TopologiesArea })), { nested: true }),
  route('settings.rules', () => import('../settings/resources/resources-area').then((m) => ({ default: m.IncidentRulesArea })), { nested: true }),
  route('settings.teams', () => import('../settings/resources/resources-area').then((m) => ({ default: m.TeamsArea })), { nested: true }),
  route('catalog', () => import('../catalog/catalog-area'), { nested: true }),
  route('settings.config_scraper', () => import('../settings/config-scraper/config-scrapers-page')),
  route('settings.logging_backends', () => import('../settings/logging-backends/logging-backends-page')),
  route('settings.connections', () => import('../settings/connections/connections-page')),
  route('settings.notifications', () => import('../settings/notifications/notifications-page')),
  route('settings.event_queue_status', () => import('../settings/event-queue-status/event-queue-page')),
  route('settings.integrations', () => import('../settings/integrations/integrations-area'), { nested: true }),
];

export const AVAILABLE_AREAS: ReadonlySet<string> = new Set(AREA_ROUTES.map((r) => r.area.id));

/** Fetches the code of the page at `pathname` while the session and flags load, so the page shows at once. */
export function preloadRoute(pathname: string): void {
  const area = areaForPath(pathname);
  const page = AREA_ROUTES.find((r) => r.area.id === area?.id)?.page;
  if (page && 'preload' in page) void page.preload();
}
