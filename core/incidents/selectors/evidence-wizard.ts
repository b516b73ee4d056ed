import type { SnapshotFrom } from 'xstate';
import type { evidenceWizardMachine } from '../machines/evidence-wizard.machine';
import type { EvidenceCandidate, SearchableEvidenceType } from '../model';
import { EVIDENCE_TYPE_LABELS, canSelectEvidence } from '../rules/evidence-search';
import { memoizeLast } from '../../shared';

export interface EvidenceWizardView {
  /** Evidence type (0), Search (1), Select (2: also while the evidence is created). */
  readonly step: 0 | 1 | 2;
  readonly evidenceType?: SearchableEvidenceType;
  readonly query: string;
  readonly searchPlaceholder: string;
  /** A search waits for the person to stop typing, or for its answer. */
  readonly searching: boolean;
  readonly results: readonly EvidenceCandidate[];
  /** The search answered with nothing. */
  readonly noResults: boolean;
  readonly selected: readonly EvidenceCandidate[];
  readonly selectedIds: readonly string[];
  readonly hypothesisId: string;
  readonly error?: string;
  /** Next on the first two steps: a type chosen, then something selected. */
  readonly canNext: boolean;
  readonly canSave: boolean;
  /** The evidence is being created: the dialog stays open. */
  readonly saving: boolean;
}

const idsOf = memoizeLast((selected: readonly EvidenceCandidate[]) => selected.map((c) => c.id));

/** What the evidence wizard shows (DECISIONS §17). */
export function selectEvidenceWizardView(snapshot: SnapshotFrom<typeof evidenceWizardMachine>): EvidenceWizardView {
  const { context } = snapshot;
  const step = snapshot.matches('evidenceType') ? 0 : snapshot.matches('search') ? 1 : 2;
  const searching = snapshot.hasTag('searching');
  const selectedIds = idsOf(context.selected);
  return {
    step,
    evidenceType: context.evidenceType,
    query: context.query,
    searchPlaceholder: context.evidenceType ? `Search ${EVIDENCE_TYPE_LABELS[context.evidenceType]}` : '',
    searching,
    results: context.results,
    noResults: !searching && context.results.length === 0,
    selected: context.selected,
    selectedIds,
    hypothesisId: context.hypothesisId,
    error: context.error,
    canNext: step === 0 ? context.evidenceType !== undefined : canSelectEvidence(selectedIds),
    canSave: canSelectEvidence(selectedIds),
    saving: snapshot.hasTag('busy'),
  };
}
