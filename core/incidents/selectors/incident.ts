import type { Evidence, Incident, IncidentSummary, Person, Responder } from '../model';
import { firstAvatars, rootHypothesis } from '../rules/hypotheses';

/** Every evidence of the incident, across its hypotheses. */
export const incidentEvidences = (incident: Incident): Evidence[] => incident.hypotheses.flatMap((h) => [...h.evidences]);

/** The hypothesis a new comment goes to unless the person picks another. */
export const defaultCommentHypothesisId = (incident: Incident): string | undefined => rootHypothesis(incident.hypotheses)?.id;

export interface ComponentChip {
  readonly id: string;
  readonly name: string;
}

/** Seed 001 §2.3: one chip per component the incident's topology evidence points at. */
export function componentChips(incident: Incident): ComponentChip[] {
  const chips = new Map<string, ComponentChip>();
  for (const e of incidentEvidences(incident)) {
    if (e.type === 'topology' && e.componentId && !chips.has(e.componentId)) {
      chips.set(e.componentId, { id: e.componentId, name: e.description || e.componentId });
    }
  }
  return [...chips.values()];
}

/** Responders still on the incident (removal is a soft delete). */
export const activeResponders = (responders: readonly Responder[]): Responder[] => responders.filter((r) => !r.deletedAt);

/** Seed 001 §2.1: the Responders column shows at most the first 5 avatars. */
export const responderAvatars = (row: IncidentSummary): Person[] => firstAvatars(row.responders);

/** The address of an incident's page. */
export const incidentPath = (id: string): string => `/incidents/${encodeURIComponent(id)}`;
