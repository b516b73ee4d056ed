import { afterAll, beforeAll } from 'vitest';
import { HttpLoggingBackendAdapter } from '../../../adapters/http/settings/logging-backends.http';
import { demoPerson } from '../../../server/seed/demo-people';
import { describeLogBackendContract } from '../../contracts/logging-backends.contract';
import { startContractServer, type ContractServer } from './contract-server';

const admin = demoPerson('admin');
let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer({ email: admin.email });
});
afterAll(async () => backend?.close());

describeLogBackendContract('HTTP adapter on the built-in backend', async () => {
  await backend.empty('logging_backends');
  return { port: new HttpLoggingBackendAdapter(backend.db), arrange: { me: { id: admin.id } } };
});
