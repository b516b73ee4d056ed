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
  await backend.empty('config_items');
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
