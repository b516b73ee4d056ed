import { fromCallback, type EventObject } from 'xstate';
import type { LiveEvent, LiveKind, LiveStatus } from './model';
import type { BatchScheduler, LiveUpdates } from './ports';

export interface LiveSubscriptionInput {
  /** The kinds the machine follows. */
  readonly kinds: readonly LiveKind[];
}

/** What a live subscription sends its machine. */
export type LiveSubscriptionEvent<Change = LiveEvent> =
  /** Every change since the last flush, in order, in one event. */
  | { type: 'live.batch'; changes: readonly Change[] }
  | { type: 'live.resync' }
  | { type: 'live.status'; status: LiveStatus };

/**
 * The actor a machine invokes to follow the stream: events of its kinds gather until the scheduler's
 * next flush, then go to the machine as one `live.batch`, so 1,000 rows make one snapshot. `decode`
 * turns an event into what the machine works with (undefined: not for this machine).
 */
export function liveSubscriptionOf<Change = LiveEvent>(
  live: LiveUpdates,
  scheduler: BatchScheduler,
  decode: (event: LiveEvent) => Change | undefined = (event) => event as Change,
) {
  return fromCallback<EventObject, LiveSubscriptionInput>(({ input, sendBack }) => {
    const send = sendBack as (event: LiveSubscriptionEvent<Change>) => void;
    let gathered: Change[] = [];
    let scheduled = false;
    let stopped = false;
    const flush = () => {
      scheduled = false;
      if (stopped || gathered.length === 0) return;
      const changes = gathered;
      gathered = [];
      send({ type: 'live.batch', changes });
    };
    const unsubscribe = live.subscribe({
      event(event) {
        if (!input.kinds.includes(event.kind)) return;
        const change = decode(event);
        if (change === undefined) return;
        gathered.push(change);
        if (scheduled) return;
        scheduled = true;
        scheduler.schedule(flush);
      },
      resync() {
        gathered = [];
        send({ type: 'live.resync' });
      },
      status(status) {
        send({ type: 'live.status', status });
      },
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  });
}

/** The default of a machine that can follow the stream: none until its area's bind gives it one. */
export const noLiveUpdates = fromCallback<EventObject, LiveSubscriptionInput>(() => undefined);
