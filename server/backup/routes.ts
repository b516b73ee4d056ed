import { Hono } from 'hono';
import { RESOURCES } from '../../core/access';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { requirePermission } from '../routes/require-permission';
import { dumpEmbedded, NotEmbeddedError } from './dump';

export const backupFileName = (at: Date) => `mission-control-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/** GET /api/backup: the embedded database as a gzip tar, for `npm run backup` while the server runs. */
export function backupRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    // A copy holds every table, password hashes and connection secrets included: only who may read them all.
    requirePermission(c, 'read', ...RESOURCES);
    let archive: Blob;
    try {
      archive = await dumpEmbedded(c.var.db);
    } catch (error) {
      if (error instanceof NotEmbeddedError) throw new ApiError(400, error.message);
      throw error;
    }
    return new Response(archive.stream(), {
      status: 200,
      headers: {
        'content-type': 'application/gzip',
        'content-length': String(archive.size),
        'content-disposition': `attachment; filename="${backupFileName(new Date())}"`,
      },
    });
  });
  return app;
}
