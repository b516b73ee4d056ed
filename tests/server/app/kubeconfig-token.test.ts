import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mintAccessToken } from '../../../server/auth/access-tokens';
import { engines } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(engines)('the kubeconfig token on $name', (engine) => {
  let server: TestServer;
  let personId: string;

  beforeAll(async () => {
    server = await createTestServer(engine);
    const { rows } = await server.db.query<{ id: string }>(`SELECT id FROM people WHERE email = 'editor@local'`);
    personId = rows[0]!.id;
  });
  afterAll(() => server?.close());

  const download = async () => {
    const response = await server.request('/api/kubeconfig', { headers: { authorization: server.basicAuth('editor@local') } });
    expect(response.status).toBe(200);
    return (parse(await response.text()) as { users: { user: { token: string } }[] }).users[0]!.user.token;
  };
  const opens = async (token: string) =>
    (await server.request('/api/auth/whoami', { headers: { authorization: `Bearer ${token}` } })).status;
  const liveTokens = async () => {
    const { rows } = await server.db.query<{ name: string }>(
      `SELECT name FROM access_tokens WHERE person_id = $1 AND (expires_at IS NULL OR expires_at > now()) ORDER BY name`,
      [personId],
    );
    return rows.map((row) => row.name);
  };

  describe('when a person downloads a kubeconfig again', () => {
    it('replaces the token of the earlier download, which stops working', async () => {
      const first = await download();
      expect(await opens(first)).toBe(200);
      const second = await download();
      expect(second).not.toBe(first);
      expect(await opens(first)).toBe(401);
      expect(await opens(second)).toBe(200);
      expect(await liveTokens()).toEqual(['kubeconfig']);
    });

    it('keeps one token however many downloads run at once', async () => {
      const tokens = await Promise.all([download(), download(), download()]);
      const working = [];
      for (const token of tokens) if ((await opens(token)) === 200) working.push(token);
      expect(working).toHaveLength(1);
      expect(await liveTokens()).toEqual(['kubeconfig']);
    });

    it('revokes the tokens earlier servers minted for each download, and no other token', async () => {
      const expiresAt = new Date(Date.now() + 86_400_000);
      const earlier = await mintAccessToken(server.db, { personId, name: 'kubeconfig-2025-01-01T00:00:00.000Z', expiresAt });
      const script = await mintAccessToken(server.db, { personId, name: 'deploy script', expiresAt });
      await download();
      expect(await opens(earlier.token)).toBe(401);
      expect(await opens(script.token)).toBe(200);
      expect(await liveTokens()).toEqual(['deploy script', 'kubeconfig']);
    });
  });
});
