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

/**
 * The rows an `agent.seen` batch leaves (DECISIONS §31): an agent the server saw again is online as of
 * the event, judged at `now`; agents not on the page are left to their own page (no refetch). The
 * server tells when an agent comes back, not when it falls silent: going offline shows on the next refresh.
 */
export function agentsSeen<Row extends { readonly id: string; readonly status: AgentStatus }>(rows: readonly Row[], changes: readonly LiveEvent[], now: Date): readonly Row[] {
  const seen = new Map(changes.map((change) => [change.id, change.at]));
  if (!rows.some((row) => seen.has(row.id))) return rows;
  return rows.map((row) => {
    const at = seen.get(row.id);
    return at === undefined ? row : { ...row, status: agentStatus(at, now) };
  });
}
