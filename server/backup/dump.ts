import type { Database } from '../db/database';
import { PgliteDatabase } from '../db/pglite';

export const USE_PG_DUMP = 'This server keeps its data in PostgreSQL (DATABASE_URL): back it up with pg_dump and restore it with pg_restore.';

/** Why a backup cannot be taken here: only the embedded engine's data directory is copied by the console. */
export class NotEmbeddedError extends Error {
  constructor() {
    super(USE_PG_DUMP);
  }
}

/**
 * A gzip tar of the embedded database's data directory, which PGlite opens again (`loadDataDir`). PGlite
 * copies it between two statements, so the copy is what a crash at that instant would leave: a
 * transaction still open is rolled back when the copy is opened, a committed one is in it. The
 * checkpoint first spares that opening a long replay.
 */
export async function dumpEmbedded(db: Database): Promise<Blob> {
  if (!(db instanceof PgliteDatabase)) throw new NotEmbeddedError();
  await db.exec('CHECKPOINT');
  return db.dump();
}
