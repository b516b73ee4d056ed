import { describe, expect, it } from 'vitest';
import {
  componentLink, healthCountLink, incidentLink, incidentSeverityLink, incidentTypeLink, insightsLink, logsLink,
  playbookRunLink, teamLink, topologySettingsLink,
} from './links';

const params = (text: string) => new URLSearchParams(text).entries();

describe('a card link', () => {
  it('carries the current parameters but refererId and status', () => {
    expect(componentLink({ id: 'c2' }, { params: params('status=unhealthy&team=ops&refererId=old&sortBy=name') })).toBe(
      '/topology/c2?team=ops&sortBy=name',
    );
  });

  it('adds the component in view as refererId when it is not the linked one’s parent', () => {
    expect(componentLink({ id: 'c2', path: 'root.p1' }, { params: params(''), currentId: 'other' })).toBe(
      '/topology/c2?refererId=other',
    );
  });

  it('adds no refererId when the component in view is the parent', () => {
    expect(componentLink({ id: 'c2', path: 'root.p1' }, { params: params('type=Pod'), currentId: 'p1' })).toBe(
      '/topology/c2?type=Pod',
    );
  });

  it('is absent for the component in view', () => {
    expect(componentLink({ id: 'p1' }, { params: params(''), currentId: 'p1' })).toBeUndefined();
  });
});

describe('the links out of a card', () => {
  it('open the topology by health, the incident list, the insights and the logs', () => {
    expect(healthCountLink('c1', 'unknown')).toBe('/topology/c1?status=unknown');
    expect(incidentTypeLink('c1', 'availability')).toBe('/incidents?type=availability&component=c1');
    expect(incidentSeverityLink('c1', 'availability', 'high')).toBe('/incidents?severity=high&component=c1&type=availability');
    expect(insightsLink('c1', 'security', 'critical')).toBe('/catalog/insights?component=c1&type=security&severity=critical');
    expect(insightsLink('c1')).toBe('/catalog/insights?component=c1');
    expect(logsLink('c1')).toBe('/logs?topologyId=c1');
  });

  it('open incidents, playbook runs, teams and topology definitions', () => {
    expect([incidentLink('i1'), playbookRunLink('r1'), teamLink('t1'), topologySettingsLink('tp1')]).toEqual([
      '/incidents/i1', '/playbooks/runs/r1', '/settings/teams/t1', '/settings/topologies/tp1',
    ]);
  });
});
