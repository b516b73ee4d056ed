import { SEVERITY_OPTIONS, type IncidentSeverity, type SeverityOption } from '../model';

const NUMERIC_SEVERITIES: Readonly<Record<number, IncidentSeverity>> = { 1: 'medium', 2: 'high', 3: 'blocker', 4: 'critical' };

/** Seed 001 §4: 1 medium, 2 high, 3 blocker, 4 critical, anything else low. */
export const severityFromNumber = (value: number): IncidentSeverity => NUMERIC_SEVERITIES[value] ?? 'low';

export const isSeverityOption = (value: unknown): value is SeverityOption =>
  typeof value === 'string' && (SEVERITY_OPTIONS as readonly string[]).includes(value);

/** A stored severity as the console reads it: a known name, or a number from older data. */
export function normaliseSeverity(value: string | number | null | undefined): SeverityOption | undefined {
  if (value == null || value === '') return undefined;
  if (typeof value === 'number' || /^\d+$/.test(value)) return severityFromNumber(Number(value));
  const name = value.toLowerCase();
  return isSeverityOption(name) ? name : undefined;
}

/** Seed 001 §2.3: the Details panel shows High when the incident has no severity. */
export const detailsSeverity = (value: string | number | null | undefined): SeverityOption => normaliseSeverity(value) ?? 'high';

export type SeverityColour = 'red' | 'orange' | 'yellow' | 'gray' | 'green';

/** Seed 001 §2.11; blocker, which the seed leaves out, ranks between high and critical and shares critical's red. */
export const SEVERITY_COLOURS: Readonly<Record<SeverityOption, SeverityColour>> = {
  critical: 'red',
  blocker: 'red',
  high: 'orange',
  warning: 'yellow',
  info: 'gray',
  medium: 'green',
  low: 'green',
};

export const severityColour = (value: string | number | null | undefined): SeverityColour =>
  SEVERITY_COLOURS[normaliseSeverity(value) ?? 'low'];

export const SEVERITY_LABELS: Readonly<Record<SeverityOption, string>> = {
  low: 'Low', medium: 'Medium', high: 'High', blocker: 'Blocker', critical: 'Critical', info: 'Info', warning: 'Warning',
};

/** A severity as people read it: a known one (or an old number) by its label, anything else as it came. */
export const severityLabel = (value: string | undefined, missing: string): string => {
  const known = normaliseSeverity(value);
  return known ? SEVERITY_LABELS[known] : (value ?? missing);
};
