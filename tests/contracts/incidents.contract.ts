import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CommentPort, ConfigLookupPort, EvidencePort, EvidenceSearchPort, HypothesisPort, IncidentHistoryPort, IncidentPort, IntegrationKind,
  NewIncident, PeopleDirectoryPort, Person, ResponderPort, Team,
} from '../../core/incidents';
import { MISSING_ID, rejectsWith, type ContractSetup } from './contract';

/** Every port of the incident screens, as the incident module binds them. */
export interface IncidentContractPorts {
  readonly incidents: IncidentPort;
  readonly hypotheses: HypothesisPort;
  readonly evidences: EvidencePort;
  readonly comments: CommentPort;
  readonly responders: ResponderPort;
  readonly history: IncidentHistoryPort;
  readonly people: PeopleDirectoryPort;
  readonly search: EvidenceSearchPort;
  readonly lookups: ConfigLookupPort;
}

export interface IncidentsArrange {
  /** The signed-in person: every call is made as them. */
  readonly me: Person;
  /** Someone in the directory; without an email (System, an agent) they cannot be mentioned. */
  person(name: string, email?: string): Promise<Person>;
  team(name: string): Promise<Team>;
  /** A component, to be found by the evidence wizard's topology search; answers its id. */
  component(name: string): Promise<string>;
  /** A config item standing for an integration instance; answers its id. */
  integration(kind: IntegrationKind, item: { name: string; externalId: string[]; config: unknown }): Promise<string>;
}

/** The incident records as the built-in backend keeps them (reference §2.4, §2.5; seed 001 §7; DECISIONS §17, §18). */
export function describeIncidentsContract(name: string, setup: ContractSetup<IncidentContractPorts, IncidentsArrange>) {
  describe(`the incident ports (${name})`, () => {
    let ports: IncidentContractPorts;
    let arrange: IncidentsArrange;
    beforeEach(async () => {
      ({ port: ports, arrange } = await setup());
    });

    const newIncident = (fields: Partial<NewIncident> = {}): NewIncident => ({
      title: 'Checkout is down', description: '', severity: 'high', status: 'open', type: 'availability', createdBy: arrange.me.id, ...fields,
    });
    const rootOf = (incidentId: string, title = 'Root cause') =>
      ports.hypotheses.create({ id: crypto.randomUUID(), incidentId, type: 'root', title, status: 'possible', createdBy: arrange.me.id });
    const historyTypes = async (incidentId: string) => (await ports.history.list(incidentId)).map((h) => h.type);

    describe('incidents', () => {
      it('lists none when there are none', async () => {
        expect(await ports.incidents.list({})).toEqual([]);
      });

      it('creates an incident with a display id, its creator as commander, and nothing under it', async () => {
        const created = await ports.incidents.create(newIncident());
        expect(created).toMatchObject({ title: 'Checkout is down', severity: 'high', status: 'open', type: 'availability', hypotheses: [], responders: [] });
        expect(created.incidentId).toMatch(/^INC-\d+$/);
        expect(created.commander?.id).toBe(arrange.me.id);
        const read = await ports.incidents.get(created.id);
        expect(read).toMatchObject({ id: created.id, incidentId: created.incidentId, hypotheses: [], responders: [] });
        expect(read?.createdBy).toMatchObject({ id: arrange.me.id, name: arrange.me.name });
        expect(await historyTypes(created.id)).toEqual(['incident.created']);
      });

      it('answers undefined for an incident that does not exist', async () => {
        expect(await ports.incidents.get(MISSING_ID)).toBeUndefined();
      });

      it('lists newest first, filtered by status, severity, type, owner and title', async () => {
        const outage = await ports.incidents.create(newIncident({ title: 'Checkout outage' }));
        const slow = await ports.incidents.create(newIncident({ title: 'Slow search', type: 'performance', severity: 'low' }));
        const ids = async (filter: object) => (await ports.incidents.list(filter)).map((i) => i.id);
        expect(await ids({})).toEqual([slow.id, outage.id]);
        expect(await ids({ type: 'performance' })).toEqual([slow.id]);
        expect(await ids({ severity: 'high' })).toEqual([outage.id]);
        expect(await ids({ search: 'CHECKOUT' })).toEqual([outage.id]);
        expect(await ids({ owner: arrange.me.id, status: 'open' })).toEqual([slow.id, outage.id]);
        expect(await ids({ status: 'closed' })).toEqual([]);
        expect((await ports.incidents.list({}))[0]).toMatchObject({ incidentId: slow.incidentId, title: 'Slow search', commander: { id: arrange.me.id } });
      });

      it('lists the incidents with evidence on a component', async () => {
        const component = await arrange.component('checkout-api');
        const linked = await ports.incidents.create(newIncident({ title: 'Linked' }));
        await ports.incidents.create(newIncident({ title: 'Unlinked' }));
        const root = await rootOf(linked.id);
        await ports.evidences.create({ hypothesisId: root.id, type: 'topology', description: 'checkout-api', componentId: component, createdBy: arrange.me.id });
        expect((await ports.incidents.list({ component })).map((i) => i.title)).toEqual(['Linked']);
      });

      it('changes only the fields given, recording a status change first in the history', async () => {
        const created = await ports.incidents.create(newIncident());
        await ports.incidents.update(created.id, { status: 'investigating' });
        expect(await ports.incidents.get(created.id)).toMatchObject({ status: 'investigating', title: 'Checkout is down', severity: 'high' });
        const history = await ports.history.list(created.id);
        expect(history.map((h) => h.type)).toEqual(['incident.status_updated', 'incident.created']);
        expect(history[0]).toMatchObject({ description: 'investigating', createdBy: { id: arrange.me.id } });
      });

      it('changes nothing, without an error, when the incident does not exist', async () => {
        await ports.incidents.update(MISSING_ID, { status: 'closed' });
        expect(await ports.incidents.list({})).toEqual([]);
      });
    });

    describe('hypotheses', () => {
      it('adds a hypothesis to the incident, recorded in its history', async () => {
        const incident = await ports.incidents.create(newIncident());
        const root = await rootOf(incident.id, 'Bad deploy');
        expect(root).toMatchObject({ incidentId: incident.id, type: 'root', title: 'Bad deploy', status: 'possible', comments: [], evidences: [] });
        expect((await ports.incidents.get(incident.id))?.hypotheses.map((h) => h.title)).toEqual(['Bad deploy']);
        expect((await ports.history.list(incident.id))[0]).toMatchObject({ type: 'hypothesis.created', hypothesis: { id: root.id, title: 'Bad deploy' } });
      });

      it('refuses a hypothesis whose id is taken, and one for an incident that does not exist', async () => {
        const incident = await ports.incidents.create(newIncident());
        const root = await rootOf(incident.id);
        await rejectsWith(ports.hypotheses.create({ id: root.id, incidentId: incident.id, type: 'factor', title: 'again', status: 'possible', createdBy: arrange.me.id }), 'conflict');
        await rejectsWith(rootOf(MISSING_ID), 'conflict');
      });

      it('records a change of status in the history', async () => {
        const incident = await ports.incidents.create(newIncident());
        const root = await rootOf(incident.id);
        await ports.hypotheses.update(root.id, { status: 'likely' });
        expect((await ports.incidents.get(incident.id))?.hypotheses[0]?.status).toBe('likely');
        expect((await ports.history.list(incident.id))[0]).toMatchObject({ type: 'hypothesis.status_updated', description: 'likely' });
      });

      it('removes a hypothesis with its evidence and comments; a hypothesis that is gone is no error', async () => {
        const incident = await ports.incidents.create(newIncident());
        const root = await rootOf(incident.id);
        await ports.evidences.create({ hypothesisId: root.id, type: 'comment', description: 'seen', createdBy: arrange.me.id });
        await ports.comments.create({ incidentId: incident.id, hypothesisId: root.id, comment: 'on it', createdBy: arrange.me.id });
        await ports.hypotheses.remove(root.id);
        expect((await ports.incidents.get(incident.id))?.hypotheses).toEqual([]);
        await ports.hypotheses.remove(root.id);
      });
    });

    describe('evidences', () => {
      it('adds evidence not yet part of the definition of done, and records when it becomes part of it', async () => {
        const incident = await ports.incidents.create(newIncident());
        const root = await rootOf(incident.id);
        const component = await arrange.component('checkout-db');
        const evidence = await ports.evidences.create({ hypothesisId: root.id, type: 'topology', description: 'checkout-db', componentId: component, createdBy: arrange.me.id });
        expect(evidence).toMatchObject({ hypothesisId: root.id, type: 'topology', description: 'checkout-db', componentId: component, definitionOfDone: false, done: false });
        await ports.evidences.update(evidence.id, { definitionOfDone: true, script: 'true' });
        expect((await ports.incidents.get(incident.id))?.hypotheses[0]?.evidences[0]).toMatchObject({ definitionOfDone: true, script: 'true' });
        expect(await historyTypes(incident.id)).toEqual(['evidence.done_definition_added', 'evidence.created', 'hypothesis.created', 'incident.created']);
      });

      it('removes evidence, and rejects removing evidence that is gone as not found', async () => {
        const incident = await ports.incidents.create(newIncident());
        const root = await rootOf(incident.id);
        const evidence = await ports.evidences.create({ hypothesisId: root.id, type: 'comment', description: 'seen', createdBy: arrange.me.id });
        await ports.evidences.remove(evidence.id);
        expect((await ports.incidents.get(incident.id))?.hypotheses[0]?.evidences).toEqual([]);
        await rejectsWith(ports.evidences.remove(evidence.id), 'not_found');
      });

      it('refuses evidence for a hypothesis that does not exist', async () => {
        await rejectsWith(ports.evidences.create({ hypothesisId: MISSING_ID, type: 'comment', description: 'x', createdBy: arrange.me.id }), 'conflict');
      });
    });

    describe('comments', () => {
      it('adds a comment by the signed-in person, shown on its hypothesis and in the history', async () => {
        const incident = await ports.incidents.create(newIncident());
        const root = await rootOf(incident.id);
        const comment = await ports.comments.create({ incidentId: incident.id, hypothesisId: root.id, comment: 'looking', createdBy: arrange.me.id });
        expect(comment).toMatchObject({ incidentId: incident.id, hypothesisId: root.id, comment: 'looking', createdBy: { id: arrange.me.id, name: arrange.me.name } });
        expect((await ports.incidents.get(incident.id))?.hypotheses[0]?.comments.map((c) => c.comment)).toEqual(['looking']);
        expect((await ports.history.list(incident.id))[0]).toMatchObject({ type: 'responder.commented', comment: { id: comment.id, comment: 'looking' } });
      });

      it('refuses a comment on an incident that does not exist', async () => {
        await rejectsWith(ports.comments.create({ incidentId: MISSING_ID, hypothesisId: MISSING_ID, comment: 'lost', createdBy: arrange.me.id }), 'conflict');
      });
    });

    describe('responders', () => {
      it('adds a team as responder, lists it, and removes it', async () => {
        const incident = await ports.incidents.create(newIncident());
        const team = await arrange.team('Payments');
        expect(await ports.responders.list(incident.id)).toEqual([]);
        const responder = await ports.responders.create({
          incidentId: incident.id, type: 'email', teamId: team.id, createdBy: arrange.me.id, properties: { responderType: 'email', to: 'oncall@local' },
        });
        expect(responder).toMatchObject({ incidentId: incident.id, type: 'email', teamId: team.id, properties: { to: 'oncall@local' } });
        expect((await ports.responders.list(incident.id)).map((r) => r.team?.name)).toEqual(['Payments']);
        expect((await ports.history.list(incident.id))[0]).toMatchObject({ type: 'responder.created', responder: { id: responder.id, team: { name: 'Payments' } } });
        await ports.responders.remove(responder.id);
        expect(await ports.responders.list(incident.id)).toEqual([]);
        expect((await ports.incidents.get(incident.id))?.responders).toEqual([]);
      });
    });

    describe('the directory', () => {
      it('offers the people with an email, by name, and the teams by name', async () => {
        const zed = await arrange.person('Zed Zimmer', 'zed@local');
        const amy = await arrange.person('Amy Adams', 'amy@local');
        const system = await arrange.person('System');
        const arranged = new Set([zed.id, amy.id, system.id]);
        const people = (await ports.people.people()).filter((p) => arranged.has(p.id));
        expect(people.map((p) => [p.name, p.email])).toEqual([['Amy Adams', 'amy@local'], ['Zed Zimmer', 'zed@local']]);
        await arrange.team('Web');
        await arrange.team('Data');
        expect((await ports.people.teams()).map((t) => t.name)).toEqual(['Data', 'Web']);
      });
    });

    describe('the evidence search', () => {
      it('finds components by name, ignoring case', async () => {
        await arrange.component('checkout-api');
        await arrange.component('search-api');
        expect((await ports.search.search('topology', 'CHECKOUT')).map((c) => [c.type, c.name])).toEqual([['topology', 'checkout-api']]);
        expect(await ports.search.search('topology', 'nothing like it')).toEqual([]);
      });
    });

    describe('the integration lookups', () => {
      it('finds instances of a kind by name or external id, and reads one with its config', async () => {
        const acme = await arrange.integration('jira', { name: 'Acme Jira', externalId: ['acme.atlassian.net'], config: { projects: ['OPS'] } });
        await arrange.integration('jira', { name: 'Other Jira', externalId: ['other.atlassian.net'], config: {} });
        await arrange.integration('ms_planner', { name: 'Acme Planner', externalId: ['tenant-1'], config: {} });
        expect((await ports.lookups.byKind('jira', '')).map((i) => i.name)).toEqual(['Acme Jira', 'Other Jira']);
        expect((await ports.lookups.byKind('jira', 'acme.atl')).map((i) => i.id)).toEqual([acme]);
        expect(await ports.lookups.byId(acme)).toEqual({ id: acme, name: 'Acme Jira', externalId: ['acme.atlassian.net'], config: { projects: ['OPS'] } });
        expect(await ports.lookups.byId(MISSING_ID)).toBeUndefined();
      });
    });
  });
}
