import { logBackendSpecProblem } from '../../../core/settings/logging-backends';
import { validateCanarySpec } from '../../checks';
import { PostgrestError } from '../../http/errors';
import { validateTopologySpec } from '../../topology/spec';
import type { RelationInfo } from '../schema/types';

/** PostgreSQL's check_violation: PostgREST answers it 400, as a refused spec should be. */
const refuse = (message: string) => new PostgrestError(400, '23514', message);

const VALIDATORS: Readonly<Record<string, (spec: unknown) => string | undefined>> = {
  canaries: (spec) => {
    const result = validateCanarySpec(spec);
    return result.ok ? undefined : result.error;
  },
  topologies: (spec) => {
    const result = validateTopologySpec(spec);
    return result.ok ? undefined : result.error;
  },
  // Issue 19: a log backend the logs endpoint could not query is refused (the seeded ones of other types stay as they are).
  logging_backends: logBackendSpecProblem,
};

/**
 * Specs the built-in backend runs are checked before they are stored (issue 21): a canary's checks and
 * a topology's components, a log backend's type. A write whose spec does not pass is refused with the field that failed.
 */
export function guardSpecs(relation: RelationInfo, rows: readonly Record<string, unknown>[]): void {
  const validate = VALIDATORS[relation.name];
  if (!validate) return;
  for (const row of rows) {
    if (!('spec' in row)) continue;
    const error = validate(row.spec);
    if (error) throw refuse(error);
  }
}

/** Relations whose writes are materialised after the statement, in its transaction. */
export const materialisesTopologies = (relation: RelationInfo): boolean => relation.name === 'topologies';
