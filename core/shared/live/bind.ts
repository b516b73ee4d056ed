import { serviceIdentifier } from '../service-identifier';
import { liveIndicatorMachine } from './live-indicator.machine';
import type { BatchScheduler, LiveUpdates } from './ports';
import { liveSubscriptionOf } from './subscription';

export interface LivePorts {
  readonly live: LiveUpdates;
  readonly scheduler: BatchScheduler;
}

/** The shell's live machines: the top bar's indicator. */
export function bindLivePorts({ live, scheduler }: LivePorts) {
  return {
    indicator: liveIndicatorMachine.provide({ actors: { live: liveSubscriptionOf(live, scheduler) } }),
  };
}

export const LiveMachines = serviceIdentifier<ReturnType<typeof bindLivePorts>>('LiveMachines');
