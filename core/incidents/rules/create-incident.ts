import { validateRequired } from '../../shared';
import type { IncidentStatus } from '../model';
import { UNKNOWN_SEVERITY_MESSAGE } from '../texts';
import { isSeverityOption } from './severity';

export interface CreateIncidentValues {
  readonly title: string;
  readonly description: string;
  readonly severity: string;
  readonly status: IncidentStatus | '';
  readonly type: string;
}

export type CreateIncidentField = keyof CreateIncidentValues;
export type CreateIncidentErrors = Partial<Record<CreateIncidentField, string>>;

/** Seed 001 §2.2: the form opens with severity Low, type availability and status open. */
export const CREATE_INCIDENT_DEFAULTS: CreateIncidentValues = {
  title: '',
  description: '',
  severity: 'low',
  status: 'open',
  type: 'availability',
};

/** Seed 001 §5: title, severity (a known one), status and type are required; description is optional. */
export function validateCreateIncident(values: CreateIncidentValues): CreateIncidentErrors {
  const errors: CreateIncidentErrors = {};
  const severity = validateRequired(values.severity) ?? (isSeverityOption(values.severity) ? undefined : UNKNOWN_SEVERITY_MESSAGE);
  const found: [CreateIncidentField, string | undefined][] = [
    ['title', validateRequired(values.title)],
    ['severity', severity],
    ['status', validateRequired(values.status)],
    ['type', validateRequired(values.type)],
  ];
  for (const [field, message] of found) if (message) errors[field] = message;
  return errors;
}

export const hasErrors = (errors: CreateIncidentErrors): boolean => Object.keys(errors).length > 0;
