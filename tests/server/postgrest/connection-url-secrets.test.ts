import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

const URL_WITH_PASSWORD = 'postgres://app:s3cret-Pa55@127.0.0.1:5432/shop?sslmode=disable';
const MASKED = 'postgres://app:***@127.0.0.1:5432/shop?sslmode=disable';

describe.each(engines)("a connection URL's password through /api/db on $name", (engine) => {
  let server: TestServer;
  let id: string;

  beforeAll(async () => {
    server = await createTestServer(engine);
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO connections (name, type, url, created_by) VALUES ('shop-db', 'postgres', $1, (SELECT id FROM people WHERE email = 'admin@local')) RETURNING id`,
      [URL_WITH_PASSWORD],
    );
    id = rows[0]!.id;
  });
  afterAll(() => server?.close());

  const admin = async (path: string, init: RequestInit = {}) => {
    const response = await server.request(`/api/db/${path}`, {
      ...init,
      headers: {
        accept: 'application/json', 'content-type': 'application/json', prefer: 'return=representation', authorization: server.basicAuth('admin@local'),
        ...(init.headers ?? {}),
      },
    });
    return { status: response.status, text: await response.text() };
  };
  const stored = async () => (await server.db.query<{ url: string }>(`SELECT url FROM connections WHERE id = $1`, [id])).rows[0]!.url;

  it('reads with the password masked, to admins too', async () => {
    const { status, text } = await admin(`connections?select=id,url&id=eq.${id}`);
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual([{ id, url: MASKED }]);
    expect(text).not.toContain('s3cret');
  });

  it('cannot be guessed through a filter', async () => {
    const { text } = await admin(`connections?select=id&url=like.*s3cret*`);
    expect(JSON.parse(text)).toEqual([]);
  });

  it('keeps the stored password when the masked URL is sent back, and never answers it', async () => {
    const { status, text } = await admin(`connections?id=eq.${id}`, { method: 'PATCH', body: JSON.stringify({ url: MASKED, name: 'shop-db-2' }) });
    expect(status).toBe(200);
    expect(text).not.toContain('s3cret');
    expect(await stored()).toBe(URL_WITH_PASSWORD);
  });

  it('stores a new password when one is sent', async () => {
    await admin(`connections?id=eq.${id}`, { method: 'PATCH', body: JSON.stringify({ url: 'postgres://app:n3w@127.0.0.1:5432/shop' }) });
    expect(await stored()).toBe('postgres://app:n3w@127.0.0.1:5432/shop');
  });

  it('leaves a URL without a password as it is', async () => {
    await admin(`connections?id=eq.${id}`, { method: 'PATCH', body: JSON.stringify({ url: 'https://example.test/hook' }) });
    const { text } = await admin(`connections?select=url&id=eq.${id}`);
    expect(JSON.parse(text)).toEqual([{ url: 'https://example.test/hook' }]);
  });
});
