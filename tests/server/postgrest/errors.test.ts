import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { Database } from '../../../server/db/database';
import type { AppEnv } from '../../../server/http/env';
import { MAX_BODY_BYTES } from '../../../server/postgrest';
import { appFor, fixtureEngines, openFixture, send, stopFixtureCluster, type Sent } from './support';

afterAll(() => stopFixtureCluster());

const isPostgrestError = (json: unknown) =>
  typeof json === 'object' && json !== null && ['code', 'message', 'details', 'hint'].every((key) => key in json);

describe.each(fixtureEngines)('bad requests to /api/db on $name', (engine) => {
  let db: Database;
  let app: Hono<AppEnv>;

  beforeAll(async () => {
    db = await openFixture(engine);
    app = appFor(db);
  });
  afterAll(() => db.close());

  const cases: [string, Sent, number, string][] = [
    ['a value of the wrong type', { method: 'GET', path: 'checks?id=eq.not-a-uuid' }, 400, '22P02'],
    ['an unknown operator', { method: 'GET', path: 'checks?name=equals.x' }, 400, 'PGRST100'],
    ['an unknown column', { method: 'GET', path: 'checks?select=id,icon' }, 400, '42703'],
    ['an unknown column in a filter', { method: 'GET', path: 'checks?nope=eq.1' }, 400, '42703'],
    ['a malformed select', { method: 'GET', path: 'checks?select=id,canaries(name' }, 400, 'PGRST100'],
    ['a malformed logic tree', { method: 'GET', path: 'checks?or=(name.eq.a,' }, 400, 'PGRST100'],
    ['a JSON path on a non-JSON column', { method: 'GET', path: 'checks?name->>x=eq.1' }, 400, 'PGRST100'],
    ['an operator the type lacks', { method: 'GET', path: 'checks?name=cs.{a}' }, 400, '42883'],
    ['a bad regular expression', { method: 'GET', path: 'checks?name=match.(' }, 400, '2201B'],
    ['an unknown relationship', { method: 'GET', path: 'checks?select=id,incidents(id)' }, 400, 'PGRST200'],
    ['a filter on an embed that is not selected', { method: 'GET', path: 'checks?hypotheses.title=eq.x' }, 400, 'PGRST100'],
    ['an unknown relation', { method: 'GET', path: 'nothing_here' }, 404, 'PGRST205'],
    ['a relation that exists but is not exposed', { method: 'GET', path: 'sentinel' }, 404, 'PGRST205'],
    ['credentials', { method: 'GET', path: 'access_tokens' }, 404, 'PGRST205'],
    ['role rows', { method: 'GET', path: 'casbin_rule' }, 404, 'PGRST205'],
    ['sessions', { method: 'GET', path: 'sessions' }, 404, 'PGRST205'],
    ['PUT', { method: 'PUT', path: 'properties?name=eq.x', body: '{"name":"x","value":"y"}' }, 403, '42501'],
    ['an unsupported media type', { method: 'GET', path: 'checks', headers: { accept: 'text/csv' } }, 406, 'PGRST107'],
    ['a negative limit', { method: 'GET', path: 'checks?limit=-1' }, 400, 'PGRST100'],
    ['a reversed Range', { method: 'GET', path: 'checks', headers: { range: '9-2' } }, 416, 'PGRST103'],
    ['an offset past the end, counted', { method: 'GET', path: 'checks?offset=100', headers: { prefer: 'count=exact' } }, 416, 'PGRST103'],
    ['a body that is not an object', { method: 'POST', path: 'properties', body: '[1,2]' }, 400, 'PGRST102'],
    ['an empty POST body', { method: 'POST', path: 'properties', body: '' }, 400, 'PGRST102'],
    ['a PATCH with an array body', { method: 'PATCH', path: 'properties?name=eq.x', body: '[{}]' }, 400, 'PGRST102'],
    ['an unfiltered DELETE', { method: 'DELETE', path: 'properties' }, 400, '21000'],
    ['a DELETE with a limit', { method: 'DELETE', path: 'properties?name=eq.x&limit=1' }, 400, 'PGRST100'],
    ['a NOT NULL violation', { method: 'POST', path: 'properties', body: '{"name":"n"}' }, 400, '23502'],
    ['a value too large for its type', { method: 'GET', path: 'check_statuses?duration=eq.99999999999' }, 400, '22003'],
    ['an invalid timestamp', { method: 'GET', path: 'checks?created_at=gt.yesterday-ish' }, 400, '22007'],
    ['bad date maths in .filter', { method: 'GET', path: 'checks?created_at.filter=>now-3q' }, 400, 'PGRST100'],
    ['an unknown text search configuration', { method: 'GET', path: 'checks?description=fts(klingon).fox' }, 400, '42704'],
    ['a function argument of the wrong type', { method: 'GET', path: 'rpc/related_configs_recursive?config_id=zzz' }, 400, '22P02'],
    ['an unknown function argument', { method: 'POST', path: 'rpc/uuid_to_ulid', body: '{"nope":1}' }, 404, 'PGRST202'],
    ['PATCH on a function', { method: 'PATCH', path: 'rpc/uuid_to_ulid', body: '{}' }, 405, 'PGRST101'],
    ['more output columns than PostgreSQL allows', { method: 'GET', path: `checks?select=${'id,'.repeat(1700)}id` }, 413, '54011'],
    ['a path below a relation', { method: 'GET', path: 'checks/1' }, 404, 'PGRST205'],
  ];

  it.each(cases)('answers %s with a PostgREST error', async (_what, request, status, code) => {
    const response = await send(app, request);
    expect(response.status).toBe(status);
    expect(isPostgrestError(response.json)).toBe(true);
    expect(response.json).toMatchObject({ code });
    expect(response.text).not.toMatch(/\n\s+at |node_modules|SELECT /);
  });

  it('answers 413 for a body over the limit', async () => {
    const body = JSON.stringify({ name: 'big', value: 'x'.repeat(MAX_BODY_BYTES) });
    const response = await send(app, { method: 'POST', path: 'properties', body });
    expect(response.status).toBe(413);
    expect(isPostgrestError(response.json)).toBe(true);
  });

  it('answers 401 without a signed-in person', async () => {
    const response = await send(appFor(db, null), { method: 'GET', path: 'checks' });
    expect(response.status).toBe(401);
    expect(isPostgrestError(response.json)).toBe(true);
  });
});
