import { beforeEach, describe, expect, it } from 'vitest';
import type { EventQueuePort } from '../../core/settings/event-queue-status';
import type { ContractSetup } from './contract';

export interface EventQueueArrange {
  /** Events of `name`: `failed` of them failed `minutesAgo` with `error` after `attempts` tries, `pending` waiting. */
  queue(name: string, values: { pending: number; failed: number; attempts: number; minutesAgo: number; error: string }): Promise<void>;
}

const latestFailure = { pageIndex: 0, sort: { column: 'lastFailure', desc: true }, filter: {} };

/** The event queue summary as the built-in backend reads it (seed 002 §3, §7.2). */
export function describeEventQueueContract(name: string, setup: ContractSetup<EventQueuePort, EventQueueArrange>) {
  describe(`the event queue port (${name})`, () => {
    let port: EventQueuePort;
    let arrange: EventQueueArrange;
    beforeEach(async () => {
      ({ port, arrange } = await setup());
    });

    it('lists the queues, the latest failure first, with their counts, attempts and most common error', async () => {
      await arrange.queue('check.failed', { pending: 0, failed: 1, attempts: 2, minutesAgo: 30, error: 'connection refused' });
      await arrange.queue('notification.send', { pending: 0, failed: 1, attempts: 4, minutesAgo: 5, error: 'receiver answered 500' });
      const page = await port.list(latestFailure);
      expect(page.rows.map((row) => row.name)).toEqual(['notification.send', 'check.failed']);
      expect(page.rows[0]).toMatchObject({ pending: 0, failed: 1, averageAttempts: 4, mostCommonError: 'receiver answered 500' });
      expect(Date.parse(page.rows[0]!.lastFailure!)).toBeGreaterThan(Date.parse(page.rows[1]!.lastFailure!));
    });
  });
}
