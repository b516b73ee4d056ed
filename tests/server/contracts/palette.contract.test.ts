import { afterAll, beforeAll } from 'vitest';
import { HttpPaletteSearchAdapter } from '../../../adapters/http/palette.http';
import { describePaletteContract } from '../../contracts/palette.contract';
import { startContractServer, type ContractServer } from './contract-server';

let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer();
});
afterAll(async () => backend?.close());

// The arranged people are told apart from the demo identities by their addresses.
const ARRANGED_PEOPLE = '%.example%';

describePaletteContract('HTTP adapter on the built-in backend', async () => {
  await backend.empty('checks', 'canaries', 'config_items', 'playbooks', 'incidents');
  await backend.sql(`DELETE FROM people WHERE email LIKE $1`, [ARRANGED_PEOPLE]);
  const [canary] = await backend.sql<{ id: string }>(`INSERT INTO canaries (name, spec) VALUES ('palette', '{}') RETURNING id`);
  let incidents = 0;
  return {
    port: new HttpPaletteSearchAdapter(backend.http, backend.db),
    arrange: {
      check: async (name, status, daysAgo = 0) =>
        void (await backend.sql(
          `INSERT INTO checks (canary_id, type, name, status, updated_at) VALUES ($1, 'http', $2, $3, now() - make_interval(days => $4::int))`,
          [canary!.id, name, status, daysAgo],
        )),
      config: async (name, health) =>
        void (await backend.sql(`INSERT INTO config_items (config_class, type, name, health) VALUES ('Database', 'AWS::RDS::DBInstance', $1, $2)`, [name, health])),
      playbook: async (title) =>
        void (await backend.sql(`INSERT INTO playbooks (name, title, spec) VALUES ($1, $2, '{}')`, [title.toLowerCase().replace(/\W+/g, '-'), title])),
      incident: async (title) =>
        void (await backend.sql(
          `INSERT INTO incidents (title, type, status, severity, created_by, created_at)
           SELECT $1, 'availability', 'open', 'high', id, now() + make_interval(secs => $2::int) FROM people WHERE email = 'admin@local'`,
          [title, ++incidents],
        )),
      person: async (name, email) => void (await backend.sql(`INSERT INTO people (name, email) VALUES ($1, $2)`, [name, email])),
    },
  };
});
