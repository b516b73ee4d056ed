import type {
  Comment, Evidence, EvidenceType, Hypothesis, HypothesisStatus, HypothesisType,
  Incident, IncidentHistoryEntry, IncidentSummary, Person, Responder, ResponderClient,
  ResponderTeam, ResponderType, Team,
} from '../../core/incidents';
// The rule file alone: the core's index would pull the incident machines into the first load.
import { isIncidentStatus } from '../../core/incidents/rules/status';
import type {
  CommentRow, EvidenceRow, HistoryRow, HypothesisRow, IncidentRow, IncidentSummaryRow, PersonRef, ResponderRow, TeamRef,
} from './codecs/incidents';

/** null and '' read as absent, as the domain models them. */
const present = <T>(value: T | null | undefined): T | undefined => (value === null || value === '' ? undefined : value);

export function personOf(ref: PersonRef | null | undefined): Person | undefined {
  if (ref === null || ref === undefined) return undefined;
  if (typeof ref === 'string') return { id: ref, name: ref };
  return { id: ref.id, name: present(ref.name) ?? present(ref.email) ?? ref.id, email: present(ref.email), avatar: present(ref.avatar) };
}

const stringRecord = (value: unknown): Record<string, string> | undefined =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => typeof v === 'string') as [string, string][])
    : undefined;

/** `spec.responder_clients` keyed by responder type (seed 001 §3). */
function responderClientsOf(spec: unknown): Team['responderClients'] {
  const clients = spec && typeof spec === 'object' ? (spec as { responder_clients?: unknown }).responder_clients : undefined;
  if (!clients || typeof clients !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(clients as Record<string, unknown>).map(([type, value]) => {
      const client = (value ?? {}) as Record<string, unknown>;
      const parsed: ResponderClient = {
        values: stringRecord(client.values),
        defaults: stringRecord(client.defaults),
        linkUrl: typeof client.linkUrl === 'string' ? client.linkUrl : undefined,
      };
      return [type, parsed];
    }),
  ) as Team['responderClients'];
}

export const teamOf = (row: TeamRef): Team => ({
  id: row.id, name: row.name, icon: present(row.icon), responderClients: responderClientsOf(row.spec),
});

const responderTeamOf = (ref: unknown): ResponderTeam | undefined => {
  const team = ref && typeof ref === 'object' ? (ref as { team_id?: unknown }).team_id : undefined;
  return team && typeof team === 'object' && 'name' in team
    ? { name: String((team as { name: unknown }).name), icon: present((team as { icon?: string | null }).icon) }
    : undefined;
};

export const evidenceOf = (row: EvidenceRow): Evidence => ({
  id: row.id,
  hypothesisId: row.hypothesis_id,
  type: row.type as EvidenceType,
  description: row.description ?? '',
  createdBy: personOf(row.created_by),
  createdAt: row.created_at,
  externalCreatedBy: present(row.external_created_by),
  responderTeam: responderTeamOf(row.responder_id),
  definitionOfDone: row.definition_of_done ?? false,
  done: row.done ?? false,
  script: present(row.script),
  componentId: present(row.component_id),
  configId: present(row.config_id),
  configChangeId: present(row.config_change_id),
  configAnalysisId: present(row.config_analysis_id),
  checkId: present(row.check_id),
  properties: present(row.properties),
  evidence: present(row.evidence) as Evidence['evidence'],
});

export const commentOf = (row: CommentRow, incidentId = row.incident_id ?? ''): Comment => ({
  id: row.id,
  incidentId,
  hypothesisId: present(row.hypothesis_id),
  comment: row.comment,
  createdBy: personOf(row.created_by),
  createdAt: row.created_at,
  responderId: typeof row.responder_id === 'string' ? row.responder_id : present(row.responder_id?.id),
  externalCreatedBy: present(row.external_created_by),
  responderTeam: responderTeamOf(row.responder_id),
});

const byTime = <T extends { createdAt?: string }>(items: T[]) => items.sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));

export const hypothesisOf = (row: HypothesisRow): Hypothesis => ({
  id: row.id,
  incidentId: row.incident_id,
  parentId: present(row.parent_id),
  type: row.type as HypothesisType,
  title: row.title,
  status: present(row.status) as HypothesisStatus | undefined,
  createdBy: personOf(row.created_by),
  createdAt: present(row.created_at),
  evidences: byTime((row.evidences ?? []).map(evidenceOf)),
  comments: byTime((row.comments ?? []).map((c) => commentOf(c, row.incident_id))),
});

export const responderOf = (row: ResponderRow): Responder => ({
  id: row.id,
  incidentId: row.incident_id,
  type: row.type as ResponderType,
  teamId: present(row.team_id),
  personId: present(row.person_id),
  team: row.team ? teamOf(row.team) : undefined,
  person: personOf(row.person),
  properties: stringRecord(row.properties) ?? {},
  externalId: present(row.external_id),
  createdBy: personOf(row.created_by),
  createdAt: row.created_at,
  acknowledgedAt: present(row.acknowledged),
  signedOffAt: present(row.resolved),
  closedAt: present(row.closed),
  deletedAt: present(row.deleted_at),
});

const statusOf = (value: string) => (isIncidentStatus(value) ? value : 'open');
const severityOf = (value: string | number | null | undefined) => (value === null || value === undefined ? undefined : String(value));

export const incidentOf = (row: IncidentRow): Incident => ({
  id: row.id,
  incidentId: row.incident_id,
  title: row.title,
  description: row.description ?? '',
  severity: severityOf(row.severity),
  type: row.type,
  status: statusOf(row.status),
  createdAt: row.created_at,
  updatedAt: present(row.updated_at),
  createdBy: personOf(row.created_by),
  commander: personOf(row.commander ?? row.commander_id),
  communicatorId: personOf(row.communicator_id)?.id,
  hypotheses: byTime((row.hypotheses ?? []).map(hypothesisOf)),
  responders: byTime((row.responders ?? []).map(responderOf)).filter((r) => !r.deletedAt),
});

export const summaryOf = (row: IncidentSummaryRow): IncidentSummary => ({
  id: row.id,
  incidentId: row.incident_id,
  title: row.title,
  severity: severityOf(row.severity),
  type: row.type,
  status: statusOf(row.status),
  createdAt: row.created_at,
  commander: row.commander ? personOf(row.commander) : undefined,
  responders: (row.responders ?? []).map((r) => personOf(r)!),
});

export const historyOf = (row: HistoryRow): IncidentHistoryEntry => ({
  id: row.id,
  type: row.type ?? '',
  description: present(row.description),
  createdBy: personOf(row.created_by),
  createdAt: row.created_at,
  responder: row.responder
    ? { id: row.responder.id, person: personOf(row.responder.person), team: row.responder.team ? { name: row.responder.team.name, icon: present(row.responder.team.icon) } : undefined }
    : undefined,
  comment: row.comment ? { id: row.comment.id, comment: row.comment.comment ?? '' } : undefined,
  hypothesis: row.hypothesis ? { id: row.hypothesis.id, title: row.hypothesis.title ?? '' } : undefined,
  evidence: row.evidence
    ? { id: row.evidence.id, description: row.evidence.description ?? '', type: (row.evidence.type ?? 'comment') as EvidenceType }
    : undefined,
});
