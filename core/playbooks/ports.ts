import { serviceIdentifier, type CollectionPort } from '../shared';
import type { PlaybookDraft, Playbook } from './model';

/**
 * The /playbooks screen's data provider, the collection kit's contract: live playbooks, created and
 * changed from a draft whose spec is YAML the rules have checked, and deleted softly (seed 002 §7.2).
 * Failures reject with a DomainError.
 */
export type PlaybookPort = Required<CollectionPort<Playbook, PlaybookDraft, PlaybookDraft, Playbook>>;
export const PlaybookPort = serviceIdentifier<PlaybookPort>('PlaybookPort');
