import { ONLINE_WITHIN_MS } from '../../core/agents';
import { NIL_UUID } from '../../core/shared/ids';
import type { Queryable } from '../db/database';
import { AGENT_HEARTBEAT_JOB, recordJob } from '../jobs';
import { DEMO_REPORTING_AGENT } from '../seed/system';

/** A third of the online window, so one late beat never shows an agent offline. */
const DEFAULT_EVERY_MS = Math.floor(ONLINE_WITHIN_MS / 3);

export interface AgentHeartbeats {
  stop(): Promise<void>;
}

/** One beat: the agents this server reports for are seen now, unless they were deleted. Answers how many were. */
export async function reportAgentsSeen(db: Queryable): Promise<number> {
  const result = await db.query(`UPDATE agents SET last_seen = now() WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`, [
    [NIL_UUID, DEMO_REPORTING_AGENT],
  ]);
  return result.rowCount;
}

/**
 * The agents this server reports for: the built-in agent `local`, which is this server running the
 * local canaries, and the demo's remote agent of the production cluster, which stands for an agent
 * that keeps pushing. They beat at once and then every `everyMs`, so /settings/agents shows them
 * online while the server runs and offline a minute after it stops. Each beat is an AgentHeartbeat job.
 */
export function startAgentHeartbeats(
  db: Queryable,
  options: { everyMs?: number; log?: (message: string) => void } = {},
): AgentHeartbeats {
  const log = options.log ?? ((message: string) => console.error(message));
  let beating: Promise<void> = Promise.resolve();
  const beat = () => {
    beating = recordJob(db, AGENT_HEARTBEAT_JOB, {}, async (run) => run.success(await reportAgentsSeen(db)), { log }).catch(
      (error: Error) => log(`agent heartbeat: ${error.message}`),
    );
  };
  beat();
  const timer = setInterval(beat, options.everyMs ?? DEFAULT_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await beating;
    },
  };
}
