import { createHash } from 'node:crypto';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { peerAddress } from '../support/peer-address';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../support/test-server';

const NAVIGATION = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

const page = (script: string) =>
  `<!doctype html><html><head><style>@layer reset;</style><script>${script}</script>` +
  `<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

describe.each(engines.slice(0, 1))('browser security headers on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine, { config: { trustedProxies: ['10.0.0.1'] } });
  });
  afterAll(() => server?.close());

  const writeIndex = (script: string, at: Date) => {
    const file = join(server.config.distDir, 'index.html');
    writeFileSync(file, page(script));
    utimesSync(file, at, at);
  };

  describe('when the console is served', () => {
    const first = 'document.documentElement.classList.add("dark");';

    beforeAll(() => writeIndex(first, new Date('2026-01-01T00:00:00Z')));

    it('allows its own scripts and the inline one by hash, and nothing else inline or evaluated', async () => {
      const response = await server.request('/incidents', { headers: NAVIGATION });
      expect(response.status).toBe(200);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('script-src')).toEqual(["'self'", hashOf(first)]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      for (const values of policy.values()) expect(values).not.toContain("'unsafe-eval'");
    });

    it('follows an edit of the inline script without a restart', async () => {
      const second = 'document.documentElement.classList.add("light");';
      writeIndex(second, new Date('2026-01-02T00:00:00Z'));
      const response = await server.request('/health', { headers: NAVIGATION });
      expect(directives(response.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'", hashOf(second)]);
    });

    it('keeps the console out of frames and tells the browser not to guess types or leak the address', async () => {
      for (const path of ['/', '/assets/index-abc123.js', '/api/about']) {
        const response = await server.request(path, { headers: { ...NAVIGATION, authorization: server.basicAuth('viewer@local') } });
        expect(response.headers.get('x-frame-options'), path).toBe('DENY');
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(response.headers.get('referrer-policy'), path).toBe('same-origin');
        expect(response.headers.get('permissions-policy'), path).toMatch(/camera=\(\)/);
        expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors'), path).toEqual(["'none'"]);
      }
    });
  });

  describe('when the API answers', () => {
    it('forbids storing the answer, errors included, and leaves the console files to their own caching', async () => {
      const viewer = { authorization: server.basicAuth('viewer@local'), accept: 'application/json' };
      for (const path of ['/api/about', '/api/db/checks?limit=1', '/api/nothing-here', '/about']) {
        expect((await server.request(path, { headers: viewer })).headers.get('cache-control'), path).toBe('no-store');
      }
      expect((await server.request('/api/about')).headers.get('cache-control')).toBe('no-store');
      expect((await server.request('/assets/index-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await server.request('/', { headers: NAVIGATION })).headers.get('cache-control')).toBe('no-cache');
    });
  });

  describe('Strict-Transport-Security', () => {
    const fetchFrom = (peer: string, headers: Record<string, string> = {}) =>
      server.app.request(`${TEST_ORIGIN}/`, { headers: { ...NAVIGATION, ...headers } }, peerAddress(peer));

    it('is sent when a trusted proxy says the request came over TLS', async () => {
      const response = await fetchFrom('10.0.0.1', { 'x-forwarded-proto': 'https' });
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
    });

    it('is not sent over plain HTTP, nor when anyone else claims TLS', async () => {
      expect((await fetchFrom('10.0.0.1')).headers.get('strict-transport-security')).toBeNull();
      expect((await fetchFrom('192.0.2.9', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
    });

    it('is sent when the server itself was asked over https', async () => {
      const response = await server.app.request('https://ops.example/', { headers: NAVIGATION }, peerAddress('192.0.2.9'));
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    });
  });
});
