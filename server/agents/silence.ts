import { ONLINE_WITHIN_MS } from '../../core/agents';
import type { Queryable } from '../db/database';

/** How often the server looks for agents that fell silent: an agent shows offline at most this late. */
const DEFAULT_EVERY_MS = 5_000;

/**
 * Publishes an `agent.seen` event, with the agent's last sighting, for every agent whose silence
 * reached the online window between `from` and `to`: the console judges it offline from that
 * sighting, as it judges one seen again online. Answers how many were announced.
 */
export async function announceSilentAgents(db: Queryable, from: Date, to: Date): Promise<number> {
  const result = await db.query(
    `SELECT publish_live_event('agent.seen', id::text, NULL, 'update', jsonb_build_object('id', id, 'name', name, 'last_seen', last_seen))
     FROM agents WHERE deleted_at IS NULL AND last_seen > $1 AND last_seen <= $2`,
    [new Date(from.getTime() - ONLINE_WITHIN_MS), new Date(to.getTime() - ONLINE_WITHIN_MS)],
  );
  return result.rows.length;
}

/**
 * The live stream tells when an agent comes back (a trigger on last_seen) but nothing is written
 * when one stops pushing: this sweep announces each agent as its silence passes 61 s. Several
 * servers on one database each announce it; the event says the same thing twice, which is harmless.
 */
export function startSilentAgentSweep(db: Queryable, options: { everyMs?: number; log?: (message: string) => void } = {}) {
  const log = options.log ?? ((message: string) => console.error(message));
  let swept = new Date();
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    const now = new Date();
    sweeping = announceSilentAgents(db, swept, now)
      .then(() => (swept = now))
      .catch((error: Error) => log(`Could not announce silent agents: ${error.message}`));
  };
  const timer = setInterval(sweep, options.everyMs ?? DEFAULT_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await sweeping;
    },
  };
}
