import { INCIDENT_TYPES, type IncidentType } from '../model';

export const isIncidentType = (value: unknown): value is IncidentType =>
  typeof value === 'string' && (INCIDENT_TYPES as readonly string[]).includes(value);

/** How each type reads, also the "type description" responder templates see (seed 001 §4). */
export const INCIDENT_TYPE_LABELS: Readonly<Record<IncidentType, string>> = {
  cost: 'Cost',
  availability: 'Availability',
  performance: 'Performance',
  security: 'Security',
  integration: 'Integration',
  compliance: 'Compliance',
  technicalDebt: 'Technical Debt',
  reliability: 'Reliability',
};

export const incidentTypeLabel = (type: string): string => (isIncidentType(type) ? INCIDENT_TYPE_LABELS[type] : type);
