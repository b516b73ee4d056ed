import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

describe('the incident routes as server/app.ts mounts them', () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await createTestServer(engines[0]!);
    cookie = await server.signIn('commander@local');
  });
  afterAll(async () => server?.close());

  it('refuses a script that does not compile before /api/db writes it, and answers the compile endpoint', async () => {
    const headers = { cookie, accept: 'application/json', 'content-type': 'application/json' };
    const refused = await server.request('/api/db/evidences', {
      method: 'POST', headers, body: JSON.stringify({ hypothesis_id: '00000000-0000-0000-0000-000000000001', type: 'check', created_by: '00000000-0000-0000-0000-000000000000', script: 'check.status ==' }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Unexpected token/);
    const compiled = await server.request('/api/incidents/scripts/compile', { method: 'POST', headers, body: JSON.stringify({ script: 'check.status == "healthy"' }) });
    expect(await compiled.json()).toEqual({ ok: true });
    const listed = await server.request('/api/db/evidences?limit=1', { headers });
    expect(listed.status).toBe(200);
  });
});
