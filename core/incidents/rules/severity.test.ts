import { describe, expect, it } from 'vitest';
import { SEVERITY_OPTIONS } from '../model';
import { detailsSeverity, normaliseSeverity, severityColour, severityFromNumber, severityLabel } from './severity';
import { INCIDENT_TYPE_LABELS, incidentTypeLabel } from './incident-types';

describe('when a severity is a number', () => {
  it.each([
    [1, 'medium'], [2, 'high'], [3, 'blocker'], [4, 'critical'], [0, 'low'], [5, 'low'], [-1, 'low'], [2.5, 'low'],
  ] as const)('%d reads as %s', (value, severity) => {
    expect(severityFromNumber(value)).toBe(severity);
  });

  it('also maps numbers stored as text', () => {
    expect(normaliseSeverity('3')).toBe('blocker');
  });
});

describe('when the Details panel shows a severity', () => {
  it('shows High for an incident without one', () => {
    expect(detailsSeverity(undefined)).toBe('high');
    expect(detailsSeverity('')).toBe('high');
  });

  it('shows a known severity as it is, whatever its case', () => {
    expect(detailsSeverity('Critical')).toBe('critical');
  });
});

describe('when a severity is coloured', () => {
  it('paints critical red, high orange, warning yellow, info gray, low and medium green', () => {
    expect(SEVERITY_OPTIONS.map((s) => `${s}:${severityColour(s)}`)).toEqual([
      'low:green', 'medium:green', 'high:orange', 'blocker:red', 'critical:red', 'info:gray', 'warning:yellow',
    ]);
  });
});

describe('when a type is shown', () => {
  it('has a label for every type and passes unknown types through', () => {
    expect(Object.keys(INCIDENT_TYPE_LABELS)).toHaveLength(8);
    expect(incidentTypeLabel('technicalDebt')).toBe('Technical Debt');
    expect(incidentTypeLabel('other')).toBe('other');
  });
});

describe('when a severity is shown', () => {
  it.each([
    ['critical', 'Critical'], ['2', 'High'], ['sev-unknown', 'sev-unknown'], [undefined, '—'],
  ] as const)('%s reads as %s', (value, label) => {
    expect(severityLabel(value, '—')).toBe(label);
  });
});
