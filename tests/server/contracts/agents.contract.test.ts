import { afterAll, beforeAll } from 'vitest';
import { HttpAgentAdapter } from '../../../adapters/http/agents.http';
import { NIL_UUID } from '../../../core/shared';
import { describeAgentsContract } from '../../contracts/agents.contract';
import { startContractServer, type ContractServer } from './contract-server';

let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer();
});
afterAll(async () => backend?.close());

describeAgentsContract('HTTP adapter on the built-in backend', async () => {
  // An agent's person and access tokens go with it; the local agent stays.
  await backend.sql(`DELETE FROM access_tokens WHERE person_id IN (SELECT person_id FROM agents WHERE id <> $1)`, [NIL_UUID]);
  await backend.sql(`DELETE FROM agents WHERE id <> $1`, [NIL_UUID]);
  return { port: new HttpAgentAdapter(backend.http, backend.db), arrange: {} };
});
