import type { RelationsQuery } from '../model';

/** Seed 002 §9: related configs are read 10 deep. */
export const RELATED_MAX_DEPTH = 10;

/** Seed 002 §2.1: the Relationships tab's toggles. */
export interface RelationToggles {
  readonly outgoing: boolean;
  readonly incoming: boolean;
  readonly soft: boolean;
}

/** Seed 002 §2.1: outgoing on, incoming and soft off. */
export const DEFAULT_RELATION_TOGGLES: RelationToggles = { outgoing: true, incoming: false, soft: false };

/** Seed 002 §2.1: turning incoming off turns outgoing on, so one direction is always shown. */
export function toggleRelation(toggles: RelationToggles, which: keyof RelationToggles, on: boolean): RelationToggles {
  const next = { ...toggles, [which]: on };
  return next.incoming || next.outgoing ? next : { ...next, outgoing: true };
}

/** What the RPC is asked for the toggles; deleted configs stay hidden (R002-7-1-03). */
export function relationsQuery(configId: string, toggles: RelationToggles): RelationsQuery {
  const typeFilter = toggles.incoming && toggles.outgoing ? 'all' : toggles.incoming ? 'incoming' : 'outgoing';
  return { configId, typeFilter, relation: toggles.soft ? 'both' : 'hard', includeDeleted: false, maxDepth: RELATED_MAX_DEPTH };
}
