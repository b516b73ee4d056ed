import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { areaById, type Area } from '../../core/session';

export interface AreaRoute {
  readonly area: Area;
  readonly page: LazyExoticComponent<ComponentType>;
}

const route = (areaId: string, page: AreaRoute['page']): AreaRoute => {
  const area = areaById(areaId);
  if (!area) throw new Error(`No area ${areaId} in core/session AREAS`);
  return { area, page };
};

/**
 * The areas this console has. Each page loads with its route (so heavy widgets stay out of the first
 * chunk); an area gets a sidebar entry only by being listed here.
 */
export const AREA_ROUTES: readonly AreaRoute[] = [
  route('settings.feature_flags', lazy(() => import('../settings/feature-flags-page'))),
];

export const AVAILABLE_AREAS: ReadonlySet<string> = new Set(AREA_ROUTES.map((r) => r.area.id));
