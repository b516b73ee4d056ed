import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { HttpPlaybookRunAdapter } from '../../../adapters/http/playbook-runs.http';
import { describePlaybookRunsContract } from '../../contracts/playbook-runs.contract';
import { startContractServer, type ContractServer } from './contract-server';

let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer();
});
afterAll(async () => backend?.close());

describePlaybookRunsContract('HTTP adapter on the built-in backend', async () => {
  await backend.empty('playbook_runs', 'playbooks', 'components', 'config_items');
  return {
    port: new HttpPlaybookRunAdapter(backend.http, backend.db),
    arrange: {
      playbook: async (spec) => {
        const id = randomUUID();
        await backend.sql(`INSERT INTO playbooks (id, name, title, spec) VALUES ($1, $2, $2, $3::jsonb)`, [id, `p-${id.slice(0, 8)}`, JSON.stringify(spec)]);
        return id;
      },
      config: async (name, type) => {
        const id = randomUUID();
        await backend.sql(`INSERT INTO config_items (id, name, type, config_class) VALUES ($1, $2, $3, 'Deployment')`, [id, name, type]);
        return id;
      },
      component: async (name, type) => {
        const id = randomUUID();
        await backend.sql(`INSERT INTO components (id, external_id, name, type, status) VALUES ($1, $2, $3, $4, 'healthy')`, [id, `x/${name}`, name, type]);
        return id;
      },
    },
  };
});
