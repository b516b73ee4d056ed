import { serviceIdentifier, type CollectionPage, type CollectionQuery } from '../../shared';
import type { ResourceDraft, ResourceKind, SettingsResource, TeamPerson } from './model';

export const SettingsResourcePort = serviceIdentifier<SettingsResourcePort>('SettingsResourcePort');

/**
 * The generic settings tables (seed 002 §7.2): one port for every kind, which names its table. Deletes
 * are soft (deleted_at set), and deleted rows are never listed or got. Failures reject with a DomainError.
 */
export interface SettingsResourcePort {
  /** Not deleted, newest first, at most 100 (R002-9-11). */
  list(kind: ResourceKind, query: CollectionQuery): Promise<CollectionPage<SettingsResource>>;
  /** Undefined when there is no such resource (or it was deleted). */
  get(kind: ResourceKind, id: string): Promise<SettingsResource | undefined>;
  create(kind: ResourceKind, draft: ResourceDraft, createdBy: string): Promise<SettingsResource>;
  update(kind: ResourceKind, id: string, draft: ResourceDraft, createdBy: string): Promise<SettingsResource>;
  remove(kind: ResourceKind, id: string): Promise<void>;
}

export const TeamMemberPort = serviceIdentifier<TeamMemberPort>('TeamMemberPort');

/** A team's members (seed 002 §7.2 'Teams', reference §2.5): who is in it, and who could be added. */
export interface TeamMemberPort {
  members(teamId: string): Promise<TeamPerson[]>;
  /** Everyone who may be added to a team (users: not deleted, with an email), by name. */
  people(): Promise<TeamPerson[]>;
  add(teamId: string, personIds: readonly string[]): Promise<void>;
  /** Takes the person out of this team only. */
  remove(teamId: string, personId: string): Promise<void>;
}
