import { describe, expect, it } from 'vitest';
import type { LogLine } from '../model';
import { canSelectLogRows, logEvidence, toggleRow, withContext } from './evidence';

const lines: LogLine[] = Array.from({ length: 12 }, (_, i) => ({ timestamp: `t${i + 1}`, message: `line ${i + 1}` }));

describe('row selection', () => {
  it('toggles rows and keeps them in order', () => {
    expect(toggleRow(toggleRow([], 5), 2)).toEqual([2, 5]);
    expect(toggleRow([2, 5], 5)).toEqual([2]);
  });

  it('is hidden in view-only mode and without write on incidents', () => {
    expect(canSelectLogRows({ viewOnly: false, roles: ['responder'] })).toBe(true);
    expect(canSelectLogRows({ viewOnly: true, roles: ['admin'] })).toBe(false);
    expect(canSelectLogRows({ viewOnly: false, roles: ['viewer'] })).toBe(false);
  });
});

describe('context lines', () => {
  it('are 3 before and after each selected line, once each, within the list', () => {
    expect(withContext([5], 12)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(withContext([1, 10], 12)).toEqual([0, 1, 2, 3, 4, 7, 8, 9, 10, 11]);
    expect(withContext([4, 6], 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('log evidence', () => {
  it('carries the selected lines with their context, numbered from 1', () => {
    const evidence = logEvidence({ lines, selected: [5], componentId: 'c1' });
    expect(evidence).toEqual({
      type: 'log',
      componentId: 'c1',
      description: '1 log line',
      evidence: {
        lines: {
          3: 't3 line 3', 4: 't4 line 4', 5: 't5 line 5', 6: 't6 line 6', 7: 't7 line 7', 8: 't8 line 8', 9: 't9 line 9',
        },
        selected_lines: { 6: 't6 line 6' },
      },
    });
  });

  it('ignores rows that are no longer listed', () => {
    expect(Object.keys(logEvidence({ lines, selected: [0, 40] }).evidence.selected_lines)).toEqual(['1']);
  });
});
