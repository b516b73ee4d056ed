import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConnection } from '../../../server/connections/test';
import { engines } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

describe('a connection test on the built-in backend', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engines[0]!);
  }, 120_000);
  afterAll(() => server?.close());

  const saved = async (type: string, columns: { url?: string; username?: string; password?: string; properties?: Record<string, string> }) => {
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO connections (name, type, url, username, password, properties) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [`c-${type}-${Math.random().toString(36).slice(2)}`, type, columns.url ?? null, columns.username ?? null, columns.password ?? null, columns.properties ?? null],
    );
    return rows[0]!.id;
  };

  it('refuses with the reason when the address does not answer, never showing the password', async () => {
    const id = await saved('http', { url: 'http://robot:hunter2@127.0.0.1:9/health' });
    const answer = await testConnection(server.db, id, { timeoutMs: 2000 });
    expect(answer.status).toBe(400);
    expect(String(answer.body.error)).toContain('GET http://127.0.0.1:9/health failed');
    expect(JSON.stringify(answer.body)).not.toContain('hunter2');
  });

  it('refuses a PostgreSQL connection it cannot reach, and a credential it cannot resolve', async () => {
    const closed = await saved('postgres', { url: 'postgres://127.0.0.1:9/db' });
    expect((await testConnection(server.db, closed, { timeoutMs: 2000 })).status).toBe(400);
    const referenced = await saved('generic_webhook', { password: 'secret://hook/token', properties: { url: 'http://127.0.0.1:9/' } });
    expect((await testConnection(server.db, referenced, { timeoutMs: 2000 })).body.error).toContain('secret://hook/token');
  });

  it('answers 501 for a type it does not test and 404 for a connection that is not there', async () => {
    expect((await testConnection(server.db, await saved('slack', {}))).status).toBe(501);
    expect((await testConnection(server.db, '00000000-0000-4000-8000-00000000dead')).status).toBe(404);
  });
});
