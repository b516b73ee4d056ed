import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { engines } from '../support/databases';
import { createTestServer, type TestServer } from '../support/test-server';

const isPostgrestError = (json: unknown) =>
  typeof json === 'object' && json !== null && ['code', 'message', 'details', 'hint'].every((key) => key in json);

/** A body of `bytes` sent in chunks without Content-Length, as a client streaming an upload would. */
const streamed = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      controller.close();
    },
  });

describe.each(engines.slice(0, 1))('request bodies on $name', (engine) => {
  let server: TestServer;
  let small: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await createTestServer(engine);
    small = await createTestServer(engine, { config: { maxBodyBytes: 2048 } });
    cookie = await server.signIn('commander@local');
  });
  afterAll(async () => {
    await server?.close();
    await small?.close();
  });

  const post = (target: TestServer, path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    target.request(path, {
      method: 'POST',
      headers: { authorization: target.basicAuth('admin@local'), 'content-type': 'application/json', accept: 'application/json', ...headers },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);

  describe('when a body is larger than MAX_BODY_BYTES', () => {
    const huge = JSON.stringify({ script: `component.status == "${'x'.repeat(2 * 1024 * 1024)}"` });

    it.each(['/api/incidents/scripts/compile', '/api/logs', '/api/auth/invite_user', '/api/db/properties', '/api/.ory/self-service/login'])(
      'answers 413 in PostgREST’s error shape at %s, without echoing it',
      async (path) => {
        const response = await post(server, path, huge);
        expect(response.status).toBe(413);
        const text = await response.text();
        expect(isPostgrestError(JSON.parse(text))).toBe(true);
        expect(text.length).toBeLessThan(500);
      },
    );

    it('counts a body streamed without Content-Length', async () => {
      const response = await post(server, '/api/logs', streamed(huge));
      expect(response.status).toBe(413);
      expect(isPostgrestError(await response.json())).toBe(true);
    });

    it('refuses it before asking who is calling', async () => {
      const response = await server.request('/api/logs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge });
      expect(response.status).toBe(413);
    });
  });

  describe('when MAX_BODY_BYTES is set lower', () => {
    it('holds every route to it, /api/db included', async () => {
      const body = JSON.stringify({ name: 'limits.probe', value: 'y'.repeat(4096) });
      for (const path of ['/api/db/properties', '/api/logs', '/api/incidents/scripts/compile']) {
        expect((await post(small, path, body)).status, path).toBe(413);
      }
      const fits = await post(small, '/api/db/properties', JSON.stringify({ name: 'limits.probe', value: 'y' }));
      expect(fits.status).toBe(201);
    });
  });

  describe('when a script does not compile', () => {
    const script = `component.status == "healthy"\n  &&& ${'component.name == "x" && '.repeat(2000)}true`;

    it('the compile endpoint says what and where, without the script', async () => {
      const response = await server.request('/api/incidents/scripts/compile', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ script }),
      });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).not.toContain('component.name');
      expect((JSON.parse(text) as { message: string }).message).toBe('Unexpected character: & at line 2, column 5');
    });

    it('an evidence write with it is refused the same way', async () => {
      const response = await server.request('/api/db/evidences', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ hypothesis_id: '00000000-0000-0000-0000-000000000001', type: 'check', script }),
      });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).not.toContain('component.name');
      expect(JSON.parse(text)).toMatchObject({ message: 'Unexpected character: & at line 2, column 5' });
    });
  });
});

describe('MAX_BODY_BYTES', () => {
  it('is 1048576 unless set, and must be a positive whole number of bytes', () => {
    expect(loadConfig({}).maxBodyBytes).toBe(1048576);
    expect(loadConfig({ MAX_BODY_BYTES: '65536' }).maxBodyBytes).toBe(65536);
    for (const bad of ['0', '-1', '1.5', '1MB']) expect(() => loadConfig({ MAX_BODY_BYTES: bad }), bad).toThrow(/MAX_BODY_BYTES/);
  });
});
