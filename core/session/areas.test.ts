import { describe, expect, it } from 'vitest';
import { FEATURES } from '../access';
import { AREAS, areaForPath, canOpenRoute, canSeeSettings, pageAreaForPath, routePermission } from './areas';

describe('the areas', () => {
  it('have one id and one path each', () => {
    expect(new Set(AREAS.map((a) => a.id)).size).toBe(AREAS.length);
    expect(new Set(AREAS.map((a) => a.path)).size).toBe(AREAS.length);
  });

  it('are each turned off by a feature of DECISIONS §14', () => {
    expect(AREAS.filter((a) => !(FEATURES as readonly string[]).includes(a.feature))).toEqual([]);
  });

  it('need only areas that are defined', () => {
    const ids = AREAS.map((a) => a.id);
    expect(AREAS.flatMap((a) => a.needs ?? []).filter((id) => !ids.includes(id))).toEqual([]);
  });
});

describe('the area of a link', () => {
  it('is the area whose path is the longest prefix of it', () => {
    expect(areaForPath('/topology/c1')?.id).toBe('topology');
    expect(areaForPath('/catalog/k1?tab=x')?.id).toBe('catalog');
    expect(areaForPath('/settings/canaries/k1')?.id).toBe('settings.health');
    expect(areaForPath('/settings/agents')?.id).toBe('settings.agents');
    expect(areaForPath('/settings/integrations/slack/7')?.id).toBe('settings.integrations');
    expect(areaForPath('/nowhere')).toBeUndefined();
    expect(areaForPath('/healthy')).toBeUndefined();
  });

  it("leads a link to the area whose pages serve it, its other routes counted", () => {
    expect(pageAreaForPath('/catalog/scrapers/s1')?.id).toBe('settings.config_scraper');
    expect(areaForPath('/catalog/scrapers/s1')?.id).toBe('catalog');
    expect(pageAreaForPath('/catalog/k1')?.id).toBe('catalog');
    expect(pageAreaForPath('/nowhere')).toBeUndefined();
  });

  it('is none for the public topology view, which has no frame', () => {
    expect(areaForPath('/view/topology/c1')).toBeUndefined();
  });
});

describe('when a route is opened', () => {
  it('needs the permission of the most specific route of its area', () => {
    expect(routePermission('/settings/integrations/slack/1')).toEqual({ resource: 'integrations', action: 'write' });
    expect(routePermission('/settings/integrations')).toEqual({ resource: 'integrations', action: 'read' });
    expect(routePermission('/incidents/7?tab=x#top')).toEqual({ resource: 'incident', action: 'read' });
    expect(routePermission('/health/')).toEqual({ resource: 'canaries', action: 'read' });
    expect(routePermission('/view/topology/c1')).toEqual({ resource: 'topologies', action: 'read' });
  });

  it('needs read on database for an area that names no permission, and for any route of no area', () => {
    expect(routePermission('/settings/feature-flags')).toEqual({ resource: 'database', action: 'read' });
    expect(routePermission('/')).toEqual({ resource: 'database', action: 'read' });
    expect(routePermission('/healthy')).toEqual({ resource: 'database', action: 'read' });
  });

  it('lets an editor open most pages but not users or connections', () => {
    expect(canOpenRoute(['editor'], '/catalog')).toBe(true);
    expect(canOpenRoute(['editor'], '/settings/users')).toBe(false);
    expect(canOpenRoute(['editor'], '/settings/connections')).toBe(false);
  });
});

describe('when deciding who sees Settings', () => {
  it('hides it from viewers, people without roles, guests and agents', () => {
    expect([[], ['viewer'], ['guest'], ['agent'], ['nobody']].map(canSeeSettings)).toEqual([false, false, false, false, false]);
  });

  it('shows it to anyone holding a role above viewer', () => {
    expect([['admin'], ['editor'], ['commander'], ['responder'], ['viewer', 'editor']].map(canSeeSettings)).toEqual([
      true, true, true, true, true,
    ]);
  });
});
