import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { areaById, areaForPath, type Area } from '../../core/session';
import { preloadable, type Preloadable } from '../components/preloadable';
import { withModules } from './area-modules';

export interface AreaRoute {
  readonly area: Area;
  /** A preloadable page renders without suspending when its code was fetched ahead (see preloadRoute). */
  readonly page: LazyExoticComponent<ComponentType> | Preloadable<object>;
  /** The page routes paths below its own too (/incidents/{id}); they are relative to the area's path. */
  readonly nested?: boolean;
  /** A route pattern in place of the area's path, for pages with an optional id (/topology/{id}). */
  readonly pattern?: string;
}

const route = (areaId: string, page: AreaRoute['page'], options: { nested?: boolean; pattern?: string } = {}): AreaRoute => {
  const area = areaById(areaId);
  if (!area) throw new Error(`No area ${areaId} in core/session AREAS`);
  return { area, page, ...options };
};

/**
 * The areas this console has. Each page loads with its route (so heavy widgets stay out of the first
 * chunk); an area gets a sidebar entry only by being listed here.
 */
export const AREA_ROUTES: readonly AreaRoute[] = [
  route('topology', lazy(() => withModules(['topology', 'incidents'], () => import('../topology/topology-page'))), {
    pattern: '/topology/:id?',
  }),
  route('health', preloadable(() => withModules(['health', 'incidents'], () => import('../health/health-page')))),
  route('incidents', lazy(() => withModules(['incidents'], () => import('../incidents/incidents-area'))), { nested: true }),
  route('logs', lazy(() => withModules(['logs', 'incidents'], () => import('../logs/logs-page')))),
  route('settings.feature_flags', lazy(() => withModules(['featureFlags'], () => import('../settings/feature-flags/feature-flags-page')))),
  route('settings.users', lazy(() => withModules(['users'], () => import('../settings/users/users-page')))),
  route('settings.agents', lazy(() => withModules(['agents'], () => import('../settings/agents/agents-page')))),
];

export const AVAILABLE_AREAS: ReadonlySet<string> = new Set(AREA_ROUTES.map((r) => r.area.id));

/** Fetches the code of the page at `pathname` while the session and flags load, so the page shows at once. */
export function preloadRoute(pathname: string): void {
  const area = areaForPath(pathname);
  const page = AREA_ROUTES.find((r) => r.area.id === area?.id)?.page;
  if (page && 'preload' in page) void page.preload();
}
