import { serviceIdentifier, type CollectionPage, type CollectionQuery } from '../../shared';
import type { ResourceDraft, ResourceKind, SettingsResource } from './model';

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
