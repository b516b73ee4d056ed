import { describe, expect, it } from 'vitest';
import type { Component } from '../model';
import { cardSummaryRows, checksRow, healthRow, incidentRows, insightsRow, mergeLowIntoMedium, severityColour } from './summary';

describe('severity colours', () => {
  it('are critical red, high orange, warning yellow, info gray, low and medium green, others gray', () => {
    expect(['critical', 'high', 'warning', 'info', 'low', 'medium', 'blocker'].map(severityColour)).toEqual([
      'red', 'orange', 'yellow', 'gray', 'green', 'green', 'gray',
    ]);
  });
});

describe('incident counts', () => {
  it('merge low into medium', () => {
    expect(mergeLowIntoMedium({ low: 2, medium: 1, high: 3 })).toEqual({ medium: 3, high: 3 });
  });

  it('give a row per type with a chip per severity, most severe first', () => {
    const rows = incidentRows('c1', { availability: { low: 1, critical: 2, high: 0 } });
    expect(rows).toEqual([
      {
        kind: 'incidents',
        label: 'availability',
        link: '/incidents?type=availability&component=c1',
        chips: [
          { key: 'critical', count: 2, colour: 'red', link: '/incidents?severity=critical&component=c1&type=availability' },
          { key: 'medium', count: 1, colour: 'green', link: '/incidents?severity=medium&component=c1&type=availability' },
        ],
      },
    ]);
  });

  it('leave out a type without incidents', () => {
    expect(incidentRows('c1', { cost: { low: 0 } })).toEqual([]);
  });
});

describe('insight counts', () => {
  it('give a chip per analysis type and severity linking to the insights', () => {
    const row = insightsRow('c1', { security: { critical: 1, low: 2 } });
    expect(row?.link).toBe('/catalog/insights?component=c1');
    expect(row?.chips.map((c) => [c.key, c.count, c.colour, c.link])).toEqual([
      ['security:critical', 1, 'red', '/catalog/insights?component=c1&type=security&severity=critical'],
      ['security:low', 2, 'green', '/catalog/insights?component=c1&type=security&severity=low'],
    ]);
  });
});

describe('health counts', () => {
  it('count checks by healthy, unhealthy, warning and unknown, linking to /health', () => {
    const row = checksRow({ healthy: 3, unhealthy: 1, unknown: 2 });
    expect(row?.chips.map((c) => `${c.key}:${c.count}:${c.link}`)).toEqual(['healthy:3:/health', 'unhealthy:1:/health', 'unknown:2:/health']);
  });

  it('count child components by status, linking to the component by status', () => {
    const row = healthRow({ id: 'c1', name: 'api', summary: { healthy: 2, warning: 1 } });
    expect(row.chips.map((c) => c.link)).toEqual(['/topology/c1?status=healthy', '/topology/c1?status=warning']);
  });
});

describe('the summary column', () => {
  it('lists insights, own health, checks, incidents, then each child', () => {
    const component: Component = {
      id: 'c1',
      name: 'api',
      summary: {
        healthy: 1,
        checks: { healthy: 1 },
        incidents: { availability: { high: 1 } },
        insights: { security: { high: 1 } },
      },
    };
    expect(cardSummaryRows(component).map((r) => r.kind)).toEqual(['insights', 'health', 'checks', 'incidents']);
  });

  it('shows children instead of its own health when it lists children', () => {
    const component: Component = { id: 'c1', name: 'api', components: [{ id: 'k', name: 'kid', summary: { healthy: 1 } }] };
    expect(cardSummaryRows(component).map((r) => `${r.kind}:${r.label}`)).toEqual(['health:kid']);
  });

  it('skips its own health for a leaf with a single check', () => {
    const component: Component = { id: 'c1', name: 'api', isLeaf: true, summary: { checks: { healthy: 1 } } };
    expect(cardSummaryRows(component).map((r) => r.kind)).toEqual(['checks']);
  });
});
