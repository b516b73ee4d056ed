import { DomainError, errorMessage, type CollectionPolicy } from '../shared';
import type { Playbook, PlaybookDraft } from './model';
import type { PlaybookPort } from './ports';
import { canWritePlaybooks, draftOf, EMPTY_PLAYBOOK, normalise, validatePlaybookDraft } from './rules/draft';
import { DELETE_PLAYBOOK_TITLE, deletePlaybookMessage, PLAYBOOK_MESSAGES, PLAYBOOKS_EMPTY } from './texts';

export const playbookKey = (row: Playbook): string => row.id;

const form = { validate: validatePlaybookDraft, normalise };

/** Seed 002 §8: a failed update or delete says what failed before the server's words. */
const prefixed = (prefix: string) => (error: unknown): never => {
  throw new DomainError(error instanceof DomainError ? error.kind : 'server', `${prefix}${errorMessage(error)}`);
};

/**
 * /playbooks on the collection kit: every live playbook at once (the page groups them), who may write
 * playbooks creates, edits and deletes them (permissions.md), a delete asked about first.
 */
export function playbooksPolicy(port: PlaybookPort): CollectionPolicy<Playbook, PlaybookDraft> {
  return {
    id: 'playbooks',
    key: playbookKey,
    provider: {
      list: (query) => port.list(query),
      get: (id) => port.get(id),
      create: (draft, by) => port.create(draft, by),
      update: (id, draft, by) => port.update(id, draft, by).catch(prefixed(PLAYBOOK_MESSAGES.updateFailed)),
      remove: (id) => port.remove(id).catch(prefixed(PLAYBOOK_MESSAGES.deleteFailed)),
    },
    query: { sort: { column: 'title', desc: false } },
    permissions: { create: canWritePlaybooks, edit: canWritePlaybooks, remove: canWritePlaybooks },
    create: { ...form, draft: () => EMPTY_PLAYBOOK },
    edit: { ...form, draft: (row) => (row ? draftOf(row) : EMPTY_PLAYBOOK) },
    texts: {
      empty: PLAYBOOKS_EMPTY,
      created: () => PLAYBOOK_MESSAGES.created,
      updated: () => PLAYBOOK_MESSAGES.updated,
      removed: () => PLAYBOOK_MESSAGES.deleted,
      confirmDelete: (row) => ({ title: DELETE_PLAYBOOK_TITLE, message: deletePlaybookMessage(row.title) }),
    },
  };
}
