import { describe, expect, it } from 'vitest';
import { componentActions, componentEvidence } from './actions';

const editor = ['editor'];

describe('the component actions', () => {
  it('are View Logs, Zoom In, Link to Incident, Snapshot and Link to catalog on a card', () => {
    expect(componentActions({ externalId: 'x' }, { place: 'card', flags: {}, roles: editor })).toEqual([
      'viewLogs', 'zoomIn', 'linkToIncident', 'snapshot', 'linkToCatalog',
    ]);
  });

  it('have no Zoom In in the side panel', () => {
    expect(componentActions({ externalId: 'x' }, { place: 'sidePanel', flags: {}, roles: editor })).not.toContain('zoomIn');
  });

  it('offer View Logs only with an external id and the logs feature', () => {
    expect(componentActions({}, { place: 'card', flags: {}, roles: editor })).not.toContain('viewLogs');
    expect(componentActions({ externalId: 'x' }, { place: 'card', flags: { 'logs.disable': 'true' }, roles: editor })).not.toContain('viewLogs');
  });

  it('hide Link to Incident when incidents are disabled', () => {
    expect(componentActions({}, { place: 'card', flags: { 'incidents.disable': 'true' }, roles: editor })).not.toContain('linkToIncident');
  });

  it('leave a viewer only what reads', () => {
    expect(componentActions({ externalId: 'x' }, { place: 'card', flags: {}, roles: ['viewer'] })).toEqual(['viewLogs', 'zoomIn', 'snapshot']);
  });
});

describe('Link to Incident', () => {
  it('attaches the component as topology evidence', () => {
    expect(componentEvidence({ id: 'c1', name: 'api', text: 'API' })).toEqual({ type: 'topology', componentId: 'c1', description: 'API' });
  });
});
