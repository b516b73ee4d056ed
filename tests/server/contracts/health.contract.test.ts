import { afterAll, beforeAll } from 'vitest';
import { HttpHealthAdapter } from '../../../adapters/http/health.http';
import { describeHealthContract } from '../../contracts/health.contract';
import { startContractServer, type ContractServer } from './contract-server';

let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer();
});
afterAll(async () => backend?.close());

describeHealthContract('HTTP adapter on the built-in backend', async () => {
  await backend.empty('canaries');
  return {
    port: new HttpHealthAdapter(backend.http, backend.db),
    arrange: {
      check: async (check) => {
        const [canary] = await backend.sql<{ id: string }>(
          `INSERT INTO canaries (name, namespace, spec) VALUES ($1, 'contracts', '{}'::jsonb) RETURNING id`,
          [`canary-${check.name}`],
        );
        // The console's icon is served to anyone: a check of it passes.
        const spec = check.reachable ? { url: `${backend.origin}/favicon.svg`, responseCodes: [200] } : { url: 'http://example.invalid/' };
        const [row] = await backend.sql<{ id: string }>(
          `INSERT INTO checks (canary_id, type, name, spec, labels, status, deleted_at)
           VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7) RETURNING id`,
          [
            canary!.id, check.type ?? 'http', check.name, JSON.stringify(spec), JSON.stringify(check.labels ?? {}),
            check.status ?? 'healthy', check.deleted ? new Date().toISOString() : null,
          ],
        );
        return row!.id;
      },
      runs: async (checkId, entries) => {
        for (const entry of entries) {
          await backend.sql('INSERT INTO check_statuses (check_id, time, status, duration) VALUES ($1, $2, $3, $4)', [
            checkId, entry.time, entry.status, entry.duration,
          ]);
        }
      },
      componentTransitions: async (checkId, name, turns) => {
        const [component] = await backend.sql<{ id: string }>(
          `INSERT INTO components (name, external_id, type, status, health) VALUES ($1, $1, 'Service', 'healthy', 'healthy') RETURNING id`,
          [name],
        );
        await backend.sql(
          'INSERT INTO check_component_relationships (component_id, check_id, canary_id) SELECT $1, id, canary_id FROM checks WHERE id = $2',
          [component!.id, checkId],
        );
        for (const [minutes, previous, health] of turns) {
          await backend.sql(
            `INSERT INTO component_health_transitions (component_id, previous, health, at) VALUES ($1, $2, $3, now() - $4 * interval '1 minute')`,
            [component!.id, previous, health, minutes],
          );
        }
      },
      configWithChecks: async (checkIds) => {
        const [config] = await backend.sql<{ id: string }>(
          `INSERT INTO config_items (name, type, config_class) VALUES ('checked', 'Kubernetes::Pod', 'Pod') RETURNING id`,
        );
        for (const checkId of checkIds) {
          await backend.sql(
            `INSERT INTO check_config_relationships (config_id, check_id, canary_id) SELECT $1, id, canary_id FROM checks WHERE id = $2`,
            [config!.id, checkId],
          );
        }
        return config!.id;
      },
    },
  };
});
