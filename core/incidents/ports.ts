import { serviceIdentifier, type ExportTable } from '../shared';
import type {
  Comment, EvidenceCandidate, SearchableEvidenceType, Evidence, EvidencePatch, Hypothesis, HypothesisPatch, Incident, IncidentHistoryEntry, IncidentListFilter,
  IncidentPatch, IncidentSummary, IntegrationInstance, IntegrationInstanceConfig, IntegrationKind, NewComment, NewEvidence, NewHypothesis,
  NewIncident, NewResponder, Person, Responder, Team,
} from './model';

/**
 * The incident records. Methods reject with a DomainError; `get` answers undefined for an incident that
 * does not exist, so the page can say 'Incident not found'.
 */
export const IncidentPort = serviceIdentifier<IncidentPort>('IncidentPort');
export interface IncidentPort {
  list(filter: IncidentListFilter): Promise<IncidentSummary[]>;
  /** Where every incident the list's filter leaves is read from, for its Export (a component filter is looked up as the list does). */
  listExport(filter: IncidentListFilter): Promise<ExportTable>;
  /** With its hypotheses (their evidence and comments) and responders. */
  get(id: string): Promise<Incident | undefined>;
  create(incident: NewIncident): Promise<Incident>;
  /** Sends only the given fields (DECISIONS §18). */
  update(id: string, patch: IncidentPatch): Promise<void>;
}

export const HypothesisPort = serviceIdentifier<HypothesisPort>('HypothesisPort');
export interface HypothesisPort {
  create(hypothesis: NewHypothesis): Promise<Hypothesis>;
  update(id: string, patch: HypothesisPatch): Promise<void>;
  /** Removes the hypothesis with its comments and evidence (DECISIONS §17a). */
  remove(id: string): Promise<void>;
}

export const EvidencePort = serviceIdentifier<EvidencePort>('EvidencePort');
export interface EvidencePort {
  create(evidence: NewEvidence): Promise<Evidence>;
  update(id: string, patch: EvidencePatch): Promise<void>;
  remove(id: string): Promise<void>;
}

export const CommentPort = serviceIdentifier<CommentPort>('CommentPort');
export interface CommentPort {
  create(comment: NewComment): Promise<Comment>;
}

export const ResponderPort = serviceIdentifier<ResponderPort>('ResponderPort');
export interface ResponderPort {
  /** Responders not removed, with their team and person. */
  list(incidentId: string): Promise<Responder[]>;
  create(responder: NewResponder): Promise<Responder>;
  /** A soft delete: the responder gets deleted_at. */
  remove(id: string): Promise<void>;
}

export const IncidentHistoryPort = serviceIdentifier<IncidentHistoryPort>('IncidentHistoryPort');
export interface IncidentHistoryPort {
  /** Newest first. */
  list(incidentId: string): Promise<IncidentHistoryEntry[]>;
}

/** Who can be mentioned or made a responder. */
export const PeopleDirectoryPort = serviceIdentifier<PeopleDirectoryPort>('PeopleDirectoryPort');
export interface PeopleDirectoryPort {
  people(): Promise<Person[]>;
  teams(): Promise<Team[]>;
}

/** What the evidence wizard searches (DECISIONS §17): at most a page of matches, by name. */
export const EvidenceSearchPort = serviceIdentifier<EvidenceSearchPort>('EvidenceSearchPort');
export interface EvidenceSearchPort {
  search(type: SearchableEvidenceType, query: string): Promise<EvidenceCandidate[]>;
}

/** Config integration lookups of the Jira and planner responder forms (seed 001 §7). */
export const ConfigLookupPort = serviceIdentifier<ConfigLookupPort>('ConfigLookupPort');
export interface ConfigLookupPort {
  /** Instances of a kind whose name or external id contains `search` (all of them for ''). */
  byKind(kind: IntegrationKind, search: string): Promise<IntegrationInstance[]>;
  /** One instance with its config JSON; undefined when there is no such item. */
  byId(id: string): Promise<IntegrationInstanceConfig | undefined>;
}

/**
 * The records the live stream carries (DECISIONS §31), read as the incident page's: undefined for a
 * row that does not decode. An incident comes without its hypotheses and responders.
 */
export interface IncidentLiveRows {
  incident(row: unknown): Incident | undefined;
  hypothesis(row: unknown): Hypothesis | undefined;
  comment(row: unknown): Comment | undefined;
  evidence(row: unknown): Evidence | undefined;
}
