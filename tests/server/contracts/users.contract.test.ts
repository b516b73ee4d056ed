import { afterAll, beforeAll } from 'vitest';
import { HttpUsersAdapter } from '../../../adapters/http/settings/users.http';
import { DEMO_PEOPLE } from '../../../server/seed/demo-people';
import { describeUsersContract } from '../../contracts/users.contract';
import { startContractServer, type ContractServer } from './contract-server';

let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer();
});
afterAll(async () => backend?.close());

describeUsersContract('HTTP adapter on the built-in backend', async () => {
  // Everyone but the demo people, who sign in (the contract signs in as one of them).
  const demo = DEMO_PEOPLE.map((p) => p.email);
  await backend.sql(`DELETE FROM identities WHERE NOT (lower(traits ->> 'email') = ANY($1::text[]))`, [demo]);
  return { port: new HttpUsersAdapter(backend.http, backend.db), arrange: {} };
});
