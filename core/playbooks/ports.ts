import { serviceIdentifier, type CollectionPort } from '../shared';
import type { LookupQuery, Playbook, PlaybookDraft, PlaybookParameter, ResourceOption, RunRequest, RunTarget } from './model';

/**
 * The /playbooks screen's data provider, the collection kit's contract: live playbooks, created and
 * changed from a draft whose spec is YAML the rules have checked, and deleted softly (seed 002 §7.2).
 * Failures reject with a DomainError.
 */
export type PlaybookPort = Required<CollectionPort<Playbook, PlaybookDraft, PlaybookDraft, Playbook>>;
export const PlaybookPort = serviceIdentifier<PlaybookPort>('PlaybookPort');

/**
 * Running playbooks (reference §4.3): the parameters `/params` answers for a playbook and resource, the
 * run request, and the server-side searches of the run dialog's pickers. Failures reject with a DomainError.
 */
export interface PlaybookRunPort {
  parameters(playbookId: string, target?: RunTarget): Promise<PlaybookParameter[]>;
  /** The run's id. */
  run(request: RunRequest): Promise<string>;
  /** At most a page of matches, by name. */
  lookup(query: LookupQuery): Promise<ResourceOption[]>;
}
export const PlaybookRunPort = serviceIdentifier<PlaybookRunPort>('PlaybookRunPort');
