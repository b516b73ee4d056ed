import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../adapters/http/client';
import { HttpIncidentDirectoryAdapter } from '../../../adapters/http/incident-directory.http';
import { HttpIncidentAdapter } from '../../../adapters/http/incidents.http';
import { PostgrestClient } from '../../../adapters/http/postgrest-client';
import { engines } from '../support/databases';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../support/test-server';

/** The console's incident adapters against the built-in backend: every query they build is one it answers. */
describe('the incident HTTP adapters against the built-in backend', () => {
  let server: TestServer;
  let incidents: HttpIncidentAdapter;
  let directory: HttpIncidentDirectoryAdapter;
  let person: string;

  beforeAll(async () => {
    server = await createTestServer(engines[0]!, { seeded: true });
    const cookie = await server.signIn('commander@local');
    const http = createHttpClient({
      baseURL: `${TEST_ORIGIN}/api`,
      fetch: (input, init) => Promise.resolve(server.app.request(String(input), { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), cookie, origin: TEST_ORIGIN } })),
    });
    const db = new PostgrestClient(http);
    incidents = new HttpIncidentAdapter(db);
    directory = new HttpIncidentDirectoryAdapter(db);
    person = (await server.db.query<{ id: string }>(`SELECT id FROM people WHERE email = 'commander@local'`)).rows[0]!.id;
  }, 120_000);
  afterAll(async () => server?.close());

  it('creates, reads, lists and changes an incident with everything on it', async () => {
    const created = await incidents.create({ title: 'Adapter check', description: '', severity: 'low', status: 'open', type: 'availability', createdBy: person });
    expect(created.incidentId).toMatch(/^INC-\d+$/);
    const root = await incidents.hypotheses.create({ id: crypto.randomUUID(), incidentId: created.id, type: 'root', title: 'Adapter check', status: 'possible', createdBy: person });
    const [component] = await directory.search('topology', '');
    const evidence = await incidents.evidences.create({ hypothesisId: root.id, type: 'topology', description: component!.name, componentId: component!.id, createdBy: person });
    await incidents.evidences.update(evidence.id, { definitionOfDone: true, script: 'component.status == "healthy"' });
    const comment = await incidents.comments.create({ incidentId: created.id, hypothesisId: root.id, comment: 'hello', createdBy: person });
    expect(comment.createdBy?.name).toBeTruthy();
    const [team] = await directory.teams();
    const responder = await incidents.responders.create({ incidentId: created.id, type: 'email', teamId: team!.id, createdBy: person, properties: { responderType: 'email', to: 'x@local' } });
    await incidents.update(created.id, { status: 'investigating' });

    const read = await incidents.get(created.id);
    expect(read?.hypotheses[0]?.evidences[0]).toMatchObject({ definitionOfDone: true, script: 'component.status == "healthy"', componentId: component!.id });
    expect(read?.hypotheses[0]?.comments[0]?.comment).toBe('hello');
    expect(read?.responders.map((r) => r.team?.name)).toEqual([team!.name]);
    expect(read?.commander?.id).toBe(person);

    const history = await incidents.history.list(created.id);
    expect(new Set(history.map((h) => h.type))).toEqual(new Set([
      'incident.created', 'hypothesis.created', 'evidence.created', 'evidence.done_definition_added', 'responder.commented',
      'responder.created', 'incident.status_updated',
    ]));
    expect(history.find((h) => h.type === 'responder.created')?.responder?.team?.name).toBe(team!.name);

    expect((await incidents.list({ status: 'investigating', search: 'adapter' })).map((i) => i.id)).toEqual([created.id]);
    expect((await incidents.list({ component: component!.id, owner: person })).map((i) => i.id)).toContain(created.id);
    await incidents.responders.remove(responder.id);
    expect((await incidents.responders.list(created.id))).toEqual([]);
    await incidents.hypotheses.remove(root.id);
    expect((await incidents.get(created.id))?.hypotheses).toEqual([]);
  });

  it('finds people for mentions and objects for the evidence wizard', async () => {
    expect((await directory.people()).map((p) => p.email)).toContain('commander@local');
    for (const type of ['topology', 'config', 'check', 'config_analysis', 'config_change'] as const) {
      const found = await directory.search(type, '');
      expect(found.length, type).toBeGreaterThan(0);
    }
  });
});
