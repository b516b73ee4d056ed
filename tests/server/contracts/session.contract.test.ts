import { afterAll, beforeAll } from 'vitest';
import { HttpSessionAdapter } from '../../../adapters/http/session.http';
import { demoPerson } from '../../../server/seed/demo-people';
import { describeSessionContract } from '../../contracts/session.contract';
import { startContractServer, type ContractServer } from './contract-server';

const admin = demoPerson('admin');
let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer({ email: admin.email });
});
afterAll(async () => backend?.close());

describeSessionContract('HTTP adapter on the built-in backend', async () => ({
  port: new HttpSessionAdapter(backend.http, '1.2.3'),
  arrange: { signedIn: { name: admin.name, email: admin.email, roles: [admin.role] }, frontendVersion: '1.2.3' },
}));
