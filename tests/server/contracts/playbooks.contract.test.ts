import { afterAll, beforeAll } from 'vitest';
import { HttpPlaybookAdapter } from '../../../adapters/http/playbooks.http';
import { describePlaybooksContract } from '../../contracts/playbooks.contract';
import { startContractServer, type ContractServer } from './contract-server';

let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer();
});
afterAll(async () => backend?.close());

describePlaybooksContract('HTTP adapter on the built-in backend', async () => {
  await backend.empty('playbooks');
  return { port: new HttpPlaybookAdapter(backend.db), arrange: {} };
});
