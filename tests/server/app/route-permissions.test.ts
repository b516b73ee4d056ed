import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, can, type Action, type Resource, type Role } from '../../../core/access';
import { createIdentity } from '../../../server/auth/identities';
import { demoPerson } from '../../../server/seed/demo-people';
import { engines } from '../support/databases';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

/** Who may call an endpoint outside /api/db, as its handler decides it. */
type Rule =
  /** Any signed-in person, a guest included: it answers about the caller alone. */
  | { kind: 'signed-in' }
  /** Each of `resources` allows `action` to the caller's roles (core's can()). */
  | { kind: 'needs'; action: Action; resources: readonly Resource[] }
  /** Agents only (their push), whatever else the caller may do. */
  | { kind: 'agent' };

const needs = (action: Action, ...resources: Resource[]): Rule => ({ kind: 'needs', action, resources });
const SIGNED_IN: Rule = { kind: 'signed-in' };

const NOTHING = '00000000-0000-0000-0000-000000000000';

/**
 * Every endpoint the server routes beside /api/db (its own matrix), the sign-in flows (public by
 * design) and the demo targets. A new route must be added here, or the first test fails.
 */
const ROUTES: Record<string, Rule> = {
  'GET /api/about': SIGNED_IN,
  'GET /api/auth/whoami': SIGNED_IN,
  // The hosted mode's organizations of the caller's own session (404 in the self-hosted mode).
  'GET /api/oidc/organizations': SIGNED_IN,
  'POST /api/oidc/organizations': SIGNED_IN,
  'POST /api/oidc/organizations/switch': SIGNED_IN,
  // The hosted mode's way to the provider's profile page (404 in the self-hosted mode).
  'GET /api/oidc/profile': SIGNED_IN,
  'GET /api/kubeconfig': SIGNED_IN,
  'GET /api/properties': SIGNED_IN,
  'GET /api/auth/courier': needs('write', 'identities'),
  'POST /api/auth/invite_user': needs('write', 'identities', 'rbac'),
  'DELETE /api/people/:id': needs('write', 'identities'),
  'GET /api/rbac/:id/roles': needs('read', 'rbac'),
  'POST /api/rbac/:id/update_role': needs('write', 'rbac'),
  'GET /api/backup': needs('read', ...RESOURCES),
  'GET /api/demo/inbox': needs('read', 'rbac'),
  'GET /api/events': needs('read', 'database'),
  'GET /api/canary/api/graph': needs('read', 'canaries'),
  'GET /api/canary/api/summary': needs('read', 'canaries'),
  'POST /api/canary/api/summary': needs('read', 'canaries'),
  'POST /api/canary/run/check/:id': needs('write', 'canaries'),
  'GET /api/canary/api/topology': needs('read', 'topologies'),
  'GET /api/topology': needs('read', 'topologies'),
  'GET /api/snapshot/topology/:id': needs('read', 'topologies'),
  'POST /api/logs': needs('read', 'topologies'),
  'GET /api/catalog/changes': needs('read', 'catalog'),
  'POST /api/catalog/changes': needs('read', 'catalog'),
  'POST /api/catalog/summary': needs('read', 'catalog'),
  // Each kind is answered only to those who may read it: a guest gets {} (tests/server/resources).
  'POST /api/resources/search': SIGNED_IN,
  'POST /api/config/run/:id': needs('write', 'config_scrapers'),
  'POST /api/incidents/scripts/compile': needs('write', 'evidences'),
  'POST /api/agent/generate': needs('write', 'agents'),
  'POST /api/connection/test/:id': needs('write', 'connections'),
  'POST /api/push': { kind: 'agent' },
  'GET /api/playbook/list': needs('read', 'playbooks'),
  'GET /api/schemas/playbook.schema.json': needs('read', 'playbooks'),
  'POST /api/playbook/:id/params': needs('write', 'playbooks'),
  'POST /api/playbook/run': needs('write', 'playbooks'),
  'POST /api/playbook/run/approve/:id': needs('write', 'playbooks'),
  'POST /api/playbook/run/cancel/:id': needs('write', 'playbooks'),
  'GET /api/playbook/run/:id': needs('read', 'playbook_runs'),
  'GET /api/playbook/run/:id/status': needs('read', 'playbook_runs'),
  'GET /kubeproxy/*': needs('read', 'catalog'),
  // Probed on checks; the relation decides, as on /api/db (tests/server/export).
  'GET /api/export/:relation': needs('read', 'canaries'),
  'GET /api/export/logs': needs('read', 'topologies'),
  'DELETE /kubeproxy/*': needs('write', 'catalog'),
};

/**
 * Routes that are no endpoint of their own: middleware, /api/db, the sign-in flows, the console's files,
 * and the demo targets (the demo restart answers loopback callers only, whatever their role:
 * tests/server/playbooks/demo-playbooks.test.ts).
 */
const NOT_ENDPOINTS = [
  /^ALL (\/\*|\/api\/\*|\/api|\*)$/, /^ALL \/api\/db\//, / \/api\/\.ory\//, /^GET \/api\/oidc\/(login|callback)$/, /^ALL \/api\/demo\/targets\//, /^POST \/api\/demo\/targets\/restart$/,
  /^GET \/health$/, /^ALL \/kubeproxy/,
];

const CALLERS: readonly Role[] = ['admin', 'editor', 'commander', 'responder', 'viewer', 'guest'];

const allowed = (rule: Rule, role: Role) =>
  rule.kind === 'signed-in' || (rule.kind === 'needs' && rule.resources.every((resource) => can([role], resource, rule.action)));

describe.each(engines)('who may call each endpoint on $name', (engine) => {
  let server: TestServer;
  const email = (role: Role) => (role === 'guest' ? 'guest@matrix.local' : demoPerson(role as Exclude<Role, 'guest' | 'agent'>).email);

  beforeAll(async () => {
    server = await createTestServer(engine, { config: { kubeproxyConnection: 'default/none' } });
    const guest = await createIdentity(server.db, { traits: { email: email('guest'), name: { first: 'Guest' } }, password: TEST_PASSWORD, verified: true });
    await server.db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'guest')`, [guest]);
  }, 120_000);
  afterAll(() => server?.close());

  it('has a rule for every endpoint the server routes', () => {
    const routed = [...new Set(server.app.routes.map((route) => `${route.method} ${route.path}`))];
    const unruled = routed.filter((route) => !ROUTES[route] && !NOT_ENDPOINTS.some((pattern) => pattern.test(route)));
    expect(unruled).toEqual([]);
  });

  it('answers each role as its rule says, refusing with 403 before reading the request', async () => {
    const mismatches: string[] = [];
    for (const [route, rule] of Object.entries(ROUTES)) {
      const [method, pattern] = route.split(' ') as [string, string];
      const path = pattern.replace(/:id/g, NOTHING).replace(':relation', 'checks').replace('/*', '/api/v1/namespaces');
      for (const role of CALLERS) {
        const response = await server.request(path, {
          method,
          headers: { authorization: server.basicAuth(email(role)), 'content-type': 'application/json' },
          body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        });
        const refused = response.status === 401 || response.status === 403;
        if (refused === allowed(rule, role) || response.status >= 500 && response.status !== 503) {
          mismatches.push(`${role} ${route}: ${response.status} ${(await response.text()).slice(0, 100)}`);
        }
      }
      const anonymous = await server.request(path, { method });
      if (anonymous.status !== 401) mismatches.push(`no credentials ${route}: ${anonymous.status}`);
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
