import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintAccessToken } from '../../../server/auth/access-tokens';
import { engines } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

interface Answer {
  status: number;
  text: string;
}

describe.each(engines)('/api/db errors about relations a role cannot see on $name', (engine) => {
  let server: TestServer;
  /** Relations /api/db never serves, and the names of every constraint on them. */
  let hiddenNames: string[];

  beforeAll(async () => {
    server = await createTestServer(engine);
    const { rows } = await server.db.query<{ name: string }>(
      `SELECT conname AS name FROM pg_constraint WHERE conrelid IN ('access_tokens'::regclass, 'sessions'::regclass, 'casbin_rule'::regclass)
       UNION SELECT unnest(ARRAY['access_tokens', 'sessions', 'casbin_rule'])`,
    );
    hiddenNames = rows.map((row) => row.name);
    expect(hiddenNames).toEqual(expect.arrayContaining(['access_tokens_person_fkey', 'access_tokens_created_by_fkey']));
  });
  afterAll(() => server?.close());

  const as = async (email: string, path: string, init: RequestInit = {}): Promise<Answer> => {
    const response = await server.request(`/api/db/${path}`, {
      ...init,
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: server.basicAuth(email) },
    });
    return { status: response.status, text: await response.text() };
  };
  /** What the answer would be, were `name` a relation that does not exist. */
  const asIfAbsent = async (email: string, path: string, name: string): Promise<Answer> => {
    const absent = await as(email, path.replace(name, 'nothing_here'));
    return { status: absent.status, text: absent.text.replaceAll('nothing_here', name) };
  };
  const person = async (name: string) => {
    const { rows } = await server.db.query<{ id: string }>(`INSERT INTO people (name, email) VALUES ($1, $2) RETURNING id`, [name, `${name}@example.test`]);
    return rows[0]!.id;
  };

  describe('when an embed names a hidden table', () => {
    it.each([
      ['admin@local', 'people?select=name,access_tokens(*)', 'access_tokens'],
      ['viewer@local', 'people?select=name,access_tokens(*)', 'access_tokens'],
      ['viewer@local', 'people?select=name,tokens:access_tokens!person_id(name)', 'access_tokens'],
      ['admin@local', 'people?select=name,sessions(*)', 'sessions'],
    ])('answers %s for %s as if the table did not exist', async (email, path, name) => {
      const answer = await as(email, path);
      expect(answer).toEqual(await asIfAbsent(email, path, name));
      expect(answer.status).toBe(400);
      for (const hidden of hiddenNames.filter((n) => n !== name)) expect(answer.text).not.toContain(hidden);
    });

    it('answers a relation the role may not read as if it did not exist too', async () => {
      const path = 'people?select=name,connections(name)';
      const answer = await as('viewer@local', path);
      expect(answer).toEqual(await asIfAbsent('viewer@local', path, 'connections'));
      expect((await as('admin@local', path)).status).toBe(200);
    });
  });

  describe('when the database refuses a write because of a row in a hidden table', () => {
    it('keeps the SQLSTATE and names neither the table nor its constraint', async () => {
      const maker = await person('token-maker');
      await mintAccessToken(server.db, { personId: await person('token-holder'), name: 'script', createdBy: maker });
      const answer = await as('admin@local', `people?id=eq.${maker}`, { method: 'DELETE' });
      expect(answer.status).toBe(409);
      expect(JSON.parse(answer.text)).toEqual({ code: '23503', message: 'The request could not be completed', details: null, hint: null });
    });

    it('names a table the role may read, and not one it may not', async () => {
      const maker = await person('connection-maker');
      await server.db.query(`INSERT INTO connections (name, type, created_by) VALUES ('made', 'http', $1)`, [maker]);
      const editor = await as('editor@local', `people?id=eq.${maker}`, { method: 'DELETE' });
      expect(editor.status).toBe(409);
      expect(editor.text).not.toContain('connections');
      const admin = await as('admin@local', `people?id=eq.${maker}`, { method: 'DELETE' });
      expect(admin.status).toBe(409);
      expect(admin.text).toContain('connections_created_by_fkey');
    });
  });
});
