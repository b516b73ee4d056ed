import { INCIDENT_STATUSES, type IncidentStatus } from '../model';

/** Seed 001 §4: the statuses offered from each status, the current one included. */
export const STATUS_TARGETS: Readonly<Record<IncidentStatus, readonly IncidentStatus[]>> = {
  new: INCIDENT_STATUSES,
  open: ['open', 'investigating', 'mitigated', 'resolved', 'closed'],
  investigating: ['investigating', 'mitigated', 'resolved', 'closed'],
  mitigated: ['mitigated', 'resolved', 'closed', 'open'],
  resolved: ['resolved', 'closed', 'open'],
  closed: ['closed', 'open'],
};

export const isIncidentStatus = (value: unknown): value is IncidentStatus =>
  typeof value === 'string' && (INCIDENT_STATUSES as readonly string[]).includes(value);

export const allowedStatuses = (current: IncidentStatus): readonly IncidentStatus[] => STATUS_TARGETS[current];

export const canMoveTo = (current: IncidentStatus, target: IncidentStatus): boolean => STATUS_TARGETS[current].includes(target);

/** Seed 001 §2.8: these statuses first ask which evidence joins the definition of done. */
export const asksForContributingFactors = (target: IncidentStatus): boolean => target === 'mitigated' || target === 'resolved';
