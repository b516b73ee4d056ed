import { afterAll, beforeAll } from 'vitest';
import { HttpJobHistoryAdapter } from '../../../adapters/http/settings/job-history.http';
import { demoPerson } from '../../../server/seed/demo-people';
import { describeJobsContract } from '../../contracts/job-history.contract';
import { startContractServer, type ContractServer } from './contract-server';

const admin = demoPerson('admin');
let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer({ email: admin.email });
});
afterAll(async () => backend?.close());

describeJobsContract('HTTP adapter on the built-in backend', async () => {
  await backend.empty('job_history');
  return {
    port: new HttpJobHistoryAdapter(backend.db),
    arrange: {
      add: async (runs) => {
        for (const run of runs) {
          await backend.sql(
            `INSERT INTO job_history (name, status, resource_type, resource_id, duration_millis, success_count, error_count, details,
               time_start, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(mins => $9), now() - make_interval(mins => $9))`,
            [run.name, run.status, run.resourceType, run.resourceId, run.durationMillis ?? null, run.successCount ?? 0, run.errorCount ?? 0,
              JSON.stringify(run.details ?? {}), run.minutesAgo],
          );
        }
      },
    },
  };
});
