import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DETAIL_PANEL, INCIDENT_LIST_COLUMN_FIELDS, detailTabs, expandsAllComments, incidentBreadcrumb, incidentRoute, toggleDetailPanel,
} from './screens';

describe('when an address under /incidents is opened', () => {
  it('shows the list at /incidents and an incident at /incidents/{id}', () => {
    expect(incidentRoute('/incidents')).toEqual({ page: 'list' });
    expect(incidentRoute('/incidents/?status=all')).toEqual({ page: 'list' });
    expect(incidentRoute('/incidents/a%20b?comments=true')).toEqual({ page: 'detail', incidentId: 'a b' });
  });

  it('shows neither elsewhere or deeper', () => {
    expect(incidentRoute('/incidentsx')).toBeUndefined();
    expect(incidentRoute('/incidents/i1/more')).toBeUndefined();
  });
});

describe('when the list shows an incident', () => {
  it('shows the display id in the Id column and the title in Name', () => {
    expect(INCIDENT_LIST_COLUMN_FIELDS.Id).toBe('incidentId');
    expect(INCIDENT_LIST_COLUMN_FIELDS.Name).toBe('title');
  });
});

describe('when an incident page opens', () => {
  it('leads back to Incidents and offers the title for editing', () => {
    expect(incidentBreadcrumb({ title: 'Checkout down' })).toEqual([
      { label: 'Incidents', path: '/incidents', editable: false },
      { label: 'Checkout down', editable: true },
    ]);
  });

  it('opens every comment node only with comments=true, and the Action Plan always', () => {
    expect(expandsAllComments('?comments=true')).toBe(true);
    expect(expandsAllComments('tab=x&comments=true')).toBe(true);
    expect(expandsAllComments('comments=false')).toBe(false);
    expect(detailTabs({ hypotheses: [] }, false).map((t) => [t.name, t.showTimeline, t.expandAll])).toEqual([['Comments', true, false], ['Action Plan', false, true]]);
    expect(detailTabs({ hypotheses: [] }, true)[0]!.expandAll).toBe(true);
  });

  it('keeps one side panel open at a time', () => {
    expect(DEFAULT_DETAIL_PANEL).toBe('Details');
    expect(toggleDetailPanel('Details', 'Changelog')).toBe('Changelog');
    expect(toggleDetailPanel('Changelog', 'Changelog')).toBeUndefined();
    expect(toggleDetailPanel(undefined, 'Definition of done')).toBe('Definition of done');
  });
});
