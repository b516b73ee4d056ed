import type { IncidentListFilter } from '../model';

export const INCIDENT_LIST_PARAMS = ['severity', 'status', 'owner', 'type', 'component', 'search'] as const;
export type IncidentListParam = (typeof INCIDENT_LIST_PARAMS)[number];

/** Seed 001 §2.1: a list opened without a status shows open incidents. */
export const DEFAULT_LIST_STATUS = 'open';
export const ALL = 'all';

/** The filter a list address asks for: 'all' or nothing means no filter, and status defaults to open. */
export function incidentListFilter(params: { get(name: string): string | null }): IncidentListFilter {
  const filter: Record<string, string> = {};
  for (const name of INCIDENT_LIST_PARAMS) {
    const raw = params.get(name) ?? (name === 'status' ? DEFAULT_LIST_STATUS : null);
    const value = raw?.trim();
    if (value && value.toLowerCase() !== ALL) filter[name] = value;
  }
  return filter;
}

/** The address parameters of a filter, in order; status is written as 'all' when cleared so the default does not come back. */
export function incidentListParams(filter: IncidentListFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of INCIDENT_LIST_PARAMS) {
    const value = filter[name] || (name === 'status' ? ALL : undefined);
    if (value) params[name] = value;
  }
  return params;
}
