import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../adapters/http/client';
import { HttpConfigLookupAdapter } from '../../../adapters/http/config-lookups.http';
import { PostgrestClient } from '../../../adapters/http/postgrest-client';
import { lookupOptions, preselectedInstance } from '../../../core/incidents';
import { engines } from '../support/databases';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../support/test-server';

/** The responder forms' config lookups against the demo estate, as the people who add responders. */
describe('the config integration lookups against the built-in backend', () => {
  let server: TestServer;
  const adapters = new Map<string, HttpConfigLookupAdapter>();
  const teamId = async (name: string) =>
    (await server.db.query<{ id: string }>('SELECT id FROM teams WHERE name = $1', [name])).rows[0]!.id;

  beforeAll(async () => {
    server = await createTestServer(engines[0]!, { seeded: true });
    for (const email of ['commander@local', 'responder@local']) {
      const cookie = await server.signIn(email);
      const http = createHttpClient({
        baseURL: `${TEST_ORIGIN}/api`,
        fetch: (input, init) => Promise.resolve(server.app.request(String(input), { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), cookie, origin: TEST_ORIGIN } })),
      });
      adapters.set(email, new HttpConfigLookupAdapter(new PostgrestClient(http)));
    }
  }, 120_000);
  afterAll(async () => server?.close());

  it("finds the Jira instances, preselects Platform's and reads its projects", async () => {
    const lookups = adapters.get('commander@local')!;
    const instances = await lookups.byKind('jira', '');
    expect(instances.map((i) => i.name)).toEqual(['Acme Jira Cloud', 'Acme Jira Data Center']);
    const chosen = preselectedInstance(instances, await teamId('Platform'));
    expect(instances.find((i) => i.id === chosen)?.name).toBe('Acme Jira Cloud');
    const instance = await lookups.byId(chosen!);
    expect(instance?.name).toBe('Acme Jira Cloud');
    expect(lookupOptions('jira', 'project', instance?.config, {}).map((o) => o.value)).toEqual(['PLAT', 'OPS', 'PAY']);
    expect(lookupOptions('jira', 'issueType', instance?.config, { project: 'PLAT' }).map((o) => o.value)).toContain('Incident');
    expect(lookupOptions('jira', 'priority', instance?.config, { project: 'PLAT' }).map((o) => o.value)).toContain('High');
  });

  it('searches by name or external id, ignoring case', async () => {
    const lookups = adapters.get('responder@local')!;
    expect((await lookups.byKind('jira', 'data center')).map((i) => i.name)).toEqual(['Acme Jira Data Center']);
    expect((await lookups.byKind('jira', 'ATLASSIAN')).map((i) => i.name)).toEqual(['Acme Jira Cloud']);
    expect(await lookups.byKind('jira', 'no such instance')).toEqual([]);
  });

  it("finds the planner of the Data team with its plans and the chosen plan's buckets", async () => {
    const lookups = adapters.get('responder@local')!;
    const instances = await lookups.byKind('ms_planner', '');
    expect(instances.map((i) => i.name)).toEqual(['Acme Microsoft Planner']);
    expect(preselectedInstance(instances, await teamId('Data'))).toBe(instances[0]!.id);
    const { config } = (await lookups.byId(instances[0]!.id))!;
    const plans = lookupOptions('ms_planner', 'plan_id', config, {});
    expect(plans.map((o) => o.label)).toEqual(['Data Platform', 'Reporting']);
    expect(lookupOptions('ms_planner', 'bucket_id', config, { plan_id: plans[0]!.value }).map((o) => o.label)).toEqual(['Triage', 'In progress', 'Done']);
  });

  it('answers nothing for an id that is not a config item', async () => {
    expect(await adapters.get('commander@local')!.byId(crypto.randomUUID())).toBeUndefined();
  });
});
