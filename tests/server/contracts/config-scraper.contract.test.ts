import { afterAll, beforeAll } from 'vitest';
import { HttpConfigScraperAdapter } from '../../../adapters/http/settings/config-scraper.http';
import { demoPerson } from '../../../server/seed/demo-people';
import { describeConfigScraperContract } from '../../contracts/config-scraper.contract';
import { startContractServer, type ContractServer } from './contract-server';

const admin = demoPerson('admin');
let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer({ email: admin.email });
});
afterAll(async () => backend?.close());

describeConfigScraperContract('HTTP adapter on the built-in backend', async () => {
  await backend.sql(`DELETE FROM config_scrapers WHERE source IS DISTINCT FROM 'System'`);
  return { port: new HttpConfigScraperAdapter(backend.http, backend.db), arrange: { me: { id: admin.id } } };
});
