import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { createActor, waitFor, type Actor } from 'xstate';
import { createHttpClient } from '../../adapters/http/client';
import { PostgrestClient } from '../../adapters/http/postgrest-client';
import { HttpTeamMemberAdapter } from '../../adapters/http/settings/team-members.http';
import { SettingsResourceMachines, TeamMemberPort, selectTeamMembersView, type TeamPerson } from '../../core/settings';
import { DomainError, type Toast } from '../../core/shared';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import type { FakeTeamMemberPort } from '../../tests/fakes/settings-resources';
import { personRoles } from '../support/access-context';
import { areaWorld } from '../support/collection-screen';
import { parseList } from '../support/lists';
import type { ConsoleWorld } from '../support/world';

type MembersTab = Actor<SettingsResourceMachines['teamMembers']>;

/** What the team members scenarios hold: the people and teams, the tab opened and what it said. */
interface TeamsWorld {
  readonly port: FakeTeamMemberPort;
  tab?: MembersTab;
  readonly toasts: string[];
  server?: FakeFetch;
}

const TEAM = 'team-sre';
const teams = (world: ConsoleWorld) => areaWorld<TeamsWorld>(world, 'teamMembers', () => ({ port: world.console.teamMembers, toasts: [] }));
const tab = (world: ConsoleWorld) => {
  const { tab } = teams(world);
  assert.ok(tab, 'the members tab is not open');
  return tab;
};
const view = (world: ConsoleWorld) => selectTeamMembersView(tab(world).getSnapshot());
const idOf = (world: ConsoleWorld, name: string) => {
  const found = view(world).members.concat(view(world).picker?.candidates ?? []).find((person) => person.name === name);
  assert.ok(found, `no '${name}' on the tab`);
  return found.id;
};
const settled = (world: ConsoleWorld) => waitFor(tab(world), (s) => !s.hasTag('loading') && !s.hasTag('busy'), { timeout: 2000 });

const person = (name: string): TeamPerson => ({ id: `p-${name.toLowerCase()}`, name, email: `${name.toLowerCase()}@example.test` });

Given('the people are {string}', function (this: ConsoleWorld, names: string) {
  teams(this).port.setPeople(parseList(names).map(person));
});

Given('the team has the members {string}', function (this: ConsoleWorld, names: string) {
  teams(this).port.setMembers(TEAM, parseList(names).map((name) => person(name).id));
});

Given('the server refuses the next {word} of members with {string}', function (this: ConsoleWorld, method: 'add' | 'remove' | 'members', message: string) {
  teams(this).port.failNext(method, new DomainError('server', message));
});

When("they open the team's members", async function (this: ConsoleWorld) {
  const world = teams(this);
  const actor = createActor(this.console.get(SettingsResourceMachines).teamMembers, { input: { teamId: TEAM, roles: personRoles(this) } });
  actor.on('toast', (event: Toast) => world.toasts.push(event.message));
  actor.start();
  world.tab = actor;
  await settled(this);
});

When('they add {string} to the team', async function (this: ConsoleWorld, names: string) {
  tab(this).send({ type: 'members.add' });
  for (const name of parseList(names)) tab(this).send({ type: 'members.toggle', personId: idOf(this, name) });
  tab(this).send({ type: 'members.confirm' });
  await settled(this);
});

When('they remove {string} from the team', async function (this: ConsoleWorld, name: string) {
  tab(this).send({ type: 'member.remove', personId: idOf(this, name) });
  await settled(this);
});

When('they open Add Members', function (this: ConsoleWorld) {
  tab(this).send({ type: 'members.add' });
});

Then('the members tab says {string}', function (this: ConsoleWorld, text: string) {
  assert.equal(view(this).empty, text);
});

Then(/^the members tab (offers|does not offer) Add Members and Remove user$/, function (this: ConsoleWorld, offers: string) {
  assert.equal(view(this).canManage, offers === 'offers');
});

Then('the members listed are:', function (this: ConsoleWorld, table: { hashes(): Record<string, string>[] }) {
  assert.deepEqual(view(this).members.map((member) => ({ name: member.name, email: member.email ?? '' })), table.hashes());
});

Then('the modal {string} offers {string}, none picked, Add disabled', function (this: ConsoleWorld, title: string, names: string) {
  const { picker } = view(this);
  assert.equal(picker?.title, title);
  assert.deepEqual(picker?.candidates.map((candidate) => candidate.name), parseList(names));
  assert.deepEqual([picker?.picked, picker?.canAdd], [[], false]);
});

Then('the team holds {string}', function (this: ConsoleWorld, names: string) {
  assert.deepEqual(teams(this).port.memberIds(TEAM).sort(), parseList(names).map((name) => person(name).id).sort());
});

Then('the tab says {string}', function (this: ConsoleWorld, message: string) {
  assert.deepEqual(teams(this).toasts, [message]);
});

// What the console sends, through the HTTP adapter

Given("the server holds the team's member {string}", function (this: ConsoleWorld, name: string) {
  const member = person(name);
  teams(this).server = new FakeFetch()
    .on('GET', '/api/db/team_members', reply(200, [{ person_id: member.id }]))
    .on('GET', '/api/db/people', reply(200, [member]))
    .on('DELETE', '/api/db/team_members', reply(200, [{ person_id: member.id }]));
  const http = createHttpClient({ baseURL: 'http://console.test/api', fetch: teams(this).server!.fetch });
  this.console.container.rebind<TeamMemberPort>(TeamMemberPort).toConstantValue(new HttpTeamMemberAdapter(new PostgrestClient(http)));
});

Then('the console asked to delete the membership of {string} in this team only', function (this: ConsoleWorld, name: string) {
  const request = teams(this).server!.requests.find((r) => r.method === 'DELETE');
  assert.ok(request, 'nothing was deleted');
  assert.deepEqual(
    [request.url.pathname, request.url.searchParams.get('person_id'), request.url.searchParams.get('team_id')],
    ['/api/db/team_members', `eq.${person(name).id}`, `eq.${TEAM}`],
  );
});
