import { afterAll, beforeAll } from 'vitest';
import { HttpConnectionAdapter } from '../../../adapters/http/settings/connections.http';
import { demoPerson } from '../../../server/seed/demo-people';
import { describeConnectionContract } from '../../contracts/connections.contract';
import { startContractServer, type ContractServer } from './contract-server';

const admin = demoPerson('admin');
let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer({ email: admin.email });
});
afterAll(async () => backend?.close());

describeConnectionContract('HTTP adapter on the built-in backend', async () => {
  await backend.empty('connections');
  // The built-in backend's own demo target answers 200 to any request, on loopback.
  return { port: new HttpConnectionAdapter(backend.db, backend.http), arrange: { me: { id: admin.id }, reachable: `${backend.origin}/api/demo/targets/webhook` } };
});
