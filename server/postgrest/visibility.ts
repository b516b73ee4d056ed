import { can } from '../../core/access';
import type { Principal } from '../http/env';
import { PostgrestError } from '../http/errors';
import { toPostgrestError } from './errors';
import { relationResource } from './resources';
import type { SchemaCache } from './schema/types';

/** Whether `principal` may see a relation: exposed through /api/db and readable by their roles. */
export const relationVisibility = (principal: Principal) => (relation: string): boolean => {
  const resource = relationResource(relation);
  return resource !== undefined && can(principal.roles, resource, 'read');
};

const CONCEALED_MESSAGE = 'The request could not be completed';

/** The names an error must not carry: relations the caller cannot see and the constraints touching them. */
function hiddenNames(cache: SchemaCache, canSee: (relation: string) => boolean): string[] {
  const names = new Set([...cache.relations.keys()].filter((name) => !canSee(name)));
  for (const relationships of cache.relationships.values()) {
    for (const r of relationships) if (!canSee(r.from) || !canSee(r.to)) names.add(r.constraint);
  }
  return [...names];
}

// An identifier starting at a word boundary: `access_tokens` is found in `access_tokens_person_fkey` too.
const mentions = (text: string, name: string) =>
  new RegExp(`(?<![A-Za-z0-9_$])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(text);

/**
 * Runs a /api/db request; a database error that names a relation the caller cannot see, or one of
 * its constraints (e.g. a foreign key of access_tokens refusing a delete of a person), keeps its
 * SQLSTATE and status but loses its texts, so that it reads as if the relation did not exist.
 * The server's own errors name only what the caller asked for.
 */
export async function concealingHiddenRelations<T>(cache: SchemaCache, principal: Principal, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PostgrestError) throw error;
    const failure = toPostgrestError(error);
    const text = [failure.message, failure.details, failure.hint].filter(Boolean).join('\n');
    if (hiddenNames(cache, relationVisibility(principal)).some((name) => mentions(text, name))) {
      throw new PostgrestError(failure.status, failure.code, CONCEALED_MESSAGE);
    }
    throw error;
  }
}
