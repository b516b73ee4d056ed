import { describe, expect, it } from 'vitest';
import { DEFAULT_INCIDENTS_FILTER, isNearBottom, sidePanelSections, toggleSection } from './side-panel';

describe('the side panel sections', () => {
  it('include Playbooks only when playbooks exist', () => {
    expect(sidePanelSections({ playbooksExist: true })).toEqual([
      'details', 'catalog', 'incidents', 'changes', 'checks', 'playbooks', 'teams', 'insights',
    ]);
    expect(sidePanelSections({ playbooksExist: false })).not.toContain('playbooks');
  });

  describe('when a feature is turned off by its flag', () => {
    it('leaves out the sections of that feature', () => {
      expect(sidePanelSections({ playbooksExist: true, flags: { 'incidents.disable': 'true' } })).not.toContain('incidents');
      expect(sidePanelSections({ playbooksExist: true, flags: { 'playbooks.disable': 'true' } })).not.toContain('playbooks');
      expect(sidePanelSections({ playbooksExist: true, flags: { 'health.disable': 'true' } })).not.toContain('checks');
      expect(sidePanelSections({ playbooksExist: true, flags: { 'config.disable': 'true' } })).toEqual([
        'details', 'incidents', 'checks', 'playbooks', 'teams',
      ]);
      expect(sidePanelSections({ playbooksExist: true, flags: { 'incidents.disable': 'false' } })).toContain('incidents');
    });
  });

  it('open one at a time', () => {
    expect(toggleSection(undefined, 'checks')).toBe('checks');
    expect(toggleSection('checks', 'teams')).toBe('teams');
    expect(toggleSection('teams', 'teams')).toBeUndefined();
  });

  it('filter incidents by status open and type all at first', () => {
    expect(DEFAULT_INCIDENTS_FILTER).toEqual({ status: 'open', type: 'all' });
  });
});

describe('the next page', () => {
  it('is wanted within 300 px of the bottom', () => {
    expect(isNearBottom({ scrollTop: 700, clientHeight: 500, scrollHeight: 1500 })).toBe(true);
    expect(isNearBottom({ scrollTop: 699, clientHeight: 500, scrollHeight: 1500 })).toBe(false);
  });
});
