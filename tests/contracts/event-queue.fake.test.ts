import { FakeEventQueuePort } from '../fakes/event-queue';
import { describeEventQueueContract } from './event-queue.contract';

describeEventQueueContract('fake', async () => {
  const port = new FakeEventQueuePort();
  const at = (minutesAgo: number) => new Date(Date.UTC(2030, 0, 1, 12) - minutesAgo * 60_000).toISOString();
  return {
    port,
    arrange: {
      queue: async (name, values) => {
        port.set([...port.rows, {
          name, eventId: `${name}-1`, pending: values.pending, failed: values.failed, averageAttempts: values.attempts,
          firstFailure: at(values.minutesAgo), lastFailure: at(values.minutesAgo), mostCommonError: values.error,
        }]);
      },
    },
  };
});
