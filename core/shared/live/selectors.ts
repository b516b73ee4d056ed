import type { SnapshotFrom } from 'xstate';
import type { liveIndicatorMachine } from './live-indicator.machine';
import type { LiveStatus } from './model';
import { LIVE_STATUS_DESCRIPTIONS, LIVE_STATUS_LABELS } from './texts';

export interface LiveIndicatorView {
  readonly status: LiveStatus;
  readonly label: string;
  readonly description: string;
  /** Green while live; amber while screens fall back to refreshing; grey offline. */
  readonly tone: 'green' | 'orange' | 'gray';
}

const TONES: Readonly<Record<LiveStatus, LiveIndicatorView['tone']>> = { live: 'green', reconnecting: 'orange', polling: 'orange', offline: 'gray' };

export function selectLiveIndicatorView(snapshot: SnapshotFrom<typeof liveIndicatorMachine>): LiveIndicatorView {
  const { status } = snapshot.context;
  return { status, label: LIVE_STATUS_LABELS[status], description: LIVE_STATUS_DESCRIPTIONS[status], tone: TONES[status] };
}
