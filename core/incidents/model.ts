/** Seed 001 §3-§4 and reference §2.4 / §5: the incident domain in the console's terms. */

export const INCIDENT_STATUSES = ['new', 'open', 'investigating', 'mitigated', 'resolved', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const INCIDENT_SEVERITIES = ['low', 'medium', 'high', 'blocker', 'critical'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];
/** The severity dropdown also offers these two. */
export const SEVERITY_OPTIONS = [...INCIDENT_SEVERITIES, 'info', 'warning'] as const;
export type SeverityOption = (typeof SEVERITY_OPTIONS)[number];

export const INCIDENT_TYPES = [
  'cost', 'availability', 'performance', 'security', 'integration', 'compliance', 'technicalDebt', 'reliability',
] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

export const HYPOTHESIS_TYPES = ['root', 'factor', 'solution'] as const;
export type HypothesisType = (typeof HYPOTHESIS_TYPES)[number];

/** Ordered from most to least believed. */
export const HYPOTHESIS_STATUSES = ['proven', 'likely', 'possible', 'unlikely', 'improbable', 'disproven'] as const;
export type HypothesisStatus = (typeof HYPOTHESIS_STATUSES)[number];

export const EVIDENCE_TYPES = ['log', 'config', 'topology', 'check', 'config_analysis', 'config_change', 'comment'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

export const RESPONDER_TYPES = [
  'person', 'email', 'jira', 'service_now', 'ca', 'aws_support', 'aws_ams_services_request', 'redhat', 'oracle',
  'ms_planner', 'vmware',
] as const;
export type ResponderType = (typeof RESPONDER_TYPES)[number];

export const INCIDENT_HISTORY_TYPES = [
  'incident.created', 'incident.status_updated', 'responder.created', 'evidence.created',
  'evidence.done_definition_added', 'responder.commented', 'hypothesis.created', 'hypothesis.status_updated',
] as const;
export type IncidentHistoryType = (typeof INCIDENT_HISTORY_TYPES)[number];

export interface Person {
  readonly id: string;
  readonly name: string;
  readonly email?: string;
  readonly avatar?: string;
}

/** How a team answers as a responder of one type: the choices, the template defaults and a link. */
export interface ResponderClient {
  readonly values?: Readonly<Record<string, string>>;
  readonly defaults?: Readonly<Record<string, string>>;
  readonly linkUrl?: string;
}

export interface Team {
  readonly id: string;
  readonly name: string;
  readonly icon?: string;
  readonly responderClients?: Readonly<Partial<Record<ResponderType, ResponderClient>>>;
}

/** The team of the responder an external comment or evidence came through. */
export interface ResponderTeam {
  readonly name: string;
  readonly icon?: string;
}

/** What an evidence holds beyond its links (log lines, a config excerpt, a comment...). */
export interface EvidencePayload {
  readonly comment?: string;
  /** Line number to text. */
  readonly lines?: Readonly<Record<string, string>>;
  readonly selected_lines?: Readonly<Record<string, string>>;
  readonly includeMessages?: boolean;
  readonly start?: string;
  readonly configName?: string;
  readonly id?: string;
}

export interface Evidence {
  readonly id: string;
  readonly hypothesisId: string;
  readonly type: EvidenceType;
  readonly description: string;
  readonly createdBy?: Person;
  readonly createdAt: string;
  readonly externalCreatedBy?: string;
  readonly responderTeam?: ResponderTeam;
  readonly definitionOfDone: boolean;
  readonly done: boolean;
  /** A CEL expression that marks the evidence done when it yields true (DECISIONS §19). */
  readonly script?: string;
  readonly componentId?: string;
  readonly configId?: string;
  readonly configChangeId?: string;
  readonly configAnalysisId?: string;
  readonly checkId?: string;
  readonly properties?: Readonly<Record<string, unknown>>;
  readonly evidence?: EvidencePayload;
}

export interface Comment {
  readonly id: string;
  readonly incidentId: string;
  readonly hypothesisId?: string;
  /** Text with mentions stored as display name plus person id (see rules/mentions). */
  readonly comment: string;
  readonly createdBy?: Person;
  readonly createdAt: string;
  readonly responderId?: string;
  readonly externalCreatedBy?: string;
  readonly responderTeam?: ResponderTeam;
}

export interface Hypothesis {
  readonly id: string;
  readonly incidentId: string;
  readonly parentId?: string;
  readonly type: HypothesisType;
  readonly title: string;
  readonly status?: HypothesisStatus;
  readonly createdBy?: Person;
  readonly createdAt?: string;
  readonly comments: readonly Comment[];
  readonly evidences: readonly Evidence[];
}

/** The per-type form values of a responder (seed 001 §3), plus responderType. */
export type ResponderProperties = Readonly<Record<string, string>>;

export interface Responder {
  readonly id: string;
  readonly incidentId: string;
  readonly type: ResponderType;
  readonly teamId?: string;
  readonly personId?: string;
  readonly team?: Team;
  readonly person?: Person;
  readonly properties: ResponderProperties;
  readonly externalId?: string;
  readonly createdBy?: Person;
  readonly createdAt: string;
  readonly acknowledgedAt?: string;
  readonly signedOffAt?: string;
  readonly closedAt?: string;
  readonly deletedAt?: string;
}

export interface Incident {
  readonly id: string;
  /** The display id, INC-n, assigned by the backend. */
  readonly incidentId: string;
  readonly title: string;
  readonly description: string;
  /** A known severity, or whatever the backend holds (numbers from older data, nothing at all). */
  readonly severity?: string;
  readonly type: string;
  readonly status: IncidentStatus;
  readonly createdAt: string;
  readonly updatedAt?: string;
  readonly createdBy?: Person;
  readonly commander?: Person;
  readonly communicatorId?: string;
  readonly hypotheses: readonly Hypothesis[];
  readonly responders: readonly Responder[];
}

/** A row of the incident list (the incident_summary view). */
export interface IncidentSummary {
  readonly id: string;
  readonly incidentId: string;
  readonly title: string;
  readonly severity?: string;
  readonly type: string;
  readonly status: IncidentStatus;
  readonly createdAt: string;
  readonly commander?: Person;
  readonly responders: readonly Person[];
}

export interface IncidentHistoryEntry {
  readonly id: string;
  readonly type: IncidentHistoryType | string;
  readonly description?: string;
  readonly createdBy?: Person;
  readonly createdAt: string;
  readonly responder?: { readonly id: string; readonly person?: Person; readonly team?: ResponderTeam };
  readonly comment?: { readonly id: string; readonly comment: string };
  readonly hypothesis?: { readonly id: string; readonly title: string };
  readonly evidence?: { readonly id: string; readonly description: string; readonly type: EvidenceType };
}

/** The fields a person edits on an incident; a PATCH carries only those that changed (DECISIONS §18). */
export interface IncidentFields {
  readonly title: string;
  readonly description: string;
  readonly severity?: string;
  readonly type: string;
  readonly status: IncidentStatus;
}
export type IncidentPatch = Partial<IncidentFields>;

export interface NewIncident {
  readonly title: string;
  readonly description: string;
  readonly severity: string;
  readonly status: IncidentStatus;
  readonly type: string;
  /** Recorded as created_by, commander_id and communicator_id. */
  readonly createdBy: string;
}

export interface NewHypothesis {
  readonly id: string;
  readonly incidentId: string;
  readonly parentId?: string;
  readonly type: HypothesisType;
  readonly title: string;
  readonly status: HypothesisStatus;
  readonly createdBy: string;
}
export type HypothesisPatch = Partial<Pick<Hypothesis, 'title' | 'status'>>;

export interface NewEvidence {
  readonly hypothesisId: string;
  readonly type: EvidenceType;
  readonly description: string;
  readonly createdBy: string;
  readonly definitionOfDone?: boolean;
  readonly done?: boolean;
  readonly script?: string;
  readonly componentId?: string;
  readonly configId?: string;
  readonly configChangeId?: string;
  readonly configAnalysisId?: string;
  readonly checkId?: string;
  readonly properties?: Readonly<Record<string, unknown>>;
  readonly evidence?: EvidencePayload;
}
export type EvidencePatch = Partial<Pick<Evidence, 'definitionOfDone' | 'done' | 'script' | 'description' | 'evidence'>>;

/**
 * What may come along when an incident is created from elsewhere (a config's lines, a component, a
 * check...), or what "Link to incident" attaches to an incident's root hypothesis.
 */
export type AttachedEvidence = Omit<NewEvidence, 'hypothesisId' | 'createdBy'> & { readonly type: Exclude<EvidenceType, 'comment'> };

/** Evidence types the evidence wizard can search for (DECISIONS §17); logs are attached from the logs page. */
export const SEARCHABLE_EVIDENCE_TYPES = ['topology', 'config', 'check', 'config_analysis', 'config_change'] as const;
export type SearchableEvidenceType = (typeof SEARCHABLE_EVIDENCE_TYPES)[number];

/** Something the evidence wizard found: a component, config, check, analysis or change. */
export interface EvidenceCandidate {
  readonly id: string;
  readonly type: SearchableEvidenceType;
  readonly name: string;
  /** What kind of thing it is, its status, its config... shown under the name. */
  readonly detail?: string;
}

export interface NewComment {
  readonly incidentId: string;
  readonly hypothesisId: string;
  readonly comment: string;
  readonly createdBy: string;
}

export interface NewResponder {
  readonly incidentId: string;
  readonly type: ResponderType;
  readonly createdBy: string;
  readonly teamId?: string;
  readonly personId?: string;
  readonly properties: ResponderProperties;
}

/** The incident list's filters; an absent field is not filtered on. */
export interface IncidentListFilter {
  readonly severity?: string;
  readonly status?: string;
  readonly owner?: string;
  readonly type?: string;
  readonly component?: string;
  readonly search?: string;
}

/** The integrations whose responder forms pick from a config item (seed 001 §7). */
export const INTEGRATION_KINDS = ['jira', 'ms_planner'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** A config item standing for one instance of an integration (a Jira site, a Planner tenant). */
export interface IntegrationInstance {
  readonly id: string;
  readonly name: string;
  readonly externalId: readonly string[];
}

/** The instance with its scraped config JSON: projects, issue types, plans, buckets, priorities. */
export interface IntegrationInstanceConfig extends IntegrationInstance {
  readonly config: unknown;
}
