import { describe, expect, it } from 'vitest';
import type { Evidence } from '../model';
import { LOADING_EVIDENCE, MARK_AS_NOT_RESOLVED, MARK_AS_RESOLVED, NO_EVIDENCE, NO_EVIDENCE_OUTSIDE_DEFINITION_OF_DONE } from '../texts';
import {
  AUTOMATIC_EVIDENCE_TYPES, REMOVE_FROM_DEFINITION_OF_DONE, SCRIPT_SHORTCUTS, automaticPatch, automaticPickerMessage, canAddManualItem,
  canContinueAutomatic, defaultScript, definitionOfDoneMessage, manualItem, resolveToggleLabel, resolveTogglePatch,
} from './definition-of-done';

const evidence = (id: string, extra: Partial<Evidence> = {}): Evidence => ({
  id, hypothesisId: 'h', type: 'log', description: id, createdAt: '2024-01-01', definitionOfDone: false, done: false, ...extra,
});

describe('when an item is added by hand', () => {
  it('is disabled while the text is empty and becomes a comment evidence in the definition of done', () => {
    expect(canAddManualItem('  ')).toBe(false);
    expect(manualItem('h', ' Error rate below 1% ', 'u1')).toEqual({
      hypothesisId: 'h', createdBy: 'u1', type: 'comment', description: 'Error rate below 1%',
      evidence: { comment: 'Error rate below 1%' }, definitionOfDone: true,
    });
  });
});

describe('when evidence is added automatically', () => {
  it('needs one selected evidence, never offers comments, and takes an optional script', () => {
    expect(canContinueAutomatic([])).toBe(false);
    expect(AUTOMATIC_EVIDENCE_TYPES).not.toContain('comment');
    expect(automaticPatch(' ')).toEqual({ definitionOfDone: true });
    expect(automaticPatch('check.status == "healthy"')).toEqual({ definitionOfDone: true, script: 'check.status == "healthy"' });
  });

  it('offers the component-health shortcut for topology and defaults for check and config analysis', () => {
    expect(SCRIPT_SHORTCUTS.topology).toEqual([{ label: 'Component health', script: 'component.status == "healthy"' }]);
    expect(defaultScript('check')).toBe('check.status == "healthy"');
    expect(defaultScript('config_analysis')).toBe('analysis.status == "resolved"');
    expect(defaultScript('log')).toBe('');
  });
});

describe('when items are resolved or removed', () => {
  it('toggles a comment item’s done flag with the label of the change', () => {
    const open = evidence('c', { type: 'comment' });
    expect(resolveToggleLabel(open)).toBe(MARK_AS_RESOLVED);
    expect(resolveTogglePatch(open)).toEqual({ done: true });
    expect(resolveToggleLabel({ ...open, done: true })).toBe(MARK_AS_NOT_RESOLVED);
  });

  it('removes an item by clearing its flag', () => {
    expect(REMOVE_FROM_DEFINITION_OF_DONE).toEqual({ definitionOfDone: false });
  });
});

describe('when the panel has nothing to list', () => {
  it('says it is loading, then that there is no evidence', () => {
    expect(definitionOfDoneMessage(undefined)).toBe(LOADING_EVIDENCE);
    expect(definitionOfDoneMessage([])).toBe(NO_EVIDENCE);
    expect(definitionOfDoneMessage([evidence('a')])).toBeUndefined();
  });

  it('says so when all evidence is already in the definition of done', () => {
    expect(automaticPickerMessage([evidence('a', { definitionOfDone: true })])).toBe(NO_EVIDENCE_OUTSIDE_DEFINITION_OF_DONE);
    expect(automaticPickerMessage([])).toBe(NO_EVIDENCE);
  });
});
