import type { EmbedItem } from '../ast';
import { ambiguousRelationship, noRelationship } from '../errors';
import type { Relationship, SchemaCache } from '../schema/types';

const single = (columns: string[], name: string) => columns.length === 1 && columns[0] === name;

/**
 * Picks the relationship an embed means: by relation name (`canaries(...)`), or by the parent's
 * foreign-key column (`created_by(...)`), narrowed by a `!hint` (constraint or column name). Only
 * relationships to relations the caller can see count, so neither a refusal nor a list of candidates
 * tells of a relation (or constraint) they cannot see: it reads as if it did not exist.
 */
export function resolveRelationship(
  cache: SchemaCache,
  parent: string | undefined,
  label: string,
  embed: EmbedItem,
  canSee: (relation: string) => boolean,
): Relationship {
  if (!parent) throw noRelationship(label, embed.name);
  const all = (cache.relationships.get(parent) ?? []).filter((r) => canSee(r.to));
  const byName = cache.relations.has(embed.name);
  let candidates = byName
    ? all.filter((r) => r.to === embed.name)
    : all.filter((r) => r.cardinality === 'many-to-one' && single(r.fromColumns, embed.name));
  if (embed.hint) {
    const hint = embed.hint;
    candidates = candidates.filter((r) => r.constraint === hint || single(r.fromColumns, hint) || single(r.toColumns, hint));
  }
  // A foreign-key column names the table it references; views over that table would only add noise.
  if (!byName && candidates.length > 1) {
    const tables = candidates.filter((r) => !r.toIsView);
    if (tables.length) candidates = tables;
  }
  if (candidates.length === 0) throw noRelationship(parent, embed.name);
  if (candidates.length > 1) {
    throw ambiguousRelationship(parent, embed.name, [...new Set(candidates.map((r) => r.constraint))]);
  }
  return candidates[0];
}

/** Whether an embed answers one object rather than an array: many-to-one, or one-to-one on the child's key. */
export function embedsOneRow(cache: SchemaCache, relationship: Relationship): boolean {
  if (relationship.cardinality === 'many-to-one') return true;
  const key = cache.relations.get(relationship.to)?.primaryKey ?? [];
  return key.length > 0 && key.length === relationship.toColumns.length && key.every((c) => relationship.toColumns.includes(c));
}
