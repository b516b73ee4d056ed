import {
  EVIDENCE_TYPES, HYPOTHESIS_STATUSES, type EvidenceType, type Hypothesis, type HypothesisStatus, type HypothesisType, type Person,
} from '../model';
import { MAX_AVATARS } from '../texts';

const CHILD_TYPES: Readonly<Record<HypothesisType, HypothesisType | undefined>> = {
  root: 'factor',
  factor: 'solution',
  solution: undefined,
};

/** Seed 001 §2.4: a child takes the next level down; a solution is a leaf and has none. */
export const childTypeOf = (type: HypothesisType): HypothesisType | undefined => CHILD_TYPES[type];

export const canHaveChildren = (type: HypothesisType): boolean => childTypeOf(type) !== undefined;

/** The root is always expanded, so only other nodes have an expand toggle. */
export const hasExpandToggle = (type: HypothesisType): boolean => type !== 'root';

export const NEW_HYPOTHESIS_STATUS: HypothesisStatus = 'possible';

/** The inline selector shows likely for a hypothesis with no status. */
export const SELECTOR_FALLBACK_STATUS: HypothesisStatus = 'likely';
export const selectorStatus = (status: HypothesisStatus | undefined): HypothesisStatus => status ?? SELECTOR_FALLBACK_STATUS;

/** Any status can be chosen from any other; the order is the one the selector lists. */
export const statusChoices = (): readonly HypothesisStatus[] => HYPOTHESIS_STATUSES;

export const HYPOTHESIS_STATUS_LABELS: Readonly<Record<HypothesisStatus, string>> = {
  proven: 'Proven', likely: 'Likely', possible: 'Possible', unlikely: 'Unlikely', improbable: 'Improbable', disproven: 'Disproven',
};

export interface HypothesisNode {
  readonly hypothesis: Hypothesis;
  readonly children: readonly HypothesisNode[];
}

/** The hypotheses of an incident as trees, one per root (or orphan), children in creation order. */
export function hypothesisTrees(hypotheses: readonly Hypothesis[]): HypothesisNode[] {
  const ids = new Set(hypotheses.map((h) => h.id));
  const byParent = new Map<string | undefined, Hypothesis[]>();
  for (const h of hypotheses) {
    const parent = h.parentId !== undefined && ids.has(h.parentId) ? h.parentId : undefined;
    byParent.set(parent, [...(byParent.get(parent) ?? []), h]);
  }
  const build = (h: Hypothesis): HypothesisNode => ({ hypothesis: h, children: (byParent.get(h.id) ?? []).map(build) });
  return (byParent.get(undefined) ?? []).map(build);
}

/** The root hypothesis: the default target of the combined comment box. */
export const rootHypothesis = (hypotheses: readonly Hypothesis[]): Hypothesis | undefined =>
  hypotheses.find((h) => h.type === 'root') ?? hypotheses.find((h) => h.parentId === undefined);

/** The ids of a hypothesis and everything under it, deepest first (the order a delete must follow). */
export function subtreeIds(hypotheses: readonly Hypothesis[], id: string): string[] {
  const below = hypotheses.filter((h) => h.parentId === id).flatMap((h) => subtreeIds(hypotheses, h.id));
  return [...below, id];
}

/** A hypothesis with evidence in the definition of done gets a highlighted top border. */
export const isHighlighted = (h: Hypothesis): boolean => h.evidences.some((e) => e.definitionOfDone);

export type EvidenceCounts = Readonly<Partial<Record<EvidenceType, number>>>;

/** Counts by evidence type; comments count under 'comment' together with comment evidence. */
export function evidenceCounts(h: Hypothesis): EvidenceCounts {
  const counts: Partial<Record<EvidenceType, number>> = {};
  for (const e of h.evidences) counts[e.type] = (counts[e.type] ?? 0) + 1;
  if (h.comments.length > 0) counts.comment = (counts.comment ?? 0) + h.comments.length;
  return Object.fromEntries(EVIDENCE_TYPES.filter((t) => counts[t]).map((t) => [t, counts[t]]));
}

/** The first `max` of a list of people, for avatar stacks (seed 001 §9: up to 5). */
export const firstAvatars = <T>(people: readonly T[], max = MAX_AVATARS): T[] => people.slice(0, max);

/** The distinct people who created, commented on or added evidence to a hypothesis, first seen first. */
export function participants(h: Hypothesis): Person[] {
  const seen = new Map<string, Person>();
  const add = (p: Person | undefined) => {
    if (p && !seen.has(p.id)) seen.set(p.id, p);
  };
  add(h.createdBy);
  const activity = [...h.comments, ...h.evidences].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const item of activity) add(item.createdBy);
  return [...seen.values()];
}

export const participantAvatars = (h: Hypothesis): Person[] => firstAvatars(participants(h));
