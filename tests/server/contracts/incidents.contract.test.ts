import { afterAll, beforeAll } from 'vitest';
import { HttpConfigLookupAdapter } from '../../../adapters/http/config-lookups.http';
import { HttpIncidentDirectoryAdapter } from '../../../adapters/http/incident-directory.http';
import { HttpIncidentAdapter } from '../../../adapters/http/incidents.http';
import { demoPerson } from '../../../server/seed/demo-people';
import { describeIncidentsContract } from '../../contracts/incidents.contract';
import { startContractServer, type ContractServer } from './contract-server';

const commander = demoPerson('commander');
let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer({ email: commander.email });
});
afterAll(async () => backend?.close());

const one = async (text: string, params: unknown[]) => (await backend.sql<{ id: string }>(text, params))[0]!.id;

describeIncidentsContract('HTTP adapter on the built-in backend', async () => {
  await backend.empty('incidents', 'teams', 'components', 'config_items');
  const incidents = new HttpIncidentAdapter(backend.db);
  const directory = new HttpIncidentDirectoryAdapter(backend.db);
  return {
    port: {
      incidents, hypotheses: incidents.hypotheses, evidences: incidents.evidences, comments: incidents.comments,
      responders: incidents.responders, history: incidents.history, people: directory, search: directory,
      lookups: new HttpConfigLookupAdapter(backend.db),
    },
    arrange: {
      me: { id: commander.id, name: commander.name },
      person: async (name, email) => {
        const id = await one(`INSERT INTO people (name, email) VALUES ($1, $2) RETURNING id`, [name, email ?? null]);
        return { id, name, ...(email ? { email } : {}) };
      },
      team: async (name) => ({ id: await one(`INSERT INTO teams (name, created_by) VALUES ($1, $2) RETURNING id`, [name, commander.id]), name }),
      component: (name) => one(`INSERT INTO components (name, external_id, status) VALUES ($1, $1, 'healthy') RETURNING id`, [name]),
      integration: (kind, item) =>
        one(`INSERT INTO config_items (name, type, config_class, external_id, config) VALUES ($1, $2, $2, $3, $4::jsonb) RETURNING id`, [
          item.name, kind, item.externalId, JSON.stringify(item.config),
        ]),
    },
  };
});
