import { can } from '../../access';
import { validateRequired, type FormErrors } from '../../shared';
import type { Playbook, PlaybookDraft } from '../model';
import { specProblemText } from '../texts';
import { readPlaybookSpec } from './spec-text';

export const EMPTY_PLAYBOOK: PlaybookDraft = { name: '', spec: '' };

export const draftOf = (row: Playbook): PlaybookDraft => ({ name: row.name, spec: row.spec });

export const normalise = (draft: PlaybookDraft): PlaybookDraft => ({ name: draft.name.trim(), spec: draft.spec });

/** Seed 002 §5: a name and a YAML spec are required; the spec must pass the playbook spec schema (R002-2-3-13). */
export function validatePlaybookDraft(draft: PlaybookDraft): FormErrors {
  const name = validateRequired(draft.name);
  const missing = validateRequired(draft.spec);
  const problems = missing ? [] : readPlaybookSpec(draft.spec).problems;
  const spec = missing ?? (problems.length ? problems.map((p) => specProblemText(p.line, p.path, p.message)).join('\n') : undefined);
  return name || spec ? { fields: { name, spec } } : {};
}

/** permissions.md: creating, editing, deleting, running and re-running playbooks need write on playbooks. */
export const canWritePlaybooks = (roles: readonly string[]): boolean => can(roles, 'playbooks', 'write');
