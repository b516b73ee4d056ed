import type { AttachedEvidence, EvidenceCandidate, NewEvidence, SearchableEvidenceType } from '../model';

/** The evidence column each searchable type points through. */
export const EVIDENCE_LINK_COLUMNS: Readonly<Record<SearchableEvidenceType, keyof NewEvidence>> = {
  topology: 'componentId',
  config: 'configId',
  check: 'checkId',
  config_analysis: 'configAnalysisId',
  config_change: 'configChangeId',
};

export const EVIDENCE_TYPE_LABELS: Readonly<Record<SearchableEvidenceType | 'log' | 'comment', string>> = {
  topology: 'Component',
  config: 'Config',
  check: 'Health check',
  config_analysis: 'Config insight',
  config_change: 'Config change',
  log: 'Logs',
  comment: 'Comment',
};

/** A found object as the evidence that points at it. */
export function candidateEvidence(candidate: EvidenceCandidate): AttachedEvidence {
  return { type: candidate.type, description: candidate.name, [EVIDENCE_LINK_COLUMNS[candidate.type]]: candidate.id };
}

/** Evidence for a hypothesis from the attached object, recorded as created by `createdBy`. */
export const evidenceFor = (attached: AttachedEvidence, hypothesisId: string, createdBy: string): NewEvidence => ({
  ...attached, hypothesisId, createdBy,
});

/** The wizard moves on from Search only with something selected. */
export const canSelectEvidence = (selected: readonly string[]): boolean => selected.length > 0;
