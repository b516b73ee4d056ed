import { describe, expect, it } from 'vitest';
import { homePath, routeMayRender, routeNeedsFlags, visibleNavigation } from './navigation';

const available = new Set(['settings.feature_flags', 'settings.logging_backends', 'settings.connections', 'health']);
const labels = (roles: string[], flags: Record<string, string> = {}) => {
  const nav = visibleNavigation({ roles, flags, available });
  return { main: nav.main.map((a) => a.label), settings: nav.settings.map((a) => a.label) };
};

describe('the navigation', () => {
  it('shows only the areas this console has, settings sorted by name', () => {
    expect(labels(['admin'])).toEqual({ main: ['Health'], settings: ['Connections', 'Feature Flags', 'Log Backends'] });
  });

  it('hides an area whose feature is disabled', () => {
    expect(labels(['admin'], { 'settings.feature_flags.disable': 'true' }).settings).toEqual(['Connections', 'Log Backends']);
  });

  it('hides an area whose parent feature is disabled', () => {
    expect(labels(['admin'], { 'logs.disable': 'true' }).settings).toEqual(['Connections', 'Feature Flags']);
  });

  it('hides an area the person may not read', () => {
    expect(labels(['editor']).settings).toEqual(['Feature Flags', 'Log Backends']);
  });

  it('hides Settings from a viewer, and from a person with no role', () => {
    expect(labels(['viewer']).settings).toEqual([]);
    expect(labels([]).settings).toEqual([]);
  });

  it('keeps Settings for a viewer who also holds another role', () => {
    expect(labels(['viewer', 'responder']).settings).toEqual(['Feature Flags', 'Log Backends']);
  });
});

describe('the home page', () => {
  it('is the first area the person sees', () => {
    expect(homePath(visibleNavigation({ roles: ['admin'], flags: {}, available }))).toBe('/health');
    expect(homePath(visibleNavigation({ roles: ['admin'], flags: { 'health.disable': 'true' }, available }))).toBe('/settings/connections');
  });

  it('does not exist for a person who sees no area', () => {
    expect(homePath(visibleNavigation({ roles: ['viewer'], flags: { 'health.disable': 'true' }, available }))).toBeUndefined();
  });
});

describe('when the feature flags have not loaded yet', () => {
  it('holds back every page of the console', () => {
    expect(routeMayRender('/health', false)).toBe(false);
    expect(routeMayRender('/settings/feature-flags?x=1', false)).toBe(false);
    expect(routeNeedsFlags('/view/topologyx')).toBe(true);
  });

  it('renders the public topology view', () => {
    expect(routeMayRender('/view/topology/c1?size=2', false)).toBe(true);
  });

  it('renders every page once they have', () => {
    expect(routeMayRender('/health', true)).toBe(true);
  });
});
