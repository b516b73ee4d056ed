import { isFeatureEnabled, type FlagValues } from '../access';
import { AREAS, canOpenRoute, canSeeSettings, type AreaDefinition } from './areas';

const pathnameOf = (path: string): string => path.split(/[?#]/)[0]!;

/** The public-style topology view (seed 000 §2.1), which renders without the application frame. */
export const PUBLIC_TOPOLOGY_VIEW = '/view/topology/';

/** R000-2-1-14: every route waits for the feature flags except the public topology view. */
export const routeNeedsFlags = (path: string): boolean => !pathnameOf(path).startsWith(PUBLIC_TOPOLOGY_VIEW);

/** Whether the page at `path` may render yet, given whether the feature flags have loaded. */
export const routeMayRender = (path: string, flagsLoaded: boolean): boolean => flagsLoaded || !routeNeedsFlags(path);

export interface NavigationInput {
  readonly roles: readonly string[];
  readonly flags: FlagValues;
  /** Ids of the areas this build of the console has routes for; no entry is shown for the others. */
  readonly available: ReadonlySet<string>;
}

export interface Navigation {
  readonly main: readonly AreaDefinition[];
  /** Sorted by label (R000-2-2-05); empty for viewers (R000-2-2-08, canSeeSettings). */
  readonly settings: readonly AreaDefinition[];
}

/** R000-2-1-15: an area's route needs read on its resource (its definition's permission). */
export const canOpenArea = (roles: readonly string[], target: AreaDefinition): boolean => canOpenRoute(roles, target.path);

const isShown = (target: AreaDefinition, input: NavigationInput) =>
  input.available.has(target.id) && isFeatureEnabled(target.feature, input.flags) && canOpenArea(input.roles, target);

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
