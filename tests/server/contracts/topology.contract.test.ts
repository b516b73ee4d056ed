import { afterAll, beforeAll } from 'vitest';
import { HttpTopologyAdapter } from '../../../adapters/http/topology.http';
import { demoPerson } from '../../../server/seed/demo-people';
import { describeTopologyContract } from '../../contracts/topology.contract';
import { startContractServer, type ContractServer } from './contract-server';

let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer();
});
afterAll(async () => backend?.close());

const one = async (text: string, params: unknown[]) => (await backend.sql<{ id: string }>(text, params))[0]!.id;

describeTopologyContract('HTTP adapter on the built-in backend', async () => {
  await backend.empty('components', 'config_items', 'canaries', 'incidents');
  const admin = demoPerson('admin').id;
  return {
    port: new HttpTopologyAdapter(backend.http, backend.db),
    arrange: {
      component: (component) =>
        one(
          `INSERT INTO components (name, external_id, type, status, labels, log_selectors) VALUES ($1, $1, $2, $3, $4::jsonb, $5::jsonb) RETURNING id`,
          [
            component.name, component.type ?? null, component.status ?? 'healthy', JSON.stringify(component.labels ?? null),
            JSON.stringify(component.logs?.map((name) => ({ name })) ?? null),
          ],
        ),
      config: (config) =>
        one(`INSERT INTO config_items (name, type, config_class, deleted_at) VALUES ($1, $2, $2, $3) RETURNING id`, [
          config.name, config.type, config.deleted ? new Date().toISOString() : null,
        ]),
      link: async (componentId, configId, options = {}) => {
        // clock_timestamp(): the links' order is the order they were made, even within a transaction's now().
        await backend.sql(
          `INSERT INTO config_component_relationships (component_id, config_id, selector_id, created_at, deleted_at)
           VALUES ($1, $2, 'lookup', clock_timestamp(), $3)`,
          [componentId, configId, options.deleted ? new Date().toISOString() : null],
        );
      },
      check: async (componentId, check) => {
        const canary = await one(`INSERT INTO canaries (name, spec) VALUES ($1, '{}') RETURNING id`, [`canary-${check.name}`]);
        const id = await one(`INSERT INTO checks (canary_id, type, name, status) VALUES ($1, 'http', $2, $3) RETURNING id`, [canary, check.name, check.status]);
        await backend.sql(`INSERT INTO check_component_relationships (component_id, check_id, canary_id) VALUES ($1, $2, $3)`, [componentId, id, canary]);
      },
      incident: async (componentId, incident) => {
        const id = await one(
          `INSERT INTO incidents (title, created_by, severity, type, status, created_at) VALUES ($1, $2, 'low', $3, $4, now() - make_interval(mins => $5)) RETURNING id`,
          [incident.title, admin, incident.type, incident.status, incident.minutes],
        );
        const hypothesis = await one(`INSERT INTO hypotheses (incident_id, created_by, type, title) VALUES ($1, $2, 'root', $3) RETURNING id`, [id, admin, incident.title]);
        await backend.sql(`INSERT INTO evidences (hypothesis_id, created_by, type, component_id) VALUES ($1, $2, 'topology', $3)`, [hypothesis, admin, componentId]);
      },
    },
  };
});
