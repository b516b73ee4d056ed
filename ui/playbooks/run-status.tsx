import { runStatusColour, type ActionStatus } from '../../core/playbooks';
import { StatusBadge } from '../components/status-badge';

/** A run's or action's status as seed 002 §4 names it, in its colour. */
export function RunStatusBadge({ status }: { status: ActionStatus }) {
  return <StatusBadge colour={runStatusColour(status)}>{status}</StatusBadge>;
}
