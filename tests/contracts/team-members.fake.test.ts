import { FakeTeamMemberPort } from '../fakes/settings-resources';
import { describeTeamMembersContract } from './team-members.contract';

const people = [
  { id: 'p-ann', name: 'Ann Contract', email: 'ann@contract.test' },
  { id: 'p-bob', name: 'Bob Contract', email: 'bob@contract.test' },
  { id: 'p-cat', name: 'Cat Contract', email: 'cat@contract.test' },
];

describeTeamMembersContract('fake', async () => ({
  port: new FakeTeamMemberPort().setPeople(people),
  arrange: { teams: ['team-a', 'team-b'], people },
}));
