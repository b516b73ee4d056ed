import { describe, expect, it } from 'vitest';
import type { Component, TopologyResult } from '../model';
import {
  CARD_WIDTHS, cardBorder, cardProperties, cardSizeForWidth, clampCardWidth, collapse, dashboardCards, readCardWidth,
  showsOnlyHeadlines, summaryShowMoreAfter,
} from './cards';

const result = (components: Component[]): TopologyResult => ({ components, healthStatuses: [], teams: [], types: [], tags: {} });

describe('card sizes', () => {
  it('are 198, 258, 356 and 554 px wide', () => {
    expect(CARD_WIDTHS).toEqual({ small: 198, medium: 258, large: 356, extra_large: 554 });
  });

  it('follow the chosen width', () => {
    expect(cardSizeForWidth(250)).toBe('small');
    expect(cardSizeForWidth(300)).toBe('medium');
    expect(cardSizeForWidth(356)).toBe('large');
    expect(cardSizeForWidth(768)).toBe('extra_large');
  });

  it('small and medium show only headlines', () => {
    expect(['small', 'medium', 'large', 'extra_large'].map((s) => showsOnlyHeadlines(s as never))).toEqual([true, true, false, false]);
  });
});

describe('the card width preference', () => {
  it('stays within 250 and 768 in steps of 2', () => {
    expect(clampCardWidth(100)).toBe(250);
    expect(clampCardWidth(1000)).toBe(768);
    expect(clampCardWidth(301)).toBe(302);
    expect(clampCardWidth(300)).toBe(300);
  });

  it('falls back to the extra large width when nothing usable is remembered', () => {
    expect(readCardWidth(undefined)).toBe(554);
    expect(readCardWidth('wide')).toBe(554);
    expect(readCardWidth('400')).toBe(400);
  });
});

describe('the card border', () => {
  it('is red for unhealthy, orange for warning and plain otherwise', () => {
    expect([cardBorder('unhealthy'), cardBorder('warning'), cardBorder('healthy'), cardBorder(undefined)]).toEqual([
      'red', 'orange', undefined, undefined,
    ]);
  });
});

describe('card properties', () => {
  const component: Component = {
    id: 'c',
    name: 'c',
    properties: [{ name: 'cpu', headline: true }, { name: 'owner' }, { name: 'secret', type: 'hidden' }],
  };

  it('puts headlines apart and never shows hidden ones', () => {
    const { headline, others } = cardProperties(component, 'large');
    expect(headline.map((p) => p.name)).toEqual(['cpu']);
    expect(others.map((p) => p.name)).toEqual(['owner']);
  });

  it('has no property list on a medium card', () => {
    expect(cardProperties(component, 'medium').others).toEqual([]);
  });
});

describe('show more', () => {
  it('comes after 5 summary items beside a property list, else after 10', () => {
    expect(summaryShowMoreAfter({ id: 'a', name: 'a', properties: [{ name: 'owner' }] })).toBe(5);
    expect(summaryShowMoreAfter({ id: 'a', name: 'a', properties: [{ name: 'cpu', headline: true }] })).toBe(10);
  });

  it('shows the first items and counts the rest', () => {
    expect(collapse([1, 2, 3, 4, 5, 6, 7], 5, false)).toEqual({ shown: [1, 2, 3, 4, 5], more: 2 });
    expect(collapse([1, 2, 3, 4, 5], 5, false)).toEqual({ shown: [1, 2, 3, 4, 5], more: 0 });
    expect(collapse([1, 2, 3, 4, 5, 6], 5, true).more).toBe(0);
  });
});

describe('the dashboard cards', () => {
  const child = (id: string, extra: Partial<Component> = {}): Component => ({ id, name: id, ...extra });

  it('are every root on /topology', () => {
    const cards = dashboardCards(result([child('b', { status: 'healthy' }), child('a', { status: 'unhealthy' })]), undefined, {});
    expect(cards.map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('are the children of the named component, sorted unhealthy first', () => {
    const root = child('root', {
      components: [child('x', { status: 'healthy' }), child('y', { status: 'warning' }), child('z', { status: 'unhealthy' })],
    });
    expect(dashboardCards(result([root]), 'root', {}).map((c) => c.id)).toEqual(['z', 'y', 'x']);
  });

  it('are the component itself when it has no children', () => {
    expect(dashboardCards(result([child('leaf')]), 'leaf', {}).map((c) => c.id)).toEqual(['leaf']);
  });

  it('leave hidden components out when the URL says so', () => {
    const roots = [child('a'), child('b', { hidden: true })];
    expect(dashboardCards(result(roots), undefined, { showHiddenComponents: false }).map((c) => c.id)).toEqual(['a']);
    expect(dashboardCards(result(roots), undefined, {}).map((c) => c.id)).toEqual(['a', 'b']);
  });
});
