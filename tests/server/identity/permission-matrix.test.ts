import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentity } from '../../../server/auth/identities';
import { engines } from '../support/databases';
import { TEST_PASSWORD, type TestServer } from '../support/test-server';
import { identityServer } from './identity-server';

/** permissions.md, written out again here so that a change to core/access has to agree with it. */
const INCIDENT_WORK = ['responder', 'incident', 'evidences', 'comments'];
const ALL = [
  'database', 'rbac', 'responder', 'incident', 'evidences', 'comments', 'canaries', 'catalog', 'topologies',
  'config_scrapers', 'identities', 'connections', 'agents', 'feature_flags', 'logging_backends', 'integrations',
  'notifications', 'playbooks', 'playbook_runs', 'teams', 'artifacts',
];
const WRITES: Record<string, string[]> = {
  admin: ALL,
  editor: ALL.filter((r) => !['connections', 'identities', 'rbac'].includes(r)),
  commander: INCIDENT_WORK,
  responder: INCIDENT_WORK,
  viewer: [],
  guest: [],
};

const NOBODY = '00000000-0000-4000-8000-000000000000';

/** One relation per resource, written with a DELETE that matches no row: allowed answers 204, refused 403. */
const DB_WRITES: Record<string, string> = {
  canaries: `canaries?id=eq.${NOBODY}`,
  topologies: `topologies?id=eq.${NOBODY}`,
  catalog: `config_items?id=eq.${NOBODY}`,
  config_scrapers: `config_scrapers?id=eq.${NOBODY}`,
  incident: `incidents?id=eq.${NOBODY}`,
  evidences: `evidences?id=eq.${NOBODY}`,
  comments: `comments?id=eq.${NOBODY}`,
  responder: `responders?id=eq.${NOBODY}`,
  teams: `teams?id=eq.${NOBODY}`,
  database: `people?id=eq.${NOBODY}`,
  identities: `identities?id=eq.${NOBODY}`,
  connections: `connections?id=eq.${NOBODY}`,
  agents: `agents?id=eq.${NOBODY}`,
  feature_flags: `properties?name=eq.matrix.probe`,
  logging_backends: `logging_backends?id=eq.${NOBODY}`,
  notifications: `notifications?id=eq.${NOBODY}`,
  playbooks: `playbooks?id=eq.${NOBODY}`,
  playbook_runs: `playbook_runs?id=eq.${NOBODY}`,
  artifacts: `artifacts?id=eq.${NOBODY}`,
};

/** Action endpoints, called so that an allowed caller fails validation (or finds nothing) rather than changing data. */
const ACTIONS: { name: string; resource: string; path: string; method: string; body?: unknown; allowed: number }[] = [
  { name: 'invite a user', resource: 'identities', path: '/api/auth/invite_user', method: 'POST', body: {}, allowed: 400 },
  { name: 'update a role', resource: 'rbac', path: `/api/rbac/${NOBODY}/update_role`, method: 'POST', body: { roles: [] }, allowed: 400 },
  { name: 'delete a person', resource: 'identities', path: `/api/people/${NOBODY}`, method: 'DELETE', allowed: 404 },
  { name: 'read the courier', resource: 'identities', path: '/api/auth/courier', method: 'GET', allowed: 200 },
  { name: "read someone else's roles", resource: 'rbac', path: `/api/rbac/${NOBODY}/roles`, method: 'GET', allowed: 404 },
];

const ROLES = Object.keys(WRITES);

describe.each(engines)('the permission matrix on $name', (engine) => {
  let server: TestServer & { courier: string[] };
  const auth: Record<string, string> = {};
  beforeAll(async () => {
    server = await identityServer(engine);
    const guest = await createIdentity(server.db, { traits: { email: 'guest@local', name: { first: 'Guest' } }, password: TEST_PASSWORD, verified: true });
    await server.db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'guest')`, [guest]);
    for (const role of ROLES) auth[role] = server.basicAuth(`${role}@local`);
  });
  afterAll(() => server?.close());

  const call = (role: string, path: string, method: string, body?: unknown) =>
    server.request(path, {
      method,
      headers: { authorization: auth[role]!, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  describe.each(ROLES)('as %s', (role) => {
    it.each(Object.entries(DB_WRITES))('writes %s through /api/db only when the matrix allows it', async (resource, target) => {
      const response = await call(role, `/api/db/${target}`, 'DELETE');
      if (WRITES[role]!.includes(resource)) {
        expect(response.status).toBe(204);
      } else {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ code: '42501', message: expect.stringMatching(/^permission denied for table /), details: null, hint: null });
      }
    });

    it.each(ACTIONS.map((a) => [a.name, a] as const))('may %s only when the matrix allows it', async (_name, action) => {
      const response = await call(role, action.path, action.method, action.body);
      expect(response.status).toBe(WRITES[role]!.includes(action.resource) ? action.allowed : 403);
    });

    it('reads identities and connections only as an admin', async () => {
      for (const relation of ['identities', 'connections']) {
        const response = await call(role, `/api/db/${relation}?limit=1`, 'GET');
        expect(response.status).toBe(role === 'admin' ? 200 : 403);
      }
    });
  });
});
