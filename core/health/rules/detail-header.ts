import { can } from '../../access';
import type { AgentRef, CheckSummary } from '../model';

/** Seed 000 §2.5: what the check detail's header shows. */
export interface CheckDetailHeader {
  readonly name: string;
  /** The kind of check (http, dns, tcp...), which stands in for its icon. */
  readonly type: string;
  readonly namespace?: string;
  readonly endpoint?: string;
  /** The agent badge; checks of this instance have none. */
  readonly agent?: AgentRef;
}

export const checkDetailHeader = (check: CheckSummary): CheckDetailHeader => ({
  name: check.name,
  type: check.type,
  ...(check.namespace ? { namespace: check.namespace } : {}),
  ...(check.endpoint ? { endpoint: check.endpoint } : {}),
  ...(check.agent ? { agent: check.agent } : {}),
});

/** Seed 000 §2.5 footer's Run Now; permissions.md: running a check needs write on canaries. */
export const canRunNow = (roles: readonly string[]): boolean => can(roles, 'canaries', 'write');
