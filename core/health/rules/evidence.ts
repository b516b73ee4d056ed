import { canPerform, isFeatureEnabled, type FlagValues } from '../../access';
import type { CheckSummary } from '../model';

/** The footer's control attaches the check as check evidence (seed 001 §3). */
export interface CheckEvidence {
  readonly type: 'check';
  readonly checkId: string;
  readonly description: string;
}

export const checkEvidence = (check: Pick<CheckSummary, 'id' | 'name'>): CheckEvidence => ({
  type: 'check',
  checkId: check.id,
  description: check.name,
});

export interface EvidenceControlContext {
  /** DECISIONS §7: the detail shown inside another page (a catalog or topology panel). */
  readonly embedded: boolean;
  readonly flags: FlagValues;
  readonly roles: readonly string[];
}

/**
 * The control is hidden in embedded mode (seed 000 §2.5); elsewhere it follows the rule of every
 * "Link to Incident": the incidents feature is on and the person may write incidents (permissions.md).
 */
export const showsEvidenceControl = (context: EvidenceControlContext): boolean =>
  !context.embedded && isFeatureEnabled('incidents', context.flags) && canPerform(context.roles, 'evidence.attach');
