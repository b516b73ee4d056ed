import { afterAll, beforeAll } from 'vitest';
import { HttpTeamMemberAdapter } from '../../../adapters/http/settings/team-members.http';
import { demoPerson } from '../../../server/seed/demo-people';
import { describeTeamMembersContract } from '../../contracts/team-members.contract';
import { startContractServer, type ContractServer } from './contract-server';

const admin = demoPerson('admin');
let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer({ email: admin.email });
});
afterAll(async () => backend?.close());

describeTeamMembersContract('HTTP adapter on the built-in backend', async () => {
  await backend.empty('team_members');
  await backend.sql(`DELETE FROM people WHERE email LIKE '%@contract.test'`);
  const people = [];
  for (const name of ['Ann', 'Bob', 'Cat']) {
    const [row] = await backend.sql<{ id: string; name: string }>(
      `INSERT INTO people (name, email) VALUES ($1, $2) RETURNING id::text, name`,
      [`${name} Contract`, `${name.toLowerCase()}@contract.test`],
    );
    people.push(row!);
  }
  const teams = [];
  for (const name of ['contract-team-a', 'contract-team-b']) {
    const [row] = await backend.sql<{ id: string }>(
      `INSERT INTO teams (name, created_by) VALUES ($1, $2) ON CONFLICT (name) WHERE deleted_at IS NULL DO UPDATE SET updated_at = now() RETURNING id::text`,
      [name, admin.id],
    );
    teams.push(row!.id);
  }
  return { port: new HttpTeamMemberAdapter(backend.db), arrange: { teams: [teams[0]!, teams[1]!], people } };
});
