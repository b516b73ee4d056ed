import { STATUS_OFFLINE, STATUS_ONLINE } from '../texts';

export type AgentStatus = typeof STATUS_ONLINE | typeof STATUS_OFFLINE;

/** Seed 000 §4: an agent that pushed less than this long ago is online. */
export const ONLINE_WITHIN_MS = 61_000;

/** Online when last seen less than 61 s ago; otherwise, or never seen, offline. */
export function agentStatus(lastSeen: string | undefined, now: Date): AgentStatus {
  const seen = lastSeen ? new Date(lastSeen).getTime() : Number.NaN;
  return !Number.isNaN(seen) && now.getTime() - seen < ONLINE_WITHIN_MS ? STATUS_ONLINE : STATUS_OFFLINE;
}
