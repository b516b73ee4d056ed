import { FakeEvidenceSearch, FakeIncidentPort } from '../fakes/incidents';
import type { Person, Team } from '../../core/incidents';
import { describeIncidentsContract } from './incidents.contract';

describeIncidentsContract('fake', async () => {
  const fake = new FakeIncidentPort();
  const search = new FakeEvidenceSearch();
  const people: Person[] = [fake.user];
  const teams: Team[] = [];
  let serial = 0;
  const nextId = (kind: string) => `${kind}-arranged-${++serial}`;
  return {
    port: {
      incidents: fake, hypotheses: fake.hypotheses, evidences: fake.evidences, comments: fake.comments, responders: fake.responders,
      history: fake.history, people: fake.people, search, lookups: fake.configLookups,
    },
    arrange: {
      me: fake.user,
      person: async (name, email) => {
        const person = { id: nextId('person'), name, ...(email ? { email } : {}) };
        // The fake's directory is who can be mentioned: someone without an email is not in it.
        if (email) people.push(person);
        fake.setDirectory([...people], [...teams]);
        return person;
      },
      team: async (name) => {
        const team = { id: nextId('team'), name };
        teams.push(team);
        fake.setDirectory([...people], [...teams]);
        return team;
      },
      component: async (name) => {
        const id = nextId('component');
        search.add({ id, type: 'topology', name });
        return id;
      },
      integration: async (kind, item) => {
        const id = nextId('integration');
        fake.configLookups.add(kind, { id, ...item });
        return id;
      },
    },
  };
});
