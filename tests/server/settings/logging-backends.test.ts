import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logBackendSpecProblem } from '../../../core/settings/logging-backends';
import type { Database } from '../../../server/db/database';
import { BACKEND_FACTORIES } from '../../../server/logs';
import { engines } from '../support/databases';
import { topologyFixture, type TopologyFixture } from '../topology/fixture';
import { topologyApp, type TopologyApp } from '../topology/support';

describe("the log backends' schema", () => {
  it('accepts each type the logs endpoint can query, and no other', () => {
    for (const type of Object.keys(BACKEND_FACTORIES)) expect(logBackendSpecProblem({ [type]: { path: 'logs' } }), type).toBeUndefined();
    expect(logBackendSpecProblem({ loki: { url: 'http://loki:3100' } })).toMatch(/^loki is not a log backend type/);
  });
});

describe.each(engines)('a log backend saved through /api/db/logging_backends on $name', (engine) => {
  let db: Database;
  let app: TopologyApp;
  let f: TopologyFixture;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ops-console-log-backends-'));
    mkdirSync(join(dir, 'saved'));
    writeFileSync(join(dir, 'saved', 'Search.log'), `${new Date(Date.now() - 60_000).toISOString()} INFO saved from the form\n`);
    db = await engine.open();
    app = await topologyApp(db);
    f = await topologyFixture(db);
    await db.query(`UPDATE components SET log_selectors = $2::jsonb WHERE id = $1`, [f.search, JSON.stringify([{ name: 'saved', backend: 'saved-files' }])]);
  });
  afterAll(async () => {
    app?.cleanup();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const save = (caller: 'admin' | 'editor' | 'viewer', body: unknown) =>
    app.as(caller, '/api/db/logging_backends', { method: 'POST', body: JSON.stringify(body), headers: { prefer: 'return=representation' } });

  it('refuses a spec its schema refuses with 400 in PostgREST’s shape, naming the type', async () => {
    const response = await save('admin', { name: 'loki', spec: { loki: { url: 'http://loki:3100' } } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '23514', message: 'loki is not a log backend type the built-in backend serves (builtin, files)' });
  });

  it('needs write on logging_backends', async () => {
    expect((await save('viewer', { name: 'saved-files', spec: { files: { path: join(dir, 'saved') } } })).status).toBe(403);
  });

  it('serves the logs of the selectors that name it', async () => {
    expect((await save('editor', { name: 'saved-files', spec: { files: { path: join(dir, 'saved') } } })).status).toBe(201);
    const response = await app.as('viewer', '/api/logs', { method: 'POST', body: JSON.stringify({ id: f.search, start: '1h' }) });
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = (await response.json()) as { results: { message: string }[] };
    expect(answer.results.map((r) => r.message)).toEqual([expect.stringContaining('saved from the form')]);
  });
});
