import type { SnapshotFrom } from 'xstate';
import type { RelationshipsMachine } from './machines/relationships.machine';
import type { RelatedConfig } from './model';
import type { RelationToggles } from './rules';

export interface RelationshipsView {
  readonly loading: boolean;
  readonly error?: string;
  readonly toggles: RelationToggles;
  /** The related configs, nearest first, without the config itself. */
  readonly related: readonly RelatedConfig[];
  /** The same with the config itself, the graph's root. */
  readonly withSelf: readonly RelatedConfig[];
}

const NONE: readonly RelatedConfig[] = [];

export function selectRelationshipsView(snapshot: SnapshotFrom<RelationshipsMachine>): RelationshipsView {
  const { context } = snapshot;
  return {
    loading: snapshot.hasTag('loading') && context.related === undefined,
    error: snapshot.hasTag('error') ? context.error : undefined,
    toggles: context.toggles,
    related: context.related?.filter((config) => config.direction !== 'self') ?? NONE,
    withSelf: context.related ?? NONE,
  };
}
