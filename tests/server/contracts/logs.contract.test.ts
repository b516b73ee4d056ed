import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { HttpLogsAdapter } from '../../../adapters/http/logs.http';
import { describeLogsContract } from '../../contracts/logs.contract';
import { minutesAgo } from '../../contracts/contract';
import { startContractServer, type ContractServer } from './contract-server';

let backend: ContractServer;
/** One files log backend per selector name, each a directory of `<component name>.jsonl` files. */
let logDir: string;
beforeAll(async () => {
  logDir = mkdtempSync(join(tmpdir(), 'ops-console-contract-logs-'));
  backend = await startContractServer();
});
afterAll(async () => {
  await backend?.close();
  rmSync(logDir, { recursive: true, force: true });
});

describeLogsContract('HTTP adapter on the built-in backend', async () => {
  await backend.empty('components', 'logging_backends');
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir);
  const names = new Map<string, string>();
  return {
    port: new HttpLogsAdapter(backend.http, backend.db),
    arrange: {
      component: async (name, selectors) => {
        for (const selector of selectors) {
          mkdirSync(join(logDir, selector), { recursive: true });
          await backend.sql(
            `INSERT INTO logging_backends (name, spec) SELECT $1, $2::jsonb WHERE NOT EXISTS (SELECT 1 FROM logging_backends WHERE name = $1)`,
            [`contract-${selector}`, JSON.stringify({ files: { path: join(logDir, selector) } })],
          );
        }
        const [row] = await backend.sql<{ id: string }>(
          `INSERT INTO components (name, type, external_id, status, log_selectors) VALUES ($1, 'Service', $1, 'healthy', $2::jsonb) RETURNING id`,
          [name, JSON.stringify(selectors.map((selector) => ({ name: selector, backend: `contract-${selector}` })))],
        );
        names.set(row!.id, name);
        return row!.id;
      },
      lines: async (componentId, selector, lines) => {
        const text = lines.map((line) => JSON.stringify({ time: minutesAgo(line.minutes), message: line.message })).join('\n');
        writeFileSync(join(logDir, selector, `${names.get(componentId)}.jsonl`), `${text}\n`);
      },
    },
  };
});
