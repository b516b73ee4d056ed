import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

const PASSWORD = 'hunter2-literal-password';
const CERTIFICATE = '-----BEGIN PRIVATE KEY-----\nMIIEvQ\n-----END PRIVATE KEY-----';
const USERNAME = 'AKIAEXAMPLEKEYID';
const REFERENCE = 'secret://db-credentials/password';

interface Connection {
  id: string;
  name: string;
  username: string | null;
  password: string | null;
  certificate: string | null;
}

describe.each(engines)('connection secrets through /api/db on $name', (engine) => {
  let server: TestServer;
  let literal: string;
  let referenced: string;

  beforeAll(async () => {
    server = await createTestServer(engine);
    const insert = async (name: string, username: string, password: string, certificate: string | null) => {
      const { rows } = await server.db.query<{ id: string }>(
        `INSERT INTO connections (name, type, username, password, certificate, created_by)
         VALUES ($1, 'postgres', $2, $3, $4, (SELECT id FROM people WHERE email = 'admin@local')) RETURNING id`,
        [name, username, password, certificate],
      );
      return rows[0]!.id;
    };
    literal = await insert('literal', USERNAME, PASSWORD, CERTIFICATE);
    referenced = await insert('referenced', 'configmap://db/user', REFERENCE, null);
  });
  afterAll(() => server?.close());

  const admin = async (path: string, init: RequestInit = {}) => {
    const response = await server.request(`/api/db/${path}`, {
      ...init,
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: server.basicAuth('admin@local'), ...(init.headers ?? {}) },
    });
    return { status: response.status, text: await response.text() };
  };
  const stored = async (id: string) =>
    (await server.db.query<Connection>(`SELECT id, name, username, password, certificate FROM connections WHERE id = $1`, [id])).rows[0]!;
  /** The literal secrets found in an answer (the certificate by a line of it: JSON escapes its newlines). */
  const leaks = (text: string) => [PASSWORD, USERNAME, 'PRIVATE KEY'].filter((secret) => text.includes(secret));

  describe('when an admin reads connections', () => {
    it('shows *** for literal secrets and references as stored', async () => {
      const { status, text } = await admin('connections?select=id,name,username,password,certificate&order=name');
      expect(status).toBe(200);
      expect(JSON.parse(text)).toEqual([
        { id: literal, name: 'literal', username: '***', password: '***', certificate: '***' },
        { id: referenced, name: 'referenced', username: 'configmap://db/user', password: REFERENCE, certificate: null },
      ]);
    });

    it.each([
      'connections?select=*',
      'people?select=name,connections(*)&email=eq.admin@local',
      `connections?select=secret:password::text,certificate&id=eq.${'$id'}`,
    ])('leaks nothing through %s', async (path) => {
      const { status, text } = await admin(path.replace('$id', literal));
      expect(status).toBe(200);
      expect(leaks(text)).toEqual([]);
    });

    it('cannot find a secret by filtering on it', async () => {
      for (const filter of [`password=eq.${PASSWORD}`, 'password=like.hunter*', 'password=gt.h', 'password=ilike.*literal*', `username=eq.${USERNAME}`, 'certificate=like.*PRIVATE*']) {
        const { status, text } = await admin(`connections?select=id&id=eq.${literal}&${filter}`);
        expect(status, filter).toBe(200);
        expect(JSON.parse(text), filter).toEqual([]);
      }
      expect(JSON.parse((await admin(`connections?select=id&id=eq.${literal}&password=eq.***`)).text)).toEqual([{ id: literal }]);
    });
  });

  describe('when an admin writes a connection', () => {
    it('keeps the stored values where the write sends ***, and answers them masked', async () => {
      const { status, text } = await admin(`connections?id=eq.${literal}`, {
        method: 'PATCH',
        headers: { prefer: 'return=representation' },
        body: JSON.stringify({ name: 'literal', username: '***', password: '***', certificate: '***' }),
      });
      expect(status).toBe(200);
      expect(leaks(text)).toEqual([]);
      expect(await stored(literal)).toMatchObject({ username: USERNAME, password: PASSWORD, certificate: CERTIFICATE });
    });

    it('stores a new literal or a reference as sent, and never answers the literal', async () => {
      const created = await admin('connections', {
        method: 'POST',
        headers: { prefer: 'return=representation' },
        body: JSON.stringify({ name: 'created', type: 'http', password: PASSWORD }),
      });
      expect(created.status).toBe(201);
      const [row] = JSON.parse(created.text) as Connection[];
      expect(row!.password).toBe('***');
      expect((await stored(row!.id)).password).toBe(PASSWORD);

      const changed = await admin(`connections?id=eq.${row!.id}`, { method: 'PATCH', body: JSON.stringify({ password: REFERENCE }) });
      expect(changed.status).toBe(204);
      expect(JSON.parse((await admin(`connections?select=password&id=eq.${row!.id}`)).text)).toEqual([{ password: REFERENCE }]);
    });
  });
});
