import { afterAll, beforeAll } from 'vitest';
import { HttpEventQueueAdapter } from '../../../adapters/http/settings/event-queue-status.http';
import { describeEventQueueContract } from '../../contracts/event-queue.contract';
import { startContractServer, type ContractServer } from './contract-server';

let backend: ContractServer;
beforeAll(async () => {
  backend = await startContractServer();
});
afterAll(async () => backend?.close());

describeEventQueueContract('HTTP adapter on the built-in backend', async () => {
  await backend.empty('event_queue');
  return {
    port: new HttpEventQueueAdapter(backend.db),
    arrange: {
      queue: async (name, values) => {
        await backend.sql(
          `INSERT INTO event_queue (name, event_id, error, attempts, last_attempt)
           VALUES ($1, gen_random_uuid(), $2, $3, now() - make_interval(mins => $4))`,
          [name, values.error, values.attempts, values.minutesAgo],
        );
      },
    },
  };
});
