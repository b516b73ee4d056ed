import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../../../server/seed/demo-people';
import { engines } from '../support/databases';
import { CONSOLE_HTML, createTestServer, type TestServer } from '../support/test-server';

const admin = DEMO_PEOPLE[0]!;
const pkg = (await import('../../../package.json', { with: { type: 'json' } })).default as { version: string };

describe.each(engines)('small endpoints and paths on $name', (engine) => {
  let server: TestServer;
  let kube: Server;
  let kubeSeen: { path: string; authorization?: string; cookie?: string }[] = [];
  let auth: string;

  beforeAll(async () => {
    kube = createServer((req, res) => {
      kubeSeen.push({ path: req.url ?? '', authorization: req.headers.authorization, cookie: req.headers.cookie });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ kind: 'NamespaceList', items: [{ metadata: { name: 'default' } }] }));
    });
    await new Promise<void>((resolve) => kube.listen(0, '127.0.0.1', resolve));
    server = await createTestServer(engine, { config: { kubeproxyConnection: 'default/kind' } });
    auth = server.basicAuth(admin.email);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => kube.close(resolve));
  });

  describe('GET /api/about', () => {
    it('answers the package version', async () => {
      const response = await server.request('/api/about', { headers: { authorization: auth } });
      expect(await response.json()).toEqual({ appVersion: pkg.version, chartVersion: pkg.version });
    });
  });

  describe('GET /api/schemas/playbook.schema.json', () => {
    it('serves the playbook spec schema that ships with the console', async () => {
      const response = await server.request('/api/schemas/playbook.schema.json', { headers: { authorization: auth } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ $id: 'playbook.schema.json', type: 'object', properties: { actions: { type: 'array' } } });
    });
  });

  describe('GET /api/properties', () => {
    it('merges local properties over database rows, marking the source of each', async () => {
      writeFileSync(server.config.propertiesFile, 'incidents.disable: true\nlogs.disable: "false"\n# a comment\n');
      await server.db.query(
        `INSERT INTO properties (name, value, description) VALUES ('incidents.disable', 'false', 'Hide incidents'), ('playbooks.disable', 'true', 'Hide playbooks')`,
      );
      const response = await server.request('/api/properties', { headers: { authorization: auth } });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { name: string }[];
      const byName = Object.fromEntries(body.map((p) => [p.name, p]));
      expect(byName['incidents.disable']).toEqual({ name: 'incidents.disable', value: 'true', source: 'local', type: '', description: '' });
      expect(byName['logs.disable']).toEqual({ name: 'logs.disable', value: 'false', source: 'local', type: '', description: '' });
      expect(byName['playbooks.disable']).toEqual({ name: 'playbooks.disable', value: 'true', source: 'db', type: '', description: 'Hide playbooks' });
      expect(body.filter((p) => p.name === 'incidents.disable')).toHaveLength(1);
    });
  });

  describe('when a browser navigates', () => {
    it.each(['/', '/health', '/topology', '/incidents/123', '/kratos/self-service/login/browser'])('serves the console at %s', async (path) => {
      const response = await server.request(path, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(CONSOLE_HTML);
    });

    it('still downloads a kubeconfig under /api', async () => {
      const response = await server.request('/api/kubeconfig', { headers: { accept: 'text/html', authorization: auth } });
      expect(response.headers.get('content-type')).toMatch(/^text\/yaml/);
    });

    it('serves hashed assets for a year and other files with revalidation', async () => {
      const asset = await server.request('/assets/index-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const icon = await server.request('/favicon.svg');
      expect(icon.headers.get('cache-control')).toBe('no-cache');
      const again = await server.request('/favicon.svg', { headers: { 'if-none-match': icon.headers.get('etag')! } });
      expect(again.status).toBe(304);
    });

    it('never serves files outside the build', async () => {
      const response = await server.request('/assets/..%2f..%2fproperties.yaml', { headers: { authorization: auth } });
      expect(response.status).toBe(404);
    });
  });

  describe('when a path has no /api prefix', () => {
    it('answers /X as /api/X', async () => {
      const response = await server.request('/auth/whoami', { headers: { authorization: auth, accept: 'application/json' } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { payload: { user: { email: string } } }).payload.user.email).toBe(admin.email);
      expect((await server.request('/about', { headers: { accept: 'application/json' } })).status).toBe(401);
    });

    it('answers /kratos/* as /api/.ory/*', async () => {
      const response = await server.request('/kratos/self-service/login/browser', { headers: { accept: 'application/json' } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { ui: { action: string } }).ui.action).toMatch(/^http:\/\/localhost\/api\/\.ory\/self-service\/login\?flow=/);
      expect((await server.request('/kratos/sessions/whoami', { headers: { accept: 'application/json' } })).status).toBe(401);
    });
  });

  describe('when /kubeproxy names a connection', () => {
    it('answers 503 while the connection does not exist', async () => {
      const response = await server.request('/kubeproxy/api/v1/namespaces', { headers: { authorization: auth } });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: string }).error).toContain('default/kind');
    });

    it('forwards to its API with the connection credentials instead of the caller', async () => {
      const { port } = kube.address() as AddressInfo;
      await server.db.query(`INSERT INTO connections (name, namespace, type, url, password) VALUES ('kind', 'default', 'kubernetes', $1, 'kube-secret')`, [
        `http://127.0.0.1:${port}`,
      ]);
      kubeSeen = [];
      const cookie = await server.signIn(admin.email);
      const response = await server.request('/kubeproxy/api/v1/namespaces?limit=5', { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { kind: string }).kind).toBe('NamespaceList');
      expect(kubeSeen).toEqual([{ path: '/api/v1/namespaces?limit=5', authorization: 'Bearer kube-secret', cookie: undefined }]);
    });

    it('lets a viewer read through it but not change anything, and keeps Secrets to who may read connections', async () => {
      kubeSeen = [];
      const as = (email: string, path: string, method = 'GET') =>
        server.request(path, { method, headers: { authorization: server.basicAuth(email) } }).then((r) => r.status);
      expect(await as('viewer@local', '/kubeproxy/api/v1/namespaces')).toBe(200);
      expect(await as('viewer@local', '/kubeproxy/api/v1/namespaces/default', 'DELETE')).toBe(403);
      expect(await as('viewer@local', '/kubeproxy/api/v1/namespaces/default/secrets/db')).toBe(403);
      expect(await as('editor@local', '/kubeproxy/api/v1/secrets?watch=1')).toBe(403);
      expect(await as('editor@local', '/kubeproxy/api/v1/namespaces/default', 'DELETE')).toBe(200);
      expect(await as(admin.email, '/kubeproxy/api/v1/namespaces/default/secrets/db')).toBe(200);
      expect(kubeSeen.map((seen) => seen.path)).toEqual(['/api/v1/namespaces', '/api/v1/namespaces/default', '/api/v1/namespaces/default/secrets/db']);
    });
  });
});
