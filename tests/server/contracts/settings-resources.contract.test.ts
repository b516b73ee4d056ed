import { afterAll, beforeAll } from 'vitest';
import { HttpSettingsResourceAdapter } from '../../../adapters/http/settings/resources.http';
import { demoPerson } from '../../../server/seed/demo-people';
import { describeSettingsResourcesContract } from '../../contracts/settings-resources.contract';
import { startContractServer, type ContractServer } from './contract-server';

const admin = demoPerson('admin');
let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer({ email: admin.email });
});
afterAll(async () => backend?.close());

describeSettingsResourcesContract('HTTP adapter on the built-in backend', async () => {
  await backend.sql('UPDATE incidents SET incident_rule_id = NULL');
  await backend.empty('checks', 'canaries', 'components', 'topologies', 'incident_rules', 'team_members', 'teams');
  return { port: new HttpSettingsResourceAdapter(backend.http, backend.db), arrange: { me: { id: admin.id } } };
});
