import { beforeEach, describe, expect, it } from 'vitest';
import type { Invitation, UsersPort } from '../../core/settings';
import { MISSING_ID, rejectsWith, type ContractSetup } from './contract';

/** The people who can sign in are whoever the backend starts with plus whom the cases invite. */
export type UsersArrange = Readonly<Record<string, never>>;

const invitation = (firstName: string, role = 'editor'): Invitation => ({
  firstName, lastName: 'Contract', email: `${firstName.toLowerCase()}.contract@local`, role,
});

/** The Users screen's port as the built-in backend answers it (seed 002 §7.2, reference §4.7, DECISIONS §5). */
export function describeUsersContract(name: string, setup: ContractSetup<UsersPort, UsersArrange>) {
  describe(`the users port (${name})`, () => {
    let port: UsersPort;
    beforeEach(async () => {
      ({ port } = await setup());
    });

    const find = async (email: string) => (await port.list()).find((u) => u.email === email);

    it('lists the invited person last, active, with the role they were given', async () => {
      await port.invite(invitation('Ann'));
      await port.invite(invitation('Bob', 'viewer'));
      const users = await port.list();
      expect(users.slice(-2).map((u) => [u.name, u.email, u.roles, u.state])).toEqual([
        ['Ann Contract', 'ann.contract@local', ['editor'], 'active'],
        ['Bob Contract', 'bob.contract@local', ['viewer'], 'active'],
      ]);
      expect(users.at(-1)!.id).toBeTruthy();
      expect(Date.parse(users.at(-1)!.createdAt)).not.toBeNaN();
    });

    it('refuses a second person with the same email as a conflict', async () => {
      await port.invite(invitation('Cat'));
      await rejectsWith(port.invite(invitation('Cat', 'viewer')), 'conflict');
    });

    it('refuses a role that cannot be given as invalid, with the form\'s message', async () => {
      const error = await rejectsWith(port.invite(invitation('Dan', 'owner')), 'invalid');
      expect(error.message).toBe('Please select any role');
      expect(await find('dan.contract@local')).toBeUndefined();
    });

    it('adds roles, keeping those held already, in name order', async () => {
      await port.invite(invitation('Eve', 'viewer'));
      const eve = (await find('eve.contract@local'))!;
      await port.addRoles(eve.id, ['editor', 'viewer']);
      expect((await find('eve.contract@local'))?.roles).toEqual(['editor', 'viewer']);
    });

    it('rejects roles for a person who does not exist as not found', async () => {
      await rejectsWith(port.addRoles(MISSING_ID, ['viewer']), 'not_found');
    });

    it('removes a person, and rejects removing one who is gone as not found', async () => {
      await port.invite(invitation('Fay'));
      const fay = (await find('fay.contract@local'))!;
      await port.remove(fay.id);
      expect(await find('fay.contract@local')).toBeUndefined();
      await rejectsWith(port.remove(fay.id), 'not_found');
    });
  });
}
