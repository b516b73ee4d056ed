import type { LiveEvent } from '../../shared';
import { STATUS_OFFLINE, STATUS_ONLINE } from '../texts';

export type AgentStatus = typeof STATUS_ONLINE | typeof STATUS_OFFLINE;

/** Seed 000 §4: an agent that pushed less than this long ago is online. */
export const ONLINE_WITHIN_MS = 61_000;

/** Online when last seen less than 61 s ago; otherwise, or never seen, offline. */
export function agentStatus(lastSeen: string | undefined, now: Date): AgentStatus {
  const seen = lastSeen ? new Date(lastSeen).getTime() : Number.NaN;
  return !Number.isNaN(seen) && now.getTime() - seen < ONLINE_WITHIN_MS ? STATUS_ONLINE : STATUS_OFFLINE;
}

/** When the event says the agent was last seen: its row's last_seen, else the event's own time. */
function sightingOf(change: LiveEvent): string {
  const row = change.row as { last_seen?: unknown } | undefined;
  return typeof row?.last_seen === 'string' ? row.last_seen : change.at;
}

/**
 * The rows an `agent.seen` batch leaves (DECISIONS §31), judged at `now` from the sighting each event
 * carries: the server announces an agent when it is seen again and when its silence passes the
 * online window, so it turns online or offline in place. Agents not on the page are left to their
 * own page (no refetch).
 */
export function agentsSeen<Row extends { readonly id: string; readonly status: AgentStatus }>(rows: readonly Row[], changes: readonly LiveEvent[], now: Date): readonly Row[] {
  const seen = new Map(changes.map((change) => [change.id, sightingOf(change)]));
  if (!rows.some((row) => seen.has(row.id))) return rows;
  return rows.map((row) => {
    const at = seen.get(row.id);
    return at === undefined ? row : { ...row, status: agentStatus(at, now) };
  });
}
