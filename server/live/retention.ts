import type { Database } from '../db/database';

/** How long a reconnecting browser can catch up (DECISIONS §31); older ids get a resync. */
export const LIVE_EVENT_RETENTION_MINUTES = 15;

/** Deletes live events past the window every minute; the streams never need them again. */
export function startLiveEventCleanup(db: Database, options: { everyMs?: number; log?: (line: string) => void } = {}) {
  const log = options.log ?? ((line: string) => console.error(line));
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () =>
    (running = db
      .query(`DELETE FROM live_events WHERE at < now() - make_interval(mins => $1)`, [LIVE_EVENT_RETENTION_MINUTES])
      .catch((error: Error) => log(`Could not delete old live events: ${error.message}`)));
  const timer = setInterval(sweep, options.everyMs ?? 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
