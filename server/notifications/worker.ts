import type { Database } from '../db/database';
import { NOTIFICATION_EVENTS_JOB } from '../jobs/names';
import { startPollLoop } from '../jobs/poll-loop';
import { recordJob } from '../jobs/recorder';
import { RESOURCE_EVENTS, SEND_EVENT } from './events';
import { fanOut } from './fan-out';
import { claimEvents, failEvent } from './queue';
import { deliverSend, type SendOptions } from './send';

export interface NotificationWorkerOptions extends SendOptions {
  pollMs?: number;
  /** Events taken per poll and stage. */
  batch?: number;
  /** Sends delivered at once. */
  concurrency?: number;
}

export interface NotificationWorker {
  /** Looks for due events now. */
  wake(): void;
  /** Works until no event is due (tests, benchmarks): what is waiting out a backoff is left. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The notification worker (DECISIONS §29, §35): reads the event outbox the database's triggers write,
 * matches each event to the notifications on it (fan-out), and delivers the sends that makes, with
 * retries and backoff. Both stages claim their rows in the database, so servers sharing one PostgreSQL
 * split the work.
 */
export function startNotificationWorker(db: Database, options: NotificationWorkerOptions = {}): NotificationWorker {
  const log = options.log ?? ((message: string) => console.error(message));
  const batch = options.batch ?? 50;
  const concurrency = options.concurrency ?? 8;
  const stopping = new AbortController();

  /** Matches due events; answers whether it found any. */
  async function matchEvents(): Promise<boolean> {
    const events = await claimEvents(db, RESOURCE_EVENTS, batch);
    if (events.length === 0) return false;
    await recordJob(db, NOTIFICATION_EVENTS_JOB, {}, async (run) => {
      for (const event of events) {
        try {
          run.success(await db.transaction((tx) => fanOut(tx, event)));
        } catch (error) {
          const reason = (error as Error).message;
          run.error(`${event.name}: ${reason}`);
          await failEvent(db, event, reason, false);
        }
      }
    }, { clock: options.clock, log });
    return true;
  }

  async function deliverSends(): Promise<boolean> {
    const sends = await claimEvents(db, [SEND_EVENT], batch);
    for (let i = 0; i < sends.length; i += concurrency) {
      await Promise.all(sends.slice(i, i + concurrency).map((send) =>
        deliverSend(db, send, { clock: options.clock, log }).catch((error: Error) => log(`notification send ${send.id}: ${error.message}`)),
      ));
    }
    return sends.length > 0;
  }

  async function once(): Promise<boolean> {
    const matched = await matchEvents();
    const sent = await deliverSends();
    return matched || sent;
  }

  async function poll() {
    try {
      if (await once()) loop.wake();
    } catch (error) {
      if (!stopping.signal.aborted) log(`notification worker: ${(error as Error).message}`);
    }
  }

  const loop = startPollLoop(poll, options.pollMs ?? 1_000, stopping.signal);

  return {
    wake: () => loop.wake(),
    async drain() {
      await loop.polling;
      while (await once());
    },
    async stop() {
      if (stopping.signal.aborted) return;
      stopping.abort();
      await loop.polling;
    },
  };
}
