import { afterAll, beforeAll } from 'vitest';
import { HttpIntegrationAdapter } from '../../../adapters/http/settings/integrations.http';
import { demoPerson } from '../../../server/seed/demo-people';
import { describeIntegrationContract } from '../../contracts/integrations.contract';
import { startContractServer, type ContractServer } from './contract-server';

const admin = demoPerson('admin');
let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer({ email: admin.email });
});
afterAll(async () => backend?.close());

const TABLES = { scrapers: 'config_scrapers', topologies: 'topologies', logging_backends: 'logging_backends' } as const;

describeIntegrationContract('HTTP adapter on the built-in backend', async () => {
  await backend.sql(`DELETE FROM config_scrapers WHERE source IS DISTINCT FROM 'System'`);
  await backend.empty('topologies', 'logging_backends');
  return {
    port: new HttpIntegrationAdapter(backend.db),
    arrange: {
      add: async (rows) => {
        for (const row of rows) {
          await backend.sql(
            `INSERT INTO ${TABLES[row.type]} (name, spec, source, created_by, created_at, deleted_at)
             VALUES ($1, '{}'::jsonb, 'UI', $2, now() - make_interval(mins => $3), CASE WHEN $4 THEN now() END)`,
            [row.name, admin.id, row.minutesAgo, row.deleted ?? false],
          );
        }
      },
    },
  };
});
