import { afterAll, beforeAll } from 'vitest';
import { HttpCatalogAdapter } from '../../../adapters/http/catalog.http';
import { describeCatalogContract } from '../../contracts/catalog.contract';
import { startContractServer, type ContractServer } from './contract-server';

let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer();
});
afterAll(async () => backend?.close());

describeCatalogContract('HTTP adapter on the built-in backend', async () => {
  await backend.empty('incidents', 'config_items', 'components');
  return {
    port: new HttpCatalogAdapter(backend.http, backend.db),
    arrange: {
      configs: async (configs) => {
        for (const config of configs) {
          await backend.sql(
            `INSERT INTO config_items (id, name, type, config_class, status, health, tags, labels, deleted_at, description, config, properties)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
            [config.id, config.name, config.type, config.configClass, config.status ?? null, config.health ?? null,
              JSON.stringify(config.tags ?? {}), JSON.stringify(config.labels ?? {}), config.deletedAt ?? null, config.description ?? null,
              config.content === undefined ? null : JSON.stringify(config.content), config.properties ? JSON.stringify(config.properties) : null],
          );
          if (config.costs) {
            await backend.sql(
              `INSERT INTO config_cost_summary (config_id, billing_currency, cost_1d, cost_7d, cost_30d) VALUES ($1, 'USD', $2, $3, $4)`,
              [config.id, config.costs.day, config.costs.week, config.costs.month],
            );
          }
        }
      },
      componentLinks: async (links) => {
        for (const link of links) {
          await backend.sql(`INSERT INTO components (id, external_id, name, status) VALUES ($1, $2, $3, 'healthy') ON CONFLICT (id) DO NOTHING`, [link.componentId, link.componentId, link.name]);
          await backend.sql(`INSERT INTO config_component_relationships (component_id, config_id, selector_id) VALUES ($1, $2, $3)`, [
            link.componentId, link.configId, link.selectorId ?? 'manual',
          ]);
        }
      },
      incidents: async (incidents) => {
        const [person] = await backend.sql<{ id: string }>(`INSERT INTO people (name) VALUES ('contract responder') RETURNING id`);
        for (const incident of incidents) {
          await backend.sql(
            `INSERT INTO incidents (id, title, created_by, severity, type, status, created_at) VALUES ($1, $2, $3, $4, 'availability', 'open', now() - make_interval(hours => $5))`,
            [incident.id, incident.title, person!.id, incident.severity, incident.hoursAgo],
          );
          const [hypothesis] = await backend.sql<{ id: string }>(
            `INSERT INTO hypotheses (incident_id, type, title, status, created_by) VALUES ($1, 'root', 'cause', 'possible', $2) RETURNING id`,
            [incident.id, person!.id],
          );
          await backend.sql(`INSERT INTO evidences (hypothesis_id, type, description, config_id, created_by) VALUES ($1, 'config', 'the config', $2, $3)`, [
            hypothesis!.id, incident.configId, person!.id,
          ]);
        }
      },
      relate: async (from, to, relation = 'hard') => {
        await backend.sql(`INSERT INTO config_relationships (config_id, related_id, relation) VALUES ($1, $2, $3)`, [from, to, relation]);
      },
      insights: async (insights) => {
        for (const insight of insights) {
          await backend.sql(
            `INSERT INTO config_analysis (id, config_id, analyzer, analysis_type, severity, message, status, first_observed, last_observed)
             VALUES ($1, $2, $3, $4, $5, $6, 'open', now() - make_interval(hours => $7), now())`,
            [insight.id, insight.configId, insight.analyzer, insight.analysisType, insight.severity, insight.message, insight.hoursAgo],
          );
        }
      },
      changes: async (changes) => {
        for (const change of changes) {
          await backend.sql(
            `INSERT INTO config_changes (id, config_id, change_type, severity, summary, created_at, first_observed, count, diff, details)
             VALUES ($1, $2, $3, $4, $5, now() - make_interval(hours => $6), now() - make_interval(hours => $6 + 1), $7, $8, $9)`,
            [change.id, change.configId, change.changeType, change.severity, change.summary, change.hoursAgo, change.count ?? 1, change.diff ?? null,
              change.details === undefined ? null : JSON.stringify(change.details)],
          );
        }
      },
    },
  };
});
