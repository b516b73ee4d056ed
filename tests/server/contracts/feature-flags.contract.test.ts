import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { stringify } from 'yaml';
import { HttpFeatureFlagAdapter } from '../../../adapters/http/settings/feature-flags.http';
import { demoPerson } from '../../../server/seed/demo-people';
import { describeFeatureFlagsContract } from '../../contracts/feature-flags.contract';
import { startContractServer, type ContractServer } from './contract-server';

const admin = demoPerson('admin');
let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer({ email: admin.email });
});
afterAll(async () => backend?.close());

describeFeatureFlagsContract('HTTP adapter on the built-in backend', async () => {
  await backend.empty('properties');
  // The server reads its properties file on every call.
  const local = (values: Readonly<Record<string, string>>) => writeFileSync(backend.server.config.propertiesFile, stringify(values));
  local({});
  return {
    port: new HttpFeatureFlagAdapter(backend.http, backend.db),
    arrange: {
      me: { id: admin.id },
      local: async (values) => local(values),
    },
  };
});
