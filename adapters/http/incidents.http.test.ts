import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/shared';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { createHttpClient } from './client';
import { HttpIncidentDirectoryAdapter } from './incident-directory.http';
import { HttpIncidentAdapter } from './incidents.http';
import { PostgrestClient } from './postgrest-client';

const db = (fake: FakeFetch) => new PostgrestClient(createHttpClient({ baseURL: 'http://console.test/api', fetch: fake.fetch }));
const person = { id: 'u1', name: 'Casey', avatar: null, email: 'casey@local' };

describe('when the incident list is read', () => {
  it('sends the filters as eq, the search as ilike and skips what is not set (seed 001 §7)', async () => {
    const fake = new FakeFetch().on('GET', '/api/db/incident_summary', reply(200, [
      { id: 'i1', incident_id: 'INC-1', title: 'Checkout down', type: 'availability', status: 'open', created_at: '2026-01-01T00:00:00Z', severity: 2, responders: [person] },
    ]));
    const rows = await new HttpIncidentAdapter(db(fake)).list({ status: 'open', search: 'checkout', owner: 'u1' });
    const params = fake.last().url.searchParams;
    expect(params.get('status')).toBe('eq.open');
    expect(params.get('title')).toBe('ilike.*checkout*');
    expect(params.get('commander->>id')).toBe('eq.u1');
    expect(params.has('severity')).toBe(false);
    expect(rows[0]).toMatchObject({ incidentId: 'INC-1', severity: '2', responders: [{ id: 'u1', name: 'Casey' }] });
  });

  it('finds the incidents of a component through their evidence, and none when it has none', async () => {
    const fake = new FakeFetch()
      .on('GET', '/api/db/incidents_by_component', reply(200, [{ id: 'i1' }, { id: 'i1' }]))
      .on('GET', '/api/db/incident_summary', reply(200, []));
    await new HttpIncidentAdapter(db(fake)).list({ component: 'c1' });
    expect(fake.last().url.searchParams.get('id')).toBe('in.(i1)');
    const none = new FakeFetch().on('GET', '/api/db/incidents_by_component', reply(200, []));
    expect(await new HttpIncidentAdapter(db(none)).list({ component: 'c2' })).toEqual([]);
  });
});

describe('when an incident is read', () => {
  it('maps hypotheses, evidence, comments and active responders, and is undefined when missing', async () => {
    const fake = new FakeFetch().on('GET', '/api/db/incidents', reply(200, [{
      id: 'i1', incident_id: 'INC-7', title: 'Checkout down', type: 'availability', status: 'mitigated', created_at: '2026-01-01T00:00:00Z',
      severity: 'high', description: '', created_by: person, commander: person,
      hypotheses: [{
        id: 'h1', incident_id: 'i1', type: 'root', title: 'Checkout down', status: 'possible', created_by: person, created_at: '2026-01-01T00:00:00Z',
        evidences: [{ id: 'e1', hypothesis_id: 'h1', type: 'topology', created_at: '2026-01-01T00:01:00Z', component_id: 'c1', definition_of_done: true, done: null, description: 'checkout-web' }],
        comments: [{ id: 'c1', comment: 'hi @[Casey](u1)', created_at: '2026-01-01T00:02:00Z', created_by: person, external_created_by: 'jdoe', responder_id: { id: 'r1', team_id: { id: 't1', name: 'Payments' } } }],
      }],
      responders: [{ id: 'r1', incident_id: 'i1', type: 'email', created_at: '2026-01-01T00:00:00Z', team: { id: 't1', name: 'Payments', spec: { responder_clients: { email: { defaults: { subject: '{{incident.title}}' } } } } } }],
    }]));
    const incident = await new HttpIncidentAdapter(db(fake)).get('i1');
    expect(fake.last().url.searchParams.get('responders.deleted_at')).toBe('is.null');
    expect(incident?.hypotheses[0]?.evidences[0]).toMatchObject({ componentId: 'c1', definitionOfDone: true, done: false });
    expect(incident?.hypotheses[0]?.comments[0]).toMatchObject({ incidentId: 'i1', externalCreatedBy: 'jdoe', responderTeam: { name: 'Payments' } });
    expect(incident?.responders[0]?.team?.responderClients?.email?.defaults).toEqual({ subject: '{{incident.title}}' });
    const empty = new FakeFetch().on('GET', '/api/db/incidents', reply(200, []));
    expect(await new HttpIncidentAdapter(db(empty)).get('nope')).toBeUndefined();
  });

  it('names the path that failed when the answer has the wrong shape', async () => {
    const fake = new FakeFetch().on('GET', '/api/db/incidents', reply(200, [{ id: 'i1', incident_id: 7 }]));
    const error = await new HttpIncidentAdapter(db(fake)).get('i1').catch((e: DomainError) => e);
    expect((error as DomainError).kind).toBe('decode');
  });
});

describe('when records are written', () => {
  it('sends only the given evidence columns, and a soft delete for a responder', async () => {
    const fake = new FakeFetch().on('PATCH', '/api/db/evidences', reply(200, [])).on('PATCH', '/api/db/responders', reply(200, []));
    const adapter = new HttpIncidentAdapter(db(fake));
    await adapter.evidences.update('e1', { definitionOfDone: true, script: 'check.status == "healthy"' });
    expect(fake.last().body).toEqual({ definition_of_done: true, script: 'check.status == "healthy"' });
    await adapter.responders.remove('r1');
    expect(fake.last().body).toEqual({ deleted_at: 'now()' });
    expect(fake.last().url.searchParams.get('id')).toBe('eq.r1');
  });

  it('passes the server’s refusal of a script on as its message', async () => {
    const fake = new FakeFetch().on('PATCH', '/api/db/evidences', reply(400, { code: 'PGRST100', message: 'Unknown variable: pod', details: null, hint: null }));
    const error = await new HttpIncidentAdapter(db(fake)).evidences.update('e1', { script: 'pod.ready' }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as Error).message).toBe('Unknown variable: pod');
  });
});

describe('when the evidence wizard searches', () => {
  it('looks components up by name, case-insensitively, at most 50', async () => {
    const fake = new FakeFetch().on('GET', '/api/db/components', reply(200, [{ id: 'c1', name: 'checkout-web', type: 'Service', status: 'healthy' }]));
    const found = await new HttpIncidentDirectoryAdapter(db(fake)).search('topology', 'check');
    expect(fake.last().url.searchParams.get('name')).toBe('ilike.*check*');
    expect(fake.last().url.searchParams.get('limit')).toBe('50');
    expect(found).toEqual([{ id: 'c1', type: 'topology', name: 'checkout-web', detail: 'Service · healthy' }]);
  });
});
