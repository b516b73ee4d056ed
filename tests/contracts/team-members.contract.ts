import { beforeEach, describe, expect, it } from 'vitest';
import type { TeamMemberPort } from '../../core/settings';
import { rejectsWith, type ContractSetup } from './contract';

/** Two teams and three people the cases use, made through the runner's own means. */
export interface TeamMembersArrange {
  readonly teams: readonly [string, string];
  readonly people: readonly { readonly id: string; readonly name: string }[];
}

/** A team's members as the built-in backend answers them (seed 002 §7.2, reference §2.5). */
export function describeTeamMembersContract(name: string, setup: ContractSetup<TeamMemberPort, TeamMembersArrange>) {
  describe(`the team members port (${name})`, () => {
    let port: TeamMemberPort;
    let teams: readonly [string, string];
    let people: TeamMembersArrange['people'];
    beforeEach(async () => {
      ({ port, arrange: { teams, people } } = await setup());
    });

    it('lists nobody in a new team, and everyone who could join by name', async () => {
      expect(await port.members(teams[0])).toEqual([]);
      const names = (await port.people()).map((person) => person.name);
      expect(names.filter((n) => people.some((p) => p.name === n))).toEqual([...people.map((p) => p.name)].sort((a, b) => a.localeCompare(b)));
    });

    it('adds several people at once and lists them by name, with their email', async () => {
      await port.add(teams[0], [people[1]!.id, people[0]!.id]);
      const members = await port.members(teams[0]);
      expect(members.map((m) => m.id)).toEqual([people[0]!.id, people[1]!.id]);
      expect(members[0]!.email).toMatch(/@/);
    });

    it('removes a person from one team only', async () => {
      await port.add(teams[0], [people[0]!.id]);
      await port.add(teams[1], [people[0]!.id]);
      await port.remove(teams[0], people[0]!.id);
      expect(await port.members(teams[0])).toEqual([]);
      expect((await port.members(teams[1])).map((m) => m.id)).toEqual([people[0]!.id]);
    });

    it('refuses a person who is a member already as a conflict', async () => {
      await port.add(teams[0], [people[2]!.id]);
      await rejectsWith(port.add(teams[0], [people[2]!.id]), 'conflict');
    });
  });
}
