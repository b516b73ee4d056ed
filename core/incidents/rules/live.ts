import type { LiveEvent } from '../../shared';
import type { Comment, Evidence, Hypothesis, Incident } from '../model';
import type { IncidentLiveRows } from '../ports';

/** A change to an incident's records the live stream brought, read into the page's records. */
export type IncidentChange =
  | { readonly kind: 'incident'; readonly id: string; readonly op: LiveEvent['op']; readonly incident?: Incident }
  | { readonly kind: 'hypothesis'; readonly id: string; readonly parent?: string; readonly op: LiveEvent['op']; readonly hypothesis?: Hypothesis }
  | { readonly kind: 'comment'; readonly id: string; readonly parent?: string; readonly op: LiveEvent['op']; readonly comment?: Comment }
  | { readonly kind: 'evidence'; readonly id: string; readonly parent?: string; readonly op: LiveEvent['op']; readonly evidence?: Evidence };

export const INCIDENT_LIVE_KINDS = ['incident', 'hypothesis', 'comment', 'evidence'] as const;

/** A stream event as the incident page reads it; a row that does not decode leaves the record out (the page refetches). */
export function incidentChangeOf(event: LiveEvent, rows: IncidentLiveRows): IncidentChange | undefined {
  const row = event.row;
  const base = { id: event.id, parent: event.parent, op: event.op };
  switch (event.kind) {
    case 'incident':
      return { ...base, kind: 'incident', incident: row === undefined ? undefined : rows.incident(row) };
    case 'hypothesis':
      return { ...base, kind: 'hypothesis', hypothesis: row === undefined ? undefined : rows.hypothesis(row) };
    case 'comment':
      return { ...base, kind: 'comment', comment: row === undefined ? undefined : rows.comment(row) };
    case 'evidence':
      return { ...base, kind: 'evidence', evidence: row === undefined ? undefined : rows.evidence(row) };
    default:
      return undefined;
  }
}

const aboutIncident = (incidentId: string) => (change: IncidentChange) =>
  change.kind === 'incident' ? change.id === incidentId : change.parent === incidentId;

const upsert = <T extends { id: string }>(items: readonly T[], item: T): T[] =>
  items.some((i) => i.id === item.id) ? items.map((i) => (i.id === item.id ? item : i)) : [...items, item];

const hypothesisMerged = (before: Hypothesis, after: Hypothesis): Hypothesis => ({ ...after, comments: before.comments, evidences: before.evidences });

/**
 * The incident with the stream's changes to it applied, so the page shows another person's comment,
 * status, hypothesis or evidence without reading the incident again. `refetch`: a change it cannot
 * apply from the event alone (a row too long to carry, the incident deleted, a record of an unknown
 * hypothesis), and the page reads the incident once.
 */
export function applyIncidentChanges(incident: Incident, changes: readonly IncidentChange[]): { incident: Incident; refetch: boolean; changed: boolean } {
  let current = incident;
  let refetch = false;
  const ours = changes.filter(aboutIncident(incident.id));
  const withHypothesis = (id: string | undefined, update: (h: Hypothesis) => Hypothesis) => {
    if (!id || !current.hypotheses.some((h) => h.id === id)) {
      refetch = true;
      return;
    }
    current = { ...current, hypotheses: current.hypotheses.map((h) => (h.id === id ? update(h) : h)) };
  };
  for (const change of ours) {
    if (change.op === 'delete') {
      if (change.kind === 'incident') refetch = true;
      else if (change.kind === 'hypothesis') current = { ...current, hypotheses: current.hypotheses.filter((h) => h.id !== change.id) };
      else if (change.kind === 'comment') current = { ...current, hypotheses: current.hypotheses.map((h) => ({ ...h, comments: h.comments.filter((c) => c.id !== change.id) })) };
      else current = { ...current, hypotheses: current.hypotheses.map((h) => ({ ...h, evidences: h.evidences.filter((e) => e.id !== change.id) })) };
      continue;
    }
    switch (change.kind) {
      case 'incident':
        if (!change.incident) refetch = true;
        else current = { ...change.incident, createdBy: current.createdBy, commander: current.commander, hypotheses: current.hypotheses, responders: current.responders };
        break;
      case 'hypothesis': {
        const after = change.hypothesis;
        if (!after) refetch = true;
        else {
          const before = current.hypotheses.find((h) => h.id === after.id);
          current = { ...current, hypotheses: upsert(current.hypotheses, before ? hypothesisMerged(before, after) : after) };
        }
        break;
      }
      case 'comment': {
        const comment = change.comment;
        if (!comment) refetch = true;
        else withHypothesis(comment.hypothesisId, (h) => ({ ...h, comments: upsert(h.comments, comment) }));
        break;
      }
      case 'evidence': {
        const evidence = change.evidence;
        if (!evidence) refetch = true;
        else withHypothesis(evidence.hypothesisId, (h) => ({ ...h, evidences: upsert(h.evidences, evidence) }));
        break;
      }
    }
  }
  return { incident: current, refetch, changed: current !== incident };
}
