import type { Queryable } from '../../db/database';
import { loadSchema } from './load';
import type { SchemaCache } from './types';

const caches = new WeakMap<Queryable, Promise<SchemaCache>>();

/** Re-reads the catalog of `db`; the app calls it after migrations. */
export function refreshSchemaCache(db: Queryable): Promise<SchemaCache> {
  const loading = loadSchema(db);
  caches.set(db, loading);
  loading.catch(() => {
    if (caches.get(db) === loading) caches.delete(db);
  });
  return loading;
}

/** The cached catalog of `db`, read on first use. */
export function schemaCache(db: Queryable): Promise<SchemaCache> {
  return caches.get(db) ?? refreshSchemaCache(db);
}
