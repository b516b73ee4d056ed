import { afterAll, beforeAll } from 'vitest';
import { createIdentity } from '../../../server/auth/identities';
import { demoPerson, type DemoPerson } from '../../../server/seed/demo-people';
import type { EngineCase } from '../support/databases';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';
import { insertCatalogEstate } from './fixture';

export type Caller = DemoPerson['role'] | 'guest';

export interface CatalogServer {
  server: TestServer;
  /** A request as `caller`, signed in with HTTP Basic. */
  as(caller: Caller, path: string, init?: RequestInit): Promise<Response>;
  /** POST of `body` as JSON, as `caller` (a viewer unless said). */
  post(path: string, body: unknown, caller?: Caller): Promise<Response>;
}

/** The whole app on `engine` over the small catalog estate, with a guest besides the demo people. */
export function withCatalogServer(engine: EngineCase): CatalogServer {
  const t = {} as CatalogServer;
  beforeAll(async () => {
    const server = await createTestServer(engine);
    await insertCatalogEstate(server.db);
    await createIdentity(server.db, {
      traits: { email: 'guest@local', name: { first: 'guest' } },
      password: TEST_PASSWORD,
      verified: true,
    }).then((person) => server.db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'guest')`, [person]));
    const email = (caller: Caller) => (caller === 'guest' ? 'guest@local' : demoPerson(caller).email);
    t.server = server;
    t.as = (caller, path, init = {}) =>
      server.request(path, {
        ...init,
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: server.basicAuth(email(caller)), ...init.headers },
      });
    t.post = (path, body, caller = 'viewer') => t.as(caller, path, { method: 'POST', body: JSON.stringify(body) });
  });
  afterAll(async () => {
    await t.server.close();
  });
  return t;
}
