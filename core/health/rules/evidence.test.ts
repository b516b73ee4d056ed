import { describe, expect, it } from 'vitest';
import { checkEvidence, showsEvidenceControl } from './evidence';

const editor = { embedded: false, flags: new Map<string, string>(), roles: ['editor'] };

describe('check evidence', () => {
  it('points at the check and is described by its name', () => {
    expect(checkEvidence({ id: 'c1', name: 'api health' })).toEqual({ type: 'check', checkId: 'c1', description: 'api health' });
  });
});

describe('the footer evidence control', () => {
  describe('when the detail is the full-size dialog', () => {
    it('shows for a person who may write incidents', () => {
      expect(showsEvidenceControl(editor)).toBe(true);
      expect(showsEvidenceControl({ ...editor, roles: ['responder'] })).toBe(true);
    });

    it('hides from a person who may only read incidents', () => {
      expect(showsEvidenceControl({ ...editor, roles: ['viewer'] })).toBe(false);
    });

    it('hides when the incidents feature is turned off', () => {
      expect(showsEvidenceControl({ ...editor, flags: new Map([['incidents.disable', 'true']]) })).toBe(false);
      expect(showsEvidenceControl({ ...editor, flags: { 'incidents.disable': 'true' } })).toBe(false);
    });
  });

  describe('when the detail is embedded in another page', () => {
    it('hides even from an admin', () => {
      expect(showsEvidenceControl({ ...editor, embedded: true, roles: ['admin'] })).toBe(false);
    });
  });
});
