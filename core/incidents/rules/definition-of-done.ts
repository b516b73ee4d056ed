import { EVIDENCE_TYPES, type Evidence, type EvidencePatch, type EvidenceType, type NewEvidence } from '../model';
import {
  LOADING_EVIDENCE, MARK_AS_NOT_RESOLVED, MARK_AS_RESOLVED, NO_EVIDENCE, NO_EVIDENCE_OUTSIDE_DEFINITION_OF_DONE,
} from '../texts';

export interface ScriptShortcut {
  readonly label: string;
  readonly script: string;
}

/** Seed 001 §2.5 with the variables of DECISIONS §19: one click fills the script. */
export const SCRIPT_SHORTCUTS: Readonly<Partial<Record<EvidenceType, readonly ScriptShortcut[]>>> = {
  topology: [{ label: 'Component health', script: 'component.status == "healthy"' }],
};

/** The script offered before anyone types one. */
export const DEFAULT_SCRIPTS: Readonly<Partial<Record<EvidenceType, string>>> = {
  check: 'check.status == "healthy"',
  config_analysis: 'analysis.status == "resolved"',
};

export const defaultScript = (type: EvidenceType): string => DEFAULT_SCRIPTS[type] ?? '';

/** Evidence types offered for automatic addition: every type but comment. */
export const AUTOMATIC_EVIDENCE_TYPES: readonly EvidenceType[] = EVIDENCE_TYPES.filter((t) => t !== 'comment');

export const inDefinitionOfDone = (evidences: readonly Evidence[]): Evidence[] => evidences.filter((e) => e.definitionOfDone);

/** The evidence that can still be added automatically: of an automatic type and not in the definition of done yet. */
export const outsideDefinitionOfDone = (evidences: readonly Evidence[]): Evidence[] =>
  evidences.filter((e) => !e.definitionOfDone && AUTOMATIC_EVIDENCE_TYPES.includes(e.type));

/** The manual Add is disabled while the text is empty. */
export const canAddManualItem = (text: string): boolean => text.trim() !== '';

/** Automatic addition needs at least one selected evidence; the script is optional. */
export const canContinueAutomatic = (selected: readonly string[]): boolean => selected.length > 0;

/** A manual item is a comment evidence in the definition of done. */
export const manualItem = (hypothesisId: string, text: string, createdBy: string): NewEvidence => ({
  hypothesisId,
  createdBy,
  type: 'comment',
  description: text.trim(),
  evidence: { comment: text.trim() },
  definitionOfDone: true,
});

/** Adding selected evidence: the flag, and the script when one was given. */
export const automaticPatch = (script: string): EvidencePatch =>
  script.trim() === '' ? { definitionOfDone: true } : { definitionOfDone: true, script: script.trim() };

/** Removing an item keeps the evidence and clears the flag. */
export const REMOVE_FROM_DEFINITION_OF_DONE: EvidencePatch = { definitionOfDone: false };

/** Only comment items are resolved by hand; the toggle reads as the change it makes. */
export const canToggleResolved = (e: Evidence): boolean => e.type === 'comment';
export const resolveToggleLabel = (e: Evidence): string => (e.done ? MARK_AS_NOT_RESOLVED : MARK_AS_RESOLVED);
export const resolveTogglePatch = (e: Evidence): EvidencePatch => ({ done: !e.done });

/** The panel's message when there is nothing to list (or nothing yet), else undefined. */
export function definitionOfDoneMessage(evidences: readonly Evidence[] | undefined): string | undefined {
  if (evidences === undefined) return LOADING_EVIDENCE;
  return evidences.length === 0 ? NO_EVIDENCE : undefined;
}

/** The automatic picker's message when every evidence is already in the definition of done. */
export const automaticPickerMessage = (evidences: readonly Evidence[]): string | undefined =>
  evidences.length === 0 ? NO_EVIDENCE : outsideDefinitionOfDone(evidences).length === 0 ? NO_EVIDENCE_OUTSIDE_DEFINITION_OF_DONE : undefined;
