import { Hono, type Context } from 'hono';
import { DEFAULT_MAX_BODY_BYTES } from '../config';
import type { AppEnv } from '../http/env';
import { postgrestError, PostgrestError } from '../http/errors';
import { bodyTooLarge, toPostgrestError, unacceptable, unauthenticated, unknownRelation } from './errors';
import { exportRows } from './handlers/export';
import { callFunction } from './handlers/rpc';
import { readRows } from './handlers/read';
import { writeRows } from './handlers/write';
import { parseQuery } from './parser/query';
import { authorize, buildRequest, type DbRequest, type DbResponse } from './request';
import { relationResource } from './resources';
import { schemaCache } from './schema/cache';
import type { SchemaCache } from './schema/types';
import { qualified } from './sql/text';
import { contentRange } from './headers';
import type { ExportFormat } from '../../core/shared/export/model';
import { concealingHiddenRelations, relationVisibility } from './visibility';

export { refreshSchemaCache } from './schema/cache';

/** Request bodies above this answer 413 where the app's settings do not say otherwise (MAX_BODY_BYTES). */
export const MAX_BODY_BYTES = DEFAULT_MAX_BODY_BYTES;

async function readLimited(c: Context<AppEnv>): Promise<string> {
  // Mounted alone (by tests) there are no settings.
  const limit = c.var.config?.maxBodyBytes ?? MAX_BODY_BYTES;
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > limit) throw bodyTooLarge(limit);
  const stream = c.req.raw.body;
  if (!stream) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw bodyTooLarge(limit);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

async function relationRequest(request: DbRequest, cache: SchemaCache, name: string): Promise<DbResponse> {
  const resource = relationResource(name);
  const relation = cache.relations.get(name);
  if (!resource || !relation) throw unknownRelation(name);
  authorize(request.principal, resource, request.method === 'GET' ? 'read' : 'write', name);
  const ast = parseQuery(request.params);
  const canSee = relationVisibility(request.principal);
  if (request.method === 'GET') {
    const source = { relation: name, label: name, columns: relation.columns, from: qualified(name) };
    return readRows({ request, cache, source, ast, canSee });
  }
  return writeRows({ request, cache, relation, ast, canSee });
}

async function serve(c: Context<AppEnv>, target: { rpc: boolean; name: string }) {
  try {
    const principal = c.get('principal');
    if (!principal) throw unauthenticated();
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const db = c.get('db');
    if (method === 'PUT' && !target.rpc) {
      if (!relationResource(target.name) || !(await schemaCache(db)).relations.has(target.name)) throw unknownRelation(target.name);
      throw new PostgrestError(403, '42501', 'PUT is not allowed on /db; use POST, PATCH or DELETE');
    }
    if (!['GET', 'POST', 'PATCH', 'DELETE'].includes(method)) {
      throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    const request = buildRequest({
      method: method as DbRequest['method'],
      url: c.req.url,
      header: (name) => c.req.header(name),
      readBody: () => readLimited(c),
      principal,
      db,
    });
    const cache = await schemaCache(db);
    const response = await concealingHiddenRelations(cache, principal, () =>
      target.rpc ? callFunction(request, cache, target.name) : relationRequest(request, cache, target.name),
    );
    return new Response(response.body, { status: response.status, headers: response.headers });
  } catch (error) {
    const failure = toPostgrestError(error);
    if (failure.status >= 500) console.error(`/api/db/${target.name}:`, error);
    return postgrestError(c, failure);
  }
}

/** `/api/db/*`: a PostgREST-compatible layer over schema `public`, mounted by the app. */
export function postgrestRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.all('/rpc/:fn', (c) => serve(c, { rpc: true, name: c.req.param('fn') }));
  app.all('/:relation', (c) => serve(c, { rpc: false, name: c.req.param('relation') }));
  app.all('*', (c) => postgrestError(c, unknownRelation(c.req.path.replace(/^.*?\/db\/?/, ''))));
  return app;
}

/** The export's file types by the Accept header that asks for them (PostgREST's own text/csv among them). */
export function exportFormat(accept: string | undefined): ExportFormat {
  const types = (accept ?? '').split(',').map((part) => part.split(';')[0].trim().toLowerCase());
  if (types.includes('text/csv')) return 'csv';
  if (types.includes('application/json') || types.includes('*/*') || !accept) return 'json';
  throw unacceptable(accept);
}

/**
 * `GET /api/export/{relation}?{PostgREST filters}` with `Accept: text/csv` or `application/json`: every
 * row the same read on /api/db would page through, as one file streamed in batches. Permissions,
 * filters and errors are /api/db's; `Content-Range` says how many rows the file holds before they come.
 */
export function exportRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:relation', async (c) => {
    const name = c.req.param('relation');
    try {
      const principal = c.get('principal');
      if (!principal) throw unauthenticated();
      const db = c.get('db');
      const cache = await schemaCache(db);
      const resource = relationResource(name);
      const relation = cache.relations.get(name);
      if (!resource || !relation) throw unknownRelation(name);
      authorize(principal, resource, 'read', name);
      const format = exportFormat(c.req.header('accept'));
      const request = buildRequest({ method: 'GET', url: c.req.url, header: () => undefined, readBody: async () => '', principal, db });
      const ast = parseQuery(request.params);
      const canSee = relationVisibility(principal);
      const file = await concealingHiddenRelations(cache, principal, () => exportRows({ request, cache, relation, ast, canSee, format }));
      return new Response(file.body, {
        status: 200,
        headers: {
          'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}.${format}"`,
          'Content-Range': contentRange(file.offset, file.total, file.total),
        },
      });
    } catch (error) {
      const failure = toPostgrestError(error);
      if (failure.status >= 500) console.error(`/api/export/${name}:`, error);
      return postgrestError(c, failure);
    }
  });
  return app;
}
